import type { Meta, StoryObj } from '@storybook/react-vite';
import type { MockServer } from '@routebook/mock-server';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { createHarness } from '../../testing/AppHarness';
import { harnessOf, pageStoryMeta } from '../../testing/pageStory';

/** The public sign-up portal, against the mock server in the page, logged out. */
const meta = {
  title: 'Pages/WebPortal',
  ...pageStoryMeta,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const SIGNUP_INVALID = 'This sign-up link is not valid any more.';
const NEW_COMPANY = {
  companyName: 'Northside Plumbing',
  firstName: 'Pat',
  lastName: 'Rivera',
  email: 'pat@northside.example',
  password: 'pipes123',
};

const at = (path: string | ((server: MockServer) => Promise<string>)) => [
  async () => {
    if (typeof path === 'string') return { harness: await createHarness({ path }) };
    // The sign-up is made on the fresh server first; then the app goes to its address.
    const harness = await createHarness({ path: '/webportal/signup' });
    await harness.router.navigate(await path(harness.server));
    return { harness };
  },
];

/** A sign-up made through the API (step 1 done), optionally with a plan chosen (step 2 done). */
async function signedUp(server: MockServer, planLevel?: number): Promise<string> {
  const created = await server.execute({
    query: `mutation StorySignup($data: SignupInput!) { signupCompany(data: $data) { token } }`,
    variables: { data: { ...NEW_COMPANY, botToken: 'test-pass' } },
  });
  const { token } = (created.data as { signupCompany: { token: string } }).signupCompany;
  if (planLevel !== undefined) {
    await server.execute({
      query: `mutation StoryPlan($token: String!, $level: Int!) {
        choosePlan(token: $token, planLevel: $level) { token }
      }`,
      variables: { token, level: planLevel },
    });
  }
  return token;
}

const expectNoSideMenu = () =>
  expect(screen.queryByRole('navigation', { name: 'Main menu' })).toBeNull();

const field = (name: string) => screen.getByLabelText(new RegExp(`^${name}`));

async function fillSignupForm(values: Partial<typeof NEW_COMPANY> = NEW_COMPANY) {
  const labels: [keyof typeof NEW_COMPANY, string][] = [
    ['companyName', 'Company name'],
    ['firstName', 'First name'],
    ['lastName', 'Last name'],
    ['email', 'Email'],
    ['password', 'Password'],
  ];
  for (const [key, label] of labels) {
    const value = values[key];
    if (value) await userEvent.type(field(label), value);
  }
}

/**
 * The whole sign-up: the form with the test-mode bot check, the plan, the thank-you page, then a
 * login with the new account lands on the route list under the new company.
 */
export const SignsUpAndLogsIn: Story = {
  loaders: at('/webportal/signup'),
  play: async ({ loaded }) => {
    const { server, router, services } = harnessOf(loaded);
    await screen.findByRole('heading', { level: 1, name: 'Sign up your company' });
    await expectNoSideMenu();
    // Test mode (no site key configured): a fixed token, and Turnstile is never fetched.
    await expect(screen.getByText('Bot check: test mode')).toBeVisible();
    await expect(document.querySelector('script[src*="turnstile"]')).toBeNull();

    await fillSignupForm();
    const create = screen.getByRole('button', { name: 'Create company' });
    await waitFor(() => expect(create).toBeEnabled());
    await userEvent.click(create);

    await screen.findByRole('heading', {
      level: 1,
      name: `Choose a plan for ${NEW_COMPANY.companyName}`,
    });
    await expectNoSideMenu();
    const signup = server.store.signups.all().find((s) => s.email === NEW_COMPANY.email);
    await expect(router.state.location.pathname).toBe(`/webportal/signup/step2/${signup?.id}`);
    const company = server.store.companies.get(signup?.companyId ?? '');
    await expect(company).toMatchObject({ name: NEW_COMPANY.companyName, planLevel: null });
    const admin = server.store.companyUsers.all().find((m) => m.companyId === company?.id);
    await expect(admin).toMatchObject({ role: 'admin', status: 'active' });
    await expect(server.store.users.get(admin?.userId ?? '')).toMatchObject({
      email: NEW_COMPANY.email,
      firstName: NEW_COMPANY.firstName,
      lastName: NEW_COMPANY.lastName,
    });

    // Every plan with what it allows (product.md §Accounts, companies and plans).
    const plan = (level: number) =>
      screen.getByRole('radio', { name: new RegExp(`Level ${level}$`) });
    const allowances = (level: number) =>
      within(plan(level).closest('div') as HTMLElement).getAllByRole('listitem');
    await expect(allowances(10).map((item) => item.textContent)).toEqual([
      '1 active route',
      '1 admin user',
      'An ad in the footer of route pages',
    ]);
    await expect(allowances(30).map((item) => item.textContent)).toEqual([
      '2 active routes',
      '2 admin users',
      'Reports',
      'Customer import',
    ]);
    await expect(allowances(40).map((item) => item.textContent)).toEqual([
      'Unlimited active routes',
      'Unlimited admin users',
      'Reports',
      'Customer import',
      'Time Clock',
      'My Time Sheet',
      'Service Items',
    ]);

    await userEvent.click(plan(30));
    await expect(plan(30)).toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));

    await screen.findByRole('heading', { level: 1, name: 'Thank you' });
    await expectNoSideMenu();
    await expect(router.state.location.pathname).toBe(`/webportal/thankyou/${signup?.id}`);
    await expect(server.store.companies.get(company?.id ?? '')?.planLevel).toBe(30);
    const ready = `${NEW_COMPANY.companyName} is ready on the ${await planName(server, 30)} plan.`;
    await expect(screen.getByText(`${ready} Log in with ${NEW_COMPANY.email}.`)).toBeVisible();

    await userEvent.click(screen.getByRole('link', { name: 'Log in' }));
    await screen.findByRole('heading', { level: 1, name: 'Log in to Routebook' });
    await userEvent.type(screen.getByLabelText('Email', { exact: true }), NEW_COMPANY.email);
    await userEvent.type(screen.getByLabelText('Password', { exact: true }), NEW_COMPANY.password);
    await userEvent.click(screen.getByRole('button', { name: 'Log In' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/route/list'));
    await expect(services.sessions.get()?.user.currentUser).toMatchObject({
      role: 'admin',
      company: { id: company?.id, name: NEW_COMPANY.companyName, planLevel: 30 },
    });
  },
};

/** A plan's name as the server lists it (the names come from the server, not the app). */
async function planName(server: MockServer, level: number) {
  const answer = await server.execute({ query: '{ plans { level name } }' });
  const { plans } = answer.data as { plans: { level: number; name: string }[] };
  return plans.find((plan) => plan.level === level)?.name;
}

/** validateSignup's messages show once a field is left, and all of them on submit. */
export const ValidationMessages: Story = {
  loaders: at('/webportal/signup'),
  play: async ({ loaded }) => {
    const { server } = harnessOf(loaded);
    const companiesBefore = server.store.companies.all().length;
    await screen.findByRole('heading', { level: 1, name: 'Sign up your company' });

    await userEvent.click(field('Company name'));
    await userEvent.tab();
    await expect(await screen.findByText('Company name is required.')).toBeVisible();
    await expect(field('Company name')).toHaveAttribute('aria-invalid', 'true');
    await expect(screen.queryByText('First name is required.')).toBeNull();

    await userEvent.type(field('Email'), 'pat-at-northside');
    await userEvent.type(field('Password'), 'abc');
    await userEvent.tab();
    await expect(screen.getByText('Email should be email pattern.')).toBeVisible();
    await expect(screen.getByText('Password must be at least 6 characters.')).toBeVisible();

    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Create company' })).toBeEnabled(),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Create company' }));
    await expect(screen.getByText('First name is required.')).toBeVisible();
    await expect(server.store.companies.all().length).toBe(companiesBefore);

    // Six characters is enough.
    await userEvent.type(field('Password'), 'def');
    await expect(screen.queryByText('Password must be at least 6 characters.')).toBeNull();
  },
};

