import { Link, useLoaderData, useSearchParams } from 'react-router-dom';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay/hooks';
import {
  CantAccessReport,
  DateRangePicker,
  formatMinutes,
  wallClockDay,
  wallClockDayRange,
  type DateRange,
} from '@routebook/ui';
import type { ReportsPageQuery } from './__generated__/ReportsPageQuery.graphql';
import { todayOnDevice } from '../TimeSheet/week';
import { csvFilename, downloadCsv, hoursOf } from './csvDownload';
import { memberName } from './memberName';
import { timecardPath } from './reportRange';
import { ReportSection } from './ReportSection';
import styles from './ReportsPage.module.css';
import { jobPagePath, renderRouterLink } from '../../routing/links';

export const NO_TIME_IN_PERIOD = 'No time was recorded in this period.';
export const NO_JOBS_COMPLETED_IN_PERIOD = 'No jobs were completed in this period.';

export const reportsPageQuery = graphql`
  query ReportsPageQuery($companyId: ID!, $from: String!, $to: String!) {
    report(companyId: $companyId, from: $from, to: $to) {
      timeByUser {
        minutes
        companyUser {
          id
          ...memberName_companyUser
        }
      }
      timeByJob {
        minutes
        job {
          id
          customer {
            displayName
          }
          route {
            id
            name
          }
        }
      }
      jobsCompletedByRoute {
        count
        route {
          id
          name
        }
      }
      jobsCompletedByDay {
        date
        count
      }
      cantAccess {
        id
        reason
        note
        reportedAt
        reopenedAt
        reportedBy {
          id
          name
        }
        job {
          id
          customer {
            displayName
          }
          route {
            id
            name
          }
        }
      }
    }
  }
`;

type Report = ReportsPageQuery['response']['report'];

const jobCount = (count: number) => (count === 1 ? '1 job' : `${count} jobs`);

/**
 * reports (admins, plan 30+): for a period kept in the address (?from=&to=), minutes worked per
 * member and per job, and jobs completed per route and per day, each as a bar chart with a table
 * of the same figures and Export CSV; then the period's Can't access reports. A member's name opens their timecard for the same period.
 */
export function Component() {
  const { queryRef, from, to } = useLoaderData() as {
    queryRef: PreloadedQuery<ReportsPageQuery>;
    from: string;
    to: string;
  };
  const { report } = usePreloadedQuery<ReportsPageQuery>(reportsPageQuery, queryRef);
  const [, setParams] = useSearchParams();
  const range = { from, to };

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>Reports</h1>
        <p className={styles.period}>{wallClockDayRange(from, to)}</p>
      </header>
      <DateRangePicker
        from={from}
        to={to}
        today={todayOnDevice()}
        onChange={(next: DateRange) => setParams({ ...next })}
      />
      <TimeByUser report={report} range={range} />
      <TimeByJob report={report} range={range} />
      <JobsCompletedByRoute report={report} range={range} />
      <JobsCompletedByDay report={report} range={range} />
      <CantAccessReports report={report} range={range} />
    </div>
  );
}

interface SectionProps {
  report: Report;
  range: DateRange;
}

function TimeByUser({ report, range }: SectionProps) {
  const rows = report.timeByUser.map(({ companyUser, minutes }) => ({
    id: companyUser.id,
    name: memberName(companyUser),
    minutes,
  }));
  return (
    <ReportSection
      title="Time by user"
      chartTitle="Hours worked per user"
      chart={rows.map(({ name, minutes }) => ({
        label: name,
        value: minutes,
        valueText: formatMinutes(minutes),
      }))}
      columns={['User', 'Time']}
      rows={rows.map(({ id, name, minutes }) => ({
        key: id,
        cells: [<Link to={timecardPath(id, range)}>{name}</Link>, formatMinutes(minutes)],
        sortValues: [name, minutes],
      }))}
      empty={NO_TIME_IN_PERIOD}
      onExport={() =>
        downloadCsv(csvFilename('time-by-user', range), [
          ['User', 'Minutes', 'Hours'],
          ...rows.map(({ name, minutes }) => [name, minutes, hoursOf(minutes)]),
        ])
      }
    />
  );
}

