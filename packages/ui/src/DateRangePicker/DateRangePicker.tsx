import { useState, type FormEvent } from 'react';

import { Button } from '../Button';
import { TextField } from '../TextField';
import {
  DATE_RANGE_MESSAGES,
  QUICK_RANGES,
  dateRangeErrors,
  isDateRange,
  type DateRange,
} from './dateRanges';
import styles from './DateRangePicker.module.css';

export interface DateRangePickerProps {
  /** The period shown: first day, 'YYYY-MM-DD'. */
  from: string;
  /** The period shown: last day, 'YYYY-MM-DD', included. */
  to: string;
  /** Today on the device, 'YYYY-MM-DD': what the quick ranges count from. */
  today: string;
  /** Another valid period was chosen. */
  onChange(range: DateRange): void;
  className?: string;
}

/** Messages shown while typing; "missing" ones wait for Apply (a date being typed reads as ''). */
const LIVE: readonly string[] = [DATE_RANGE_MESSAGES.toBeforeFrom, DATE_RANGE_MESSAGES.tooLong];

/**
 * A period of days: From and To date fields applied together with Apply (a date typed digit by
 * digit passes through other dates), and quick ranges This week, Last 30 days and This year that
 * apply at once. To before From, or a period over the longest allowed, is explained under To.
 */
export function DateRangePicker({ from, to, today, onChange, className }: DateRangePickerProps) {
  const [draft, setDraft] = useState<DateRange>({ from, to });
  const [given, setGiven] = useState<DateRange>({ from, to });
  const [attempted, setAttempted] = useState(false);

  // A new period from outside (the address changed): the fields follow it.
  if (given.from !== from || given.to !== to) {
    setGiven({ from, to });
    setDraft({ from, to });
    setAttempted(false);
  }

  const errors = dateRangeErrors(draft);
  const visible = (message: string | undefined) =>
    message && (attempted || LIVE.includes(message)) ? message : undefined;

  const apply = (range: DateRange) => {
    if (range.from !== from || range.to !== to) onChange(range);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isDateRange(draft)) {
      apply(draft);
      return;
    }
    setAttempted(true);
    const field = event.currentTarget.elements.namedItem(errors.from ? 'from' : 'to');
    if (field instanceof HTMLInputElement) field.focus();
  };

  const choose = (range: DateRange) => {
    setDraft(range);
    setAttempted(false);
    apply(range);
  };

  return (
    <form
      className={[styles.root, className].filter(Boolean).join(' ')}
      aria-label="Period"
      noValidate
      onSubmit={submit}
    >
      <div className={styles.fields}>
        <TextField
          type="date"
          name="from"
          label="From"
          value={draft.from}
          required
          error={visible(errors.from)}
          onChange={(event) => setDraft({ ...draft, from: event.target.value })}
        />
        <TextField
          type="date"
          name="to"
          label="To"
          value={draft.to}
          min={draft.from || undefined}
          required
          error={visible(errors.to)}
          onChange={(event) => setDraft({ ...draft, to: event.target.value })}
        />
        <Button type="submit" variant="secondary" className={styles.apply}>
          Apply
        </Button>
      </div>
      <div className={styles.quick} role="group" aria-label="Quick ranges">
        {QUICK_RANGES.map(({ label, range }) => (
          <Button key={label} variant="ghost" onClick={() => choose(range(today))}>
            {label}
          </Button>
        ))}
      </div>
    </form>
  );
}
