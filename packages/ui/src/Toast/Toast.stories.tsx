import type { Meta, StoryObj } from '@storybook/react-vite';
import { TIMING, messages } from '@routebook/schema';
import { useState } from 'react';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';

import { Button } from '../Button';
import { Modal } from '../Modal';
import { useToast } from './Toast';
import type { ToastOptions } from './Toast';

/** A button that shows a toast, the way a page calls useToast() (ToastProvider wraps every story). */
function ToastDemo({ message, durationMs, tone }: { message: string } & ToastOptions) {
  const toast = useToast();
  const options: ToastOptions = {};
  if (durationMs !== undefined) options.durationMs = durationMs;
  if (tone !== undefined) options.tone = tone;
  return <Button onClick={() => toast.show(message, options)}>Show toast</Button>;
}

const meta = {
  title: 'Primitives/Toast',
  component: ToastDemo,
  args: { message: messages.forgotPasswordSent, durationMs: 300 },
  tags: ['autodocs'],
} satisfies Meta<typeof ToastDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The toasts' landmark; F8 focuses the list inside it. */
const region = () => screen.getByRole('region', { name: 'Notifications (F8)' });
const list = () => within(region()).getByRole('list');

async function showToast(canvasElement: HTMLElement) {
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Show toast' }));
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The pause stories' duration: long enough that the hover or the focus lands before it runs out
 * even on a busy machine, so the only way the toast is still there after it is the pause.
 */
const PAUSE_MS = 3000;

/** Waits until `ms` after `since`, plus a margin past the toast's own timer. */
const sleepPast = (since: number, ms: number) =>
  sleep(Math.max(0, since + ms + 500 - performance.now()));

export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    await expect(within(region()).queryByRole('listitem')).toBeNull();
    await showToast(canvasElement);
    const toast = within(region()).getByText(args.message);
    await expect(toast).toBeVisible();
    // Pages and end-to-end tests find toasts in the role="status" container.
    await expect(toast.closest('[role="status"]')).not.toBeNull();
    await expect(within(toast).getByRole('button', { name: 'Dismiss' })).toBeVisible();
    // 300 ms in this story: gone after it.
    await waitFor(() => expect(toast).not.toBeInTheDocument());
  },
};

export const DisappearsAfterItsDuration: Story = {
  args: { durationMs: 300 },
  play: async ({ canvasElement, args }) => {
    // Timed from before the click: the toast's timer starts after it, however long the click
    // takes on a busy machine, so the time from here to its removal is at least its duration.
    const clickedAt = performance.now();
    await showToast(canvasElement);
    const toast = within(region()).getByText(args.message);
    await expect(toast).toHaveAttribute('data-duration-ms', '300');
    await waitFor(() => expect(toast).not.toBeInTheDocument());
    // Not removed early: it stayed for (about) its duration.
    await expect(performance.now() - clickedAt).toBeGreaterThanOrEqual(250);
  },
};

export const DefaultDuration: Story = {
  args: { durationMs: undefined, message: messages.serviceItemUpdated },
  play: async ({ canvasElement, args }) => {
    await showToast(canvasElement);
    const toast = within(region()).getByText(args.message);
    // Toasts default to 4000 ms (product.md §Timings and sizes).
    await expect(toast).toHaveAttribute('data-duration-ms', String(TIMING.toastDefault));
    await expect(toast).toHaveAttribute('data-tone', 'info');
  },
};

/** WCAG 2.2.1: a toast stays while the pointer rests on it, and leaves once it moves away. */
export const PausedWhileHovered: Story = {
  args: { durationMs: PAUSE_MS },
  play: async ({ canvasElement, args }) => {
    await showToast(canvasElement);
    const shownAt = performance.now();
    const toast = within(region()).getByText(args.message);
    await userEvent.hover(toast);
    // Past its duration: without the pause it would be gone by now.
    await sleepPast(shownAt, PAUSE_MS);
    await expect(toast).toBeVisible();

    await userEvent.unhover(toast);
    await waitFor(() => expect(toast).not.toBeInTheDocument());
  },
};

/** F8 reaches the toasts from anywhere; a focused toast stays, and Dismiss closes it. */
export const PausedWhileFocused: Story = {
  args: { durationMs: PAUSE_MS },
  play: async ({ canvasElement, args }) => {
    await showToast(canvasElement);
    const shownAt = performance.now();
    const toast = within(region()).getByText(args.message);

    // Radix listens for the key's code: '[F8]' sends code F8 (user-event's key map has no F keys).
    await userEvent.keyboard('[F8]');
    await expect(list()).toHaveFocus();
    await userEvent.tab();
    await expect(toast).toHaveFocus();
    await sleepPast(shownAt, PAUSE_MS);
    await expect(toast).toBeVisible();

    await userEvent.tab();
    const dismiss = within(toast).getByRole('button', { name: 'Dismiss' });
    await expect(dismiss).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(toast).not.toBeInTheDocument());
  },
};

