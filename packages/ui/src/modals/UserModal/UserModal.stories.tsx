import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';

import { errorArgType } from '../../storyArgTypes';
import { closedInDocs } from '../modalStory';
import { UserModal } from './UserModal';

/**
 * Add user messages of product.md §Users and invitations, verbatim with their trailing '; ' (the
 * line shows them joined).
 */
const FIRST_NAME_REQUIRED = 'First Name Required; ';
const PASSWORD_REQUIRED = 'Password Required and must match confirmed password; ';
/** Edit user (product.md §Users and invitations). */
const EDIT_PASSWORD_ERROR = 'Password Error: Must Match and at least 6 characters.';
/** product.md §Accounts, companies and plans. */
const ADMIN_LIMIT = 'Please upgrade plan to allow for more admin users.';
/** Add user uniqueness check (product.md §Users and invitations). */
const EMAIL_EXISTS = 'Email already exists in this company.';

/** The joined line as the page shows it (its trailing space is not rendered). */
const line = (...parts: string[]) => parts.join('').trim();

const SAM = {
  firstName: 'Sam',
  lastName: 'Staff',
  mobile: '555-0101',
  email: 'sam@example.com',
  role: 'regular',
  status: 'active',
} as const;

const meta = {
  title: 'Users/UserModal',
  component: UserModal,
  args: {
    open: true,
    onOpenChange: fn(),
    mode: 'add',
    canAddAdmin: true,
    onSave: fn(),
    saving: false,
    error: null,
  },
  argTypes: { error: errorArgType },
  decorators: [closedInDocs()],
  tags: ['autodocs'],
} satisfies Meta<typeof UserModal>;

export default meta;
type Story = StoryObj<typeof meta>;

async function parts(title = 'Add User') {
  const modal = await screen.findByRole('dialog', { name: title });
  const inModal = within(modal);
  return {
    modal,
    inModal,
    firstName: inModal.getByRole('textbox', { name: 'First name' }),
    role: inModal.getByRole('combobox', { name: 'Role' }),
    save: inModal.getByRole('button', { name: 'Save' }),
    password: () => inModal.getByLabelText('Password'),
    confirm: () => inModal.getByLabelText('Confirm password'),
  };
}

const roleOptions = (role: HTMLElement) =>
  within(role)
    .getAllByRole('option')
    .map((option) => option.textContent);

/** Add with every field: names trimmed, passwords as typed, the chosen role. */
export const Playground: Story = {
  play: async ({ args }) => {
    const { inModal, firstName, role, save, password, confirm } = await parts();
    await waitFor(() => expect(firstName).toHaveFocus());
    await expect(save).toBeDisabled();
    await userEvent.type(firstName, ' Dana ');
    await userEvent.type(inModal.getByRole('textbox', { name: 'Last name' }), 'Diaz');
    await userEvent.type(inModal.getByRole('textbox', { name: 'Mobile' }), '555-0199');
    await userEvent.type(inModal.getByRole('textbox', { name: 'Email' }), 'dana@example.com');
    await userEvent.type(password(), 'secret1');
    await userEvent.type(confirm(), 'secret1');
    await expect(roleOptions(role)).toEqual(['Regular', 'Admin']);
    await userEvent.selectOptions(role, 'admin');
    await expect(save).toBeEnabled();
    await userEvent.click(save);
    await expect(args.onSave).toHaveBeenCalledWith({
      firstName: 'Dana',
      lastName: 'Diaz',
      mobile: '555-0199',
      email: 'dana@example.com',
      password: 'secret1',
      confirmPassword: 'secret1',
      role: 'admin',
    });
  },
};

/** Add: the fields in order; no status, no Update password; a blank email is fine. */
export const AddBlankEmail: Story = {
  play: async ({ args }) => {
    const { modal, inModal, firstName, save, password, confirm } = await parts();
    const labels = Array.from(modal.querySelectorAll('form label')).map((l) => l.textContent);
    await expect(labels).toEqual([
      'First name',
      'Last name',
      'Mobile',
      'Email',
      'Password',
      'Confirm password',
      'Role',
    ]);
    // Required fields are marked before anything is typed.
    const marked = Array.from(modal.querySelectorAll('form label'))
      .filter((label) => {
        const mark = label.parentElement?.querySelector('[aria-hidden="true"]');
        return mark?.textContent === '*' && getComputedStyle(mark).display !== 'none';
      })
      .map((label) => label.textContent);
    await expect(marked).toEqual(['First name', 'Password', 'Confirm password']);
    const email = inModal.getByRole('textbox', { name: 'Email' });
    await expect(email).toHaveAttribute('type', 'email');
    await expect(email).toHaveAccessibleDescription(/placeholder email is used/);
    await expect(password()).toHaveAttribute('autocomplete', 'new-password');

    await userEvent.type(firstName, 'Pat');
    await userEvent.type(password(), 'pw');
    await userEvent.type(confirm(), 'pw');
    await expect(save).toBeEnabled();
    await userEvent.click(save);
    await expect(args.onSave).toHaveBeenCalledWith({
      firstName: 'Pat',
      lastName: '',
      mobile: '',
      email: '',
      password: 'pw',
      confirmPassword: 'pw',
      role: 'regular',
    });
  },
};

