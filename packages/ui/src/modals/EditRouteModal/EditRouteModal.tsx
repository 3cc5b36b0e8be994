import {
  canHaveAnotherActiveRoute,
  hasErrors,
  messages,
  validateEditRoute,
} from '@routebook/schema';
import { useId, useState, type FormEvent } from 'react';

import { Button } from '../../Button';
import { Modal } from '../../Modal';
import type { RouteStatus } from '../../RouteList';
import { SelectField } from '../../SelectField';
import { TextField } from '../../TextField';
import { useSaveAction } from '../saveError';
import styles from './EditRouteModal.module.css';

/** The statuses the Edit Route modal offers (spec §2 modal 2). */
export type EditableRouteStatus = 'draft' | 'active' | 'Complete';

export interface EditRouteValues {
  name: string;
  status: EditableRouteStatus;
}

export interface EditRouteModalProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  /** The route as it is now; the form starts from it each time the modal opens. */
  route: { name: string; status: RouteStatus };
  /** The company plan level as stored; it limits the active routes (spec §9). */
  planLevel: number | string | null;
  /** How many of the company's routes are active now (this one included if it is active). */
  activeRouteCount: number;
  /** Saves the route; the app closes the modal on success. A rejection keeps it open. */
  onSave(values: EditRouteValues): Promise<void> | void;
  /** The app is saving. */
  saving?: boolean;
  /** Why the last save failed. */
  error?: string | null;
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
 * Edit Route (spec §2 modal 2): the name and a status, Draft, Active or Complete. Active is offered
 * while the plan allows another active route or when this route is active already; otherwise the
 * status sub-header asks to upgrade. Save is disabled while the form is invalid or saving; a failed
 * save keeps what was typed and shows why.
 */
export function EditRouteModal({
  open,
  onOpenChange,
  route,
  planLevel,
  activeRouteCount,
  onSave,
  saving = false,
  error = null,
}: EditRouteModalProps) {
  const formId = useId();
  const [name, setName] = useState(route.name);
  const [status, setStatus] = useState<EditableRouteStatus>(startStatus(route.status));
  const [nameTouched, setNameTouched] = useState(false);
  const save = useSaveAction();

  // The form starts from the route each time the modal opens.
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) {
      setName(route.name);
      setStatus(startStatus(route.status));
      setNameTouched(false);
      save.clearError();
    }
  }

  const activeAllowed =
    route.status === 'active' || canHaveAnotherActiveRoute(planLevel, activeRouteCount);
  const options = activeAllowed
    ? STATUS_OPTIONS
    : STATUS_OPTIONS.filter((option) => option.value !== 'active');
  const effectiveStatus: EditableRouteStatus =
    !activeAllowed && status === 'active' ? 'draft' : status;

  const errors = validateEditRoute({ name });
  const busy = saving || save.pending;
  const canSave = !hasErrors(errors) && !busy;
  const shownError = error ?? save.saveError;

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!canSave) {
      setNameTouched(true);
      return;
    }
    await save.run(() => onSave({ name: name.trim(), status: effectiveStatus }));
  }

  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title="Edit Route"
      footer={
        <>
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button type="submit" form={formId} disabled={!canSave} loading={busy}>
            Save
          </Button>
        </>
      }
    >
      <form id={formId} className={styles.form} onSubmit={handleSubmit} noValidate>
        <TextField
          label="Route name"
          name="name"
          value={name}
          onChange={(event) => setName(event.target.value)}
          onBlur={() => setNameTouched(true)}
          error={nameTouched ? errors.name : undefined}
          autoComplete="off"
          required
        />
        <SelectField
          label="Status"
          name="status"
          options={options}
          value={effectiveStatus}
          onChange={(event) => setStatus(event.target.value as EditableRouteStatus)}
          subHeader={activeAllowed ? undefined : messages.activeRouteLimitEditRoute}
        />
        {shownError && (
          <p role="alert" className={styles.error}>
            {shownError}
          </p>
        )}
      </form>
    </Modal>
  );
}
