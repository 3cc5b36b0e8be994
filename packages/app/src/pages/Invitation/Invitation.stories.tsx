import type { Meta, StoryObj } from '@storybook/react-vite';
import type { MockServer } from '@routebook/mock-server';
import { expect, screen, userEvent, waitFor } from 'storybook/test';
import { harnessLoader, harnessOf, pageStoryMeta } from '../../testing/pageStory';

/** The invitee's side of Invite User, against the mock server in the page. */
const meta = {
  title: 'Pages/Invitation',
  ...pageStoryMeta,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const INVITE_INVALID = 'This invitation is not valid any more.';

/** The plan-40 company and the open invitation the demo seed gives it. */
function invitation(server: MockServer) {
  const company = server.store.companies.all().find((c) => c.planLevel === 40);
  const invite = server.store.companyUsers
    .all()
    .find((m) => m.companyId === company?.id && m.status === 'invited');
  if (!company || !invite?.inviteCode) throw new Error('the seed has no invitation at plan 40');
  return { company, invite, code: invite.inviteCode };
}

const at = (path: (server: MockServer) => string, email?: string) => [
  harnessLoader({ path, ...(email ? { email } : {}) }),
];

/** The link names the company and the invitee, and offers both ways in. */
export const InvitationLink: Story = {
  loaders: at((server) => `/invite-user?code=${invitation(server).code}`),
  play: async ({ loaded }) => {
    const { company, code } = invitation(harnessOf(loaded).server);
    await expect(
      await screen.findByRole('heading', { level: 1, name: `Join ${company.name}` }),
    ).toBeVisible();
    await expect(screen.getByRole('link', { name: 'Create my account' })).toHaveAttribute(
      'href',
      `/create-account?code=${code}`,
    );
    await expect(
      screen.getByRole('link', { name: 'I already have a Routebook account' }),
    ).toHaveAttribute('href', `/link-company?code=${code}`);
  },
};

/** A code the server does not know says so, with a way to the login. */
export const UnknownCode: Story = {
  loaders: at(() => '/invite-user?code=not-a-code'),
  play: async () => {
    await expect(
      await screen.findByRole('heading', { level: 1, name: 'Invitation not valid' }),
    ).toBeVisible();
    await expect(screen.getByText(INVITE_INVALID)).toBeVisible();
  },
};

/** create-account: the invitee makes an account and works under the company at once. */
export const CreatesAccount: Story = {
  loaders: at((server) => `/create-account?code=${invitation(server).code}`),
  play: async ({ loaded }) => {
    const { server, router, services } = harnessOf(loaded);
    const { company, invite } = invitation(server);
    await screen.findByRole('heading', { level: 1, name: 'Create your account' });
    await expect(screen.getByRole('textbox', { name: /^Email/ })).toHaveValue(invite.email);
    await userEvent.type(screen.getByLabelText(/^Password(?! again)/), 'secret1');
    await userEvent.type(screen.getByLabelText(/^Password again/), 'secret2');
    await userEvent.tab();
    await expect(await screen.findByText('The two passwords do not match.')).toBeVisible();
    await userEvent.clear(screen.getByLabelText(/^Password again/));
    await userEvent.type(screen.getByLabelText(/^Password again/), 'secret1');
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));

    // A regular member: their day first.
    await waitFor(() => expect(router.state.location.pathname).toBe('/today'));
    await expect(services.sessions.get()?.user.currentUser?.company.id).toBe(company.id);
    await expect(server.store.companyUsers.get(invite.id)?.status).toBe('active');
  },
};

/** An existing account (another company's user) joins and is logged in under the new company. */
export const ExistingAccountJoins: Story = {
  loaders: at(
    (server) => `/link-company?code=${invitation(server).code}`,
    'staff10@routebook.test',
  ),
  play: async ({ loaded }) => {
    const { server, router, services } = harnessOf(loaded);
    const { company, invite } = invitation(server);
    await screen.findByRole('heading', { level: 1, name: `Join ${company.name}` });
    await expect(screen.getByText(/You are logged in as staff10@routebook.test/)).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: `Join ${company.name}` }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/today'));
    await expect(services.sessions.get()?.user.currentUser?.company.id).toBe(company.id);
    await expect(server.store.companyUsers.get(invite.id)?.status).toBe('active');
    await expect(await screen.findByRole('heading', { level: 1, name: 'Today' })).toBeVisible();
  },
};

/** Not logged in: link-company sends the user to log in and come back. */
export const LinkNeedsLogin: Story = {
  loaders: at((server) => `/link-company?code=${invitation(server).code}`),
  play: async ({ loaded }) => {
    const { code } = invitation(harnessOf(loaded).server);
    const login = await screen.findByRole('link', { name: 'Log in' });
    await expect(login).toHaveAttribute(
      'href',
      `/login?next=${encodeURIComponent(`/link-company?code=${code}`)}`,
    );
    await userEvent.click(login);
    await screen.findByRole('heading', { level: 1, name: 'Log in to Routebook' });
    await userEvent.type(screen.getByLabelText('Email', { exact: true }), 'staff10@routebook.test');
    await userEvent.type(screen.getByLabelText('Password', { exact: true }), 'routebook');
    await userEvent.click(screen.getByRole('button', { name: 'Log In' }));
    await waitFor(() =>
      expect(harnessOf(loaded).router.state.location.pathname).toBe('/link-company'),
    );
    await expect(await screen.findByRole('button', { name: /^Join / })).toBeVisible();
  },
};

/** An account in two companies: Switch company in the menu lists both; switching logs in there. */
export const SwitchesCompany: Story = {
  loaders: at(() => '/route/list', 'multi@routebook.test'),
  play: async ({ loaded }) => {
    const { server, router, services } = harnessOf(loaded);
    const before = services.sessions.get()?.user.currentUser?.company.id;
    await screen.findByRole('heading', { level: 1, name: 'Routes' });
    const menu = screen.queryByRole('button', { name: /menu/i });
    if (menu) await userEvent.click(menu);
    await userEvent.click(await screen.findByRole('link', { name: 'Switch company' }));
    await screen.findByRole('heading', { level: 1, name: 'Companies' });
    await expect(await screen.findByText('Current')).toBeVisible();
    const other = await screen.findByRole('button', { name: /^Switch to / });
    const otherName = other.textContent?.replace('Switch to ', '') ?? '';
    await userEvent.click(other);
    // Lands as a login does: the route list as an admin, Today as field staff.
    await waitFor(() =>
      expect(services.sessions.get()?.user.currentUser?.company.id).not.toBe(before),
    );
    const member = services.sessions.get()?.user.currentUser;
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(
        member?.role === 'admin' ? '/route/list' : '/today',
      ),
    );
    const after = member?.company;
    await expect(after?.name).toBe(otherName);
    await expect(after?.id).not.toBe(before);
    await expect(server.store.companies.get(after?.id ?? '')?.name).toBe(otherName);
  },
};
