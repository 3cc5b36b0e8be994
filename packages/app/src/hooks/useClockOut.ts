import { useRevalidator } from 'react-router-dom';
import { useToast } from '@routebook/ui';
import { commitAsPromise } from '../relay/commitAsPromise';
import { useUpdateJobTime } from '../pages/JobDetail/mutations';
import { tapFields } from '../pages/JobDetail/deviceTime';

/**
 * Clock out of an open clock-in at the tap's time (Time Clock, My Time Sheet): then the page's
 * data is loaded again and a toast says so, or says why not. Resolves true when clocked out.
 */
export function useClockOut(): [clockOut: (id: string) => Promise<boolean>, clockingOut: boolean] {
  const [update, clockingOut] = useUpdateJobTime();
  const revalidator = useRevalidator();
  const { show } = useToast();
  const clockOut = async (id: string) => {
    const tap = tapFields(new Date());
    try {
      await commitAsPromise(update, {
        variables: {
          id,
          data: { timeOut: tap.wallClock, timeOutAt: tap.instant, status: 'complete' },
        },
      });
    } catch (failure) {
      show((failure as Error).message, { tone: 'error' });
      return false;
    }
    await revalidator.revalidate();
    show('Clocked out.', { tone: 'success' });
    return true;
  };
  return [clockOut, clockingOut];
}
