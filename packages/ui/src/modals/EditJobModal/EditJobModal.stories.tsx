import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';

import { errorArgType } from '../../storyArgTypes';
import { closedInDocs } from '../modalStory';
import { EditJobModal } from './EditJobModal';

const NOTES = 'Gate code 1234.\nDog in the back yard.';

const meta = {
  title: 'Job/EditJobModal',
  component: EditJobModal,
  args: {
    open: true,
    onOpenChange: fn(),
    notes: NOTES,
    onSave: fn(),
    saving: false,
    error: null,
  },
  argTypes: { error: errorArgType },
  decorators: [closedInDocs()],
  tags: ['autodocs'],
} satisfies Meta<typeof EditJobModal>;

export default meta;
type Story = StoryObj<typeof meta>;

async function parts() {
  const modal = await screen.findByRole('dialog', { name: 'Edit Job' });
  return {
    modal,
    note: within(modal).getByRole('textbox', { name: 'Important Note' }),
    save: within(modal).getByRole('button', { name: 'SAVE' }),
  };
}

export const Playground: Story = {
  play: async ({ args }) => {
    const { modal, note, save } = await parts();
    // Prefilled, several lines; focus starts in it.
    await expect(note).toHaveValue(NOTES);
    await waitFor(() => expect(note).toHaveFocus());

    // Enter makes a new line, not a save.
    await userEvent.type(note, '{Enter}Ring twice.');
    await expect(args.onSave).not.toHaveBeenCalled();
    await userEvent.click(save);
    await expect(args.onSave).toHaveBeenCalledWith(`${NOTES}\nRing twice.`);

    await userEvent.click(within(modal).getByRole('button', { name: 'Cancel' }));
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

/** A job without a note starts empty; an empty note can be saved. */
export const NoNote: Story = {
  args: { notes: null },
  play: async ({ args }) => {
    const { note, save } = await parts();
    await expect(note).toHaveValue('');
    await expect(save).toBeEnabled();
    await userEvent.click(save);
    await expect(args.onSave).toHaveBeenCalledWith('');
  },
};

/** Clearing the note and saving removes it. */
export const ClearNote: Story = {
  play: async ({ args }) => {
    const { note, save } = await parts();
    await userEvent.clear(note);
    await userEvent.click(save);
    await expect(args.onSave).toHaveBeenCalledWith('');
  },
};

export const Saving: Story = {
  args: { saving: true },
  play: async ({ args }) => {
    const { save } = await parts();
    await expect(save).toBeDisabled();
    await expect(save).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(save);
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

export const SaveFailed: Story = {
  args: {
    onSave: fn(async () => {
      throw new Error('Not found.');
    }),
  },
  play: async ({ args }) => {
    const { modal, note, save } = await parts();
    await userEvent.clear(note);
    await userEvent.type(note, 'Side gate only');
    await userEvent.click(save);
    await expect(args.onSave).toHaveBeenCalledWith('Side gate only');
    await expect(await within(modal).findByRole('alert')).toHaveTextContent('Not found.');
    await expect(note).toHaveValue('Side gate only');
    await waitFor(() => expect(save).toBeEnabled());
    await expect(args.onOpenChange).not.toHaveBeenCalled();
  },
};
