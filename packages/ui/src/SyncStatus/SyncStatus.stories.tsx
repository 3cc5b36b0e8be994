import type { Meta, StoryObj } from '@storybook/react-vite';
import { messages } from '@routebook/schema';
import { expect, fn, spyOn, userEvent, waitFor, within } from 'storybook/test';

import { SyncStatus, type SyncRefusedChange } from './SyncStatus';

const TASK_REFUSED: SyncRefusedChange = {
  key: 'outbox-7',
  label: 'Task on Smith, John',
  message: messages.jobCancelled,
  typed: 'Replace the broken fence panel by the side gate.',
};

const CLOCK_OUT_REFUSED: SyncRefusedChange = {
  key: 'outbox-9',
  label: 'Clock-out on Lee, Ann',
  message: messages.clockInDeleted,
  typed: null,
};

const meta = {
  title: 'App shell/SyncStatus',
  component: SyncStatus,
  args: {
    pending: 3,
    offline: false,
    sending: false,
    refused: [],
    onSyncNow: fn(),
    onDismiss: fn(),
  },
  tags: ['autodocs'],
} satisfies Meta<typeof SyncStatus>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The status line, once its words have arrived (a moment after it appears). */
const statusSays = async (canvasElement: HTMLElement, text: string) => {
  const status = within(canvasElement).getByRole('status');
  await waitFor(() => expect(status).toHaveTextContent(text));
  return status;
};

/** Three changes wait for the server, online: the count, and Sync now replays them. */
export const Pending: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('3 changes pending')).toBeVisible();
    await statusSays(canvasElement, '3 changes pending');
    await expect(canvas.queryByRole('button', { name: /not saved/ })).toBeNull();
    // It takes no focus: the page keeps the person's place.
    await expect(canvasElement).not.toContainElement(document.activeElement as HTMLElement);
    const syncNow = canvas.getByRole('button', { name: 'Sync now' });
    await expect(syncNow.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    await userEvent.click(syncNow);
    await expect(args.onSyncNow).toHaveBeenCalledOnce();
  },
};

/** One change: the singular. */
export const OnePending: Story = {
  args: { pending: 1 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('1 change pending')).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent(/^1 change pending$/);
  },
};

/**
 * The device reports no network: the count says so. Sync now stays offered, because the report
 * is often wrong (a weak signal, a captive portal) and a press is only a retry.
 */
export const Offline: Story = {
  args: { offline: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('3 changes pending · offline')).toBeVisible();
    const syncNow = canvas.getByRole('button', { name: 'Sync now' });
    await expect(syncNow).toBeEnabled();
    await expect(syncNow).not.toHaveAttribute('aria-disabled');
    await userEvent.click(syncNow);
    await expect(args.onSyncNow).toHaveBeenCalledOnce();
  },
};

/** A replay runs: "Sending 3 changes…"; Sync now keeps its focus but does nothing meanwhile. */
export const Sending: Story = {
  args: { sending: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Sending 3 changes…')).toBeVisible();
    const syncNow = canvas.getByRole('button', { name: 'Sync now' });
    await expect(syncNow).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(syncNow);
    await expect(syncNow).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSyncNow).not.toHaveBeenCalled();
  },
};

