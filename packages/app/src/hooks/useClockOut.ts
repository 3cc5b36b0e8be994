import { useRevalidator } from 'react-router-dom';
import { useToast } from '@routebook/ui';
import { useFieldChange } from '../offline/outbox/useOutbox';
import { tapFields } from '../pages/JobDetail/deviceTime';
import { actionFailureText } from '../relay/failureText';
import { useClockInRefusalActions } from '../pages/JobDetail/clockInRefusal';

/**
 * Clock out of an open clock-in at the tap's time (Time Clock, My Time Sheet), through the outbox:
 * once the server has it the page's data is loaded again; without a network it is kept to send
 * later. A toast says so, or says why not. Resolves true when clocked out (or kept to send).
 */
export function useClockOut(): [
  clockOut: (entry: { id: string; jobId: string }) => Promise<boolean>,
  clockingOut: boolean,
] {
  const [send, clockingOut] = useFieldChange();
  const revalidator = useRevalidator();
  const { show } = useToast();
  const clockInRefusal = useClockInRefusalActions();
  const clockOut = async ({ id, jobId }: { id: string; jobId: string }) => {
    const tap = tapFields(new Date());
    // As on the job page: the "already clocked in" banner goes at the tap.
    clockInRefusal.cleared();
    try {
      const outcome = await send({
        kind: 'updateJobTime',
        jobId,
        variables: {
          id,
          data: { timeOut: tap.wallClock, timeOutAt: tap.instant, status: 'complete' },
        },
      });
      if (outcome === 'saved') await revalidator.revalidate();
    } catch (failure) {
      show(actionFailureText(failure), { tone: 'error' });
      return false;
    }
    show('Clocked out.', { tone: 'success' });
    return true;
  };
  return [clockOut, clockingOut];
}