/** Add user: the messages wait until a field is left, then show as one joined line. */
export const AddInvalid: Story = {
  play: async () => {
    const { inModal, firstName, save, password, confirm } = await parts();
    await expect(save).toBeDisabled();
    await expect(inModal.queryByText(/Required/)).toBeNull();

    await userEvent.click(firstName);
    await userEvent.tab();
    await expect(inModal.getByText(line(FIRST_NAME_REQUIRED))).toBeVisible();
    await expect(firstName).toHaveAttribute('aria-invalid', 'true');
    await expect(firstName).toHaveAccessibleDescription(line(FIRST_NAME_REQUIRED));

    await userEvent.type(password(), 'secret1');
    await userEvent.type(confirm(), 'secret2');
    await userEvent.tab();
    await expect(inModal.getByText(line(FIRST_NAME_REQUIRED, PASSWORD_REQUIRED))).toBeVisible();
    await expect(confirm()).toHaveAttribute('aria-invalid', 'true');
    await expect(save).toBeDisabled();

    await userEvent.type(firstName, 'Pat');
    await expect(inModal.getByText(line(PASSWORD_REQUIRED))).toBeVisible();
    await expect(firstName).not.toHaveAttribute('aria-invalid');
    await userEvent.clear(confirm());
    await userEvent.type(confirm(), 'secret1');
    await expect(inModal.queryByText(/Required/)).toBeNull();
    await expect(save).toBeEnabled();
  },
};

/** The plan allows no more admins, so Admin is not offered and the note says why. */
export const AdminNotAllowed: Story = {
  args: { canAddAdmin: false },
  play: async () => {
    const { inModal, role } = await parts();
    await expect(roleOptions(role)).toEqual(['Regular']);
    await expect(role).toHaveValue('regular');
    await expect(inModal.getByText(ADMIN_LIMIT)).toBeVisible();
    await expect(role).toHaveAccessibleDescription(ADMIN_LIMIT);
  },
};

/** Edit: prefilled; the email is read-only text; Save sends no password while unticked. */
export const Edit: Story = {
  args: { mode: 'edit', user: SAM },
  play: async ({ args }) => {
    const { inModal, firstName, role, save } = await parts('Edit User');
    await expect(firstName).toHaveValue('Sam');
    await expect(inModal.getByRole('textbox', { name: 'Mobile' })).toHaveValue('555-0101');
    await expect(inModal.queryByRole('textbox', { name: 'Email' })).toBeNull();
    await expect(inModal.getByText('sam@example.com')).toBeVisible();
    await expect(inModal.queryByLabelText('Password')).toBeNull();
    await expect(inModal.getByRole('checkbox', { name: 'Update password' })).not.toBeChecked();
    const status = inModal.getByRole('combobox', { name: 'Status' });
    await expect(status).toHaveValue('active');
    await expect(roleOptions(role)).toEqual(['Regular', 'Admin']);

    await userEvent.clear(firstName);
    await userEvent.type(firstName, 'Samuel');
    await userEvent.selectOptions(status, 'inactive');
    await userEvent.click(save);
    await expect(args.onSave).toHaveBeenCalledWith({
      firstName: 'Samuel',
      lastName: 'Staff',
      mobile: '555-0101',
      role: 'regular',
      status: 'inactive',
      updatePassword: false,
    });
  },
};

/** Edit user: a ticked Update password needs 6 characters and a match. */
export const EditPasswordRule: Story = {
  args: { mode: 'edit', user: SAM },
  play: async ({ args }) => {
    const { inModal, save, password, confirm } = await parts('Edit User');
    await userEvent.click(inModal.getByRole('checkbox', { name: 'Update password' }));
    await expect(save).toBeDisabled();
    await userEvent.type(password(), 'abc12');
    await userEvent.type(confirm(), 'abc12');
    await userEvent.tab();
    await expect(inModal.getByText(EDIT_PASSWORD_ERROR)).toBeVisible();
    await expect(password()).toHaveAccessibleDescription(/Password Error/);
    await expect(save).toBeDisabled();

    // Six characters that do not match are still refused.
    await userEvent.type(password(), '3');
    await expect(inModal.getByText(EDIT_PASSWORD_ERROR)).toBeVisible();
    await userEvent.type(confirm(), '3');
    await expect(inModal.queryByText(EDIT_PASSWORD_ERROR)).toBeNull();
    await expect(save).toBeEnabled();
    await userEvent.click(save);
    await expect(args.onSave).toHaveBeenCalledWith(
      expect.objectContaining({
        updatePassword: true,
        password: 'abc123',
        confirmPassword: 'abc123',
      }),
    );

    // Unticked, the password is not checked (nor sent).
    await userEvent.clear(confirm());
    await expect(save).toBeDisabled();
    await userEvent.click(inModal.getByRole('checkbox', { name: 'Update password' }));
    await expect(inModal.queryByText(EDIT_PASSWORD_ERROR)).toBeNull();
    await expect(save).toBeEnabled();
  },
};

