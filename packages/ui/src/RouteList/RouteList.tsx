import { useId, type ReactNode } from 'react';

import { Button } from '../Button';
import { DataTable, type DataTableColumn } from '../DataTable';
import { dayProgressText } from '../DayProgress';
import { formatDate } from '../dateTime';
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

const dateOf = (value: string | null | undefined) =>
  value ? (
    <time dateTime={value}>{formatDate(value)}</time>
  ) : (
    <span className={styles.muted}>—</span>
  );

/** A desktop's columns: what a dispatcher compares routes by; each sorts. */
function routeColumns(renderLink: RouteListProps['renderLink']): DataTableColumn<RouteListRoute>[] {
  return [
    {
      key: 'name',
      header: 'Route',
      rowHeader: true,
      sortValue: (route) => route.name,
      cell: (route) =>
        renderLink({
          to: `/route/${encodeURIComponent(route.id)}`,
          className: styles.tableLink,
          children: route.name,
        }),
    },
    {
      key: 'technician',
      header: 'Technician',
      sortValue: (route) => route.technician ?? null,
      cell: (route) => route.technician ?? <span className={styles.muted}>None</span>,
    },
    {
      key: 'stops',
      header: 'Stops',
      align: 'end',
      sortValue: (route) => route.progress?.stops ?? null,
      cell: (route) => route.progress?.stops,
    },
    {
      key: 'progress',
      header: 'Progress',
      sortValue: (route) =>
        route.progress && route.progress.stops > 0
          ? route.progress.done / route.progress.stops
          : null,
      cell: ({ progress }) =>
        progress && progress.stops > 0 ? (
          <span className={styles.progress}>
            <span className={styles.track} aria-hidden="true">
              <span
                className={styles.bar}
                style={{ inlineSize: `${(progress.done / progress.stops) * 100}%` }}
              />
            </span>
            {dayProgressText(progress.done, progress.stops)}
          </span>
        ) : (
          <span className={styles.muted}>No stops</span>
        ),
    },
    {
      key: 'created',
      header: 'Created',
      sortValue: (route) => route.createdAt ?? null,
      cell: (route) => dateOf(route.createdAt),
    },
    {
      key: 'lastCompleted',
      header: 'Last completed',
      sortValue: (route) => route.progress?.lastCompletedAt ?? null,
      cell: (route) => dateOf(route.progress?.lastCompletedAt),
    },
  ];
}

/**
 * The route list page's content: the company's routes grouped Active, Draft,
 * Complete, each row linking to its route; admins get Add Route. A phone lists each route with
 * its technician and progress under its name; a desktop shows each group as a table (technician,
 * stops, progress, dates) that sorts by any column.
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
            <DataTable
              label={`${ROUTE_STATUS_LABEL[group.status]} routes`}
              columns={routeColumns(renderLink)}
              rows={group.routes}
              phone={
                <ul className={styles.rows}>
                  {group.routes.map((route) => (
                    <RouteListRow key={route.id} route={route} renderLink={renderLink} />
                  ))}
                </ul>
              }
            />
          </section>
        );
      })}
    </div>
  );
}
