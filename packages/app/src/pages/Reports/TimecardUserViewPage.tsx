import { Link, useLoaderData, useSearchParams } from 'react-router-dom';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay/hooks';
import { weekStartOf } from '@routebook/schema';
import {
  Button,
  DateRangePicker,
  TimeSheet,
  formatMinutes,
  wallClockDay,
  wallClockDayRange,
  type DateRange,
  type TimeSheetDay,
  type TimeSheetEntry,
} from '@routebook/ui';
import type { TimecardUserViewPageQuery } from './__generated__/TimecardUserViewPageQuery.graphql';
import { todayOnDevice } from '../TimeSheet/week';
import { csvFilename, downloadCsv, fileSlug } from './csvDownload';
import { reportsPath } from './reportRange';
import { memberName } from './memberName';
import styles from './TimecardUserViewPage.module.css';
import { renderRouterLink } from '../../routing/links';
import { toTimeSheetEntry } from '../TimeSheet/timeSheetEntry';

export const NO_CLOCK_INS_IN_PERIOD = 'No clock-ins in this period.';

export const timecardUserViewPageQuery = graphql`
  query TimecardUserViewPageQuery($companyUserId: ID!, $from: String!, $to: String!) {
    userTimesheet(companyUserId: $companyUserId, from: $from, to: $to) {
      companyUser {
        id
        ...memberName_companyUser
      }
      ...timeSheetEntry_timesheet @relay(mask: false)
      entries {
        job {
          route {
            name
          }
        }
      }
    }
  }
`;

/** A week of the period with clock-ins: the days that have some, their clock-ins, the total. */
interface TimecardWeek {
  monday: string;
  days: TimeSheetDay[];
  entries: TimeSheetEntry[];
  minutes: number;
}

const clockInDay = (entry: TimeSheetEntry) => (entry.timeIn ?? '').slice(0, 10);

/**
 * The days that have clock-ins, in weeks (Monday to Sunday), oldest first: the time sheet totals
 * its days as a "Week total", which stays true however long the period is.
 */
function weeksWithClockIns(
  days: readonly TimeSheetDay[],
  entries: readonly TimeSheetEntry[],
): TimecardWeek[] {
  const weeks = new Map<string, TimecardWeek>();
  for (const day of days) {
    const dayEntries = entries.filter((entry) => clockInDay(entry) === day.date);
    if (dayEntries.length === 0) continue;
    const monday = weekStartOf(day.date);
    const week = weeks.get(monday) ?? { monday, days: [], entries: [], minutes: 0 };
    week.days.push(day);
    week.entries.push(...dayEntries);
    week.minutes += day.minutes;
    weeks.set(monday, week);
  }
  return [...weeks.values()];
}

/** '2026-11-02T09:05' → '2026-11-02 09:05', which spreadsheets read as a date and time. */
const spreadsheetTime = (wallClock: string | null | undefined) => wallClock?.replace('T', ' ');

/**
 * reports/timecard-user-view (admins, plan 30+): one member's clock-ins for a period kept in the
 * address (?user=&from=&to=), week by week with day and week totals, the period's total, Export
 * CSV of the clock-ins, and the way back to Reports for the same period.
 */
export function Component() {
  const { queryRef, from, to } = useLoaderData() as {
    queryRef: PreloadedQuery<TimecardUserViewPageQuery>;
    from: string;
    to: string;
  };
  const { userTimesheet: sheet } = usePreloadedQuery<TimecardUserViewPageQuery>(
    timecardUserViewPageQuery,
    queryRef,
  );
  const [, setParams] = useSearchParams();
  const range = { from, to };
  const name = memberName(sheet.companyUser);

  const entries = sheet.entries.map(toTimeSheetEntry);
  const weeks = weeksWithClockIns(sheet.days, entries);

  const exportCsv = () =>
    downloadCsv(csvFilename(`timecard-${fileSlug(name)}`, range), [
      ['Date', 'Customer', 'Route', 'Clock in', 'Clock out', 'Minutes'],
      ...sheet.entries.map((entry) => [
        (entry.timeIn ?? '').slice(0, 10),
        entry.job.customer.displayName,
        entry.job.route?.name,
        spreadsheetTime(entry.timeIn),
        spreadsheetTime(entry.timeOut),
        entry.minutes,
      ]),
    ]);

  return (
    <div className={styles.page}>
      <Link className={styles.back} to={reportsPath(range)}>
        Back to Reports
      </Link>
      <header className={styles.header}>
        <h1 className={styles.title}>Timecard: {name}</h1>
        <p className={styles.period}>{wallClockDayRange(from, to)}</p>
      </header>
      <DateRangePicker
        from={from}
        to={to}
        today={todayOnDevice()}
        onChange={(next: DateRange) => setParams({ user: sheet.companyUser.id, ...next })}
      />
      {entries.length === 0 ? (
        <p className={styles.empty}>{NO_CLOCK_INS_IN_PERIOD}</p>
      ) : (
        <>
          <div className={styles.summary}>
            <p className={styles.total}>
              <span>Total</span> <span>{formatMinutes(sheet.totalMinutes)}</span>
            </p>
            <Button variant="secondary" onClick={exportCsv}>
              Export CSV
            </Button>
          </div>
          {weeks.map((week) => (
            <section key={week.monday} className={styles.week}>
              <h2 className={styles.weekTitle}>
                Week of {wallClockDay(week.monday, { withYear: true })}
              </h2>
              <TimeSheet
                days={week.days}
                entries={week.entries}
                totalMinutes={week.minutes}
                renderLink={renderRouterLink}
                headingLevel={3}
              />
            </section>
          ))}
        </>
      )}
    </div>
  );
}
