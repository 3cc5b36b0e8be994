import type { Meta, StoryObj } from '@storybook/react-vite';
import { messages } from '@routebook/schema';
import { expect, screen, userEvent, within } from 'storybook/test';
import type { MockServer } from '@routebook/mock-server';
import { type Harness } from '../../testing/AppHarness';
import { harnessLoader, pageStoryMeta } from '../../testing/pageStory';

/**
 * Time Clock against the mock server in the page. In the demo seed Sam Staff is clocked in at
 * Monday Route's In progress job; the admins are not clocked in anywhere.
 */
const meta = {
  title: 'Pages/TimeClock',
  ...pageStoryMeta,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const at = (email: string, path: string | ((server: MockServer) => string) = '/timecard') => [
  harnessLoader({ email, path }),
];

const heading = () => screen.findByRole('heading', { level: 1, name: 'Time Clock' });
const clockInButtons = () => screen.queryAllByRole('button', { name: /^Clock in to / });

/** Clocked in: where (job and route, linked) and since when, Clock out; no Clock in elsewhere. */
export const ClockedIn: Story = {
  loaders: at('staff40@routebook.test'),
  play: async () => {
    await expect(await heading()).toBeVisible();
    const open = screen.getByText(/^Clocked in at/);
    await expect(open).toHaveTextContent(/on Monday Route since/);
    const [job, route] = within(open).getAllByRole('link');
    await expect(job).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/route\/[^/]+\/job\/[^/]+$/),
    );
    await expect(route).toHaveAttribute('href', expect.stringMatching(/^\/route\/[^/]+$/));
    await expect(screen.getByText(messages.clockOutToClockIn)).toBeVisible();
    await expect(screen.getByText('Clocked in', { exact: true })).toBeVisible();
    await expect(clockInButtons()).toHaveLength(0);
    await expect(screen.queryByText('Week total')).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Clock out' }));
    await expect(await screen.findByText(messages.notClockedIn)).toBeVisible();
    await expect(
      (await screen.findAllByRole('button', { name: /^Clock in to / })).length,
    ).toBeGreaterThan(0);
  },
};

/** Not clocked in: today's jobs of the active routes, one tap on Clock in clocks in there. */
export const NotClockedInClocksInOneTap: Story = {
  loaders: at('admin40@routebook.test'),
  play: async () => {
    await heading();
    await expect(screen.getByText(messages.notClockedIn)).toBeVisible();
    const jobs = within(screen.getByRole('list', { name: 'Jobs of Monday Route' }));
    const [first] = jobs.getAllByRole('button', { name: /^Clock in to / });
    const name = (first?.getAttribute('aria-label') ?? '').replace(/^Clock in to /, '');
    await userEvent.click(first as HTMLElement);
    const open = await screen.findByText(/^Clocked in at/);
    await expect(open).toHaveTextContent(
      new RegExp(`^Clocked in at ${name} on Monday Route since`),
    );
    await expect(screen.getByRole('button', { name: 'Clock out' })).toBeVisible();
    await expect(clockInButtons()).toHaveLength(0);
  },
};

/** No active route with an open job: Time Clock says so. */
export const NoJobsToday: Story = {
  loaders: at('staff40@routebook.test', (server) => {
    for (const route of server.store.routes.all()) {
      if (route.status === 'active') server.store.routes.update(route.id, { status: 'draft' });
    }
    return '/timecard';
  }),
  play: async () => {
    await heading();
    await expect(screen.getByText(messages.noJobsToClockIn)).toBeVisible();
    await expect(clockInButtons()).toHaveLength(0);
  },
};

/** Plan 10 has no Time Clock: opened by address, it lands on the route list. */
export const Plan10LandsOnRouteList: Story = {
  loaders: at('staff10@routebook.test'),
  play: async ({ loaded }) => {
    await screen.findByRole('heading', { level: 1, name: 'Routes' });
    await expect((loaded.harness as Harness).router.state.location.pathname).toBe('/route/list');
  },
};
