import type { Meta, StoryObj } from '@storybook/react-vite';
import type { MockServer } from '@routebook/mock-server';
import { expect, screen, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { messages } from '@routebook/schema';
import { harnessLoader, harnessOf, pageStoryMeta } from '../../testing/pageStory';

/** The users page as an admin uses it, against the mock server in the page. */
const meta = {
  title: 'Pages/Users',
  ...pageStoryMeta,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** Spec texts, verbatim. */
const EMAIL_EXISTS = 'Email already exists in this company.';
const ADMIN_LIMIT = 'Please upgrade plan to allow for more admin users.';
const EDIT_PASSWORD_ERROR = 'Password Error: Must Match and at least 6 characters.';

const at = (email: string) => [harnessLoader({ email, path: '/users' })];

/** The members of the company at `planLevel` in the store. */
function members(server: MockServer, planLevel: number) {
  const company = server.store.companies.all().find((c) => c.planLevel === planLevel);
  return server.store.companyUsers.all().filter((m) => m.companyId === company?.id);
}

const list = async () => within(await screen.findByRole('list', { name: 'Users' }));

/** A member's row, found by its Edit button (the name hides in each button's label). */
const row = async (name: string) =>
  (await list()).findByRole('button', { name: `Edit ${name}` }).then((edit) => {
    return edit.closest('li') as HTMLElement;
  });

async function openAddUser() {
  await userEvent.click(await screen.findByRole('button', { name: 'Add user' }));
  return within(await screen.findByRole('dialog', { name: 'Add User' }));
}

/** Fills Add User; `email` may be blank. */
async function fillAddUser(
  dialog: ReturnType<typeof within>,
  { firstName, lastName, email }: { firstName: string; lastName: string; email: string },
) {
  await userEvent.type(dialog.getByRole('textbox', { name: 'First name' }), firstName);
  await userEvent.type(dialog.getByRole('textbox', { name: 'Last name' }), lastName);
  if (email) await userEvent.type(dialog.getByRole('textbox', { name: 'Email' }), email);
  await userEvent.type(dialog.getByLabelText('Password'), 'secret1');
  await userEvent.type(dialog.getByLabelText('Confirm password'), 'secret1');
}

const roleOptions = (dialog: ReturnType<typeof within>) =>
  within(dialog.getByRole('combobox', { name: 'Role' }))
    .getAllByRole('option')
    .map((option) => option.textContent);

/** Every member of the company with role and status in words; plan 40 has no admin limit. */
export const ListsMembers: Story = {
  loaders: at('admin40@routebook.test'),
  play: async ({ loaded }) => {
    const stored = members(harnessOf(loaded).server, 40);
    await expect(await screen.findByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
    await expect((await list()).getAllByRole('listitem')).toHaveLength(stored.length);
    const admin = await row('Alex Admin 40');
    await expect(admin).toHaveTextContent('Admin · Active');
    await expect(admin).toHaveTextContent('admin40@routebook.test');
    await expect(await row('Sam Staff 40')).toHaveTextContent('Regular · Active');
    await expect(await row('Ivy Invitee')).toHaveTextContent('Regular · Invited');
    await expect(screen.getByRole('button', { name: 'Delete Sam Staff 40' })).toHaveTextContent(
      /^Delete/,
    );
    await expect(screen.queryByText(/Your plan allows/)).toBeNull();
  },
};

/** Add User: stored active and regular, username = email (normalized); listed at once. */
export const AddsRegularUser: Story = {
  loaders: at('admin40@routebook.test'),
  play: async ({ loaded }) => {
    const { server } = harnessOf(loaded);
    const dialog = await openAddUser();
    await fillAddUser(dialog, { firstName: 'Dana', lastName: 'Diaz', email: 'Dana@Example.com' });
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(await screen.findByText(messages.userAdded)).toBeVisible();
    const stored = members(server, 40).find((m) => m.firstName === 'Dana');
    await expect(stored).toMatchObject({
      lastName: 'Diaz',
      email: 'dana@example.com',
      username: 'dana@example.com',
      role: 'regular',
      status: 'active',
    });
    await expect(server.store.users.all().some((u) => u.email === 'dana@example.com')).toBe(true);
    await expect(await row('Dana Diaz')).toHaveTextContent('Regular · Active');
  },
};

/**
 * Add User with an email that already has an account (in another company): never attached. The
 * member is invited, its owner emailed, the admin told; the account's password is unchanged.
 */
export const AddsExistingAccountAsInvitation: Story = {
  loaders: at('admin40@routebook.test'),
  play: async ({ loaded }) => {
    const { server } = harnessOf(loaded);
    const account = () =>
      server.store.users.all().find((u) => u.email === 'staff20@routebook.test');
    const hashBefore = account()?.passwordHash;
    const dialog = await openAddUser();
    await fillAddUser(dialog, {
      firstName: 'Sam',
      lastName: 'Twenty',
      email: 'staff20@routebook.test',
    });
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(await screen.findByText(messages.userInvitedExistingAccount)).toBeVisible();
    await expect(await row('Sam Twenty')).toHaveTextContent('Regular · Invited');
    const stored = members(server, 40).find((m) => m.email === 'staff20@routebook.test');
    await expect(stored).toMatchObject({ status: 'invited', userId: null });
    await expect(account()?.passwordHash).toBe(hashBefore);
    await expect(server.store.outbox.all().at(-1)?.to).toBe('staff20@routebook.test');
  },
};

/** A blank email is allowed: the server stores a placeholder, which the list shows as "No email". */
export const AddsUserWithoutEmail: Story = {
  loaders: at('admin40@routebook.test'),
  play: async ({ loaded }) => {
    const dialog = await openAddUser();
    await fillAddUser(dialog, { firstName: 'Nia', lastName: 'Noemail', email: '' });
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(await row('Nia Noemail')).toHaveTextContent('No email');
    const stored = members(harnessOf(loaded).server, 40).find((m) => m.firstName === 'Nia');
    await expect(stored?.email).toMatch(/@noemail\.routebook\.invalid$/);
  },
};

/** Uniqueness: the server's message shows in the modal, which stays open. */
export const AddDuplicateEmail: Story = {
  loaders: at('admin40@routebook.test'),
  play: async ({ loaded }) => {
    const { server } = harnessOf(loaded);
    const before = members(server, 40).length;
    const dialog = await openAddUser();
    await fillAddUser(dialog, {
      firstName: 'Sam',
      lastName: 'Again',
      email: 'staff40@routebook.test',
    });
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent(EMAIL_EXISTS);
    await expect(screen.getByRole('dialog', { name: 'Add User' })).toBeVisible();
    await expect(members(server, 40)).toHaveLength(before);
  },
};

/**
 * Plan 30 allows 2 admins: with one, Admin is offered; once a second admin is added the
 * list updates, Add User and Invite User offer only Regular and say why.
 */
export const AdminLimitAtPlan30: Story = {
  loaders: at('admin30@routebook.test'),
  play: async ({ loaded }) => {
    const { server } = harnessOf(loaded);
    await expect(
      await screen.findByText('Your plan allows 2 admins; 1 in use, counting invitations.'),
    ).toBeVisible();
    let dialog = await openAddUser();
    await expect(roleOptions(dialog)).toEqual(['Regular', 'Admin']);
    await fillAddUser(dialog, { firstName: 'Ada', lastName: 'Second', email: 'ada@example.com' });
    await userEvent.selectOptions(dialog.getByRole('combobox', { name: 'Role' }), 'admin');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(await row('Ada Second')).toHaveTextContent('Admin · Active');
    await expect(members(server, 30).find((m) => m.firstName === 'Ada')?.role).toBe('admin');
    await expect(screen.getByText(/2 in use/)).toBeVisible();

    dialog = await openAddUser();
    await expect(roleOptions(dialog)).toEqual(['Regular']);
    await expect(dialog.getByText(ADMIN_LIMIT)).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));

    await userEvent.click(screen.getByRole('button', { name: 'Invite user' }));
    const invite = within(await screen.findByRole('dialog', { name: 'Invite User' }));
    await expect(roleOptions(invite)).toEqual(['Regular']);
    await expect(invite.getByText(ADMIN_LIMIT)).toBeVisible();
  },
};

/** Edit User: prefilled, the email read-only; the new name is stored and listed. */
export const EditsUserName: Story = {
  loaders: at('admin40@routebook.test'),
  play: async ({ loaded }) => {
    const { server } = harnessOf(loaded);
    await userEvent.click(await (await list()).findByRole('button', { name: 'Edit Sam Staff 40' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit User' }));
    await expect(dialog.getByText('staff40@routebook.test')).toBeVisible();
    await expect(dialog.queryByRole('textbox', { name: 'Email' })).toBeNull();
    const firstName = dialog.getByRole('textbox', { name: 'First name' });
    await expect(firstName).toHaveValue('Sam');
    await userEvent.clear(firstName);
    await userEvent.type(firstName, 'Samuel');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(await screen.findByText('User saved.')).toBeVisible();
    await expect(await row('Samuel Staff 40')).toBeVisible();
    const stored = members(server, 40).find((m) => m.email === 'staff40@routebook.test');
    await expect(stored).toMatchObject({ firstName: 'Samuel', status: 'active' });
  },
};

/** Edit user: a short new password shows the rule; a valid one changes the account's. */
export const EditPasswordRule: Story = {
  loaders: at('admin40@routebook.test'),
  play: async ({ loaded }) => {
    const { server } = harnessOf(loaded);
    const account = () =>
      server.store.users.all().find((u) => u.email === 'staff40@routebook.test');
    const hashBefore = account()?.passwordHash;
    await userEvent.click(await (await list()).findByRole('button', { name: 'Edit Sam Staff 40' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit User' }));
    await userEvent.click(dialog.getByRole('checkbox', { name: 'Update password' }));
    await userEvent.type(dialog.getByLabelText('Password'), 'abc');
    await userEvent.type(dialog.getByLabelText('Confirm password'), 'abc');
    await userEvent.tab();
    await expect(dialog.getByText(EDIT_PASSWORD_ERROR)).toBeVisible();
    const save = dialog.getByRole('button', { name: 'Save' });
    await expect(save).toBeDisabled();

    await userEvent.type(dialog.getByLabelText('Password'), 'def');
    await userEvent.type(dialog.getByLabelText('Confirm password'), 'def');
    await expect(dialog.queryByText(EDIT_PASSWORD_ERROR)).toBeNull();
    await userEvent.click(save);
    await expect(await screen.findByText('User saved.')).toBeVisible();
    await expect(account()?.passwordHash).not.toBe(hashBefore);
  },
};

/**
 * Edit User cannot set the password of an account that is also in another company (Morgan Multi
 * is in the plan 30 company too): the reason shows in the dialog and the password stays.
 */
export const EditPasswordOfSharedAccountRefused: Story = {
  loaders: at('admin40@routebook.test'),
  play: async ({ loaded }) => {
    const { server } = harnessOf(loaded);
    const account = () => server.store.users.all().find((u) => u.email === 'multi@routebook.test');
    const hashBefore = account()?.passwordHash;
    await userEvent.click(await (await list()).findByRole('button', { name: 'Edit Morgan Multi' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit User' }));
    await userEvent.click(dialog.getByRole('checkbox', { name: 'Update password' }));
    await userEvent.type(dialog.getByLabelText('Password'), 'secret1');
    await userEvent.type(dialog.getByLabelText('Confirm password'), 'secret1');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(await dialog.findByText(messages.passwordOwnerOnly)).toBeVisible();
    await expect(account()?.passwordHash).toBe(hashBefore);
  },
};

/**
 * Invite User: stored as invited; the dialog shows the absolute invitation link to copy and text;
 * the list shows the invitee as Invited.
 */
export const InvitesUser: Story = {
  loaders: at('admin40@routebook.test'),
  beforeEach: () => {
    const writeText = spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    return () => writeText.mockRestore();
  },
  play: async ({ loaded }) => {
    const { server } = harnessOf(loaded);
    await userEvent.click(await screen.findByRole('button', { name: 'Invite user' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Invite User' }));
    await userEvent.type(dialog.getByRole('textbox', { name: 'First name' }), 'Nora');
    await userEvent.type(dialog.getByRole('textbox', { name: 'Last name' }), 'Newhire');
    await userEvent.type(dialog.getByRole('textbox', { name: /^Email/ }), 'nora@example.com');
    await userEvent.click(dialog.getByRole('button', { name: 'Send invitation' }));

    const sent = within(await screen.findByRole('dialog', { name: 'Invitation sent' }));
    const stored = members(server, 40).find((m) => m.email === 'nora@example.com');
    await expect(stored).toMatchObject({ status: 'invited', role: 'regular' });
    const link = `${window.location.origin}/invite-user?code=${stored?.inviteCode ?? ''}`;
    const field = sent.getByRole('textbox', { name: 'Invitation link' });
    await expect(field).toHaveValue(link);
    await userEvent.click(sent.getByRole('button', { name: 'Copy link' }));
    await expect(navigator.clipboard.writeText).toHaveBeenCalledWith(link);
    await expect(await screen.findByText('Link copied.')).toBeVisible();
    await userEvent.click(sent.getByRole('button', { name: 'Done' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Invitation sent' })).toBeNull(),
    );
    await expect(await row('Nora Newhire')).toHaveTextContent('Regular · Invited');
  },
};

/** Delete asks first ("Delete this user?"), then removes the member from the server and list. */
export const DeletesUser: Story = {
  loaders: at('admin40@routebook.test'),
  play: async ({ loaded }) => {
    const { server } = harnessOf(loaded);
    const invitee = members(server, 40).find((m) => m.status === 'invited');
    await userEvent.click(
      await (await list()).findByRole('button', { name: 'Delete Ivy Invitee' }),
    );
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete this user?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Agree' }));
    await expect(await screen.findByText('User deleted.')).toBeVisible();
    await waitFor(async () =>
      expect((await list()).queryByRole('button', { name: 'Edit Ivy Invitee' })).toBeNull(),
    );
    await expect(server.store.companyUsers.get(invitee?.id ?? '')).toBeUndefined();
  },
};

/** The server refuses to delete yourself: its reason shows as an error toast; nothing changes. */
export const DeleteYourselfRefused: Story = {
  loaders: at('admin40@routebook.test'),
  play: async ({ loaded }) => {
    const { server } = harnessOf(loaded);
    const before = members(server, 40).length;
    await userEvent.click(
      await (await list()).findByRole('button', { name: 'Delete Alex Admin 40' }),
    );
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete this user?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Agree' }));
    await expect(await screen.findByText('You cannot delete your own user.')).toBeVisible();
    await expect(members(server, 40)).toHaveLength(before);
    await expect(await row('Alex Admin 40')).toBeVisible();
  },
};

/** Users is for admins: field staff who open it land on the route list. */
export const StaffLandsOnRouteList: Story = {
  loaders: at('staff40@routebook.test'),
  play: async ({ loaded }) => {
    await screen.findByRole('heading', { level: 1, name: 'Routes' });
    await expect(harnessOf(loaded).router.state.location.pathname).toBe('/route/list');
  },
};

/**
 * A desktop: the members as a table (name, email, mobile, role, status) sorted by name,
 * a column header sorts by keyboard, and the search beside it finds by email too.
 */
export const DesktopTableAndSearch: Story = {
  loaders: at('admin40@routebook.test'),
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ loaded }) => {
    const stored = members(harnessOf(loaded).server, 40);
    const table = await screen.findByRole('table', { name: 'Users' });
    await expect(screen.queryByRole('list', { name: 'Users' })).toBeNull();
    const names = () =>
      within(table)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent ?? '');
    await expect(names()).toHaveLength(stored.length);
    await expect(names()).toEqual(
      [...names()].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })),
    );
    const admin = within(within(table).getByRole('row', { name: /Alex Admin 40/ }));
    await expect(admin.getByRole('cell', { name: 'admin40@routebook.test' })).toBeVisible();
    await expect(admin.getByRole('cell', { name: 'Admin' })).toBeVisible();

    const role = within(table).getByRole('button', { name: /^Role/ });
    role.focus();
    await userEvent.keyboard('{Enter}');
    await expect(within(table).getByRole('columnheader', { name: /^Role/ })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    const roles = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.children[3]?.textContent);
    await expect(roles).toEqual([...roles].sort());
    await expect(new Set(roles).size).toBe(2);

    await userEvent.type(screen.getByRole('searchbox', { name: 'Search users' }), 'staff40@');
    await waitFor(() => expect(names()).toEqual(['Sam Staff 40']));
  },
};
