import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { useAppServices } from '../../services/services';
import type { FieldChange } from '../fieldActions';
import type { OutboxState, SendOutcome } from './outbox';
import { outboxOf, outboxState, subscribeOutbox } from './outboxRuntime';

/**
 * The logged-in member's outbox as it is now: pending count, pending records, refusals, photos.
 * Opens it if need be, so what was kept shows (and is sent) as soon as a page reads it.
 */
export function useOutboxState(): OutboxState {
  const services = useAppServices();
  useEffect(() => void outboxOf(services), [services]);
  return useSyncExternalStore(subscribeOutbox, outboxState, outboxState);
}

/**
 * Records a field action through the outbox, as useMutation commits a mutation: shown at once,
 * kept on the device, sent when it can be. `send` resolves 'saved' or 'queued' (kept for later)
 * and rejects with the server's refusal when it was sent at once; `sending` is true meanwhile.
 */
export function useFieldChange(): [
  send: (change: FieldChange) => Promise<SendOutcome>,
  sending: boolean,
] {
  const services = useAppServices();
  const [inFlight, setInFlight] = useState(0);
  const send = useCallback(
    async (change: FieldChange) => {
      const outbox = await outboxOf(services);
      if (!outbox) throw new Error('Log in to save this change.');
      setInFlight((count) => count + 1);
      try {
        return await outbox.send(change);
      } finally {
        setInFlight((count) => count - 1);
      }
    },
    [services],
  );
  return [send, inFlight > 0];
}

/** "Sync now" and Dismiss (of a refused change), for the shell and the job page. */
export function useOutboxActions(): { syncNow(): void; dismiss(key: string): void } {
  const services = useAppServices();
  return {
    syncNow: () => void outboxOf(services)?.then((outbox) => outbox.syncNow()),
    dismiss: (key) => void outboxOf(services)?.then((outbox) => outbox.dismiss(key)),
  };
}
