import { useToast } from '@routebook/ui';
import { useFieldChange } from '../../offline/outbox/useOutbox';
import { tapFields } from './deviceTime';
import { alreadyClockedInOf } from './AlreadyClockedIn';
import { useClockInRefusal, useClockInRefusalActions } from './clockInRefusal';
import { actionFailureText } from '../../relay/failureText';

/**
 * Clock in to a job at the time of the tap, through the outbox. Refused for a clock-in open on
 * another job: `conflict` names that job (the job's actions show AlreadyClockedIn) instead of a
 * toast, on this job's page only, until the member clocks out or in anywhere (clockInRefusal.ts).
 */
export function useClockIn(jobId: string) {
  const { show } = useToast();
  const [send, sending] = useFieldChange();
  const conflict = useClockInRefusal(jobId);
  const refusal = useClockInRefusalActions();

  const clockIn = () => {
    const tap = tapFields(new Date());
    send({
      kind: 'createJobTime',
      jobId,
      variables: {
        data: { job: jobId, timeIn: tap.wallClock, timeInAt: tap.instant, status: 'active' },
      },
    }).then(
      () => {
        refusal.cleared();
        show('Clocked in.', { tone: 'success' });
      },
      (failure: Error) => {
        const open = alreadyClockedInOf(failure);
        if (open) refusal.refused(jobId, open);
        else show(actionFailureText(failure), { tone: 'error' });
      },
    );
  };

  return { clockIn, clockingIn: sending, conflict };
}
