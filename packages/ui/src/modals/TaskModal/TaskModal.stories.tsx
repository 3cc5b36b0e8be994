import type { Meta, StoryObj } from '@storybook/react-vite';
import { messages } from '@routebook/schema';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';

import { errorArgType } from '../../storyArgTypes';
import { closedInDocs } from '../modalStory';
import { TaskModal } from './TaskModal';

const TASK = '<p>Replace the <strong>pool filter</strong> cartridge.</p>';

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const meta = {
  title: 'Job/TaskModal',
  component: TaskModal,
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
} satisfies Meta<typeof TaskModal>;

export default meta;
type Story = StoryObj<typeof meta>;

async function parts(title: string, action: string) {
  const modal = await screen.findByRole('dialog', { name: title, hidden: true });
  // The editor loads on demand.
  const editor = await within(modal).findByRole('textbox', { name: 'Description', hidden: true });
  return {
    modal,
    editor,
    submit: within(modal).getByRole('button', { name: action, hidden: true }),
  };
}

/** Adding: SAVE, enabled once the description has text. */
export const Playground: Story = {
  play: async ({ args }) => {
    const { modal, editor, submit } = await parts('Add Task', 'SAVE');
    await expect(within(modal).queryByRole('button', { name: 'UPDATE' })).toBeNull();
    await expect(submit).toBeDisabled();
    await expect(within(modal).queryByText(messages.taskDescriptionRequired)).toBeNull();

    await userEvent.click(editor);
    await userEvent.keyboard('Check the pump seal');
    await waitFor(() => expect(submit).toBeEnabled());
    await userEvent.click(submit);
    await expect(args.onSave).toHaveBeenCalledWith(expect.stringContaining('Check the pump seal'));

    await userEvent.click(within(modal).getByRole('button', { name: 'Cancel' }));
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

/** Editing: Edit Task, UPDATE, the editor starts from the task's description. */
export const Edit: Story = {
  args: { mode: 'edit', description: TASK },
  play: async ({ args }) => {
    const { modal, editor, submit } = await parts('Edit Task', 'UPDATE');
    await expect(within(modal).queryByRole('button', { name: 'SAVE' })).toBeNull();
    await waitFor(() => expect(editor).toHaveTextContent('Replace the pool filter cartridge.'));
    await expect(within(editor).getByText('pool filter').closest('strong')).not.toBeNull();
    await expect(submit).toBeEnabled();

    await userEvent.click(within(editor).getByText(/cartridge/));
    await userEvent.keyboard(' Twice a year.');
    await userEvent.click(submit);
    await expect(args.onSave).toHaveBeenCalledWith(expect.stringContaining('Twice a year.'));
    // The formatting is kept.
    await expect(args.onSave).toHaveBeenCalledWith(
      expect.stringContaining('<strong>pool filter</strong>'),
    );
  },
};

/** A blank description cannot be saved: emptied, the editor says it is required. */
export const DescriptionRequired: Story = {
  args: { mode: 'edit', description: TASK },
  play: async ({ args }) => {
    const { modal, editor, submit } = await parts('Edit Task', 'UPDATE');
    await waitFor(() => expect(editor).toHaveTextContent('Replace the pool filter cartridge.'));
    await userEvent.click(editor);
    await userEvent.keyboard('{Control>}a{/Control}{Backspace}');
    await waitFor(() => expect(submit).toBeDisabled());
    await expect(within(modal).getByText(messages.taskDescriptionRequired)).toBeVisible();
    await expect(editor).toHaveAccessibleDescription(messages.taskDescriptionRequired);
    await userEvent.keyboard('   ');
    await expect(submit).toBeDisabled();
    await userEvent.click(submit);
    await expect(args.onSave).not.toHaveBeenCalled();

    await userEvent.click(editor);
    await userEvent.keyboard('Filter');
    await waitFor(() => expect(submit).toBeEnabled());
    await expect(within(modal).queryByText(messages.taskDescriptionRequired)).toBeNull();
  },
};

/** Adding, 'Saving...' covers the screen while the task saves. */
export const Saving: Story = {
  args: { description: TASK, saving: true },
  play: async ({ args }) => {
    await expect(await screen.findByText(messages.savingTask)).toBeVisible();
    const { submit } = await parts('Add Task', 'SAVE');
    await expect(submit).toBeDisabled();
    await expect(submit).toHaveAttribute('aria-busy', 'true');
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/** Editing shows no overlay: UPDATE itself is busy. */
export const Updating: Story = {
  args: { mode: 'edit', description: TASK, saving: true },
  play: async () => {
    const { submit } = await parts('Edit Task', 'UPDATE');
    await expect(submit).toBeDisabled();
    await expect(submit).toHaveAttribute('aria-busy', 'true');
    await expect(screen.queryByText(messages.savingTask)).toBeNull();
  },
};

/** A failed save dismisses 'Saving...', shows why and keeps the text. */
export const SaveFailed: Story = {
  args: {
    onSave: fn(async () => {
      await delay(300);
      throw new Error('Task description is required.');
    }),
  },
  play: async ({ args }) => {
    const { modal, editor, submit } = await parts('Add Task', 'SAVE');
    await userEvent.click(editor);
    await userEvent.keyboard('Check the pump seal');
    await waitFor(() => expect(submit).toBeEnabled());
    await userEvent.click(submit);
    await expect(await screen.findByText(messages.savingTask)).toBeVisible();
    await expect(args.onSave).toHaveBeenCalledWith(expect.stringContaining('Check the pump seal'));

    await expect(await within(modal).findByRole('alert')).toHaveTextContent(
      'Task description is required.',
    );
    await expect(screen.queryByText(messages.savingTask)).toBeNull();
    await expect(editor).toHaveTextContent('Check the pump seal');
    await expect(submit).toBeEnabled();
    await expect(args.onOpenChange).not.toHaveBeenCalled();
  },
};
