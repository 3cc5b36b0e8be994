import { lazy, Suspense, useEffect, useState } from 'react';
import { whenIdle } from '../idle';
import { useSession } from '../services/services';
import { OUTBOX_OPENED, hasKeptChanges, hasOutboxOpened, memberKey } from '../offline/member';

// The outbox and its bar load only when there is something to show: changes kept from an earlier
// visit (looked up once the page is idle), or the member's first change now. /login and a fresh
// visit carry none of it.
const SyncBar = lazy(() => import('./SyncBar'));

/**
 * In the shell, for a logged-in member: the changes not yet sent and those the server refused.
 * The bar opens the member's outbox, so what a closed tab kept is sent at start.
 */
export default function PendingChanges() {
  const member = memberKey(useSession());
  const [shown, setShown] = useState(hasOutboxOpened);
  useEffect(() => {
    if (!member || shown) return;
    const show = () => setShown(true);
    window.addEventListener(OUTBOX_OPENED, show);
    const cancel = whenIdle(() => void hasKeptChanges(member).then((kept) => kept && show()));
    return () => {
      window.removeEventListener(OUTBOX_OPENED, show);
      cancel();
    };
  }, [member, shown]);
  return member && shown ? (
    <Suspense fallback={null}>
      <SyncBar />
    </Suspense>
  ) : null;
}
