import {
  CANT_ACCESS_MAX_REASONS,
  CANT_ACCESS_OTHER,
  cantAccessReasonError,
  normalizeCantAccessReason,
  fieldDayMessages,
} from '@routebook/schema';
import { useId, useState, type FormEvent } from 'react';

import { Button } from '../Button';
import { TextField } from '../TextField';
import { VisuallyHidden } from '../VisuallyHidden';
import styles from './CantAccessReasons.module.css';

export interface CantAccessReasonsProps {
  /** The company's reasons as saved; the list starts from them (and again after each save). */
  reasons: readonly string[];
  /** Saves the whole list; a rejection's message shows under it and the edits stay. */
  onSave(reasons: string[]): Promise<void> | void;
  saving?: boolean;
  /** Heading level (default 2). */
  headingLevel?: 2 | 3;
}

const same = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((reason, index) => reason === b[index]);

/**
 * Settings: the company's Can't access reasons, in the order technicians see them. Add a
 * reason (checked as the server checks it: not blank, at most 60 characters, not twice, not
 * "Other"), remove one, then Save reasons. Other is always offered and listed for information.
 */
export function CantAccessReasons({
  reasons,
  onSave,
  saving = false,
  headingLevel = 2,
}: CantAccessReasonsProps) {
  const headingId = useId();
  const [saved, setSaved] = useState(reasons);
  const [list, setList] = useState<string[]>(() => [...reasons]);
  const [draft, setDraft] = useState('');
  const [draftError, setDraftError] = useState<string | undefined>();
  const [saveError, setSaveError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const Heading = `h${headingLevel}` as const;

  // A new saved list (the server's answer) replaces the edits.
  if (reasons !== saved) {
    setSaved(reasons);
    setList([...reasons]);
  }

  const full = list.length >= CANT_ACCESS_MAX_REASONS;
  const busy = saving || pending;
  const changed = !same(list, reasons);

  const add = () => {
    const error = full
      ? fieldDayMessages.cantAccessTooManyReasons.replace('{max}', String(CANT_ACCESS_MAX_REASONS))
      : cantAccessReasonError(draft, list);
    setDraftError(error);
    if (error) return;
    setList((current) => [...current, normalizeCantAccessReason(draft)]);
    setDraft('');
  };

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy || !changed) return;
    setSaveError(null);
    setPending(true);
    try {
      await onSave(list);
    } catch (failure) {
      setSaveError((failure as Error).message);
    } finally {
      setPending(false);
    }
  }

  return (
    <section className={styles.form} aria-labelledby={headingId}>
      <Heading id={headingId}>{"Can't access reasons"}</Heading>
      <p className={styles.intro}>
        What a technician chooses from when a job cannot be done. {CANT_ACCESS_OTHER}, with a note,
        is always offered too.
      </p>
      <form className={styles.form} onSubmit={save} noValidate aria-labelledby={headingId}>
        <ul className={styles.list} aria-label="Reasons">
          {list.map((reason) => (
            <li key={reason} className={styles.item}>
              <span className={styles.reason}>{reason}</span>
              <Button
                variant="ghost"
                onClick={() => setList((current) => current.filter((other) => other !== reason))}
              >
                Remove<VisuallyHidden> {reason}</VisuallyHidden>
              </Button>
            </li>
          ))}
          <li className={styles.item}>
            <span className={`${styles.reason} ${styles.other}`}>
              {CANT_ACCESS_OTHER} (always offered)
            </span>
          </li>
        </ul>
        <div className={styles.add}>
          <TextField
            className={styles.addField}
            label="New reason"
            name="newReason"
            value={draft}
            error={draftError}
            onChange={(event) => {
              setDraft(event.target.value);
              setDraftError(undefined);
            }}
            onKeyDown={(event) => {
              // Enter adds the reason; it does not save the list.
              if (event.key !== 'Enter') return;
              event.preventDefault();
              add();
            }}
          />
          <Button variant="secondary" onClick={add}>
            Add reason
          </Button>
        </div>
        {saveError && (
          <p role="alert" className={styles.error}>
            {saveError}
          </p>
        )}
        <Button type="submit" className={styles.submit} disabled={!changed} loading={busy}>
          Save reasons
        </Button>
      </form>
    </section>
  );
}
