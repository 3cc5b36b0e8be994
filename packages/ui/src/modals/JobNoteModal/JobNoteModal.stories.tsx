import type { Meta, StoryObj } from '@storybook/react-vite';
import { messages } from '@routebook/schema';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';

import { errorArgType } from '../../storyArgTypes';
import { closedInDocs } from '../modalStory';
import { JobNoteModal } from './JobNoteModal';

const meta = {
  title: 'Job/JobNoteModal',
  component: JobNoteModal,
  args: {
    open: true,
    onOpenChange: fn(),
    mode: 'add',
    onSave: fn(),
    saving: false,
    error: null,
  },
  argTypes: { error: errorArgType },
  decorators: [closedInDocs()],
  tags: ['autodocs'],
} satisfies Meta<typeof JobNoteModal>;

export default meta;
type Story = StoryObj<typeof meta>;

async function parts(title = 'Add Note') {
  const modal = await screen.findByRole('dialog', { name: title });
  return {
    modal,
    note: within(modal).getByRole('textbox', { name: 'Note' }),
    save: within(modal).getByRole('button', { name: 'SAVE' }),
  };
}

export const Playground: Story = {
  play: async ({ args }) => {
    const { modal, note, save } = await parts();
    await expect(note).toHaveValue('');
    await waitFor(() => expect(note).toHaveFocus());
    await expect(save).toBeDisabled();
    await expect(within(modal).queryByText(messages.noteRequired)).toBeNull();

    // Several lines; the outer blanks are trimmed.
    await userEvent.type(note, ' Pump pressure low.{Enter}Customer told. ');
    await expect(save).toBeEnabled();
    await userEvent.click(save);
    await expect(args.onSave).toHaveBeenCalledWith('Pump pressure low.\nCustomer told.', {
      forCustomer: false,
    });

    await userEvent.click(within(modal).getByRole('button', { name: 'Cancel' }));
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

/** Editing: the title says so and the field starts from the note. */
export const Edit: Story = {
  args: { mode: 'edit', text: 'Pump pressure low.' },
  play: async ({ args }) => {
    const { note, save } = await parts('Edit Note');
    await expect(note).toHaveValue('Pump pressure low.');
    await userEvent.type(note, ' Replaced the seal.');
    await userEvent.click(save);
    await expect(args.onSave).toHaveBeenCalledWith('Pump pressure low. Replaced the seal.', {
      forCustomer: false,
    });
  },
};

/**
 * A new note is internal (the box unticked); ticked, the note shows on the visit report
 * the customer sees.
 */
export const ForCustomer: Story = {
  play: async ({ args }) => {
    const { modal, note, save } = await parts();
    const box = within(modal).getByRole('checkbox', { name: 'Show on the visit report' });
    await expect(box).not.toBeChecked();
    await expect(box).toHaveAccessibleDescription(
      'Unticked, the note stays internal: only your company sees it.',
    );
    await userEvent.type(note, 'Filter replaced; all clear.');
    await userEvent.click(box);
    await expect(box).toBeChecked();
    await userEvent.click(save);
    await expect(args.onSave).toHaveBeenCalledWith('Filter replaced; all clear.', {
      forCustomer: true,
    });
  },
};

/** Editing a note shown on the visit report starts ticked; unticking makes it internal again. */
export const EditForCustomer: Story = {
  args: { mode: 'edit', text: 'Filter replaced.', forCustomer: true },
  play: async ({ args }) => {
    const { modal, save } = await parts('Edit Note');
    const box = within(modal).getByRole('checkbox', { name: 'Show on the visit report' });
    await expect(box).toBeChecked();
    await userEvent.click(box);
    await userEvent.click(save);
    await expect(args.onSave).toHaveBeenCalledWith('Filter replaced.', { forCustomer: false });
  },
};

/** A note needs text: the message shows once the field is left blank. */
export const NoteRequired: Story = {
  args: { mode: 'edit', text: 'Pump pressure low.' },
  play: async ({ args }) => {
    const { modal, note, save } = await parts('Edit Note');
    await userEvent.clear(note);
    await userEvent.type(note, '  {Enter} ');
    await expect(save).toBeDisabled();
    await userEvent.tab();
    await expect(within(modal).getByText(messages.noteRequired)).toBeVisible();
    await expect(note).toHaveAttribute('aria-invalid', 'true');
    await expect(note).toHaveAccessibleDescription(messages.noteRequired);
    await userEvent.click(save);
    await expect(args.onSave).not.toHaveBeenCalled();

    await userEvent.type(note, 'Seal replaced');
    await expect(within(modal).queryByText(messages.noteRequired)).toBeNull();
    await expect(save).toBeEnabled();
  },
};

export const Saving: Story = {
  args: { mode: 'edit', text: 'Pump pressure low.', saving: true },
  play: async ({ args }) => {
    const { save } = await parts('Edit Note');
    await expect(save).toBeDisabled();
    await expect(save).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(save);
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

export const SaveFailed: Story = {
  args: {
    onSave: fn(async () => {
      throw new Error('Please log in again.');
    }),
  },
  play: async ({ args }) => {
    const { modal, note, save } = await parts();
    await userEvent.type(note, 'Pump pressure low.');
    await userEvent.click(save);
    await expect(args.onSave).toHaveBeenCalledWith('Pump pressure low.', { forCustomer: false });
    await expect(await within(modal).findByRole('alert')).toHaveTextContent('Please log in again.');
    await expect(note).toHaveValue('Pump pressure low.');
    await waitFor(() => expect(save).toBeEnabled());
    await expect(args.onOpenChange).not.toHaveBeenCalled();
  },
};
