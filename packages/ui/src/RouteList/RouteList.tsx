import { useId, type ReactNode } from 'react';

import { Button } from '../Button';
import type { RenderLinkProps } from '../SideMenu';
import styles from './RouteList.module.css';
import {
  ROUTE_STATUS_LABEL,
  RouteListRow,
  type RouteListRoute,
  type RouteStatus,
} from './RouteListRow';

/** The groups of the route list, in order; archived routes are listed by the archive page. */
const GROUP_ORDER = ['active', 'draft', 'Complete'] as const satisfies readonly RouteStatus[];

export interface RouteListProps {
  routes: readonly RouteListRoute[];
  /** Renders an app link (the app passes its router's Link). */
  renderLink(props: RenderLinkProps): ReactNode;
  /** Whether the user may add a route (admins). */
  canAdd: boolean;
  onAdd(): void;
  /** The routes are being loaded. */
  loading?: boolean;
  className?: string;
}

/**
 * The route list page's content (spec §2 route/list): the company's routes grouped Active, Draft,
 * Complete, each row linking to its route; admins get Add Route.
 */
export function RouteList({
  routes,
  renderLink,
  canAdd,
  onAdd,
  loading = false,
  className,
}: RouteListProps) {
  const headingPrefix = useId();
  const groups = GROUP_ORDER.map((status) => ({
    status,
    routes: routes.filter((route) => route.status === status),
  })).filter((group) => group.routes.length > 0);
  const empty = groups.length === 0;

  const addButton = canAdd && (
    <Button variant="primary" onClick={onAdd} className={styles.add}>
      Add Route
    </Button>
  );

  return (
    <div className={[styles.root, className].filter(Boolean).join(' ')} aria-busy={loading}>
      {!empty && addButton && <div className={styles.toolbar}>{addButton}</div>}

      {loading && (
        <p role="status" className={styles.loading}>
          <span className={styles.spinner} aria-hidden="true" />
          Loading routes…
        </p>
      )}

      {!loading && empty && (
        <div className={styles.empty}>
          <p className={styles.emptyText}>No routes yet.</p>
          {addButton}
        </div>
      )}

      {groups.map((group) => {
        const headingId = `${headingPrefix}-${group.status}`;
        return (
          <section key={group.status} className={styles.group} aria-labelledby={headingId}>
            <h2 id={headingId} className={styles.heading}>
              {ROUTE_STATUS_LABEL[group.status]}{' '}
              <span className={styles.count}>({group.routes.length})</span>
            </h2>
            <ul className={styles.rows}>
              {group.routes.map((route) => (
                <RouteListRow key={route.id} route={route} renderLink={renderLink} />
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}
