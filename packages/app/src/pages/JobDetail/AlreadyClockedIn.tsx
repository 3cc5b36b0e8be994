import { messages } from '@routebook/schema';
import { GraphQLResponseError } from '../../relay/network';
import { jobPagePath, renderRouterLink } from '../../routing/links';
import styles from './AlreadyClockedIn.module.css';

/** The clock-in still open that refused a new one (the server's `extensions.openClockIn`). */
export interface OpenClockInConflict {
  jobId: string;
  routeId: string | null;
  customer: string | null;
}

/** The open clock-in named by a refused clock-in, or null for any other failure. */
export function alreadyClockedInOf(failure: unknown): OpenClockInConflict | null {
  if (!(failure instanceof GraphQLResponseError)) return null;
  const open = failure.errors[0]?.extensions?.openClockIn as
    Partial<OpenClockInConflict> | undefined;
  if (failure.message !== messages.alreadyClockedIn || typeof open?.jobId !== 'string') return null;
  return {
    jobId: open.jobId,
    routeId: typeof open.routeId === 'string' ? open.routeId : null,
    customer: typeof open.customer === 'string' ? open.customer : null,
  };
}

/**
 * "You are already clocked in to another job. Clock out there first." with that job named and
 * linked ("Go to Smith Residence"), where the refused Clock in was.
 */
export function AlreadyClockedIn({ conflict }: { conflict: OpenClockInConflict }) {
  const href = jobPagePath({
    id: conflict.jobId,
    route: conflict.routeId ? { id: conflict.routeId } : null,
  });
  const name = conflict.customer ?? 'that job';
  return (
    <p role="alert" className={styles.alert}>
      <span>{messages.alreadyClockedIn}</span>{' '}
      {href
        ? renderRouterLink({ to: href, className: styles.link, children: `Go to ${name}` })
        : `(${name})`}
    </p>
  );
}
