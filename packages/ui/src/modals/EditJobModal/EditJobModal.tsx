import { useState, type FormEvent } from 'react';

import { Field } from '../../Field';
import { FormModal } from '../FormModal';
import { useSaveAction } from '../saveError';
import { useOnOpen } from '../useOnOpen';
import styles from './EditJobModal.module.css';

export interface EditJobModalProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  /** The job's Important Note; the field starts from it each time the modal opens. */
  notes: string | null;
  /** Saves the note as typed ('' when cleared); the app closes the modal on success. */
  onSave(notes: string): Promise<void> | void;
  /** The app is saving. */
  saving?: boolean;
  /** Why the last save failed. */
  error?: string | null;
}

/**
 * Edit Job (spec §2 modal 10): a single multi-line Important Note and SAVE. The note may be
 * cleared; a failed save keeps what was typed and shows why.
 */
export function EditJobModal({
  open,
  onOpenChange,
  notes,
  onSave,
  saving = false,
  error = null,
}: EditJobModalProps) {
  const [text, setText] = useState(notes ?? '');
  const save = useSaveAction();

  // The field starts from the job's note each time the modal opens.
  useOnOpen(open, () => {
    setText(notes ?? '');
    save.clearError();
  });

  const busy = saving || save.pending;

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    await save.run(() => onSave(text));
  }

  return (
    <FormModal
      open={open}
      onOpenChange={onOpenChange}
      title="Edit Job"
      submitLabel="SAVE"
      canSubmit={!busy}
      busy={busy}
      error={error ?? save.saveError}
      onSubmit={handleSubmit}
    >
      <Field label="Important Note">
        {(control) => (
          <textarea
            {...control}
            name="notes"
            value={text}
            rows={6}
            className={styles.textarea}
            onChange={(event) => setText(event.target.value)}
          />
        )}
      </Field>
    </FormModal>
  );
}