/** An admin keeps Admin even when the plan is full; no upgrade note. */
export const EditAdminAtPlanLimit: Story = {
  args: { mode: 'edit', user: { ...SAM, role: 'admin' }, canAddAdmin: false },
  play: async () => {
    const { inModal, role } = await parts('Edit User');
    await expect(role).toHaveValue('admin');
    await expect(roleOptions(role)).toEqual(['Regular', 'Admin']);
    await expect(inModal.queryByText(ADMIN_LIMIT)).toBeNull();
  },
};

/** An invited member with a placeholder email: "No email", status Invited, no status sent. */
export const EditInvited: Story = {
  args: {
    mode: 'edit',
    user: {
      ...SAM,
      email: 'user-42@noemail.routebook.invalid',
      status: 'invited',
    },
  },
  play: async ({ args }) => {
    const { inModal, save } = await parts('Edit User');
    await expect(inModal.getByText('No email')).toBeVisible();
    await expect(inModal.queryByText('user-42@noemail.routebook.invalid')).toBeNull();
    await expect(inModal.getByText('Invited')).toBeVisible();
    await expect(inModal.queryByRole('combobox', { name: 'Status' })).toBeNull();
    await userEvent.click(save);
    await expect(args.onSave).toHaveBeenCalledWith({
      firstName: 'Sam',
      lastName: 'Staff',
      mobile: '555-0101',
      role: 'regular',
      updatePassword: false,
    });
  },
};

export const Saving: Story = {
  args: { mode: 'edit', user: SAM, saving: true },
  play: async () => {
    const { save } = await parts('Edit User');
    await expect(save).toBeDisabled();
    await expect(save).toHaveAttribute('aria-busy', 'true');
  },
};

/** The server refuses (the email is taken): the modal stays open with its message. */
export const SaveFailed: Story = {
  args: {
    onSave: fn(async () => {
      throw new Error(EMAIL_EXISTS);
    }),
  },
  play: async ({ args }) => {
    const { modal, inModal, firstName, save, password, confirm } = await parts();
    await userEvent.type(firstName, 'Pat');
    await userEvent.type(inModal.getByRole('textbox', { name: 'Email' }), 'sam@example.com');
    await userEvent.type(password(), 'secret1');
    await userEvent.type(confirm(), 'secret1');
    await userEvent.click(save);
    await expect(args.onSave).toHaveBeenCalled();
    await expect(await within(modal).findByRole('alert')).toHaveTextContent(EMAIL_EXISTS);
    // What was typed stays, ready to try again.
    await expect(inModal.getByRole('textbox', { name: 'Email' })).toHaveValue('sam@example.com');
    await expect(password()).toHaveValue('secret1');
    await waitFor(() => expect(save).toBeEnabled());
    await expect(args.onOpenChange).not.toHaveBeenCalled();
  },
};

/** Whether the element is in sight: inside the window and its scrolling dialog body. */
function inSight(element: HTMLElement) {
  const rect = element.getBoundingClientRect();
  let box = { top: 0, bottom: window.innerHeight };
  for (let node = element.parentElement; node; node = node.parentElement) {
    const { overflowY } = getComputedStyle(node);
    if (overflowY === 'auto' || overflowY === 'scroll') {
      const area = node.getBoundingClientRect();
      box = { top: Math.max(box.top, area.top), bottom: Math.min(box.bottom, area.bottom) };
    }
  }
  return rect.height > 0 && rect.top >= box.top && rect.bottom <= box.bottom;
}

/**
 * First name left empty: the joined message line is in sight without scrolling on a screen 800 px
 * high, and describes the field; the email's hint says it may stay blank.
 */
const messagesInSight: Story['play'] = async () => {
  const { inModal, firstName } = await parts();
  const email = inModal.getByRole('textbox', { name: 'Email' });
  await expect(email).toHaveAccessibleDescription(/Leave blank if they have no email/);
  await expect(email).not.toBeRequired();
  await userEvent.click(firstName);
  await userEvent.tab();
  const message = await inModal.findByText(line(FIRST_NAME_REQUIRED));
  await expect(firstName).toHaveAccessibleDescription(line(FIRST_NAME_REQUIRED));
  await expect(inSight(message)).toBe(true);
};

export const MessagesInSightOnDesktop: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: messagesInSight,
};

export const MessagesInSightOnPhone: Story = {
  play: messagesInSight,
};