/** Nothing waits and nothing was refused: the bar is not there at all. */
export const NothingToSend: Story = {
  args: { pending: 0 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('status')).toBeNull();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/**
 * The server refused two changes: "2 changes not saved" opens them, each with the server's
 * message verbatim; the one with typed text offers Copy text ("Copied" a moment after); Dismiss
 * reports the change's key.
 */
export const Refused: Story = {
  args: { pending: 2, refused: [TASK_REFUSED, CLOCK_OUT_REFUSED] },
  beforeEach: () => {
    const writeText = spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    return () => writeText.mockRestore();
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await statusSays(canvasElement, '2 changes pending · 2 changes not saved');
    const toggle = canvas.getByRole('button', { name: '2 changes not saved' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByText(messages.jobCancelled)).toBeNull();

    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const list = await canvas.findByRole('list');
    await expect(toggle).toHaveAttribute('aria-controls', list.parentElement?.id);
    await expect(canvas.getByText(messages.syncRefusedIntro)).toBeVisible();
    const [task, clockOut] = within(list).getAllByRole('listitem');
    if (!task || !clockOut) throw new Error('two refused changes expected');
    await expect(within(task).getByText('Task on Smith, John')).toBeVisible();
    await expect(within(task).getByText(messages.jobCancelled)).toBeVisible();
    await expect(within(clockOut).getByText(messages.clockInDeleted)).toBeVisible();
    // Nothing typed for the clock-out: nothing to copy.
    await expect(within(clockOut).queryByRole('button', { name: /^Copy/ })).toBeNull();

    const copy = within(task).getByRole('button', { name: /^Copy text ?: Task on Smith, John$/ });
    await expect(copy.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    await userEvent.click(copy);
    await expect(navigator.clipboard.writeText).toHaveBeenCalledWith(TASK_REFUSED.typed);
    await expect(
      await within(task).findByRole('button', { name: /^Copied ?: Task on Smith, John$/ }),
    ).toBeVisible();
    // "Copied" for a moment only.
    await expect(
      await within(task).findByRole('button', { name: /^Copy text ?: Task on Smith, John$/ }),
    ).toBeVisible();

    await userEvent.click(
      within(clockOut).getByRole('button', { name: /^Dismiss ?: Clock-out on Lee, Ann$/ }),
    );
    await expect(args.onDismiss).toHaveBeenCalledWith('outbox-9');
    // The pressed button goes with its change: the focus waits on the toggle.
    await expect(toggle).toHaveFocus();
  },
};

/** The last refused change dismissed: the list closes, and the focus waits on Sync now. */
export const DismissLast: Story = {
  args: { refused: [CLOCK_OUT_REFUSED] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const toggle = await canvas.findByRole('button', { name: '1 change not saved' });
    await userEvent.click(toggle);
    await userEvent.click(
      await canvas.findByRole('button', { name: /^Dismiss ?: Clock-out on Lee, Ann$/ }),
    );
    await expect(args.onDismiss).toHaveBeenCalledWith('outbox-9');
    await expect(canvas.getByRole('button', { name: 'Sync now' })).toHaveFocus();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByText(messages.clockInDeleted)).toBeNull();
  },
};

/** Only refused changes, nothing pending: no Sync now, the refusals stay until dismissed. */
export const RefusedOnly: Story = {
  args: { pending: 0, refused: [CLOCK_OUT_REFUSED] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await statusSays(canvasElement, '1 change not saved');
    await expect(canvas.queryByRole('button', { name: 'Sync now' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: '1 change not saved' }));
    await expect(await canvas.findByText(messages.clockInDeleted)).toBeVisible();
  },
};

/**
 * The clipboard refuses (no permission, an insecure page): the typed text shows in a read-only
 * box, selected, to copy by hand.
 */
export const CopyFailed: Story = {
  args: { pending: 0, refused: [TASK_REFUSED] },
  beforeEach: () => {
    const writeText = spyOn(navigator.clipboard, 'writeText').mockRejectedValue(
      new DOMException('Write permission denied.', 'NotAllowedError'),
    );
    return () => writeText.mockRestore();
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: '1 change not saved' }));
    await userEvent.click(
      await canvas.findByRole('button', { name: /^Copy text ?: Task on Smith, John$/ }),
    );
    const box = await canvas.findByRole('textbox', { name: messages.syncCopyByHand });
    const typed = TASK_REFUSED.typed ?? '';
    await expect(box).toHaveValue(typed);
    await expect(box).toHaveAttribute('readonly');
    await waitFor(() => expect(box).toHaveFocus());
    await expect([
      (box as HTMLTextAreaElement).selectionStart,
      (box as HTMLTextAreaElement).selectionEnd,
    ]).toEqual([0, typed.length]);
    await expect(canvas.queryByRole('button', { name: /^Copied/ })).toBeNull();
  },
};

/** On a phone's header, everything at once: it wraps inside 375 px, nothing sideways. */
export const OnAPhone: Story = {
  args: {
    pending: 12,
    offline: true,
    refused: [
      {
        ...TASK_REFUSED,
        label: 'Job note on Featherstonehaugh-Montgomery-Worthington, Maximiliana',
        typed:
          'The side gate sticks: lift it before pushing. Reference INV-2026-11-000000000000000000000042',
      },
      CLOCK_OUT_REFUSED,
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('12 changes pending · offline')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '2 changes not saved' }));
    await expect(await canvas.findByText(messages.jobCancelled)).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(375);
    for (const button of canvas.getAllByRole('button')) {
      const box = button.getBoundingClientRect();
      await expect(box.right).toBeLessThanOrEqual(375);
      await expect(box.height).toBeGreaterThanOrEqual(44);
    }
  },
};

/** Keyboard only: Tab reaches Sync now, then the refused toggle; Enter opens the list. */
export const KeyboardOnly: Story = {
  args: { refused: [TASK_REFUSED] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('3 changes pending');
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Sync now' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSyncNow).toHaveBeenCalledOnce();
    await userEvent.tab();
    const toggle = canvas.getByRole('button', { name: '1 change not saved' });
    await expect(toggle).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(await canvas.findByText(messages.jobCancelled)).toBeVisible();
    await userEvent.tab();
    await expect(
      canvas.getByRole('button', { name: /^Copy text ?: Task on Smith, John$/ }),
    ).toHaveFocus();
    await userEvent.tab();
    await expect(
      canvas.getByRole('button', { name: /^Dismiss ?: Task on Smith, John$/ }),
    ).toHaveFocus();
    // Enter again closes it.
    toggle.focus();
    await userEvent.keyboard('{Enter}');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByText(messages.jobCancelled)).toBeNull();
  },
};
