import type { Meta, StoryObj } from '@storybook/react-vite';
import { messages, TIMING } from '@routebook/schema';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';

import { errorArgType } from '../../storyArgTypes';
import { closedInDocs } from '../modalStory';
import { SelectServiceItemModal } from './SelectServiceItemModal';

const SERVICE_ITEMS = [
  { id: 's1', name: 'Filter replacement' },
  { id: 's2', name: 'Gutter cleaning' },
  { id: 's3', name: 'Hedge trimming' },
  { id: 's4', name: 'Fertiliser, 5 kg bag' },
];

const meta = {
  title: 'Job/SelectServiceItemModal',
  component: SelectServiceItemModal,
  args: {
    open: true,
    onOpenChange: fn(),
    items: SERVICE_ITEMS,
    checkedIds: ['s2', 's4'],
    onSave: fn(),
    saving: false,
    error: null,
  },
  argTypes: { error: errorArgType },
  decorators: [closedInDocs()],
  tags: ['autodocs'],
} satisfies Meta<typeof SelectServiceItemModal>;

export default meta;
type Story = StoryObj<typeof meta>;

async function parts() {
  const modal = await screen.findByRole('dialog', { name: 'Select Service Items' });
  return {
    modal,
    box: (name: string) => within(modal).getByRole('checkbox', { name }),
    save: within(modal).getByRole('button', { name: 'SAVE' }),
  };
}

const ticked = (modal: HTMLElement) =>
  within(modal)
    .getAllByRole<HTMLInputElement>('checkbox')
    .filter((box) => box.checked)
    .map((box) => box.value);

export const Playground: Story = {
  play: async ({ args }) => {
    const { modal, box, save } = await parts();
    // One checkbox per service item, named by it, ticked where the job has it.
    await expect(within(modal).getByRole('group', { name: 'Service items' })).toBeVisible();
    await expect(
      within(modal)
        .getAllByRole('checkbox')
        .map((b) => b.getAttribute('value')),
    ).toEqual(['s1', 's2', 's3', 's4']);
    await expect(ticked(modal)).toEqual(['s2', 's4']);

    await userEvent.click(box('Filter replacement'));
    await userEvent.click(box('Fertiliser, 5 kg bag'));
    // The keyboard ticks too.
    box('Hedge trimming').focus();
    await userEvent.keyboard(' ');
    await expect(ticked(modal)).toEqual(['s1', 's2', 's3']);

    await userEvent.click(save);
    await expect(args.onSave).toHaveBeenCalledWith(['s1', 's2', 's3']);
    await expect(await screen.findByText(messages.savingServiceItems)).toBeVisible();
  },
};

/** After a successful save, 'saving...' stays and the modal closes itself 1.5 s later. */
export const ClosesAfterSave: Story = {
  play: async ({ args }) => {
    const { box, save } = await parts();
    await userEvent.click(box('Gutter cleaning'));
    // Timed from before the click: the 1.5 s start with it, however long the click takes.
    const savedAt = performance.now();
    await userEvent.click(save);
    await expect(args.onSave).toHaveBeenCalledWith(['s4']);
    await expect(await screen.findByText(messages.savingServiceItems)).toBeVisible();
    await expect(args.onOpenChange).not.toHaveBeenCalled();

    await waitFor(() => expect(args.onOpenChange).toHaveBeenCalledWith(false));
    // 1.5 s after SAVE (product.md §Timings and sizes), not before (a busy machine may only make it
    // later), and once.
    await expect(performance.now() - savedAt).toBeGreaterThan(TIMING.serviceItemSaveClose - 100);
    await expect(args.onOpenChange).toHaveBeenCalledTimes(1);
  },
};

/** While the app saves, 'saving...' covers the screen and SAVE is busy. */
export const Saving: Story = {
  args: { saving: true },
  play: async ({ args }) => {
    await expect(await screen.findByText(messages.savingServiceItems)).toBeVisible();
    const modal = screen.getByRole('dialog', { name: 'Select Service Items', hidden: true });
    const save = within(modal).getByRole('button', { name: 'SAVE', hidden: true });
    await expect(save).toBeDisabled();
    await expect(save).toHaveAttribute('aria-busy', 'true');
    await expect(args.onOpenChange).not.toHaveBeenCalled();
  },
};

/** A failed save hides 'saving...', shows why and keeps the ticks; the modal stays open. */
export const SaveFailed: Story = {
  args: {
    onSave: fn(async () => {
      throw new Error('This service item is already on the job.');
    }),
  },
  play: async ({ args }) => {
    const { modal, box, save } = await parts();
    await userEvent.click(box('Hedge trimming'));
    await userEvent.click(save);
    await expect(args.onSave).toHaveBeenCalledWith(['s2', 's3', 's4']);
    await expect(await within(modal).findByRole('alert')).toHaveTextContent(
      'This service item is already on the job.',
    );
    await expect(screen.queryByText(messages.savingServiceItems)).toBeNull();
    await expect(ticked(modal)).toEqual(['s2', 's3', 's4']);
    await waitFor(() => expect(save).toBeEnabled());

    // It does not close by itself.
    await new Promise((resolve) => setTimeout(resolve, TIMING.serviceItemSaveClose + 200));
    await expect(args.onOpenChange).not.toHaveBeenCalled();
  },
};

/** The company has no service items yet: a line says so and SAVE is disabled. */
export const NoServiceItems: Story = {
  args: { items: [], checkedIds: [] },
  play: async ({ args }) => {
    const { modal, save } = await parts();
    await expect(within(modal).getByText(messages.noServiceItems)).toBeVisible();
    await expect(within(modal).queryByRole('checkbox')).toBeNull();
    await expect(save).toBeDisabled();
    await userEvent.click(within(modal).getByRole('button', { name: 'Cancel' }));
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};
