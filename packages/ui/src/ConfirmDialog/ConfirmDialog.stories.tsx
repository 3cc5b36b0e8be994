import type { Meta, StoryObj } from '@storybook/react-vite';
import { messages } from '@routebook/schema';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';

import { closedInDocs } from '../modals/modalStory';
import { ConfirmDialog } from './ConfirmDialog';

const meta = {
  title: 'Primitives/ConfirmDialog',
  component: ConfirmDialog,
  args: {
    open: true,
    message: messages.confirmDeleteItem,
    onConfirm: fn(),
    onCancel: fn(),
  },
  decorators: [closedInDocs({ closeWith: ['onConfirm', 'onCancel'] })],
  tags: ['autodocs'],
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Delete item (product.md §Routes and route items): 'Are you sure you want to delete this
 * job/note?' with Cancel and Agree.
 */
export const Playground: Story = {
  play: async () => {
    const dialog = await screen.findByRole('alertdialog', { name: messages.confirmDeleteItem });
    await expect(within(dialog).getByRole('button', { name: 'Agree' })).toBeVisible();
    // Focus starts on the safe answer.
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus(),
    );
  },
};

export const Agree: Story = {
  play: async ({ args }) => {
    const dialog = await screen.findByRole('alertdialog', { name: messages.confirmDeleteItem });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Agree' }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await expect(args.onCancel).not.toHaveBeenCalled();
  },
};

export const Cancel: Story = {
  play: async ({ args }) => {
    const dialog = await screen.findByRole('alertdialog', { name: messages.confirmDeleteItem });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

export const EscapeCancels: Story = {
  play: async ({ args }) => {
    await screen.findByRole('alertdialog', { name: messages.confirmDeleteItem });
    await userEvent.keyboard('{Escape}');
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

export const WithTitle: Story = {
  args: { title: 'Delete item', confirmLabel: 'Delete', cancelLabel: 'Keep' },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete item' });
    await expect(within(dialog).getByText(messages.confirmDeleteItem)).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep' }));
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
  },
};
