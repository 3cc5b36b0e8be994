import { fieldDayMessages } from '@routebook/schema';
import { useId } from 'react';

import styles from './DayProgress.module.css';

export interface DayProgressProps {
  /** Stops done (complete or cancelled), as `dayProgress` counts them. */
  done: number;
  /** Stops of the day. */
  total: number;
  /** The bar's accessible name; default "Today's progress". */
  label?: string;
  className?: string;
}

/** "3 of 11 done" (`fieldDayMessages.dayProgress`). */
export function dayProgressText(done: number, total: number): string {
  return fieldDayMessages.dayProgress
    .replace('{done}', String(done))
    .replace('{total}', String(total));
}

/**
 * The day's progress on Today, "3 of 11 done" in words and as a bar named for screen
 * readers (the words are its description). A day without stops shows no bar.
 */
export function DayProgress({
  done,
  total,
  label = "Today's progress",
  className,
}: DayProgressProps) {
  const textId = useId();
  const finished = total > 0 && done >= total;
  return (
    <div
      className={[styles.root, className].filter(Boolean).join(' ')}
      data-finished={finished || undefined}
    >
      <p id={textId} className={styles.text}>
        {dayProgressText(done, total)}
      </p>
      {total > 0 && (
        <progress
          className={styles.bar}
          value={Math.min(done, total)}
          max={total}
          aria-label={label}
          aria-describedby={textId}
        />
      )}
    </div>
  );
}
