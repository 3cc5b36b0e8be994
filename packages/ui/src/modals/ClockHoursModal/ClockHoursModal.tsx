import { hasErrors, messages, type FieldErrors } from '@routebook/schema';
import { useId, useState, type FormEvent } from 'react';

import { Button } from '../../Button';
import { TextField } from '../../TextField';
import { useFormDraft } from '../../drafts';
import { FormModal } from '../FormModal';
import { useSaveAction } from '../saveError';
import { useOnOpen } from '../useOnOpen';
import styles from './ClockHoursModal.module.css';

/** Wall-clock times as the device shows them, 'YYYY-MM-DDTHH:mm' (no time zone). */
export interface ClockHoursValues {
  timeIn: string;
  /** null while still clocked in. */
  timeOut: string | null;
}

export interface ClockHoursModalProps {
  /**
   * Where a draft of what is typed is kept, per purpose and record; without it nothing is kept
   * after closing.
   */
  draftKey?: string;
  open: boolean;
  onOpenChange(open: boolean): void;
  /** The clock-in, 'YYYY-MM-DDTHH:mm'; the fields start from it each time the modal opens. */
  timeIn: string;
  /** The clock-out, 'YYYY-MM-DDTHH:mm', or null while still clocked in. */
  timeOut: string | null;
  /** Saves the corrected times; the app closes the modal on success. A rejection keeps it open. */
  onSave(values: ClockHoursValues): Promise<void> | void;
  /** The app is saving. */
  saving?: boolean;
  /** Why the last save failed. */
  error?: string | null;
}

type Field = 'timeIn' | 'timeOut';

/**
 * The server's rule for a clock-in's times: a clock-in is required and a clock-out, if any, comes
 * after it. Wall-clock texts of one format compare in time order as strings.
 */
function clockHoursErrors(timeIn: string, timeOut: string): FieldErrors<Field> {
  if (timeIn === '') return { timeIn: messages.clockInRequired };
  if (timeOut !== '' && timeOut <= timeIn) return { timeOut: messages.clockOutBeforeClockIn };
  return {};
}

const CLOCK_OUT_HINT = 'Leave empty while still clocked in.';

/**
 * Edit Hours (the hour page): corrects a clock-in by hand. Two datetime-local fields, Clock in
 * (required) and Clock out (may be empty while still clocked in, after Clock in otherwise). SAVE is
 * disabled while invalid; a message shows once its field was left.
 */
export function ClockHoursModal({
  open,
  onOpenChange,
  draftKey,
  timeIn: initialTimeIn,
  timeOut: initialTimeOut,
  onSave,
  saving = false,
  error = null,
}: ClockHoursModalProps) {
  const clockOutId = useId();
  const [timeIn, setTimeIn] = useState(initialTimeIn);
  const [timeOut, setTimeOut] = useState(initialTimeOut ?? '');
  const [touched, setTouched] = useState<Partial<Record<Field, true>>>({});
  const save = useSaveAction();

  // The fields start from the clock-in each time the modal opens.
  useOnOpen(open, () => {
    setTimeIn(initialTimeIn);
    setTimeOut(initialTimeOut ?? '');
    setTouched({});
    save.clearError();
  });

  const draft = useFormDraft({
    open,
    draftKey,
    values: { timeIn, timeOut },
    initial: { timeIn: initialTimeIn, timeOut: initialTimeOut ?? '' },
    fill(values) {
      setTimeIn(values.timeIn);
      setTimeOut(values.timeOut);
    },
  });

  const errors = clockHoursErrors(timeIn, timeOut);
  const busy = saving || save.pending;
  const canSave = !hasErrors(errors) && !busy;
  const touch = (field: Field) => setTouched((current) => ({ ...current, [field]: true }));

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!canSave) {
      setTouched({ timeIn: true, timeOut: true });
      return;
    }
    const saved = await save.run(() =>
      onSave({ timeIn, timeOut: timeOut === '' ? null : timeOut }),
    );
    if (saved) draft.saved();
  }

  return (
    <FormModal
      open={open}
      onOpenChange={onOpenChange}
      title="Edit Hours"
      submitLabel="SAVE"
      canSubmit={canSave}
      busy={busy}
      error={error ?? save.saveError}
      onSubmit={handleSubmit}
      draft={draft}
    >
      <TextField
        label="Clock in"
        name="timeIn"
        type="datetime-local"
        value={timeIn}
        required
        onChange={(event) => setTimeIn(event.target.value)}
        onBlur={() => touch('timeIn')}
        error={touched.timeIn ? errors.timeIn : undefined}
      />
      <div className={styles.clockOut}>
        <TextField
          id={clockOutId}
          label="Clock out"
          name="timeOut"
          type="datetime-local"
          value={timeOut}
          hint={CLOCK_OUT_HINT}
          min={timeIn || undefined}
          onChange={(event) => setTimeOut(event.target.value)}
          onBlur={() => touch('timeOut')}
          // The order depends on both fields: leaving either one shows it.
          error={touched.timeOut || touched.timeIn ? errors.timeOut : undefined}
        />
        {timeOut !== '' && (
          <Button
            variant="secondary"
            className={styles.clear}
            aria-label="Clear clock out"
            onClick={() => {
              setTimeOut('');
              // The button goes away: focus stays nearby, on the field it cleared.
              document.getElementById(clockOutId)?.focus();
            }}
          >
            Clear
          </Button>
        )}
      </div>
    </FormModal>
  );
}
