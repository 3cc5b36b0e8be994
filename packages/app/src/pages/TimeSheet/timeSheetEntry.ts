import { graphql } from 'react-relay/hooks';
import type { TimeSheetEntry } from '@routebook/ui';
import type { timeSheetEntry_jobTime$data } from './__generated__/timeSheetEntry_jobTime.graphql';
import { jobPagePath } from '../../routing/links';

/**
 * A period's time sheet: its total, its days' minutes and its clock-ins. Spread with
 * `@relay(mask: false)`; the pages it is spread in read every field.
 */
/* eslint-disable relay/unused-fields */
export const timeSheetFields = graphql`
  fragment timeSheetEntry_timesheet on Timesheet {
    totalMinutes
    days {
      date
      minutes
    }
    entries {
      ...timeSheetEntry_jobTime @relay(mask: false)
    }
  }
`;
/* eslint-enable relay/unused-fields */

/**
 * A clock-in as a time sheet shows it (My Time Sheet, a member's timecard). Spread with
 * `@relay(mask: false)`; `toTimeSheetEntry` reads every field.
 */
export const timeSheetEntryFields = graphql`
  fragment timeSheetEntry_jobTime on JobTime {
    id
    status
    timeIn
    timeOut
    minutes
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
`;

type JobTimeFields = Omit<timeSheetEntry_jobTime$data, ' $fragmentType'>;

export const jobHref = ({ id, route }: { id: string; route?: { id: string } | null }) =>
  jobPagePath({ id, route }) ?? '/route/list';

export const toTimeSheetEntry = (entry: JobTimeFields): TimeSheetEntry => ({
  id: entry.id,
  status: entry.status,
  timeIn: entry.timeIn ?? null,
  timeOut: entry.timeOut ?? null,
  minutes: entry.minutes ?? null,
  jobLabel: entry.job.customer.displayName,
  jobHref: jobHref(entry.job),
});
