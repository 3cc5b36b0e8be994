import type { Meta, StoryObj } from '@storybook/react-vite';
import type { MockServer } from '@routebook/mock-server';
import { fieldDayMessages } from '@routebook/schema';
import { expect, screen, within } from 'storybook/test';
import { HARNESS_NOW, createHarness, seededRouteOf } from '../../testing/AppHarness';
import type { AccountGlobals } from '../../testing/reviewedAccount';
import { pageStoryMeta } from '../../testing/pageStory';

/**
 * A completed job's visit report in the app (to read and print) and the page its share
 * link opens for the customer, without a login, against the mock server in the page.
 */
const meta = {
  title: 'Pages/VisitReport',
  ...pageStoryMeta,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const CUSTOMER_NOTE = 'All clear: the pump runs quietly now. See you in the spring.';

/**
 * A job of Monday Route at plan 40 by its place among the route's jobs: the first (0) is complete
 * with one of every record and an internal note; it gets a note for the customer and a signature.
 */
function seededJob(server: MockServer, place = 0) {
  const company = server.store.companies.all().find((c) => c.planLevel === 40);
  const { route, jobs } = seededRouteOf(server, company?.id ?? '');
  const job = jobs[place];
  if (!company || !job) throw new Error('no seeded job at plan 40');
  return { company, route, job };
}

/** The seeded complete job with a note for the customer and a signature (the photo's image). */
function signedJob(server: MockServer) {
  const { company, route, job } = seededJob(server);
  const staff = server.store.companyUsers
    .all()
    .find((m) => m.companyId === company.id && m.role === 'regular');
  const photo = server.store.jobPhotos.all().find((p) => p.jobId === job.id);
  if (!staff || !photo) throw new Error('the seeded job has a photo and a technician');
  const at = HARNESS_NOW.toISOString();
  server.store.jobNotes.insert({
    companyId: company.id,
    jobId: job.id,
    description: CUSTOMER_NOTE,
    status: 'active',
    createByName: 'Sam Staff 40',
    createdById: staff.id,
    createdAt: at,
    forCustomer: true,
  });
  server.store.jobSignatures.insert({
    companyId: company.id,
    jobId: job.id,
    url: photo.url,
    signedBy: 'Dana Customer',
    signedAt: at,
    savedById: staff.id,
    savedAt: at,
  });
  return { company, route, job };
}

/** The report page of a job, for `email` (the Role and Plan switches keep the plan-40 job). */
const inApp = (email: string, place?: number) => [
  async (context: { globals: AccountGlobals }) => ({
    harness: await createHarness(
      {
        email,
        path: (server) => {
          const { route, job } = place === undefined ? signedJob(server) : seededJob(server, place);
          return `/route/${route.id}/job/${job.id}/report`;
        },
      },
      context,
    ),
  }),
];

/** A share link made by the job's technician through the API; the page opened logged out. */
const shared = (revoke = false) => [
  async () => {
    const harness = await createHarness({ path: '/login' });
    const { server } = harness;
    const { job } = signedJob(server);
    const login = await server.execute({
      query: `query StoryLogin($data: UserLoginInput!) { userLogin(data: $data) { token } }`,
      variables: { data: { email: 'staff40@routebook.test', password: 'routebook' } },
    });
    const { token } = (login.data as { userLogin: { token: string } }).userLogin;
    const link = await server.execute({
      query: `mutation StoryShare($jobId: ID!) { shareVisitReport(jobId: $jobId) { path } }`,
      variables: { jobId: job.id },
      token,
    });
    const { path } = (link.data as { shareVisitReport: { path: string } }).shareVisitReport;
    if (revoke) {
      await server.execute({
        query: `mutation StoryRevoke($jobId: ID!) { revokeVisitReportLink(jobId: $jobId) { job { id } } }`,
        variables: { jobId: job.id },
        token,
      });
    }
    await harness.router.navigate(path);
    return { harness };
  },
];

const region = (name: string) => within(screen.getByRole('region', { name }));

/**
 * The technician's view of a completed visit: the customer's note but not the internal one, the
 * signature, and Print; the app's menu is there on screen (it stays off paper).
 */
export const InApp: Story = {
  loaders: inApp('staff40@routebook.test'),
  play: async () => {
    await expect(
      await screen.findByRole('heading', { level: 1, name: 'Visit report' }),
    ).toBeVisible();
    const report = within(screen.getByRole('article', { name: 'Visit report' }));
    await expect(report.getByText('Sparkle Cleaning Co')).toBeVisible();
    await expect(region('Notes').getByText(CUSTOMER_NOTE)).toBeVisible();
    await expect(screen.queryByText('Customer asked for the same time next week.')).toBeNull();
    await expect(screen.queryByText(/Side gate sticks/)).toBeNull();
    await expect(
      region('Customer signature').getByRole('img', { name: 'Signature of Dana Customer' }),
    ).toBeVisible();
    await expect(await region('Work done').findByText('back yard')).toBeVisible();
    await expect(screen.getByRole('button', { name: 'Print' })).toBeVisible();
    await expect(screen.getByRole('link', { name: '← Back to the job' })).toBeVisible();
  },
};

/** A job not complete yet has no report: the page says when it will. */
export const NotComplete: Story = {
  loaders: inApp('staff40@routebook.test', 2),
  play: async () => {
    await expect(await screen.findByText(fieldDayMessages.visitReportNotComplete)).toBeVisible();
    await expect(screen.queryByRole('button', { name: 'Print' })).toBeNull();
  },
};

/** The customer opens the link without a login: the report alone, no menu. */
export const SharedAvailable: Story = {
  loaders: shared(),
  play: async () => {
    await expect(
      await screen.findByRole('heading', { level: 1, name: 'Visit report' }),
    ).toBeVisible();
    await expect(screen.queryByRole('navigation', { name: 'Main menu' })).toBeNull();
    await expect(screen.queryByRole('button', { name: 'Menu' })).toBeNull();
    await expect(region('Notes').getByText(CUSTOMER_NOTE)).toBeVisible();
    await expect(screen.queryByText('Customer asked for the same time next week.')).toBeNull();
    await expect(
      region('Customer signature').getByRole('img', { name: 'Signature of Dana Customer' }),
    ).toBeVisible();
    await expect(screen.getByRole('button', { name: 'Print' })).toBeVisible();
  },
};

/** A revoked (or unknown) link: only that it is not available. */
export const SharedNotAvailable: Story = {
  loaders: shared(true),
  play: async () => {
    await expect(await screen.findByText(fieldDayMessages.visitReportUnavailable)).toBeVisible();
    await expect(screen.queryByRole('navigation', { name: 'Main menu' })).toBeNull();
    await expect(screen.queryByRole('region', { name: 'Notes' })).toBeNull();
    await expect(screen.queryByText('Sparkle Cleaning Co')).toBeNull();
  },
};
