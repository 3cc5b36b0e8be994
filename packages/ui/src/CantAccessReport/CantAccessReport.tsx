import { useId, type ReactNode } from 'react';

import { Button } from '../Button';
import type { RenderLinkProps } from '../SideMenu';
import { formatDateTime } from '../dateTime';
import styles from './CantAccessReport.module.css';

/** What the section says when nobody reported a job they could not access in the period. */
export const NO_CANT_ACCESS_IN_PERIOD = "No jobs were reported as Can't access in this period.";

/** One Can't access report of the period. */
export interface CantAccessReportRow {
  id: string;
  /** When it was reported (ISO 8601). */
  reportedAt: string;
  customer: string;
  /** The job's route's name, or null for a job on no route. */
  route: string | null;
  technician: string;
  reason: string;
  note: string | null;
  /** An admin reopened the job since. */
  reopened: boolean;
  /** The job's page, or null when it cannot be opened. */
  href: string | null;
}

export interface CantAccessReportProps {
  rows: readonly CantAccessReportRow[];
  renderLink(props: RenderLinkProps): ReactNode;
  /** Downloads the rows as CSV. */
  onExport(): void;
  /** Heading level (default 2). */
  headingLevel?: 2 | 3;
}

/**
 * The reports' "Can't access" section: the period's reports, oldest first, each with
 * its date, customer (a link to the job), route, technician, reason and note, and Export CSV. A
 * job reopened since says so under its reason.
 */
export function CantAccessReport({
  rows,
  renderLink,
  onExport,
  headingLevel = 2,
}: CantAccessReportProps) {
  const headingId = useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <div className={styles.header}>
        <Heading id={headingId} className={styles.title}>
          {"Can't access"}
        </Heading>
        {rows.length > 0 && (
          <Button variant="secondary" aria-describedby={headingId} onClick={onExport}>
            Export CSV
          </Button>
        )}
      </div>
      {rows.length === 0 ? (
        <p className={styles.empty}>{NO_CANT_ACCESS_IN_PERIOD}</p>
      ) : (
        <div className={styles.frame}>
          <table className={styles.table} aria-labelledby={headingId}>
            <thead>
              <tr>
                {['Date', 'Customer', 'Route', 'Technician', 'Reason', 'Note'].map((column) => (
                  <th key={column} scope="col">
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.id}>
                  <th scope="row">
                    <time dateTime={row.reportedAt}>{formatDateTime(row.reportedAt)}</time>
                  </th>
                  <td>
                    {row.href ? renderLink({ to: row.href, children: row.customer }) : row.customer}
                  </td>
                  <td>{row.route ?? 'No route'}</td>
                  <td>{row.technician}</td>
                  <td>
                    {row.reason}
                    {row.reopened && <span className={styles.reopened}>Reopened</span>}
                  </td>
                  <td>{row.note ?? ''}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
