import { useState } from 'react';
import { useToast } from '@routebook/ui';
import { useFieldChange } from '../../offline/outbox/useOutbox';
import { tapFields } from './deviceTime';
import { alreadyClockedInOf, type OpenClockInConflict } from './AlreadyClockedIn';
import { actionFailureText } from '../../relay/failureText';

/**
 * Clock in to a job at the time of the tap, through the outbox. Refused for a clock-in open on
 * another job: `conflict` names that job (the caller shows AlreadyClockedIn) instead of a toast.
 */
export function useClockIn(jobId: string) {
  const { show } = useToast();
  const [send, sending] = useFieldChange();
  const [conflict, setConflict] = useState<OpenClockInConflict | null>(null);

  const clockIn = () => {
    const tap = tapFields(new Date());
    setConflict(null);
    send({
      kind: 'createJobTime',
      jobId,
      variables: {
        data: { job: jobId, timeIn: tap.wallClock, timeInAt: tap.instant, status: 'active' },
      },
    }).then(
      () => show('Clocked in.', { tone: 'success' }),
      (failure: Error) => {
        const open = alreadyClockedInOf(failure);
        if (open) setConflict(open);
        else show(actionFailureText(failure), { tone: 'error' });
      },
    );
  };

  return { clockIn, clockingIn: sending, conflict };
}
