import {
  canHaveAnotherActiveRoute,
  hasErrors,
  messages,
  validateAddRoute,
} from '@routebook/schema';
import { useId, useState, type FormEvent } from 'react';

import { Button } from '../../Button';
import { Modal } from '../../Modal';
import { SelectField } from '../../SelectField';
import { TextField } from '../../TextField';
import styles from './AddRouteModal.module.css';

/** The statuses a new route may start with. */
export type NewRouteStatus = 'draft' | 'active';

export interface AddRouteValues {
  name: string;
  status: NewRouteStatus;
}

export interface AddRouteModalProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  /** The company plan level as stored; it limits the active routes (spec §9). */
  planLevel: number | string | null;
  /** How many of the company's routes are active now. */
  activeRouteCount: number;
  /** Creates the route; the app closes the modal on success. A rejection keeps it open. */
  onSave(values: AddRouteValues): Promise<void> | void;
  /** The app is saving. */
  saving?: boolean;
  /** Why the last save failed. */
  error?: string | null;
}

const STATUS_OPTIONS: { value: NewRouteStatus; label: string }[] = [
  { value: 'draft', label: 'Draft' },
  { value: 'active', label: 'Active' },
];

/** A rejection's message, shown in the modal; the app may pass `error` instead. */
const errorText = (reason: unknown): string | null =>
  reason instanceof Error && reason.message !== '' ? reason.message : null;

/**
 * Add Route (spec §2 modal 1): a name and a status, Draft by default; Active only while the plan
 * allows another active route, else the status sub-header asks to upgrade. Save is disabled while
 * the form is invalid or saving; Enter in the name submits.
 */
export function AddRouteModal({
  open,
  onOpenChange,
  planLevel,
  activeRouteCount,
  onSave,
  saving = false,
  error = null,
}: AddRouteModalProps) {
  const formId = useId();
  const [name, setName] = useState('');
  const [status, setStatus] = useState<NewRouteStatus>('draft');
  const [nameTouched, setNameTouched] = useState(false);
  const [pending, setPending] = useState(false);
  const [saveError, setSaveError] = useState<string | null>(null);

  // A fresh form each time the modal opens.
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) {
      setName('');
      setStatus('draft');
      setNameTouched(false);
      setSaveError(null);
    }
  }

  const activeAllowed = canHaveAnotherActiveRoute(planLevel, activeRouteCount);
  const options = activeAllowed
    ? STATUS_OPTIONS
    : STATUS_OPTIONS.filter((option) => option.value !== 'active');
  const effectiveStatus: NewRouteStatus = activeAllowed ? status : 'draft';

  const errors = validateAddRoute({ name, status: effectiveStatus });
  const busy = saving || pending;
  const canSave = !hasErrors(errors) && !busy;
  const shownError = error ?? saveError;

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!canSave) {
      setNameTouched(true);
      return;
    }
    setSaveError(null);
    setPending(true);
    try {
      await onSave({ name: name.trim(), status: effectiveStatus });
    } catch (reason) {
      setSaveError(errorText(reason));
    } finally {
      setPending(false);
    }
  }

  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title="Add Route"
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
          onChange={(event) => setStatus(event.target.value as NewRouteStatus)}
          subHeader={activeAllowed ? undefined : messages.activeRouteLimitAddRoute}
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
