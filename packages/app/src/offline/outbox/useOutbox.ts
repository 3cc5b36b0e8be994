import { useCallback, useSyncExternalStore } from 'react';
import { useAppServices } from '../../services/services';
import type { FieldChange } from './fieldChanges';
import type { OutboxState } from './outbox';
import { outboxOf, outboxState, subscribeOutbox } from './outboxRuntime';

/** The logged-in member's outbox as it is now: pending count, pending records, refusals, photos. */
export function useOutboxState(): OutboxState {
  return useSyncExternalStore(subscribeOutbox, outboxState, outboxState);
}

/**
 * Records a field action through the outbox: shown at once, kept on the device, sent when it can
 * be. Resolves when saved or kept for later; rejects with the server's refusal when sent at once.
 */
export function useFieldChange(): (change: FieldChange) => Promise<void> {
  const services = useAppServices();
  return useCallback(
    async (change: FieldChange) => {
      const outbox = await outboxOf(services);
      if (!outbox) throw new Error('Log in to save this change.');
      await outbox.send(change);
    },
    [services],
  );
}
