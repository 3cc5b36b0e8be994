import { canHaveAnotherActiveRoute, messages } from '@routebook/schema';

import type { RouteStatus } from '../../RouteList';
import { RouteFormModal, type TechnicianOption } from '../RouteFormModal/RouteFormModal';

/** The statuses the Edit Route modal offers. */
export type EditableRouteStatus = 'draft' | 'active' | 'Complete';

export interface EditRouteValues {
  name: string;
  status: EditableRouteStatus;
  /** Who runs the route, null for none; only when `technicians` is given. */
  technician?: string | null;
}

export interface EditRouteModalProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  /** Where a draft of what is typed is kept (e.g. `route:add` or `route:edit:<routeId>`). */
  draftKey?: string;
  /** The route as it is now; the form starts from it each time the modal opens. */
  route: { name: string; status: RouteStatus; technician?: string | null };
  /**
   * The company plan level as stored; it limits the active routes
   * (product.md §Accounts, companies and plans).
   */
  planLevel: number | string | null;
  /** How many of the company's routes are active now (this one included if it is active). */
  activeRouteCount: number;
  /** Saves the route; the app closes the modal on success. A rejection keeps it open. */
  onSave(values: EditRouteValues): Promise<void> | void;
  /** The app is saving. */
  saving?: boolean;
  /** Why the last save failed. */
  error?: string | null;
  /**
   * The members offered in a Technician select: the company's active ones, and the
   * route's technician whatever their status.
   */
  technicians?: readonly TechnicianOption[];
}

const STATUS_OPTIONS: { value: EditableRouteStatus; label: string }[] = [
  { value: 'draft', label: 'Draft' },
  { value: 'active', label: 'Active' },
  { value: 'Complete', label: 'Complete' },
];

/** An archived route is not offered its own status: it starts as Complete, its nearest. */
const startStatus = (status: RouteStatus): EditableRouteStatus =>
  status === 'archive' ? 'Complete' : status;

/**
 * Edit Route: the name and a status, Draft, Active or Complete. Active is offered
 * while the plan allows another active route or when this route is active already; otherwise the
 * status sub-header asks to upgrade. Save is disabled while the form is invalid or saving; a failed
 * save keeps what was typed and shows why.
 */
export function EditRouteModal({
  route,
  planLevel,
  activeRouteCount,
  saving = false,
  error = null,
  ...props
}: EditRouteModalProps) {
  return (
    <RouteFormModal
      {...props}
      title="Edit Route"
      initial={{
        name: route.name,
        status: startStatus(route.status),
        technician: route.technician ?? null,
      }}
      statusOptions={STATUS_OPTIONS}
      activeAllowed={
        route.status === 'active' || canHaveAnotherActiveRoute(planLevel, activeRouteCount)
      }
      upgradeMessage={messages.activeRouteLimitEditRoute}
      saving={saving}
      error={error}
    />
  );
}
