import { Link } from 'react-router-dom';
import { Button, VisuallyHidden } from '@routebook/ui';
import styles from './ArchivedRouteList.module.css';

/** The statuses a route comes back from the archive with. */
export type RestoreStatus = 'draft' | 'active' | 'Complete';

export interface ArchivedRoute {
  id: string;
  name: string;
  jobCount: number;
  /** The status it had when archived. */
  archivedFrom: RestoreStatus;
}

const STATUS_WORD: Record<RestoreStatus, string> = {
  draft: 'Draft',
  active: 'Active',
  Complete: 'Complete',
};

export interface ArchivedRouteListProps {
  routes: readonly ArchivedRoute[];
  /** The route whose restore is on its way, if any. */
  restoringId: string | null;
  /** The status Restore gives the route (shown on its row, so Restore says what it does). */
  restoresAs(route: ArchivedRoute): RestoreStatus;
  onRestore(route: ArchivedRoute): void;
  /**
   * Restores as an active route; absent while the plan allows no more active routes. Not offered
   * for a route that was active (Restore does that).
   */
  onRestoreActive?(route: ArchivedRoute): void;
  onDelete(route: ArchivedRoute): void;
}

const jobCountLabel = (count: number) =>
  count === 0 ? 'No jobs' : `${count} ${count === 1 ? 'job' : 'jobs'}`;

/**
 * Archived routes, each opening its (read-only) route page, with Restore and Delete. The buttons
 * read "Restore <name>" to a screen reader and "Restore" on screen (as the job page's tasks do).
 */
export function ArchivedRouteList({
  routes,
  restoringId,
  restoresAs,
  onRestore,
  onRestoreActive,
  onDelete,
}: ArchivedRouteListProps) {
  return (
    <ul className={styles.list} aria-label="Archived routes">
      {routes.map((route) => (
        <li key={route.id} className={styles.item}>
          <span className={styles.route}>
            <Link to={`/route/${route.id}`} className={styles.name}>
              {route.name}
            </Link>
            <span className={styles.jobs}>
              {jobCountLabel(route.jobCount)} · Restores as {STATUS_WORD[restoresAs(route)]}
            </span>
          </span>
          <span className={styles.actions}>
            <Button
              variant="secondary"
              loading={restoringId === route.id}
              onClick={() => onRestore(route)}
            >
              Restore<VisuallyHidden> {route.name}</VisuallyHidden>
            </Button>
            {onRestoreActive && route.archivedFrom !== 'active' && (
              <Button variant="secondary" onClick={() => onRestoreActive(route)}>
                Restore as active<VisuallyHidden> {route.name}</VisuallyHidden>
              </Button>
            )}
            <Button variant="ghost" onClick={() => onDelete(route)}>
              Delete<VisuallyHidden> {route.name}</VisuallyHidden>
            </Button>
          </span>
        </li>
      ))}
    </ul>
  );
}
