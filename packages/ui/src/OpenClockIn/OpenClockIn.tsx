import { messages } from '@routebook/schema';
import type { ReactNode } from 'react';

import { Button } from '../Button';
import type { RenderLinkProps } from '../SideMenu';
import { wallClockDate, wallClockDay, wallClockTime } from '../wallClock';
import styles from './OpenClockIn.module.css';

/** The clock-in still open (schema `Timesheet.openEntry`), with the job it is on. */
export interface OpenClockInEntry {
  /** The job's customer display name. */
  jobLabel: string;
  /** The job's page. */
  jobHref: string;
  /** 'YYYY-MM-DDTHH:mm', the device's wall-clock time, shown as written. */
  timeIn: string;
  /** The job's route, named and linked after the job when given (Time Clock). */
  route?: { label: string; href: string } | null;
}

export interface OpenClockInProps {
  /** The open clock-in; null when the user is not clocked in. */
  entry: OpenClockInEntry | null;
  /** Today on the device, 'YYYY-MM-DD': a clock-in from another day names its day. */
  today?: string;
  /** While the clock-out is being saved: the button shows loading. */
  busy?: boolean;
  onClockOut(): void;
  /** Renders an app link (the app passes its router's Link). */
  renderLink(props: RenderLinkProps): ReactNode;
  className?: string;
}

/** "09:00", or "Sun 1 Nov, 22:00" when the clock-in was not today. */
function since(timeIn: string, today: string | undefined): string {
  const time = wallClockTime(timeIn);
  return today && wallClockDate(timeIn) !== today ? `${wallClockDay(timeIn)}, ${time}` : time;
}

/**
 * Where the user is clocked in now (Time Clock, My Time Sheet): "Clocked in at Maria Garcia since
 * 09:00" (with its route, "… at Maria Garcia on Monday Route since 09:00"), the job's name linking
 * to the job, and a Clock out button. When no clock-in is open it
 * says so, and nothing else.
 */
export function OpenClockIn({
  entry,
  today,
  busy = false,
  onClockOut,
  renderLink,
  className,
}: OpenClockInProps) {
  const rootClass = [styles.root, className].filter(Boolean).join(' ');
  if (!entry) {
    return (
      <div className={rootClass}>
        <p className={styles.status}>{messages.notClockedIn}</p>
      </div>
    );
  }

  return (
    <div className={rootClass} data-open="">
      <p className={styles.status}>
        Clocked in at{' '}
        {renderLink({ to: entry.jobHref, className: styles.job, children: entry.jobLabel })}
        {entry.route && (
          <>
            {' '}
            on{' '}
            {renderLink({
              to: entry.route.href,
              className: styles.job,
              children: entry.route.label,
            })}
          </>
        )}{' '}
        since <time dateTime={entry.timeIn}>{since(entry.timeIn, today)}</time>
      </p>
      <Button className={styles.clockOut} loading={busy} onClick={onClockOut}>
        Clock out
      </Button>
    </div>
  );
}