/** Dismiss closes a toast at once, long before its 4 s are up. */
export const DismissedByButton: Story = {
  args: { durationMs: undefined, message: messages.serviceItemUpdated },
  play: async ({ canvasElement, args }) => {
    await showToast(canvasElement);
    const toast = within(region()).getByText(args.message);
    await userEvent.click(within(toast).getByRole('button', { name: 'Dismiss' }));
    await waitFor(() => expect(toast).not.toBeInTheDocument());
  },
};

export const Stacked: Story = {
  args: { durationMs: 1000 },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Show toast' });
    await userEvent.click(button);
    await userEvent.click(button);
    await expect(within(region()).getAllByText(messages.forgotPasswordSent)).toHaveLength(2);
  },
};

export const Success: Story = {
  args: { tone: 'success', message: messages.serviceItemUpdated, durationMs: 1000 },
  play: async ({ canvasElement, args }) => {
    await showToast(canvasElement);
    await expect(within(region()).getByText(args.message)).toHaveAttribute('data-tone', 'success');
  },
};

export const Failure: Story = {
  args: { tone: 'error', message: messages.forgotPasswordFailed, durationMs: 1000 },
  play: async ({ canvasElement, args }) => {
    await showToast(canvasElement);
    await expect(within(region()).getByText(args.message)).toHaveAttribute('data-tone', 'error');
  },
};

/** Longer than any wait of a story: the toast is measured while it is there. */
const TOAST_STAYS_MS = 600_000;

/**
 * A dialog with actions at the bottom (Cancel, SAVE) and a button in its body that shows a toast.
 * Open at once in the canvas and in tests; on the docs page behind a button, as the modals are.
 */
function ToastOverDialog({ message, startOpen }: { message: string; startOpen: boolean }) {
  const toast = useToast();
  const [open, setOpen] = useState(startOpen);
  return (
    <>
      {!startOpen && <Button onClick={() => setOpen(true)}>Open the dialog</Button>}
      <Modal
        open={open}
        onOpenChange={setOpen}
        title="Add Note"
        footer={
          <>
            <Button variant="secondary" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button>SAVE</Button>
          </>
        }
      >
        <Button
          variant="secondary"
          onClick={() => toast.show(message, { durationMs: TOAST_STAYS_MS })}
        >
          Show toast
        </Button>
      </Modal>
    </>
  );
}

const intersects = (a: DOMRect, b: DOMRect) =>
  a.top < b.bottom && b.top < a.bottom && a.left < b.right && b.left < a.right;

/** The toast and each of the open dialog's buttons, by geometry: none overlaps the toast. */
async function expectToastClearOfButtons(message: string) {
  const dialog = await screen.findByRole('dialog', { name: 'Add Note' });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Show toast' }));
  const toast = (await within(region()).findByText(message)).closest('li') as HTMLElement;
  await expect(toast).toBeVisible();
  const buttons = within(dialog).getAllByRole('button');
  await expect(
    buttons.map((button) => button.textContent || button.getAttribute('aria-label')),
  ).toEqual(expect.arrayContaining(['Cancel', 'SAVE', 'Close']));
  // The toast moves once it has measured the dialog: wait for the place it settles in.
  await waitFor(() => {
    expect(toast.isConnected).toBe(true);
    const toastBox = toast.getBoundingClientRect();
    for (const button of buttons) {
      expect(intersects(toastBox, button.getBoundingClientRect())).toBe(false);
    }
  });
  const toastBox = toast.getBoundingClientRect();
  await expect(toastBox.top).toBeGreaterThanOrEqual(0);
  await expect(toastBox.bottom).toBeLessThanOrEqual(window.innerHeight);
}

/**
 * At 375 px: the dialog is a full-screen sheet with Cancel and SAVE at the bottom and ×
 * at the top; a toast shown meanwhile stands just above the actions, covering none of them.
 */
export const OverADialogOnAPhone: Story = {
  render: (args, { viewMode }) => (
    <ToastOverDialog message={args.message} startOpen={viewMode !== 'docs'} />
  ),
  play: async ({ args }) => {
    await expect(window.innerWidth).toBe(375);
    await expectToastClearOfButtons(args.message);
  },
};

/** On a desktop: the dialog is a centred card; the toast stays clear of its buttons. */
export const OverADialogOnADesktop: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  render: (args, { viewMode }) => (
    <ToastOverDialog message={args.message} startOpen={viewMode !== 'docs'} />
  ),
  play: async ({ args }) => {
    await expectToastClearOfButtons(args.message);
  },
};
