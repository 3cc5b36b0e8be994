import { hasErrors, validateAddRoute } from '@routebook/schema';
import { useState, type FormEvent } from 'react';

import { SelectField } from '../../SelectField';
import { TextField } from '../../TextField';
import { useFormDraft } from '../../drafts';
import { FormModal } from '../FormModal';
import { useOnOpen } from '../useOnOpen';
import { useSaveAction } from '../saveError';

export interface RouteFormValues<Status extends string> {
  name: string;
  status: Status;
  /** The member who runs the route; null for none. Only with `technicians`. */
  technician?: string | null;
}

/** A member the Technician select offers (the company's active members). */
export interface TechnicianOption {
  /** The member's id. */
  value: string;
  /** Their name as the select shows it. */
  label: string;
}

/** The Technician select's first option: the route is nobody's. */
export const NO_TECHNICIAN_LABEL = 'No technician';

export interface RouteFormModalProps<Status extends string> {
  /**
   * Where a draft of what is typed is kept, per purpose and record; without it nothing is kept
   * after closing.
   */
  draftKey?: string;
  open: boolean;
  onOpenChange(open: boolean): void;
  title: string;
  /** Where the form starts each time the modal opens. */
  initial: RouteFormValues<Status>;
  statusOptions: readonly { value: Status; label: string }[];
  /** False: Active is not offered (and a chosen Active falls back to Draft). */
  activeAllowed: boolean;
  /** The status sub-header while Active is not offered. */
  upgradeMessage: string;
  /** When given, a Technician select offers these members (and none). */
  technicians?: readonly TechnicianOption[];
  onSave(values: RouteFormValues<Status>): Promise<void> | void;
  saving: boolean;
  error: string | null;
}

/**
 * The route form of Add Route and Edit Route: a required name and a
 * status, Active only while the plan allows it, and (when `technicians` is given) the
 * member who runs the route. Save is disabled while the name is blank or a save
 * runs; Enter in the name submits; a failed save keeps what was typed and shows why.
 */
export function RouteFormModal<Status extends string>({
  open,
  onOpenChange,
  draftKey,
  title,
  initial,
  statusOptions,
  activeAllowed,
  upgradeMessage,
  technicians,
  onSave,
  saving,
  error,
}: RouteFormModalProps<Status>) {
  const [name, setName] = useState(initial.name);
  const [status, setStatus] = useState<Status>(initial.status);
  // Null until chosen: the route's technician, which may arrive after the form opened.
  const [technicianChosen, setTechnician] = useState<string | null>(null);
  const technician = technicianChosen ?? initial.technician ?? '';
  const [nameTouched, setNameTouched] = useState(false);
  const save = useSaveAction();

  // The form starts afresh each time the modal opens.
  useOnOpen(open, () => {
    setName(initial.name);
    setStatus(initial.status);
    setTechnician(null);
    setNameTouched(false);
    save.clearError();
  });

  const draft = useFormDraft({
    open,
    draftKey,
    values: { name, status, technician: technicianChosen },
    initial: { name: initial.name, status: initial.status, technician: null as string | null },
    fill(values) {
      setName(values.name);
      setStatus(values.status);
      setTechnician(values.technician);
    },
  });

  const options = activeAllowed
    ? statusOptions
    : statusOptions.filter((option) => option.value !== 'active');
  const effectiveStatus = !activeAllowed && status === 'active' ? ('draft' as Status) : status;

  // Add Route's rule (name and status required) holds for Edit Route too: a status is always set.
  const errors = validateAddRoute({ name, status: effectiveStatus });
  const busy = saving || save.pending;
  const canSave = !hasErrors(errors) && !busy;

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!canSave) {
      setNameTouched(true);
      return;
    }
    const values = { name: name.trim(), status: effectiveStatus };
    const saved = await save.run(() =>
      onSave(technicians ? { ...values, technician: technician || null } : values),
    );
    if (saved) draft.saved();
  }

  return (
    <FormModal
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      submitLabel="Save"
      canSubmit={canSave}
      busy={busy}
      error={error ?? save.saveError}
      onSubmit={handleSubmit}
      draft={draft}
    >
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
        options={[...options]}
        value={effectiveStatus}
        onChange={(event) => setStatus(event.target.value as Status)}
        subHeader={activeAllowed ? undefined : upgradeMessage}
      />
      {technicians && (
        <SelectField
          label="Technician"
          name="technician"
          options={[{ value: '', label: NO_TECHNICIAN_LABEL }, ...technicians]}
          value={technician}
          onChange={(event) => setTechnician(event.target.value)}
        />
      )}
    </FormModal>
  );
}
