import type { Meta, StoryObj } from '@storybook/react-vite';
import { TIMING, messages } from '@routebook/schema';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';

import { Button } from '../Button';
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

const region = () => screen.getByRole('status');

export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    await expect(region()).toBeEmptyDOMElement();
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Show toast' }));
    await expect(within(region()).getByText(args.message)).toBeVisible();
    // 300 ms in this story: gone soon after.
    await waitFor(() => expect(within(region()).queryByText(args.message)).toBeNull(), {
      timeout: 2000,
    });
  },
};

export const DisappearsAfterItsDuration: Story = {
  args: { durationMs: 300 },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Show toast' }));
    const shownAt = performance.now();
    const toast = within(region()).getByText(args.message);
    await expect(toast).toHaveAttribute('data-duration-ms', '300');
    await waitFor(() => expect(toast).not.toBeInTheDocument(), { timeout: 2000 });
    // Not removed early: it stayed for (about) its duration.
    await expect(performance.now() - shownAt).toBeGreaterThanOrEqual(250);
  },
};

export const DefaultDuration: Story = {
  args: { durationMs: undefined, message: messages.serviceItemUpdated },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Show toast' }));
    const toast = within(region()).getByText(args.message);
    // Spec §9: toasts default to 4000 ms.
    await expect(toast).toHaveAttribute('data-duration-ms', String(TIMING.toastDefault));
    await expect(toast).toHaveAttribute('data-tone', 'info');
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
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Show toast' }));
    await expect(within(region()).getByText(args.message)).toHaveAttribute('data-tone', 'success');
  },
};

export const Failure: Story = {
  args: { tone: 'error', message: messages.forgotPasswordFailed, durationMs: 1000 },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Show toast' }));
    await expect(within(region()).getByText(args.message)).toHaveAttribute('data-tone', 'error');
  },
};