/**
 * An email that already has an account gets the same answer as a new one (no account oracle): on
 * to the plan and the thank-you page, but nothing is made and the account's owner is emailed.
 */
export const UsedEmailAnswersAsNew: Story = {
  loaders: at('/webportal/signup'),
  play: async ({ loaded }) => {
    const { server } = harnessOf(loaded);
    const companiesBefore = server.store.companies.all().length;
    const account = () =>
      server.store.users.all().find((u) => u.email === 'admin40@routebook.test');
    const hashBefore = account()?.passwordHash;
    await screen.findByRole('heading', { level: 1, name: 'Sign up your company' });
    await fillSignupForm({ ...NEW_COMPANY, email: 'admin40@routebook.test' });
    const create = screen.getByRole('button', { name: 'Create company' });
    await waitFor(() => expect(create).toBeEnabled());
    await userEvent.click(create);

    await screen.findByRole('heading', {
      level: 1,
      name: `Choose a plan for ${NEW_COMPANY.companyName}`,
    });
    await userEvent.click(screen.getByRole('radio', { name: /Level 30$/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByRole('heading', { level: 1, name: 'Thank you' });
    await expect(server.store.companies.all().length).toBe(companiesBefore);
    await expect(account()?.passwordHash).toBe(hashBefore);
    const mail = server.store.outbox.all().find((m) => m.to === 'admin40@routebook.test');
    await expect(mail?.subject).toBe('Someone tried to sign up to Routebook with your email');
  },
};

/** Step 2 with a token the server does not know: the message and a way to start again. */
export const UnknownTokenOnPlanStep: Story = {
  loaders: at('/webportal/signup/step2/not-a-token'),
  play: async () => {
    await screen.findByRole('heading', { level: 1, name: 'Sign-up link not valid' });
    await expect(screen.getByText(SIGNUP_INVALID)).toBeVisible();
    await expect(screen.getByRole('link', { name: 'Start again' })).toHaveAttribute(
      'href',
      '/webportal/signup',
    );
    await expectNoSideMenu();
  },
};

/** The thank-you page with a token the server does not know. */
export const UnknownTokenOnThankYou: Story = {
  loaders: at('/webportal/thankyou/not-a-token'),
  play: async () => {
    await screen.findByRole('heading', { level: 1, name: 'Sign-up link not valid' });
    await expect(screen.getByText(SIGNUP_INVALID)).toBeVisible();
    await expectNoSideMenu();
  },
};

/** Continue without a plan asks for one and stays on step 2. */
export const PlanRequired: Story = {
  loaders: at(async (server) => `/webportal/signup/step2/${await signedUp(server)}`),
  play: async ({ loaded }) => {
    const { router } = harnessOf(loaded);
    await userEvent.click(await screen.findByRole('button', { name: 'Continue' }));
    await expect(await screen.findByRole('alert')).toHaveTextContent('Please choose a plan.');
    await expect(router.state.location.pathname).toMatch(/^\/webportal\/signup\/step2\//);
  },
};

/** Back on step 2 after choosing: the chosen plan is shown and the others cannot be picked. */
export const PlanAlreadyChosen: Story = {
  loaders: at(async (server) => `/webportal/signup/step2/${await signedUp(server, 20)}`),
  play: async ({ loaded }) => {
    const { router } = harnessOf(loaded);
    const chosen = await screen.findByRole('radio', { name: /Level 20$/ });
    await expect(chosen).toBeChecked();
    await expect(screen.getByRole('radio', { name: /Level 40$/ })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByRole('heading', { level: 1, name: 'Thank you' });
    await expect(router.state.location.pathname).toMatch(/^\/webportal\/thankyou\//);
  },
};

/** The thank-you address before a plan is chosen goes back to step 2. */
export const ThankYouBeforePlan: Story = {
  loaders: at(async (server) => `/webportal/thankyou/${await signedUp(server)}`),
  play: async ({ loaded }) => {
    const { router } = harnessOf(loaded);
    await screen.findByRole('heading', {
      level: 1,
      name: `Choose a plan for ${NEW_COMPANY.companyName}`,
    });
    await expect(router.state.location.pathname).toMatch(/^\/webportal\/signup\/step2\//);
  },
};

/**
 * Step 2 at 1280 px, where the plans are meant to sit side by side. They do once the page gets
 * the width: today the shell leaves <main> in the hidden menu's 16rem column on portal pages.
 */
export const PlansOnDesktop: Story = {
  loaders: at(async (server) => `/webportal/signup/step2/${await signedUp(server)}`),
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async () => {
    const plans = await screen.findAllByRole('radio');
    await expect(plans).toHaveLength(4);
    await expectNoSideMenu();
    // Side by side: the page has the whole width when there is no menu.
    const tops = plans.map((plan) => Math.round(plan.getBoundingClientRect().top));
    await expect(new Set(tops).size).toBe(1);
  },
};
