import { useLoaderData, useSearchParams } from 'react-router-dom';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay/hooks';
import { OpenClockIn, TimeSheet, WeekPicker } from '@routebook/ui';
import type { TimeSheetPageQuery } from './__generated__/TimeSheetPageQuery.graphql';
import { useClockOut } from '../../hooks/useClockOut';
import { todayOnDevice } from './week';
import styles from './TimeSheetPage.module.css';
import { renderRouterLink } from '../../routing/links';
import { jobHref, toTimeSheetEntry } from './timeSheetEntry';

export const timeSheetPageQuery = graphql`
  query TimeSheetPageQuery($from: String!, $to: String!) {
    timesheet(from: $from, to: $to) {
      ...timeSheetEntry_timesheet @relay(mask: false)
      openEntry {
        id
        timeIn
        job {
          id
          route {
            id
          }
          customer {
            displayName
          }
        }
      }
    }
  }
`;

/**
 * My Time Sheet (/timesheet), plan 40+: the signed-in user's clock-ins of a week by day with
 * totals, the clock-in still open with Clock out, and a week picker. Time Clock (/timecard) is its
 * own page (pages/TimeClock).
 */
export function TimeSheetPage({ title }: { title: string }) {
  const { queryRef, weekStart } = useLoaderData() as {
    queryRef: PreloadedQuery<TimeSheetPageQuery>;
    weekStart: string;
  };
  const { timesheet } = usePreloadedQuery<TimeSheetPageQuery>(timeSheetPageQuery, queryRef);
  const [, setParams] = useSearchParams();
  const [clockOutOf, clockingOut] = useClockOut();
  const open = timesheet.openEntry;

  const clockOut = async () => {
    if (open) await clockOutOf({ id: open.id, jobId: open.job.id });
  };

  return (
    <div className={styles.page}>
      <h1>{title}</h1>
      <OpenClockIn
        entry={
          open
            ? {
                jobLabel: open.job.customer.displayName,
                jobHref: jobHref({ id: open.job.id, route: open.job.route }),
                timeIn: open.timeIn ?? '',
              }
            : null
        }
        today={todayOnDevice()}
        renderLink={renderRouterLink}
        busy={clockingOut}
        onClockOut={() => void clockOut()}
      />
      <WeekPicker
        weekStart={weekStart}
        today={todayOnDevice()}
        onChange={(week) => setParams({ week })}
      />
      <TimeSheet
        days={timesheet.days.map(({ date, minutes }) => ({ date, minutes }))}
        entries={timesheet.entries.map(toTimeSheetEntry)}
        totalMinutes={timesheet.totalMinutes}
        renderLink={renderRouterLink}
      />
    </div>
  );
}
