import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';

import { errorArgType } from '../../storyArgTypes';
import { closedInDocs } from '../modalStory';
import { EditNoteModal } from './EditNoteModal';

const NOTE = '<p>Gate code <strong>1234</strong>. Dog in the yard.</p>';

const meta = {
  title: 'Routes/EditNoteModal',
  component: EditNoteModal,
  args: {
    open: true,
    onOpenChange: fn(),
    note: NOTE,
    onSave: fn(),
    saving: false,
    error: null,
  },
  argTypes: { error: errorArgType },
  decorators: [closedInDocs()],
  tags: ['autodocs'],
} satisfies Meta<typeof EditNoteModal>;

export default meta;
type Story = StoryObj<typeof meta>;

async function parts() {
  const modal = await screen.findByRole('dialog', { name: 'Edit Note' });
  // The editor loads on demand.
  const editor = await within(modal).findByRole('textbox', { name: 'Note' });
  return { modal, editor, save: within(modal).getByRole('button', { name: 'SAVE' }) };
}

export const Playground: Story = {
  play: async ({ args }) => {
    const { modal, editor, save } = await parts();
    await waitFor(() => expect(editor).toHaveTextContent('Gate code 1234. Dog in the yard.'));
    await expect(within(editor).getByText('1234').closest('strong')).not.toBeNull();
    await expect(save).toBeEnabled();

    // Unchanged, SAVE returns the note as it was.
    await userEvent.click(save);
    await expect(args.onSave).toHaveBeenLastCalledWith(NOTE);

    await userEvent.click(await within(editor).findByText(/Dog in the yard/));
    await userEvent.keyboard(' Ring twice.');
    await userEvent.click(save);
    await expect(args.onSave).toHaveBeenLastCalledWith(expect.stringContaining('Ring twice.'));
    await expect(args.onSave).toHaveBeenLastCalledWith(expect.stringContaining('1234'));

    await userEvent.click(within(modal).getByRole('button', { name: 'Cancel' }));
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

/** A blank note cannot be saved. */
export const Blank: Story = {
  args: { note: '<p><br></p>' },
  play: async ({ args }) => {
    const { editor, save } = await parts();
    await expect(save).toBeDisabled();
    await userEvent.click(save);
    await expect(args.onSave).not.toHaveBeenCalled();

    await userEvent.click(editor);
    await userEvent.keyboard('   ');
    await expect(save).toBeDisabled();
    await userEvent.keyboard('Back gate');
    await waitFor(() => expect(save).toBeEnabled());
    await userEvent.keyboard('{Control>}a{/Control}{Backspace}');
    await waitFor(() => expect(save).toBeDisabled());
  },
};

export const Saving: Story = {
  args: { saving: true },
  play: async () => {
    const { save } = await parts();
    await expect(save).toBeDisabled();
    await expect(save).toHaveAttribute('aria-busy', 'true');
  },
};

export const SaveFailed: Story = {
  args: {
    onSave: fn(async () => {
      throw new Error('Not found.');
    }),
  },
  play: async ({ args }) => {
    const { modal, editor, save } = await parts();
    await userEvent.click(await within(editor).findByText(/Dog in the yard/));
    await userEvent.keyboard(' Ring twice.');
    await userEvent.click(save);
    await expect(args.onSave).toHaveBeenCalledWith(expect.stringContaining('Ring twice.'));
    await expect(await within(modal).findByRole('alert')).toHaveTextContent('Not found.');
    // The text typed is kept.
    await expect(editor).toHaveTextContent('Ring twice.');
    await waitFor(() => expect(save).toBeEnabled());
    await expect(args.onOpenChange).not.toHaveBeenCalled();
  },
};
