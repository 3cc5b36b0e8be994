import type { Meta, StoryObj } from '@storybook/react-vite';
import { messages } from '@routebook/schema';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';

import { errorArgType } from '../../storyArgTypes';
import { closedInDocs } from '../modalStory';
import { InviteUserModal } from './InviteUserModal';

/** product.md §Accounts, companies and plans, verbatim. */
const ADMIN_LIMIT = 'Please upgrade plan to allow for more admin users.';

const meta = {
  title: 'Users/InviteUserModal',
  component: InviteUserModal,
  args: {
    open: true,
    onOpenChange: fn(),
    canAddAdmin: true,
    onSave: fn(),
    saving: false,
    error: null,
  },
  argTypes: { error: errorArgType },
  decorators: [closedInDocs()],
  tags: ['autodocs'],
} satisfies Meta<typeof InviteUserModal>;

export default meta;
type Story = StoryObj<typeof meta>;

async function parts() {
  const modal = await screen.findByRole('dialog', { name: 'Invite User' });
  const inModal = within(modal);
  return {
    modal,
    inModal,
    firstName: inModal.getByRole('textbox', { name: 'First name' }),
    lastName: inModal.getByRole('textbox', { name: 'Last name' }),
    email: inModal.getByRole('textbox', { name: /^Email/ }),
    role: inModal.getByRole('combobox', { name: 'Role' }),
    send: inModal.getByRole('button', { name: 'Send invitation' }),
  };
}

const roleOptions = (role: HTMLElement) =>
  within(role)
    .getAllByRole('option')
    .map((option) => option.textContent);

async function fillValid(fields: Awaited<ReturnType<typeof parts>>) {
  await userEvent.type(fields.firstName, ' Ivy ');
  await userEvent.type(fields.lastName, 'Invitee');
  await userEvent.type(fields.email, 'ivy@example.com');
}

/** A valid invitation: trimmed names, the email and the chosen role. */
export const Playground: Story = {
  play: async ({ args }) => {
    const fields = await parts();
    await waitFor(() => expect(fields.firstName).toHaveFocus());
    await expect(fields.send).toBeDisabled();
    await expect(roleOptions(fields.role)).toEqual(['Regular', 'Admin']);
    await fillValid(fields);
    await userEvent.selectOptions(fields.role, 'admin');
    await expect(fields.send).toBeEnabled();
    await userEvent.click(fields.send);
    await expect(args.onSave).toHaveBeenCalledWith({
      firstName: 'Ivy',
      lastName: 'Invitee',
      email: 'ivy@example.com',
      role: 'admin',
    });
  },
};

/** Invite user: first and last name required; the email must be one. */
export const Invalid: Story = {
  play: async ({ args }) => {
    const { inModal, firstName, lastName, email, send } = await parts();
    await expect(inModal.queryByText(messages.inviteFirstNameRequired)).toBeNull();
    await userEvent.click(firstName);
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await expect(firstName).toHaveAccessibleDescription(messages.inviteFirstNameRequired);
    await expect(lastName).toHaveAccessibleDescription(messages.inviteLastNameRequired);
    await expect(email).toHaveAccessibleDescription(new RegExp(messages.emailRequired));
    await expect(inModal.getByText(messages.inviteLastNameRequired)).toBeVisible();
    await expect(lastName).toHaveAttribute('aria-invalid', 'true');

    await userEvent.type(email, 'ivy at example');
    await expect(inModal.getByText(messages.emailPattern)).toBeVisible();
    await expect(send).toBeDisabled();
    await userEvent.click(send);
    await expect(args.onSave).not.toHaveBeenCalled();

    await userEvent.type(firstName, 'Ivy');
    await userEvent.type(lastName, 'Invitee');
    await userEvent.clear(email);
    await userEvent.type(email, 'ivy@example.com');
    await expect(inModal.queryByText(messages.inviteFirstNameRequired)).toBeNull();
    await expect(send).toBeEnabled();
  },
};

/** The plan has no admin seat left, so only Regular is offered, with the note. */
export const AdminNotAllowed: Story = {
  args: { canAddAdmin: false },
  play: async ({ args }) => {
    const fields = await parts();
    await expect(roleOptions(fields.role)).toEqual(['Regular']);
    await expect(fields.inModal.getByText(ADMIN_LIMIT)).toBeVisible();
    await expect(fields.role).toHaveAccessibleDescription(ADMIN_LIMIT);
    await fillValid(fields);
    await userEvent.click(fields.send);
    await expect(args.onSave).toHaveBeenCalledWith(expect.objectContaining({ role: 'regular' }));
  },
};

export const Saving: Story = {
  args: { saving: true },
  play: async () => {
    const fields = await parts();
    await fillValid(fields);
    await expect(fields.send).toBeDisabled();
    await expect(fields.send).toHaveAttribute('aria-busy', 'true');
  },
};

/** The server refuses: the modal stays open with its message and what was typed. */
export const SaveFailed: Story = {
  args: {
    onSave: fn(async () => {
      throw new Error('Email already exists in this company.');
    }),
  },
  play: async ({ args }) => {
    const fields = await parts();
    await fillValid(fields);
    await userEvent.click(fields.send);
    await expect(await within(fields.modal).findByRole('alert')).toHaveTextContent(
      'Email already exists in this company.',
    );
    await expect(fields.email).toHaveValue('ivy@example.com');
    await waitFor(() => expect(fields.send).toBeEnabled());
    await expect(args.onOpenChange).not.toHaveBeenCalled();
  },
};
