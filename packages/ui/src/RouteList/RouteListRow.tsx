import type { ReactNode } from 'react';

import { dayProgressText } from '../DayProgress';
import type { RenderLinkProps } from '../SideMenu';
import styles from './RouteList.module.css';

/** A route's status, spelled as the contract spells it. */
export type RouteStatus = 'draft' | 'active' | 'Complete' | 'archive';

export interface RouteListRoute {
  id: string;
  name: string;
  status: RouteStatus;
  /** Who runs it (a name), or null: no technician set. */
  technician?: string | null;
  /** Its stops (jobs) and how far they have got; absent where the list was not told. */
  progress?: RouteListProgress | null;
  /** When it was made (ISO 8601). */
  createdAt?: string | null;
}

export interface RouteListProgress {
  stops: number;
  /** Complete or cancelled. */
  done: number;
  /** When its last job was completed (ISO 8601), or null. */
  lastCompletedAt?: string | null;
}

/** "12 stops", "1 stop". */
export const stopCount = (stops: number) => `${stops} ${stops === 1 ? 'stop' : 'stops'}`;

/** A phone's second line: technician, stops and progress ("Sam Staff · 12 stops · 3 of 12 done"). */
export function routeDetails(route: RouteListRoute): string {
  const { progress } = route;
  return [
    route.technician,
    progress && stopCount(progress.stops),
    progress && progress.stops > 0 && dayProgressText(progress.done, progress.stops),
  ]
    .filter(Boolean)
    .join(' · ');
}

/** The badge text of each status. */
export const ROUTE_STATUS_LABEL: Record<RouteStatus, string> = {
  active: 'Active',
  draft: 'Draft',
  Complete: 'Complete',
  archive: 'Archived',
};

export interface RouteListRowProps {
  route: RouteListRoute;
  renderLink(props: RenderLinkProps): ReactNode;
}

/**
 * One route: its name and status badge, then who runs it and how far it has got; the whole row
 * links to the route detail page.
 */
export function RouteListRow({ route, renderLink }: RouteListRowProps) {
  const details = routeDetails(route);
  return (
    <li className={styles.rowItem}>
      {renderLink({
        to: `/route/${encodeURIComponent(route.id)}`,
        className: styles.row,
        children: (
          <>
            <span className={styles.text}>
              <span className={styles.name}>{route.name}</span>
              {details && <span className={styles.details}>{details}</span>}
            </span>
            <span className={styles.badge} data-status={route.status.toLowerCase()}>
              {ROUTE_STATUS_LABEL[route.status]}
            </span>
          </>
        ),
      })}
    </li>
  );
}
