import {
  CANT_ACCESS_NOTE_MAX_LENGTH,
  CANT_ACCESS_OTHER,
  cantAccessOptions,
  hasErrors,
  validateCantAccessReport,
} from '@routebook/schema';
import { useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react';

import { Button } from '../../Button';
import { Field } from '../../Field';
import { useFormDraft } from '../../drafts';
import { FormModal } from '../FormModal';
import { useSaveAction } from '../saveError';
import { useOnOpen } from '../useOnOpen';
import styles from './CantAccessModal.module.css';

/** What the technician reported: a reason, a note (trimmed, '' for none) and a photo or null. */
export interface CantAccessSubmission {
  reason: string;
  note: string;
  photo: File | null;
}

export interface CantAccessModalProps {
  /**
   * Where a draft of what is typed is kept, per purpose and record; without it nothing is kept
   * after closing.
   */
  draftKey?: string;
  open: boolean;
  onOpenChange(open: boolean): void;
  /** The company's reasons, in order; Other is always offered after them. */
  reasons: readonly string[];
  /** Sends the report; the app closes the modal (and moves on) once it is kept. */
  onSubmit(report: CantAccessSubmission): Promise<void> | void;
  /** The app is saving. */
  saving?: boolean;
  /** Why the last save failed. */
  error?: string | null;
}

/** A local preview of the chosen photo, revoked when it changes or the modal goes. */
function usePreview(photo: File | null): string | undefined {
  const url = useMemo(() => (photo ? URL.createObjectURL(photo) : undefined), [photo]);
  useEffect(
    () => () => {
      if (url) URL.revokeObjectURL(url);
    },
    [url],
  );
  return url;
}

/**
 * Can't access: the company's reasons and Other as radio buttons, a note (required for
 * Other), and an optional photo taken with the camera or chosen. Submit shows what is missing
 * until the report is complete; what was chosen stays until the app closes the modal.
 */
export function CantAccessModal({
  open,
  onOpenChange,
  draftKey,
  reasons,
  onSubmit,
  saving = false,
  error = null,
}: CantAccessModalProps) {
  const [reason, setReason] = useState('');
  const [note, setNote] = useState('');
  const [photo, setPhoto] = useState<File | null>(null);
  const [tried, setTried] = useState(false);
  const save = useSaveAction();
  const inputRef = useRef<HTMLInputElement>(null);
  const reasonErrorId = useId();
  const photoLabelId = useId();
  const preview = usePreview(photo);

  // A fresh report each time the modal opens.
  useOnOpen(open, () => {
    setReason('');
    setNote('');
    setPhoto(null);
    setTried(false);
    save.clearError();
  });

  // A photo (a File) stays out of the draft; choosing one still asks before closing.
  const draft = useFormDraft({
    open,
    draftKey,
    values: { reason, note },
    initial: { reason: '', note: '' },
    fill(values) {
      setReason(values.reason);
      setNote(values.note);
    },
    changed: photo !== null || reason !== '' || note !== '',
  });

  const errors = validateCantAccessReport({ reason, note }, reasons);
  const busy = saving || save.pending;
  const isOther = reason === CANT_ACCESS_OTHER;
  const reasonError = tried ? errors.reason : undefined;
  const noteError = tried || note.length > CANT_ACCESS_NOTE_MAX_LENGTH ? errors.note : undefined;

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    if (hasErrors(errors)) {
      setTried(true);
      return;
    }
    if (await save.run(() => onSubmit({ reason, note: note.trim(), photo }))) draft.saved();
  }

  return (
    <FormModal
      open={open}
      onOpenChange={onOpenChange}
      title="Can't access"
      submitLabel="Submit"
      busy={busy}
      error={error ?? save.saveError}
      onSubmit={handleSubmit}
      draft={draft}
    >
      <fieldset
        className={styles.fieldset}
        aria-describedby={reasonError ? reasonErrorId : undefined}
      >
        <legend className={styles.legend}>Reason</legend>
        {cantAccessOptions(reasons).map((option) => (
          <label
            key={option}
            className={styles.option}
            data-checked={reason === option || undefined}
          >
            <input
              type="radio"
              name="reason"
              value={option}
              checked={reason === option}
              required
              onChange={() => setReason(option)}
              className={styles.radio}
            />
            <span className={styles.reason}>{option}</span>
          </label>
        ))}
        {reasonError && (
          <p id={reasonErrorId} className={styles.error}>
            {reasonError}
          </p>
        )}
      </fieldset>
      <Field
        label="Note"
        description="Required when the reason is Other: say what kept you out."
        error={noteError}
      >
        {(control) => (
          <textarea
            {...control}
            name="note"
            value={note}
            rows={3}
            required={isOther}
            className={styles.textarea}
            onChange={(event) => setNote(event.target.value)}
          />
        )}
      </Field>
      <div className={styles.photo} role="group" aria-labelledby={photoLabelId}>
        <p id={photoLabelId} className={styles.photoLabel}>
          Photo (optional)
        </p>
        {photo && (
          <div className={styles.chosen}>
            {preview && (
              <img className={styles.preview} src={preview} alt={`Preview of ${photo.name}`} />
            )}
            <p className={styles.fileName}>{photo.name}</p>
            <Button variant="secondary" onClick={() => setPhoto(null)}>
              Remove photo
            </Button>
          </div>
        )}
        <Button variant="secondary" onClick={() => inputRef.current?.click()}>
          {photo ? 'Change photo' : 'Add photo'}
        </Button>
        {/* Opened by the button above; out of the tab order and of the accessibility tree. */}
        <input
          ref={inputRef}
          className={styles.input}
          type="file"
          accept="image/*"
          capture="environment"
          tabIndex={-1}
          aria-hidden="true"
          onChange={(event) => {
            const file = event.currentTarget.files?.[0] ?? null;
            // Cleared so that choosing the same file again is a change too.
            event.currentTarget.value = '';
            if (file) setPhoto(file);
          }}
        />
      </div>
    </FormModal>
  );
}
