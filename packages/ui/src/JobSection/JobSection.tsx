import { useId, type ReactNode } from 'react';

import type { JobRowCounts } from '../JobRow';
import { Button } from '../Button';
import styles from './JobSection.module.css';

/** A heading level: the page decides where its sections sit in its outline. */
export type HeadingLevel = 1 | 2 | 3 | 4 | 5 | 6;

/** The job page's sections, titled for what the route row's icons count (`job.counts`). */
export const JOB_SECTION_TITLE: Record<keyof JobRowCounts, string> = {
  clockIns: 'Clock-ins',
  tasks: 'Tasks',
  notes: 'Notes',
  photos: 'Photos',
  serviceItems: 'Service items',
};

export interface JobSectionAction {
  /** The button's text, e.g. "Add task". */
  label: string;
  onClick(): void;
  disabled?: boolean;
  /** Why the action is disabled; shown under the header while `disabled`. */
  disabledReason?: string;
}

export interface JobSectionProps {
  title: string;
  /** How many records the section holds (the same number as the job row's icon). */
  count: number;
  /** Shown when `count` is 0, e.g. "No tasks yet." */
  empty: string;
  /** An optional button in the header. */
  action?: JobSectionAction;
  /** Default 2. */
  headingLevel?: HeadingLevel;
  children?: ReactNode;
  className?: string;
}

/**
 * One titled part of the job page (clock-ins, tasks, notes, photos, service items): its heading
 * with a count badge (read "Tasks, 2"), an optional header action, an empty text when the count
 * is 0, then its content. Content always renders: a list may carry its own controls (Clock in,
 * Add photo) that are needed most when there is nothing yet.
 */
export function JobSection({
  title,
  count,
  empty,
  action,
  headingLevel = 2,
  children,
  className,
}: JobSectionProps) {
  const headingId = useId();
  const reasonId = useId();
  const Heading = `h${headingLevel}` as const;
  const reason = action?.disabled ? action.disabledReason : undefined;

  return (
    <section
      className={[styles.root, className].filter(Boolean).join(' ')}
      aria-labelledby={headingId}
    >
      <div className={styles.header}>
        <Heading id={headingId} className={styles.title} aria-label={`${title}, ${count}`}>
          {title}
          <span className={styles.count} data-zero={count === 0 || undefined}>
            {count}
          </span>
        </Heading>
        {action && (
          <Button
            variant="secondary"
            className={styles.action}
            disabled={action.disabled}
            aria-describedby={reason ? reasonId : undefined}
            onClick={action.onClick}
          >
            {action.label}
          </Button>
        )}
      </div>
      {reason && (
        <p id={reasonId} className={styles.reason}>
          {reason}
        </p>
      )}
      {count === 0 && <p className={styles.empty}>{empty}</p>}
      {children}
    </section>
  );
}
