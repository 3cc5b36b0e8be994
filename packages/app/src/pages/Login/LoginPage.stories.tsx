import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { LOGIN_LOCK_MS, LOGIN_MAX_FAILURES, messages } from '@routebook/schema';
import { harnessLoader, harnessOf, pageStoryMeta } from '../../testing/pageStory';

/** The login page against the mock server running in the page, a fresh store per story. */
const meta = {
  title: 'Pages/Login',
  ...pageStoryMeta,
  loaders: [harnessLoader({ path: '/login' })],
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

async function logIn(email: string, password: string) {
  await userEvent.type(await screen.findByLabelText('Email'), email);
  await userEvent.type(screen.getByLabelText('Password'), password);
  await userEvent.click(screen.getByRole('button', { name: 'Log In' }));
}

export const LogsIn: Story = {
  play: async () => {
    await logIn('admin40@routebook.test', 'routebook');
    await expect(await screen.findByRole('heading', { name: 'Routes' })).toBeVisible();
    // The header names the company the user logged in under.
    await expect(screen.getAllByText('Sparkle Cleaning Co')[0]).toBeVisible();
  },
};

/**
 * Logged out, the login page has no Menu button (its one entry, Login, is this page);
 * once logged in the menu is there.
 */
export const NoMenuWhenLoggedOut: Story = {
  play: async () => {
    await screen.findByLabelText('Email');
    await expect(screen.queryByRole('button', { name: 'Menu' })).toBeNull();
    await expect(screen.queryByRole('navigation', { name: 'Main menu' })).toBeNull();
    await logIn('admin40@routebook.test', 'routebook');
    await expect(await screen.findByRole('button', { name: 'Menu' })).toBeVisible();
  },
};

/** Field staff land on their day; admins keep the route list. */
export const FieldStaffLandOnToday: Story = {
  play: async ({ loaded }) => {
    await logIn('staff40@routebook.test', 'routebook');
    await expect(await screen.findByRole('heading', { level: 1, name: 'Today' })).toBeVisible();
    await expect(harnessOf(loaded).router.state.location.pathname).toBe('/today');
  },
};

export const WrongPassword: Story = {
  play: async () => {
    await logIn('admin40@routebook.test', 'not-the-password');
    await expect(await screen.findByText('Email or password is incorrect.')).toBeVisible();
    await expect(screen.getByLabelText('Email')).toHaveValue('admin40@routebook.test');
  },
};

/**
 * After LOGIN_MAX_FAILURES wrong passwords the email is locked for a while: even the right
 * password shows the lock message.
 */
export const LockedAfterFailures: Story = {
  play: async () => {
    const password = () => screen.getByLabelText('Password');
    const locked = messages.loginLocked.replace('{minutes}', String(LOGIN_LOCK_MS / 60_000));
    await userEvent.type(await screen.findByLabelText('Email'), 'admin40@routebook.test');
    for (let i = 0; i < LOGIN_MAX_FAILURES; i += 1) {
      await userEvent.clear(password());
      await userEvent.type(password(), `wrong-${i}`);
      await userEvent.click(screen.getByRole('button', { name: 'Log In' }));
      await expect(await screen.findByText(messages.invalidLogin)).toBeVisible();
    }
    await userEvent.clear(password());
    await userEvent.type(password(), 'routebook');
    await userEvent.click(screen.getByRole('button', { name: 'Log In' }));
    await expect(await screen.findByText(locked)).toBeVisible();
    await expect(screen.queryByRole('heading', { name: 'Routes' })).toBeNull();
  },
};

/**
 * A device that logged in before sends its device key: when someone elsewhere locks the email
 * with LOGIN_MAX_FAILURES wrong passwords, this device still logs in.
 */
export const KnownDeviceNotLockedOut: Story = {
  play: async ({ loaded }) => {
    const { server } = harnessOf(loaded);
    const email = 'admin40@routebook.test';
    await logIn(email, 'routebook');
    await expect(await screen.findByRole('heading', { name: 'Routes' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Menu' }));
    const menu = within(screen.getByRole('navigation', { name: 'Main menu' }));
    await userEvent.click(menu.getByRole('button', { name: 'Logout' }));

    const elsewhere = (password: string) =>
      server.execute({
        query: 'query Elsewhere($data: UserLoginInput!) { userLogin(data: $data) { token } }',
        variables: { data: { email, password } },
      });
    for (let i = 0; i < LOGIN_MAX_FAILURES; i += 1) await elsewhere(`guess-${i}`);
    const locked = messages.loginLocked.replace('{minutes}', String(LOGIN_LOCK_MS / 60_000));
    await expect((await elsewhere('routebook')).errors?.[0]?.message).toBe(locked);

    await logIn(email, 'routebook');
    await expect(await screen.findByRole('heading', { name: 'Routes' })).toBeVisible();
  },
};

export const ForgotPassword: Story = {
  play: async () => {
    await userEvent.click(await screen.findByRole('button', { name: "Can't Log In?" }));
    const dialog = await screen.findByRole('dialog', { name: 'Forgot Password' });
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    await expect(await screen.findByText('Email is required.')).toBeVisible();
    await userEvent.type(within(dialog).getByLabelText('Email'), 'staff10@routebook.test');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    await expect(await screen.findByText('We sent email. Please check your email.')).toBeVisible();
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
  },
};
