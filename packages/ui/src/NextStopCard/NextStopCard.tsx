import { fieldDayMessages, onMyWaySmsUrl } from '@routebook/schema';
import { Fragment, useEffect, useId, useRef, type ReactNode } from 'react';

import { Button } from '../Button';
import { directionsUrl } from '../JobCustomerCard';
import type { RenderLinkProps } from '../SideMenu';
import styles from './NextStopCard.module.css';

/** The next open stop of the route. */
export interface NextStopCardStop {
  /** The customer's display name. */
  customerName: string;
  /** The address on one line; null when none (no Navigate). */
  address: string | null;
  /** The customer's mobile number; null when none (On my way is disabled, saying why). */
  mobile: string | null;
  /** The job's page. */
  href: string;
}

/** An open stop before the job just finished: passed over, still to visit. */
export interface NextStopCardEarlier {
  id: string;
  customerName: string;
  href: string;
}

export interface NextStopCardProps {
  /** The route's name. */
  routeName: string;
  /** The first open stop after the job just finished; null when none is left after it. */
  next: NextStopCardStop | null;
  /** Open stops before it, in route order: named, so none is skipped silently. */
  earlierOpen: readonly NextStopCardEarlier[];
  /** The On my way text, already filled for the next customer (`fillOnMyWay`). */
  onMyWayMessage: string;
  /** Today's page, linked once the route has no stop left. */
  todayHref: string;
  /** Renders an app link (the app passes its router's Link). */
  renderLink(props: RenderLinkProps): ReactNode;
  /** Moves focus to the card's heading when it appears (it replaces the button just pressed). */
  focusOnShow?: boolean;
  className?: string;
}

const withRoute = (message: string, routeName: string) => message.replace('{route}', routeName);

/** "1 earlier stop is still open:", "2 earlier stops are still open:". */
export function earlierOpenText(count: number): string {
  return count === 1
    ? fieldDayMessages.earlierStopOpen
    : fieldDayMessages.earlierStopsOpen.replace('{count}', String(count));
}

/**
 * Finish then next stop: shown on the job page once the job is completed. The next open
 * stop of the route with its customer and address, Navigate (the phone's maps app), On my way
 * (the messaging app, the company's text prefilled to the customer's mobile; without a mobile the
 * button is disabled and says why) and Open job. Open stops passed over are named with links;
 * after the route's last stop it says so and links back to Today.
 */
export function NextStopCard({
  routeName,
  next,
  earlierOpen,
  onMyWayMessage,
  todayHref,
  renderLink,
  focusOnShow = false,
  className,
}: NextStopCardProps) {
  const headingId = useId();
  const reasonId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusOnShow) heading.current?.focus();
  }, [focusOnShow]);

  const smsUrl = next ? onMyWaySmsUrl(next.mobile, onMyWayMessage) : null;
  const done = !next && earlierOpen.length === 0;

  return (
    <section
      className={[styles.root, className].filter(Boolean).join(' ')}
      aria-labelledby={headingId}
      data-done={done || undefined}
    >
      <h2 id={headingId} ref={heading} tabIndex={-1} className={styles.heading}>
        Next stop
      </h2>

      {next && (
        <>
          <div className={styles.stop}>
            <p className={styles.name}>{next.customerName}</p>
            {next.address && <p className={styles.address}>{next.address}</p>}
          </div>
          <div className={styles.actions}>
            {smsUrl ? (
              <a className={styles.primary} href={smsUrl}>
                On my way
              </a>
            ) : (
              <Button className={styles.disabled} disabled aria-describedby={reasonId}>
                On my way
              </Button>
            )}
            {next.address && (
              <a
                className={styles.secondary}
                href={directionsUrl(next.address)}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={`Navigate to ${next.address}`}
              >
                Navigate
              </a>
            )}
            {renderLink({
              to: next.href,
              className: styles.secondary,
              children: 'Open job',
            })}
          </div>
          {!smsUrl && (
            <p id={reasonId} className={styles.reason}>
              {fieldDayMessages.onMyWayNoMobile}
            </p>
          )}
        </>
      )}

      {done && (
        <p className={styles.message}>
          {withRoute(fieldDayMessages.lastStopDone, routeName)}{' '}
          {renderLink({ to: todayHref, className: styles.inlineLink, children: 'Back to Today' })}
        </p>
      )}
      {!next && !done && (
        <p className={styles.message}>{withRoute(fieldDayMessages.noStopAfter, routeName)}</p>
      )}

      {earlierOpen.length > 0 && (
        <p className={styles.earlier}>
          {earlierOpenText(earlierOpen.length)}{' '}
          {earlierOpen.map((stop, index) => (
            <Fragment key={stop.id}>
              {index > 0 && ', '}
              {renderLink({
                to: stop.href,
                className: styles.inlineLink,
                children: stop.customerName,
              })}
            </Fragment>
          ))}
        </p>
      )}
    </section>
  );
}
