import { messages } from '@routebook/schema';
import { useId, useState, type FormEvent } from 'react';

import { Checkbox } from '../../Checkbox';
import { Field } from '../../Field';
import { useFormDraft } from '../../drafts';
import { FormModal } from '../FormModal';
import { useSaveAction } from '../saveError';
import { useOnOpen } from '../useOnOpen';
import styles from './JobNoteModal.module.css';

export interface JobNoteModalProps {
  /**
   * Where a draft of what is typed is kept, per purpose and record; without it nothing is kept
   * after closing.
   */
  draftKey?: string;
  open: boolean;
  onOpenChange(open: boolean): void;
  /** 'add' titles it Add Note, 'edit' Edit Note. */
  mode: 'add' | 'edit';
  /** The note's text when editing; the field starts from it each time the modal opens. */
  text?: string;
  /** Whether the note is shown on the visit report (when editing); unticked for a new note. */
  forCustomer?: boolean;
  /** Saves the note's text, trimmed, and whether the customer sees it; the app closes the modal. */
  onSave(text: string, options: { forCustomer: boolean }): Promise<void> | void;
  /** The app is saving. */
  saving?: boolean;
  /** Why the last save failed. */
  error?: string | null;
}

/**
 * Add/Edit Note of a job (job-note page, Notes section): one required multi-line plain-text field.
 * SAVE is disabled while it is blank or saving; the message shows once the field was left blank.
 * "Show on the visit report" marks a note the customer sees; unmarked notes are internal.
 */
export function JobNoteModal({
  open,
  onOpenChange,
  draftKey,
  mode,
  text: initialText = '',
  forCustomer: initialForCustomer = false,
  onSave,
  saving = false,
  error = null,
}: JobNoteModalProps) {
  const [text, setText] = useState(initialText);
  const [forCustomer, setForCustomer] = useState(initialForCustomer);
  const [touched, setTouched] = useState(false);
  const save = useSaveAction();
  const hintId = useId();

  // The field starts afresh each time the modal opens.
  useOnOpen(open, () => {
    setText(initialText);
    setForCustomer(initialForCustomer);
    setTouched(false);
    save.clearError();
  });

  const draft = useFormDraft({
    open,
    draftKey,
    values: { text, forCustomer },
    initial: { text: initialText, forCustomer: initialForCustomer },
    fill(values) {
      setText(values.text);
      setForCustomer(values.forCustomer);
    },
  });

  // The server's rule for a job note's description: text required.
  const noteError = text.trim() === '' ? messages.noteRequired : undefined;
  const busy = saving || save.pending;
  const canSave = noteError === undefined && !busy;

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!canSave) {
      setTouched(true);
      return;
    }
    if (await save.run(() => onSave(text.trim(), { forCustomer }))) draft.saved();
  }

  return (
    <FormModal
      open={open}
      onOpenChange={onOpenChange}
      title={mode === 'add' ? 'Add Note' : 'Edit Note'}
      submitLabel="SAVE"
      canSubmit={canSave}
      busy={busy}
      error={error ?? save.saveError}
      onSubmit={handleSubmit}
      draft={draft}
    >
      <Field label="Note" error={touched ? noteError : undefined}>
        {(control) => (
          <textarea
            {...control}
            name="note"
            value={text}
            rows={6}
            required
            className={styles.textarea}
            onChange={(event) => setText(event.target.value)}
            onBlur={() => setTouched(true)}
          />
        )}
      </Field>
      <Checkbox
        label="Show on the visit report"
        name="forCustomer"
        checked={forCustomer}
        onChange={(event) => setForCustomer(event.target.checked)}
        aria-describedby={hintId}
      />
      <p id={hintId} className={styles.hint}>
        Unticked, the note stays internal: only your company sees it.
      </p>
    </FormModal>
  );
}
