import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor } from 'storybook/test';
import { type Harness } from '../../testing/AppHarness';
import { harnessLoader, pageStoryMeta } from '../../testing/pageStory';

/** forgot-password as a page: ask for the email, then choose a new password from its link. */
const meta = {
  title: 'Pages/ForgotPassword',
  ...pageStoryMeta,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const EMAIL = 'staff40@routebook.test';

/** The whole reset: the email's link opens the page with its code; the new password logs in. */
export const ResetsPassword: Story = {
  loaders: [harnessLoader({ path: '/forgot-password' })],
  play: async ({ loaded }) => {
    const { server, router } = loaded.harness as Harness;
    await screen.findByRole('heading', { level: 1, name: 'Forgot Password' });
    await userEvent.type(screen.getByRole('textbox', { name: 'Email' }), EMAIL);
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    await expect(await screen.findByText(/^Check your email for a link/)).toBeVisible();

    const email = server.store.outbox.all().find((sent) => sent.to === EMAIL);
    const path = /forgot-password\?code=\S+?(?=\s|$)/.exec(email?.body ?? '')?.[0];
    await expect(path).toBeDefined();
    await router.navigate(`/${path}`);
    await screen.findByRole('heading', { level: 1, name: 'Choose a new password' });
    await userEvent.type(screen.getByLabelText(/^New password(?! again)/), 'short');
    await userEvent.type(screen.getByLabelText(/^New password again/), 'short');
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    await expect(screen.getByText('Password must be at least 6 characters.')).toBeVisible();
    await userEvent.clear(screen.getByLabelText(/^New password(?! again)/));
    await userEvent.type(screen.getByLabelText(/^New password(?! again)/), 'brand-new');
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    await expect(screen.getByText('The two passwords do not match.')).toBeVisible();
    await userEvent.clear(screen.getByLabelText(/^New password again/));
    await userEvent.type(screen.getByLabelText(/^New password again/), 'brand-new');
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    await screen.findByRole('heading', { level: 1, name: 'Password changed' });

    const login = await server.execute({
      query: `query($data: UserLoginInput!) { userLogin(data: $data) { status } }`,
      variables: { data: { email: EMAIL, password: 'brand-new' } },
    });
    await waitFor(() => expect(login.data).toEqual({ userLogin: { status: 'success' } }));
  },
};

/** A link that is used or unknown says so. */
export const InvalidCode: Story = {
  loaders: [harnessLoader({ path: '/forgot-password?code=nope' })],
  play: async () => {
    await screen.findByRole('heading', { level: 1, name: 'Choose a new password' });
    await userEvent.type(screen.getByLabelText(/^New password(?! again)/), 'brand-new');
    await userEvent.type(screen.getByLabelText(/^New password again/), 'brand-new');
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    await expect(await screen.findByRole('alert')).toHaveTextContent(
      'This password reset link is not valid any more. Ask for a new one.',
    );
  },
};
