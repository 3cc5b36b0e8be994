import { useState } from 'react';
import { jobTakesNewWork } from '@routebook/schema';
import { graphql, useFragment } from 'react-relay/hooks';
import { ClockHoursModal, ClockInList, ConfirmDialog, JobSection, useToast } from '@routebook/ui';
import type { JobClockIns_job$key } from './__generated__/JobClockIns_job.graphql';
import { useSession } from '../../services/services';
import { useFieldChange, useOutboxState } from '../../offline/outbox/useOutbox';
import { instantOfWallClock, tapFields } from './deviceTime';
import { useJobForm } from './deepLink';
import { useConfirmedDelete } from '../../hooks/useConfirmedDelete';
import { useClockIn } from './useClockIn';
import { useClockInRefusalActions } from './clockInRefusal';
import { actionFailureText } from '../../relay/failureText';

export const CONFIRM_DELETE_CLOCK_IN = 'Delete this clock-in?';
export const CONFIRM_CLOCK_IN = 'Clock in to this job now?';
export const CONFIRM_CLOCK_OUT = 'Clock out of this job now?';

/** Clock in and out (the time of the tap), correct hours by hand, delete: owner or admin. */
export function JobClockIns({ job }: { job: JobClockIns_job$key }) {
  const data = useFragment(
    graphql`
      fragment JobClockIns_job on Job {
        id
        status
        jobTime {
          id
          status
          timeIn
          timeOut
          minutes
          user {
            id
            firstName
            lastName
          }
        }
      }
    `,
    job,
  );
  const session = useSession();
  const me = session?.user.currentUser;
  const isAdmin = me?.role === 'admin';
  const { show } = useToast();
  const [send, sending] = useFieldChange();
  const deletion = useConfirmedDelete({
    message: CONFIRM_DELETE_CLOCK_IN,
    remove: (id) => send({ kind: 'deleteJobTime', jobId: data.id, variables: { id } }),
    deleted: 'Clock-in deleted.',
  });
  const [editing, setEditing] = useState<string | null>(null);
  // Clock in is the job's primary action (JobStatusActions, which shows a refusal's banner); here
  // only through the checkin link.
  const { clockIn: doClockIn, clockingIn } = useClockIn(data.id);
  const clockInRefusal = useClockInRefusalActions();

  const { pendingIds } = useOutboxState();
  const entries = data.jobTime.map((entry) => ({
    pending: pendingIds.has(entry.id),
    id: entry.id,
    status: entry.status,
    timeIn: entry.timeIn ?? null,
    timeOut: entry.timeOut ?? null,
    minutes: entry.minutes ?? null,
    userName: [entry.user.firstName, entry.user.lastName].filter(Boolean).join(' '),
    mine: entry.user.id === me?.id,
  }));

  const report = (work: Promise<unknown>, done: string) =>
    work.then(
      () => show(done, { tone: 'success' }),
      (failure: Error) => show(actionFailureText(failure), { tone: 'error' }),
    );

  const doClockOut = (id: string) => {
    const tap = tapFields(new Date());
    // Clocking out ends what stood in the way of a Clock in elsewhere: the banner goes at the tap
    // (should the clock-out be refused, the next Clock in says so again).
    clockInRefusal.cleared();
    void report(
      send({
        kind: 'updateJobTime',
        jobId: data.id,
        variables: {
          id,
          data: { timeOut: tap.wallClock, timeOutAt: tap.instant, status: 'complete' },
        },
      }),
      'Clocked out.',
    );
  };
  const myOpenEntry = entries.find((entry) => entry.mine && entry.status === 'active');

  // The hour, checkin and checkout page routes open the same forms (a confirmation for a tap,
  // so that opening a link never records a time by itself).
  const hourLink = useJobForm('hour');
  const checkinLink = useJobForm('checkin');
  const checkoutLink = useJobForm('checkout');
  const edited = data.jobTime.find((entry) => entry.id === (editing ?? hourLink.param('time')));
  const closeHours = () => {
    setEditing(null);
    if (hourLink.open) hourLink.close();
  };

  return (
    <JobSection title="Clock-ins" count={entries.length} empty="No clock-ins yet.">
      <ClockInList
        entries={entries}
        canEdit={(entry) => isAdmin || entry.mine}
        busy={sending || clockingIn}
        onClockOut={doClockOut}
        onEditHours={setEditing}
        onDelete={deletion.ask}
      />
      <ClockHoursModal
        open={edited !== undefined}
        onOpenChange={(open) => !open && closeHours()}
        draftKey={edited ? `clockHours:${edited.id}` : undefined}
        timeIn={edited?.timeIn ?? ''}
        timeOut={edited?.timeOut ?? null}
        saving={sending}
        onSave={async ({ timeIn, timeOut }) => {
          if (!edited) return;
          await send({
            kind: 'updateJobTime',
            jobId: data.id,
            variables: {
              id: edited.id,
              data: {
                timeIn,
                timeInAt: instantOfWallClock(timeIn),
                timeOut,
                timeOutAt: timeOut ? instantOfWallClock(timeOut) : null,
                status: timeOut ? 'complete' : 'active',
              },
            },
          });
          closeHours();
        }}
      />
      <ConfirmDialog
        open={checkinLink.open && jobTakesNewWork(data.status)}
        message={CONFIRM_CLOCK_IN}
        confirmLabel="Clock in"
        onCancel={checkinLink.close}
        onConfirm={() => {
          checkinLink.close();
          doClockIn();
        }}
      />
      <ConfirmDialog
        open={checkoutLink.open && myOpenEntry !== undefined}
        message={CONFIRM_CLOCK_OUT}
        confirmLabel="Clock out"
        onCancel={checkoutLink.close}
        onConfirm={() => {
          checkoutLink.close();
          if (myOpenEntry) doClockOut(myOpenEntry.id);
        }}
      />
      {deletion.dialog}
    </JobSection>
  );
}
