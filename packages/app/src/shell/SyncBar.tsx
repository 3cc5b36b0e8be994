import { useEffect } from 'react';
import { SyncStatus, richTextPlainText } from '@routebook/ui';
import { useAppServices, useSession } from '../services/services';
import { outboxOf } from '../offline/outbox/outboxRuntime';
import { useOutboxActions, useOutboxState } from '../offline/outbox/useOutbox';
import { useOnline } from './useOnline';

/** The member's pending count, Sync now, and the refused changes (SyncStatus), from the outbox. */
export default function SyncBar() {
  const services = useAppServices();
  const session = useSession();
  const state = useOutboxState();
  const { syncNow, dismiss } = useOutboxActions();
  const online = useOnline();
  // Opens the member's outbox again after a switch of company: its kept changes are sent now.
  useEffect(() => void outboxOf(services), [services, session]);
  const refused = state.refused.map((change) => ({
    ...change,
    typed:
      change.typed !== null && change.richText ? richTextPlainText(change.typed) : change.typed,
  }));
  return (
    <SyncStatus
      pending={state.pending}
      offline={!online}
      sending={state.sending}
      refused={refused}
      onSyncNow={syncNow}
      onDismiss={dismiss}
    />
  );
}
