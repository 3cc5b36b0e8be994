import type { Meta, StoryObj } from '@storybook/react-vite';
import { messages } from '@routebook/schema';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';

import { closedInDocs } from '../modals/modalStory';
import { AlertDialog } from './AlertDialog';

const meta = {
  title: 'Primitives/AlertDialog',
  component: AlertDialog,
  args: { open: true, message: messages.deleteFailed, onClose: fn() },
  decorators: [closedInDocs({ closeWith: ['onClose'] })],
  tags: ['autodocs'],
} satisfies Meta<typeof AlertDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A route item's delete failure: 'Delete Failed!'. */
export const Playground: Story = {
  play: async ({ args }) => {
    const dialog = await screen.findByRole('alertdialog', { name: messages.deleteFailed });
    const ok = within(dialog).getByRole('button', { name: 'OK' });
    await waitFor(() => expect(ok).toHaveFocus());
    await userEvent.click(ok);
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

export const EscapeCloses: Story = {
  play: async ({ args }) => {
    await screen.findByRole('alertdialog', { name: messages.deleteFailed });
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

export const WithTitle: Story = {
  args: { title: 'Delete item', message: messages.jobDeleteBlocked, closeLabel: 'Got it' },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete item' });
    // The spec's text verbatim, two spaces included.
    await expect(
      within(dialog).getByText(messages.jobDeleteBlocked, { normalizer: (text) => text }),
    ).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Got it' }));
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};
