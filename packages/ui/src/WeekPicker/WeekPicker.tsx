import { useRef } from 'react';
import { addDays, weekStartOf } from '@routebook/schema';

import { Button } from '../Button';
import { wallClockDayRange } from '../wallClock';
import styles from './WeekPicker.module.css';

export interface WeekPickerProps {
  /** The week shown, by its Monday: 'YYYY-MM-DD' (any other day shows the week that holds it). */
  weekStart: string;
  /** Today on the device, 'YYYY-MM-DD': where This week goes. */
  today: string;
  /** Another week was chosen: its Monday, 'YYYY-MM-DD'. */
  onChange(weekStart: string): void;
  className?: string;
}

function Chevron({ direction }: { direction: 'previous' | 'next' }) {
  return (
    <svg className={styles.icon} viewBox="0 0 16 16" aria-hidden="true">
      <path d={direction === 'previous' ? 'M10 3.5 5.5 8l4.5 4.5' : 'M6 3.5 10.5 8 6 12.5'} />
    </svg>
  );
}

/**
 * The week of a time sheet, Monday to Sunday ("Mon 2 Nov – Sun 8 Nov 2026"), with buttons to the
 * previous, the next and the current week. The new week is announced when it shows.
 */
export function WeekPicker({ weekStart, today, onChange, className }: WeekPickerProps) {
  const monday = weekStartOf(weekStart);
  const thisWeek = weekStartOf(today);
  const label = useRef<HTMLParagraphElement>(null);

  const goToThisWeek = () => {
    // This week turns disabled once it is shown: keep the focus on the week instead of losing it.
    label.current?.focus();
    onChange(thisWeek);
  };

  return (
    <div
      className={[styles.root, className].filter(Boolean).join(' ')}
      role="group"
      aria-label="Week"
    >
      <Button
        variant="secondary"
        className={styles.previous}
        disabled={!monday}
        onClick={() => onChange(addDays(monday, -7))}
      >
        <Chevron direction="previous" />
        <span className={styles.visuallyHidden}>Previous week</span>
      </Button>
      <p ref={label} className={styles.label} tabIndex={-1} aria-live="polite" aria-atomic="true">
        {wallClockDayRange(monday, addDays(monday, 6))}
      </p>
      <Button
        variant="secondary"
        className={styles.next}
        disabled={!monday}
        onClick={() => onChange(addDays(monday, 7))}
      >
        <Chevron direction="next" />
        <span className={styles.visuallyHidden}>Next week</span>
      </Button>
      <Button
        variant="ghost"
        className={styles.today}
        disabled={!thisWeek || monday === thisWeek}
        onClick={goToThisWeek}
      >
        This week
      </Button>
    </div>
  );
}