function TimeByJob({ report, range }: SectionProps) {
  const rows = report.timeByJob.map(({ job, minutes }) => ({
    id: job.id,
    customer: job.customer.displayName,
    route: job.route?.name ?? '',
    href: jobPagePath(job),
    minutes,
  }));
  return (
    <ReportSection
      title="Time by job"
      chartTitle="Hours worked per job"
      chart={rows.map(({ customer, route, minutes }) => ({
        label: route ? `${customer} (${route})` : customer,
        value: minutes,
        valueText: formatMinutes(minutes),
      }))}
      columns={['Customer', 'Route', 'Time']}
      rows={rows.map(({ id, customer, route, href, minutes }) => ({
        key: id,
        cells: [
          href ? <Link to={href}>{customer}</Link> : customer,
          route || 'No route',
          formatMinutes(minutes),
        ],
        sortValues: [customer, route, minutes],
      }))}
      empty={NO_TIME_IN_PERIOD}
      onExport={() =>
        downloadCsv(csvFilename('time-by-job', range), [
          ['Customer', 'Route', 'Minutes', 'Hours'],
          ...rows.map(({ customer, route, minutes }) => [
            customer,
            route,
            minutes,
            hoursOf(minutes),
          ]),
        ])
      }
    />
  );
}

function JobsCompletedByRoute({ report, range }: SectionProps) {
  const rows = report.jobsCompletedByRoute.map(({ route, count }) => ({
    id: route.id,
    name: route.name,
    count,
  }));
  return (
    <ReportSection
      title="Jobs completed by route"
      chartTitle="Jobs completed per route"
      chart={rows.map(({ name, count }) => ({
        label: name,
        value: count,
        valueText: jobCount(count),
      }))}
      columns={['Route', 'Jobs completed']}
      rows={rows.map(({ id, name, count }) => ({
        key: id,
        cells: [name, count],
        sortValues: [name, count],
      }))}
      empty={NO_JOBS_COMPLETED_IN_PERIOD}
      onExport={() =>
        downloadCsv(csvFilename('jobs-completed-by-route', range), [
          ['Route', 'Jobs completed'],
          ...rows.map(({ name, count }) => [name, count]),
        ])
      }
    />
  );
}

/** On screen only the days with completed jobs; the CSV has every day, for charting elsewhere. */
function JobsCompletedByDay({ report, range }: SectionProps) {
  const days = report.jobsCompletedByDay;
  const shown = days.filter(({ count }) => count > 0);
  return (
    <ReportSection
      title="Jobs completed by day"
      chartTitle="Jobs completed per day"
      chart={shown.map(({ date, count }) => ({
        label: wallClockDay(date, { withYear: true }),
        value: count,
        valueText: jobCount(count),
      }))}
      columns={['Day', 'Jobs completed']}
      rows={shown.map(({ date, count }) => ({
        key: date,
        cells: [<time dateTime={date}>{wallClockDay(date, { withYear: true })}</time>, count],
        sortValues: [date, count],
      }))}
      empty={NO_JOBS_COMPLETED_IN_PERIOD}
      onExport={() =>
        downloadCsv(csvFilename('jobs-completed-by-day', range), [
          ['Date', 'Jobs completed'],
          ...days.map(({ date, count }) => [date, count]),
        ])
      }
    />
  );
}

/** The period's Can't access reports, each linking to its job; the CSV has them all. */
function CantAccessReports({ report, range }: SectionProps) {
  const rows = report.cantAccess.map((entry) => ({
    id: entry.id,
    reportedAt: entry.reportedAt,
    customer: entry.job.customer.displayName,
    route: entry.job.route?.name ?? null,
    technician: entry.reportedBy.name,
    reason: entry.reason,
    note: entry.note ?? null,
    reopened: entry.reopenedAt != null,
    href: jobPagePath(entry.job),
  }));
  return (
    <CantAccessReport
      rows={rows}
      renderLink={renderRouterLink}
      onExport={() =>
        downloadCsv(csvFilename('cant-access', range), [
          ['Reported at', 'Customer', 'Route', 'Technician', 'Reason', 'Note', 'Reopened'],
          ...rows.map((row) => [
            row.reportedAt,
            row.customer,
            row.route ?? '',
            row.technician,
            row.reason,
            row.note ?? '',
            row.reopened ? 'yes' : 'no',
          ]),
        ])
      }
    />
  );
}
