import { useEffect, useRef, useSyncExternalStore, type ReactElement } from 'react';
import { useRevalidator } from 'react-router-dom';
import { useRelayEnvironment } from 'react-relay/hooks';
import { commitLocalUpdate } from 'relay-runtime';
import { OfflineNotice, type OfflineNoticeProps } from '@routebook/ui';
import { outboxState, subscribeOutbox } from '../offline/outbox/outboxRuntime';
import { useOnline } from './useOnline';

/**
 * The shell's offline line, a chunk of its own: Shell.tsx loads it when first shown.
 * Once the network is back and nothing is left to send, the page's data is read again
 * (marked stale first, so that a page loaded store-or-network asks the server too); the server's
 * answer makes the page current and the line goes. It stays if the server is still not reached:
 * what shows is then still the stored answer.
 * Only a change counts: the line also shows while the browser claims to be online but requests
 * fail (a weak signal), and reading again then would only swap a page on screen for an error.
 */
export default function OfflineLine(props: OfflineNoticeProps): ReactElement | null {
  const online = useOnline();
  const { pending } = useSyncExternalStore(subscribeOutbox, outboxState, outboxState);
  const revalidator = useRevalidator();
  const environment = useRelayEnvironment();
  const readAgain = online && pending === 0;
  const wasWaiting = useRef(!readAgain);
  useEffect(() => {
    const cameBack = readAgain && wasWaiting.current;
    wasWaiting.current = !readAgain;
    if (!cameBack) return;
    commitLocalUpdate(environment, (store) => store.invalidateStore());
    void revalidator.revalidate();
    // Once each time the network comes back or the outbox empties, not on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [readAgain]);
  return <OfflineNotice {...props} />;
}
