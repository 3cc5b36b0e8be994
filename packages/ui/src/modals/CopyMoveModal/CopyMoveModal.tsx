import { hasErrors, validateCopyMove } from '@routebook/schema';
import { useId, useState, type FormEvent } from 'react';

import { FormModal } from '../FormModal';
import { useSaveAction } from '../saveError';
import { useOnOpen } from '../useOnOpen';
import styles from './CopyMoveModal.module.css';

/** Copy an item to a route, or move it there. */
export type CopyMoveMode = 'copy' | 'move';

/** A route the item could go to. */
export interface CopyMoveRoute {
  id: string;
  name: string;
  status: string;
}

export interface CopyMoveModalProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  mode: CopyMoveMode;
  /** The company's routes; only active and draft ones are offered. */
  routes: readonly CopyMoveRoute[];
  /** The item's route: not offered when moving. */
  currentRouteId?: string;
  /** Copies or moves the item to the chosen route; the app closes the modal on success. */
  onSave(routeId: string): Promise<void> | void;
  /** The app is saving. */
  saving?: boolean;
  /** Why the last save failed. */
  error?: string | null;
}

/** The statuses a copied or moved item may go to, with their labels. */
const TARGET_STATUSES = new Map([
  ['active', 'Active'],
  ['draft', 'Draft'],
]);

const TEXT = {
  copy: { title: 'Copy Item', action: 'Copy' },
  move: { title: 'Move Item', action: 'Move' },
} as const;

/** What the fieldset says when no route can take the item. */
const NO_ROUTES = 'No active or draft route to choose.';

/**
 * Copy/Move: the active and draft routes as radio buttons (when moving, not the
 * item's own route). The action is enabled once a route is chosen.
 */
export function CopyMoveModal({
  open,
  onOpenChange,
  mode,
  routes,
  currentRouteId,
  onSave,
  saving = false,
  error = null,
}: CopyMoveModalProps) {
  const hintId = useId();
  const [routeId, setRouteId] = useState('');
  const save = useSaveAction();

  // Nothing is chosen each time the modal opens.
  useOnOpen(open, () => {
    setRouteId('');
    save.clearError();
  });

  const offered = routes.filter(
    (route) =>
      TARGET_STATUSES.has(route.status) && !(mode === 'move' && route.id === currentRouteId),
  );
  // A chosen route that is no longer offered counts as none.
  const chosen = offered.some((route) => route.id === routeId) ? routeId : '';
  const errors = validateCopyMove({ routeId: chosen });
  const busy = saving || save.pending;
  const canSave = !hasErrors(errors) && !busy;
  const shownError = error ?? save.saveError;
  const hint = offered.length === 0 ? NO_ROUTES : errors.route;

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!canSave) return;
    await save.run(() => onSave(chosen));
  }

  return (
    <FormModal
      open={open}
      onOpenChange={onOpenChange}
      title={TEXT[mode].title}
      size="compact"
      submitLabel={TEXT[mode].action}
      canSubmit={canSave}
      busy={busy}
      error={shownError}
      onSubmit={handleSubmit}
    >
      <fieldset className={styles.fieldset} aria-describedby={hint ? hintId : undefined}>
        <legend className={styles.legend}>Route</legend>
        {hint && (
          <p id={hintId} className={styles.hint}>
            {hint}
          </p>
        )}
        {offered.map((route) => (
          <RouteOption
            key={route.id}
            route={route}
            checked={chosen === route.id}
            onChoose={() => setRouteId(route.id)}
          />
        ))}
      </fieldset>
    </FormModal>
  );
}

function RouteOption({
  route,
  checked,
  onChoose,
}: {
  route: CopyMoveRoute;
  checked: boolean;
  onChoose(): void;
}) {
  const nameId = useId();
  const statusId = useId();
  return (
    <label className={styles.option} data-checked={checked || undefined}>
      <input
        type="radio"
        name="routeId"
        value={route.id}
        checked={checked}
        onChange={onChoose}
        className={styles.radio}
        aria-labelledby={nameId}
        aria-describedby={statusId}
      />
      <span id={nameId} className={styles.name}>
        {route.name}
      </span>
      <span id={statusId} className={styles.status} data-status={route.status}>
        {TARGET_STATUSES.get(route.status)}
      </span>
    </label>
  );
}
