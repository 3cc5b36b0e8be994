import { useState } from 'react';
import { useLoaderData, useRevalidator } from 'react-router-dom';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay/hooks';
import { messages } from '@routebook/schema';
import { Button, OpenClockIn, useToast } from '@routebook/ui';
import type { TimeClockPageQuery } from './__generated__/TimeClockPageQuery.graphql';
import { useFieldChange } from '../../offline/outbox/useOutbox';
import { useClockOut } from '../../hooks/useClockOut';
import { tapFields } from '../JobDetail/deviceTime';
import { todayOnDevice } from '../TimeSheet/week';
import {
  AlreadyClockedIn,
  alreadyClockedInOf,
  type OpenClockInConflict,
} from '../JobDetail/AlreadyClockedIn';
import { jobPagePath, renderRouterLink } from '../../routing/links';
import styles from './TimeClockPage.module.css';
import { actionFailureText } from '../../relay/failureText';

export const timeClockPageQuery = graphql`
  query TimeClockPageQuery($companyId: ID!, $today: String!) {
    timesheet(from: $today, to: $today) {
      openEntry {
        id
        timeIn
        job {
          id
          route {
            id
            name
          }
          customer {
            displayName
          }
        }
      }
    }
    routes(companyId: $companyId, status: active) {
      id
      name
      jobs {
        id
        status
        customer {
          displayName
          address1
        }
      }
    }
  }
`;

/** Jobs still to be worked: the ones a clock-in belongs to (complete and cancelled are done). */
const WORKABLE = new Set(['active', 'inprogress']);

/**
 * timecard: Time Clock (in the menu, plan 40+). Whether I am clocked in, where (job and route,
 * linked) and since when, with Clock out; else today's jobs (the open jobs of the company's active
 * routes) with a Clock in button each, one tap. One open clock-in per person: while clocked in,
 * the list says to clock out first and offers no Clock in. My Time Sheet is the week's report.
 */
export function Component() {
  const { queryRef } = useLoaderData() as { queryRef: PreloadedQuery<TimeClockPageQuery> };
  const { timesheet, routes } = usePreloadedQuery<TimeClockPageQuery>(timeClockPageQuery, queryRef);
  const revalidator = useRevalidator();
  const { show } = useToast();
  const [send] = useFieldChange();
  const [clockOutOf, clockingOut] = useClockOut();
  const [clockingIn, setClockingIn] = useState<string | null>(null);
  const [conflict, setConflict] = useState<OpenClockInConflict | null>(null);
  const open = timesheet.openEntry;
  const today = routes
    .map((route) => ({ ...route, jobs: route.jobs.filter((job) => WORKABLE.has(job.status)) }))
    .filter((route) => route.jobs.length > 0);

  const clockIn = async (jobId: string) => {
    const tap = tapFields(new Date());
    setClockingIn(jobId);
    setConflict(null);
    try {
      const outcome = await send({
        kind: 'createJobTime',
        jobId,
        variables: {
          data: { job: jobId, timeIn: tap.wallClock, timeInAt: tap.instant, status: 'active' },
        },
      });
      if (outcome === 'saved') await revalidator.revalidate();
      show('Clocked in.', { tone: 'success' });
    } catch (failure) {
      // Clocked in elsewhere meanwhile (another device): name that job, and show it above.
      const elsewhere = alreadyClockedInOf(failure);
      if (elsewhere) {
        setConflict(elsewhere);
        await revalidator.revalidate();
      } else show(actionFailureText(failure), { tone: 'error' });
    } finally {
      setClockingIn(null);
    }
  };

  const clockOut = async () => {
    if (open && (await clockOutOf({ id: open.id, jobId: open.job.id }))) setConflict(null);
  };

  return (
    <div className={styles.page}>
      <h1>Time Clock</h1>
      <OpenClockIn
        entry={
          open
            ? {
                jobLabel: open.job.customer.displayName,
                jobHref: jobPagePath(open.job) ?? '/route/list',
                timeIn: open.timeIn ?? '',
                route: open.job.route
                  ? { label: open.job.route.name, href: `/route/${open.job.route.id}` }
                  : null,
              }
            : null
        }
        today={todayOnDevice()}
        renderLink={renderRouterLink}
        busy={clockingOut}
        onClockOut={() => void clockOut()}
      />
      <section aria-labelledby="time-clock-jobs" className={styles.jobs}>
        <h2 id="time-clock-jobs">Today&apos;s jobs</h2>
        {conflict && <AlreadyClockedIn conflict={conflict} />}
        {today.length === 0 ? (
          <p className={styles.note}>{messages.noJobsToClockIn}</p>
        ) : (
          <>
            {open && <p className={styles.note}>{messages.clockOutToClockIn}</p>}
            {today.map((route) => (
              <section key={route.id} aria-labelledby={`time-clock-route-${route.id}`}>
                <h3 id={`time-clock-route-${route.id}`} className={styles.route}>
                  {renderRouterLink({ to: `/route/${route.id}`, children: route.name })}
                </h3>
                <ul className={styles.list} aria-label={`Jobs of ${route.name}`}>
                  {route.jobs.map((job) => {
                    const name = job.customer.displayName;
                    const here = open?.job.id === job.id;
                    return (
                      <li key={job.id} className={styles.row} data-open={here || undefined}>
                        <span className={styles.job}>
                          {renderRouterLink({
                            to: jobPagePath({ id: job.id, route }) ?? '/route/list',
                            className: styles.jobLink,
                            children: name,
                          })}
                          {job.customer.address1 && (
                            <span className={styles.address}>{job.customer.address1}</span>
                          )}
                        </span>
                        {here ? (
                          <span className={styles.here}>Clocked in</span>
                        ) : (
                          !open && (
                            <Button
                              className={styles.clockIn}
                              aria-label={`Clock in to ${name}`}
                              loading={clockingIn === job.id}
                              disabled={clockingIn !== null}
                              onClick={() => void clockIn(job.id)}
                            >
                              Clock in
                            </Button>
                          )
                        )}
                      </li>
                    );
                  })}
                </ul>
              </section>
            ))}
          </>
        )}
      </section>
    </div>
  );
}
