import { hasErrors, validateServiceItem } from '@routebook/schema';
import { useState, type FormEvent } from 'react';

import { TextField } from '../../TextField';
import { useFormDraft } from '../../drafts';
import { FormModal } from '../FormModal';
import { useOnOpen } from '../useOnOpen';
import { useSaveAction } from '../saveError';

/** What SAVE returns; the app sets the abbreviation equal to the name. */
export interface ServiceItemValues {
  name: string;
}

export interface ServiceItemModalProps {
  /**
   * Where a draft of what is typed is kept, per purpose and record; without it nothing is kept
   * after closing.
   */
  draftKey?: string;
  open: boolean;
  onOpenChange(open: boolean): void;
  /** 'add' titles it Add Service Item, 'edit' Edit Service Item. */
  mode: 'add' | 'edit';
  /** The service item's name when editing; the field starts from it each time the modal opens. */
  name?: string;
  /** Saves the trimmed name; the app closes the modal on success. A rejection keeps it open. */
  onSave(values: ServiceItemValues): Promise<void> | void;
  /** The app is saving. */
  saving?: boolean;
  /** Why the last save failed. */
  error?: string | null;
}

/**
 * Add/Edit Service Item: one required field, Name. SAVE is disabled while it
 * is blank or saving; the message shows once the field was left or on submit.
 */
export function ServiceItemModal({
  open,
  onOpenChange,
  draftKey,
  mode,
  name: initialName = '',
  onSave,
  saving = false,
  error = null,
}: ServiceItemModalProps) {
  const [name, setName] = useState(initialName);
  const [touched, setTouched] = useState(false);
  const save = useSaveAction();

  // The field starts afresh each time the modal opens.
  useOnOpen(open, () => {
    setName(initialName);
    setTouched(false);
    save.clearError();
  });

  const draft = useFormDraft({
    open,
    draftKey,
    values: { name },
    initial: { name: initialName },
    fill: (values) => setName(values.name),
  });

  const errors = validateServiceItem({ name });
  const busy = saving || save.pending;
  const canSave = !hasErrors(errors) && !busy;

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!canSave) {
      setTouched(true);
      return;
    }
    if (await save.run(() => onSave({ name: name.trim() }))) draft.saved();
  }

  return (
    <FormModal
      open={open}
      onOpenChange={onOpenChange}
      title={mode === 'add' ? 'Add Service Item' : 'Edit Service Item'}
      submitLabel="SAVE"
      canSubmit={canSave}
      busy={busy}
      error={error ?? save.saveError}
      onSubmit={handleSubmit}
      draft={draft}
    >
      <TextField
        label="Name"
        name="name"
        value={name}
        onChange={(event) => setName(event.target.value)}
        onBlur={() => setTouched(true)}
        error={touched ? errors.name : undefined}
        autoComplete="off"
        required
      />
    </FormModal>
  );
}
