import { expect, screen, userEvent, waitFor } from 'storybook/test';
import type { HarnessNetwork } from './AppHarness';

/**
 * The signal comes back and what the outbox kept reaches the server, as on a phone: by Sync now,
 * or by the outbox's own retry when its backoff timer fires first (it may, the moment the network
 * returns, and then there is no Sync now left to tap). Resolves once nothing is pending.
 */
export async function backOnline(network: HarnessNetwork): Promise<void> {
  network.offline = false;
  await waitFor(async () => {
    const syncNow = screen.queryByRole('button', { name: 'Sync now' });
    // While a replay is under way the button is aria-disabled: it is waited out, not pressed.
    if (syncNow && syncNow.getAttribute('aria-disabled') !== 'true') await userEvent.click(syncNow);
    await expect(screen.queryByRole('button', { name: 'Sync now' })).toBeNull();
  });
}
