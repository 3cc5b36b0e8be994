import { fieldDayMessages } from '@routebook/schema';
import { useId, type ReactNode } from 'react';

import { directionsUrl } from '../JobCustomerCard';
import { JOB_STATUS_LABEL, type JobRowStatus } from '../JobRow';
import type { RenderLinkProps } from '../SideMenu';
import styles from './StopList.module.css';

/** One job of the day, as Today lists it. */
export interface Stop {
  /** The job's id. */
  id: string;
  status: JobRowStatus;
  /** The customer's display name. */
  customerName: string;
  /** The address on one line ("14 Oak Avenue, Springfield, IL 62704"); null when none. */
  address: string | null;
  /** The job's page. */
  href: string;
}

/** A route of the day with its stops in route order. */
export interface StopListRoute {
  id: string;
  name: string;
  /** The route's page. */
  href: string;
  stops: readonly Stop[];
}

export interface StopListProps {
  /** The day's routes, in order; none shows `emptyMessage`. */
  routes: readonly StopListRoute[];
  /** Renders an app link (the app passes its router's Link). */
  renderLink(props: RenderLinkProps): ReactNode;
  /** What an empty day says; default `fieldDayMessages.todayEmpty`. */
  emptyMessage?: string;
  className?: string;
}

/** A pause for screen readers between the parts of a stop's link; nothing on screen. */
const Pause = () => <span className={styles.visuallyHidden}>,</span>;

function StopRow({
  stop,
  place,
  renderLink,
}: {
  stop: Stop;
  place: number;
  renderLink: StopListProps['renderLink'];
}) {
  return (
    <li className={styles.stop} data-status={stop.status}>
      {renderLink({
        to: stop.href,
        className: styles.link,
        children: (
          <>
            <span className={styles.place} aria-hidden="true">
              {place}
            </span>
            <span className={styles.body}>
              <span className={styles.header}>
                <span className={styles.name}>
                  {stop.customerName}
                  <Pause />
                </span>
                <span className={styles.status}>
                  {JOB_STATUS_LABEL[stop.status]}
                  {stop.address && <Pause />}
                </span>
              </span>
              {stop.address && <span className={styles.address}>{stop.address}</span>}
            </span>
          </>
        ),
      })}
      {stop.address && (
        <a
          className={styles.navigate}
          href={directionsUrl(stop.address)}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={`Navigate to ${stop.address}`}
        >
          Navigate
        </a>
      )}
    </li>
  );
}

function RouteStops({
  route,
  renderLink,
}: {
  route: StopListRoute;
  renderLink: StopListProps['renderLink'];
}) {
  const headingId = useId();
  return (
    <section className={styles.route} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.routeName}>
        {renderLink({ to: route.href, className: styles.routeLink, children: route.name })}
      </h2>
      <ol className={styles.stops} aria-labelledby={headingId}>
        {route.stops.map((stop, index) => (
          <StopRow key={stop.id} stop={stop} place={index + 1} renderLink={renderLink} />
        ))}
      </ol>
    </section>
  );
}

/**
 * The day's stops, route by route in route order. Each stop says its customer, status in
 * words (the colour repeats it) and address, links to its job page, and hands the address to the
 * phone's maps app (Navigate). A day without routes says so.
 */
export function StopList({
  routes,
  renderLink,
  emptyMessage = fieldDayMessages.todayEmpty,
  className,
}: StopListProps) {
  const rootClass = [styles.root, className].filter(Boolean).join(' ');
  if (routes.length === 0) {
    return (
      <div className={rootClass}>
        <p className={styles.empty}>{emptyMessage}</p>
      </div>
    );
  }
  return (
    <div className={rootClass}>
      {routes.map((route) => (
        <RouteStops key={route.id} route={route} renderLink={renderLink} />
      ))}
    </div>
  );
}
