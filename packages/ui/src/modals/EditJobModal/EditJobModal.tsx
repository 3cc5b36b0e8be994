import { useState, type FormEvent } from 'react';

import { Field } from '../../Field';
import { useFormDraft } from '../../drafts';
import { FormModal } from '../FormModal';
import { useSaveAction } from '../saveError';
import { useOnOpen } from '../useOnOpen';
import styles from './EditJobModal.module.css';

export interface EditJobModalProps {
  /**
   * Where a draft of what is typed is kept, per purpose and record; without it nothing is kept
   * after closing.
   */
  draftKey?: string;
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
 * Edit Job: a single multi-line Important Note and SAVE. The note may be
 * cleared; a failed save keeps what was typed and shows why.
 */
export function EditJobModal({
  open,
  onOpenChange,
  draftKey,
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

  const draft = useFormDraft({
    open,
    draftKey,
    values: { text },
    initial: { text: notes ?? '' },
    fill: (values) => setText(values.text),
  });

  const busy = saving || save.pending;

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    if (await save.run(() => onSave(text))) draft.saved();
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
      draft={draft}
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
