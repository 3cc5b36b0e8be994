import type { ReactNode } from 'react';

import type { RenderLinkProps } from '../SideMenu';
import styles from './RouteList.module.css';

/** A route's status, spelled as the contract spells it. */
export type RouteStatus = 'draft' | 'active' | 'Complete' | 'archive';

export interface RouteListRoute {
  id: string;
  name: string;
  status: RouteStatus;
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

/** One route: its name and status badge; the whole row links to the route detail page. */
export function RouteListRow({ route, renderLink }: RouteListRowProps) {
  return (
    <li className={styles.rowItem}>
      {renderLink({
        to: `/route/${encodeURIComponent(route.id)}`,
        className: styles.row,
        children: (
          <>
            <span className={styles.name}>{route.name}</span>
            <span className={styles.badge} data-status={route.status.toLowerCase()}>
              {ROUTE_STATUS_LABEL[route.status]}
            </span>
          </>
        ),
      })}
    </li>
  );
}
