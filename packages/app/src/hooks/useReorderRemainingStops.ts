import { useCallback } from 'react';
import { useToast } from '@routebook/ui';
import { useFieldChange } from '../offline/outbox/useOutbox';
import { useSession } from '../services/services';
import { actionFailureText } from '../relay/failureText';

/**
 * Puts a route's remaining stops in the order of `jobIds` (the optimizer's), through the outbox:
 * the route page and Today show it at once, it is kept on the device and sent when it can be
 * (offline too). A refusal while online is shown in a toast; the lists go back as they were.
 */
export function useReorderRemainingStops(): (routeId: string, jobIds: string[]) => void {
  const [send] = useFieldChange();
  const session = useSession();
  const { show } = useToast();
  const companyId = session?.user.currentUser?.company.id ?? '';
  const companyUserId = session?.user.currentUser?.id ?? '';
  return useCallback(
    (routeId: string, jobIds: string[]) => {
      const [first] = jobIds;
      if (first === undefined) return;
      send({
        kind: 'reorderRemainingStops',
        jobId: first,
        companyId,
        companyUserId,
        variables: { routeId, jobIds },
      }).catch((failure: unknown) => show(actionFailureText(failure), { tone: 'error' }));
    },
    [send, show, companyId, companyUserId],
  );
}
