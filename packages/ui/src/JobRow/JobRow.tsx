import { memo, type ReactNode } from 'react';
import { hasFeature } from '@routebook/schema';

import type { RenderLinkProps } from '../SideMenu';
import styles from './JobRow.module.css';
import { JOB_ROW_COUNTS } from './JobRowIcons';

/** A job's status, spelled as the contract spells it (product.md §Job statuses). */
export type JobRowStatus = 'active' | 'inprogress' | 'cancelled' | 'complete';

const JOB_ROW_STATUSES: readonly string[] = ['active', 'inprogress', 'cancelled', 'complete'];

/** A status this app version does not know (a newer server's) is shown as active. */
export const jobRowStatus = (status: string): JobRowStatus =>
  JOB_ROW_STATUSES.includes(status) ? (status as JobRowStatus) : 'active';

/** What a job has recorded on it (the same counts decide whether it may be deleted). */
export interface JobRowCounts {
  clockIns: number;
  tasks: number;
  photos: number;
  notes: number;
  serviceItems: number;
}

export interface JobRowJob {
  id: string;
  status: JobRowStatus;
  /** Missing address parts (null, or absent as Relay may give them) are left out. */
  customer: {
    displayName: string;
    address1?: string | null;
    city?: string | null;
    state?: string | null;
  };
  counts: JobRowCounts;
  /**
   * The reason of the job's Can't access report while it is called off by one; the row
   * says "Can't access: <reason>" under the address. (Said here, not with the schema's Can't access
   * rules: the route page then loads none of them.)
   */
  cantAccessReason?: string | null;
}

/** The status as the row says it in words (never by colour alone). */
export const JOB_STATUS_LABEL: Record<JobRowStatus, string> = {
  active: 'Active',
  inprogress: 'In progress',
  cancelled: 'Cancelled',
  complete: 'Complete',
};

export interface JobRowProps {
  job: JobRowJob;
  /** Where tapping the row goes: the job's page. */
  href: string;
  /** Renders an app link (the app passes its router's Link). */
  renderLink(props: RenderLinkProps): ReactNode;
  /**
   * The company's plan level: the service-item count shows only where the plan has service items
   * (40+, product.md §Accounts, companies and plans). Without it every count shows.
   */
  planLevel?: number | null;
  className?: string;
}

/** A pause for screen readers after a part of the row's link text; nothing on screen. */
const Pause = () => <span className={styles.visuallyHidden}>,</span>;

/**
 * One job of a route: the customer's display name, address line 1, city
 * and state, the job's status in words, and icons counting its clock-ins, tasks, photos, notes and
 * service items, and why a job called off by a Can't access report could not be done. The status
 * styles the row (`data-status`); the whole row links to the job.
 */
export const JobRow = memo(function JobRow({
  job,
  href,
  renderLink,
  planLevel,
  className,
}: JobRowProps) {
  const { customer, counts, status } = job;
  const shown =
    planLevel === undefined || hasFeature(planLevel, 'serviceItems')
      ? JOB_ROW_COUNTS
      : JOB_ROW_COUNTS.filter(({ key }) => key !== 'serviceItems');
  const cityState = [customer.city, customer.state].filter(Boolean).join(', ');

  return (
    <div className={[styles.root, className].filter(Boolean).join(' ')} data-status={status}>
      {renderLink({
        to: href,
        className: styles.link,
        children: (
          <>
            <span className={styles.header}>
              <span className={styles.name}>
                {customer.displayName}
                <Pause />
              </span>
              <span className={styles.status}>
                {JOB_STATUS_LABEL[status]}
                <Pause />
              </span>
            </span>
            {customer.address1 && (
              <span className={styles.address}>
                {customer.address1}
                <Pause />
              </span>
            )}
            {cityState && (
              <span className={styles.address}>
                {cityState}
                <Pause />
              </span>
            )}
            {job.cantAccessReason && (
              <span className={styles.cantAccess}>
                Can&apos;t access: {job.cantAccessReason}
                <Pause />
              </span>
            )}
            <span className={styles.counts}>
              {shown.map(({ key, Icon, singular, plural }, index) => (
                <span key={key} className={styles.count} data-zero={counts[key] === 0 || undefined}>
                  <Icon className={styles.icon} />
                  {counts[key]}
                  {/* Read as "2 clock-ins, 1 photo, …". */}
                  <span className={styles.visuallyHidden}>
                    {` ${counts[key] === 1 ? singular : plural}`}
                    {index < shown.length - 1 && ','}
                  </span>
                </span>
              ))}
            </span>
          </>
        ),
      })}
    </div>
  );
});
