import type { Meta, StoryObj } from '@storybook/react-vite';
import { messages } from '@routebook/schema';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';

import { errorArgType } from '../../storyArgTypes';
import { closedInDocs } from '../modalStory';
import { ServiceItemModal } from './ServiceItemModal';

const meta = {
  title: 'Job/ServiceItemModal',
  component: ServiceItemModal,
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
} satisfies Meta<typeof ServiceItemModal>;

export default meta;
type Story = StoryObj<typeof meta>;

async function parts(title = 'Add Service Item') {
  const modal = await screen.findByRole('dialog', { name: title });
  return {
    modal,
    name: within(modal).getByRole('textbox', { name: 'Name' }),
    save: within(modal).getByRole('button', { name: 'SAVE' }),
  };
}

export const Playground: Story = {
  play: async ({ args }) => {
    const { modal, name, save } = await parts();
    await expect(name).toHaveValue('');
    await waitFor(() => expect(name).toHaveFocus());
    // Blank: SAVE is disabled, but no message before the field is left.
    await expect(save).toBeDisabled();
    await expect(within(modal).queryByText(messages.serviceItemNameRequired)).toBeNull();

    await userEvent.type(name, '  Filter replacement ');
    await expect(save).toBeEnabled();
    await userEvent.click(save);
    await expect(args.onSave).toHaveBeenCalledWith({ name: 'Filter replacement' });

    await userEvent.click(within(modal).getByRole('button', { name: 'Cancel' }));
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

/** Editing: the title says so and the field starts from the service item's name. */
export const Edit: Story = {
  args: { mode: 'edit', name: 'Gutter cleaning' },
  play: async ({ args }) => {
    const { name, save } = await parts('Edit Service Item');
    await expect(name).toHaveValue('Gutter cleaning');
    await expect(save).toBeEnabled();
    await userEvent.type(name, ', two storeys{Enter}');
    await expect(args.onSave).toHaveBeenCalledWith({ name: 'Gutter cleaning, two storeys' });
  },
};

/** Name is required: the message shows once the field is left blank. */
export const NameRequired: Story = {
  args: { mode: 'edit', name: 'Gutter cleaning' },
  play: async ({ args }) => {
    const { modal, name, save } = await parts('Edit Service Item');
    await userEvent.clear(name);
    await userEvent.type(name, '   ');
    await expect(save).toBeDisabled();
    await userEvent.tab();
    await expect(within(modal).getByText(messages.serviceItemNameRequired)).toBeVisible();
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(name).toHaveAccessibleDescription(messages.serviceItemNameRequired);
    await userEvent.click(save);
    await expect(args.onSave).not.toHaveBeenCalled();

    await userEvent.type(name, 'Gutters');
    await expect(within(modal).queryByText(messages.serviceItemNameRequired)).toBeNull();
    await expect(name).not.toHaveAttribute('aria-invalid');
    await expect(save).toBeEnabled();
  },
};

export const Saving: Story = {
  args: { mode: 'edit', name: 'Gutter cleaning', saving: true },
  play: async ({ args }) => {
    const { name, save } = await parts('Edit Service Item');
    await expect(save).toBeDisabled();
    await expect(save).toHaveAttribute('aria-busy', 'true');
    await userEvent.type(name, '{Enter}');
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

export const SaveFailed: Story = {
  args: {
    onSave: fn(async () => {
      throw new Error('You do not have permission to do that.');
    }),
  },
  play: async ({ args }) => {
    const { modal, name, save } = await parts();
    await userEvent.type(name, 'Hedge trimming');
    await userEvent.click(save);
    await expect(args.onSave).toHaveBeenCalledWith({ name: 'Hedge trimming' });
    await expect(await within(modal).findByRole('alert')).toHaveTextContent(
      'You do not have permission to do that.',
    );
    // Still open with what was typed, ready to try again.
    await expect(name).toHaveValue('Hedge trimming');
    await waitFor(() => expect(save).toBeEnabled());
    await expect(args.onOpenChange).not.toHaveBeenCalled();
  },
};
