import { canHaveAnotherActiveRoute, messages } from '@routebook/schema';

import { RouteFormModal, type TechnicianOption } from '../RouteFormModal/RouteFormModal';

/** The statuses a new route may start with. */
export type NewRouteStatus = 'draft' | 'active';

export interface AddRouteValues {
  name: string;
  status: NewRouteStatus;
  /** Who runs the route, null for none; only when `technicians` is given. */
  technician?: string | null;
}

export interface AddRouteModalProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  /** Where a draft of what is typed is kept (e.g. `route:add` or `route:edit:<routeId>`). */
  draftKey?: string;
  /**
   * The company plan level as stored; it limits the active routes
   * (product.md §Accounts, companies and plans).
   */
  planLevel: number | string | null;
  /** How many of the company's routes are active now. */
  activeRouteCount: number;
  /** Creates the route; the app closes the modal on success. A rejection keeps it open. */
  onSave(values: AddRouteValues): Promise<void> | void;
  /** The app is saving. */
  saving?: boolean;
  /** Why the last save failed. */
  error?: string | null;
  /** The company's active members, offered in a Technician select. */
  technicians?: readonly TechnicianOption[];
}

const STATUS_OPTIONS: { value: NewRouteStatus; label: string }[] = [
  { value: 'draft', label: 'Draft' },
  { value: 'active', label: 'Active' },
];

const NEW_ROUTE: AddRouteValues = { name: '', status: 'draft' };

/**
 * Add Route: a name and a status, Draft by default; Active only while the plan
 * allows another active route, else the status sub-header asks to upgrade. Save is disabled while
 * the form is invalid or saving; Enter in the name submits.
 */
export function AddRouteModal({
  planLevel,
  activeRouteCount,
  saving = false,
  error = null,
  ...props
}: AddRouteModalProps) {
  return (
    <RouteFormModal
      {...props}
      title="Add Route"
      initial={NEW_ROUTE}
      statusOptions={STATUS_OPTIONS}
      activeAllowed={canHaveAnotherActiveRoute(planLevel, activeRouteCount)}
      upgradeMessage={messages.activeRouteLimitAddRoute}
      saving={saving}
      error={error}
    />
  );
}
