import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import type { MockServer } from '@routebook/mock-server';
import { createHarness, seededRouteOf, type Harness } from '../../testing/AppHarness';
import type { AccountGlobals } from '../../testing/reviewedAccount';
import { backOnline } from '../../testing/backOnline';
import { harnessOf, pageStoryMeta } from '../../testing/pageStory';
import { readAnswer } from '../../offline/answers';
import { memberKey } from '../../offline/member';
import { offlineDB } from '../../offline/db';
import { offlineStatus } from '../../offline/offlineStatus';

/** Today as field staff and admins see it, against the mock server in the page. */
const meta = {
  title: 'Pages/Today',
  ...pageStoryMeta,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Opens /today logged in as `email`; `arrange` changes the fresh store first (as the office
 * would have), given the logged-in member's company.
 */
const at = (
  email: string,
  arrange?: (server: MockServer, companyId: string) => void,
  path = '/today',
) => [
  async (context: { globals: AccountGlobals }) => {
    const harness = await createHarness({ email, path }, context);
    const companyId = harness.services.sessions.get()?.user.currentUser?.company.id ?? '';
    arrange?.(harness.server, companyId);
    return { harness };
  },
];

const progressBar = () => screen.getByRole('progressbar', { name: "Today's progress" });
const stopsOf = (route: string) =>
  within(screen.getByRole('list', { name: route })).getAllByRole('listitem');

/**
 * Field staff's day under way: the progress in words and as a bar, Monday Route's stops in order
 * with their status, address and Navigate, each opening its job; the route list one tap away.
 */
export const DayInProgress: Story = {
  loaders: at('staff40@routebook.test'),
  play: async ({ loaded }) => {
    const { server, services } = harnessOf(loaded);
    const companyId = services.sessions.get()?.user.currentUser?.company.id ?? '';
    const { route, jobs } = seededRouteOf(server, companyId);
    await expect(await screen.findByRole('heading', { level: 1, name: 'Today' })).toBeVisible();
    await expect(screen.getByText('2 of 4 done')).toBeVisible();
    await expect(progressBar()).toHaveAttribute('value', '2');
    await expect(progressBar()).toHaveAttribute('max', '4');
    await expect(screen.getByRole('heading', { level: 2, name: 'Monday Route' })).toBeVisible();
    const rows = stopsOf('Monday Route');
    await expect(rows.map((row) => row.getAttribute('data-status'))).toEqual(
      jobs.map((job) => job.status),
    );
    const first = server.store.customers.get(jobs[1]?.customerId);
    const row = within(rows[1] as HTMLElement);
    await expect(
      row.getByRole('link', { name: new RegExp(`^${first?.displayName}`) }),
    ).toHaveAttribute('href', `/route/${route.id}/job/${jobs[1]?.id}`);
    await expect(row.getByRole('link', { name: /^Navigate to / })).toHaveAttribute(
      'href',
      expect.stringContaining('https://www.google.com/maps/dir/?api=1&destination='),
    );
    await expect(screen.getByRole('link', { name: 'Route list' })).toHaveAttribute(
      'href',
      '/route/list',
    );
    // Field staff have no Technician select; Today leads the menu.
    await expect(screen.queryByRole('combobox', { name: 'Technician' })).toBeNull();
    const menuButton = screen.queryByRole('button', { name: 'Menu' });
    if (menuButton) await userEvent.click(menuButton);
    const menu = screen.getByRole('navigation', { name: 'Main menu' });
    await expect(within(menu).getAllByRole('link')[0]).toHaveAccessibleName('Today');
  },
};

/** Every stop done: the bar is full. */
export const AllDone: Story = {
  loaders: at('staff40@routebook.test', (server, companyId) => {
    for (const job of seededRouteOf(server, companyId).jobs) {
      if (job.status !== 'cancelled') server.store.jobs.update(job.id, { status: 'complete' });
    }
  }),
  play: async () => {
    await expect(await screen.findByText('4 of 4 done')).toBeVisible();
    await expect(progressBar()).toHaveAttribute('value', '4');
    await expect(
      stopsOf('Monday Route').every((row) =>
        ['complete', 'cancelled'].includes(row.getAttribute('data-status') ?? ''),
      ),
    ).toBe(true);
  },
};

/** No route is the member's: the day says so, and the route list is still one tap away. */
export const Empty: Story = {
  loaders: at('staff40@routebook.test', (server, companyId) => {
    server.store.routes.update(seededRouteOf(server, companyId).route.id, { technicianId: null });
  }),
  play: async () => {
    await expect(await screen.findByText('No route is assigned for today.')).toBeVisible();
    await expect(screen.queryByRole('progressbar')).toBeNull();
    await expect(screen.getByRole('link', { name: 'Route list' })).toBeVisible();
  },
};

/**
 * Admins choose whose day to see: their own at first (none here), then a technician's, the same
 * stops the technician sees, with the choice in the address.
 */
export const AdminWithTechnicianSelect: Story = {
  loaders: at('admin40@routebook.test'),
  play: async ({ loaded }) => {
    const { server, services, router } = harnessOf(loaded);
    const member = services.sessions.get()?.user.currentUser;
    const technician = await screen.findByRole('combobox', { name: 'Technician' });
    await expect(technician).toHaveValue(member?.id);
    await expect(within(technician).getByRole('option', { selected: true })).toHaveTextContent(
      / \(you\)$/,
    );
    await expect(screen.getByText('No route is assigned for today.')).toBeVisible();

    const { route } = seededRouteOf(server, member?.company.id ?? '');
    const staff = server.store.companyUsers.get(route.technicianId);
    await userEvent.selectOptions(technician, `${staff?.firstName} ${staff?.lastName}`);
    await expect(await screen.findByText('2 of 4 done')).toBeVisible();
    await expect(stopsOf('Monday Route')).toHaveLength(4);
    await expect(router.state.location.search).toBe(`?technician=${staff?.id}`);
    await expect(screen.getByRole('combobox', { name: 'Technician' })).toHaveValue(staff?.id);
  },
};

/**
 * Monday Route's customers pinned on a line: done jobs at its west end, open ones east of them in
 * a zig-zag (3, 1, 4, 2 ... hundredths of a degree), so from the last finished stop the route
 * order is not the shortest.
 */
const zigZag = (server: MockServer, companyId: string) => {
  const { jobs } = seededRouteOf(server, companyId);
  const places = [3, 1, 4, 2, 5];
  let open = 0;
  for (const job of jobs) {
    const done = job.status === 'complete' || job.status === 'cancelled';
    const x = done ? 0 : (places[open++] ?? open);
    server.store.customers.update(job.customerId, {
      location: { latitude: 39.78, longitude: -89.65 + x / 100, source: 'manual' },
    });
  }
};

/**
 * Optimize my remaining stops, offline: from the last finished stop, the before/after, then Apply
 * order: Today shows the new order at once, queued; it reaches the server once back online.
 */
export const OptimizeRemainingStopsOffline: Story = {
  loaders: at('staff40@routebook.test', zigZag),
  play: async ({ loaded }) => {
    const { server, services } = harnessOf(loaded);
    const companyId = services.sessions.get()?.user.currentUser?.company.id ?? '';
    const { route } = seededRouteOf(server, companyId);
    const storedOrder = () =>
      server.store.routeItems
        .where('routeId', route.id)
        .sort((a, b) => a.order - b.order)
        .map((item) => item.id);
    const names = () => stopsOf('Monday Route').map((row) => row.textContent ?? '');
    await expect(
      await screen.findByRole('heading', { level: 2, name: 'Monday Route' }),
    ).toBeVisible();
    const before = names();
    const stored = storedOrder();

    harnessOf(loaded).network.offline = true;
    await userEvent.click(screen.getByRole('button', { name: 'Optimize my remaining stops' }));
    const panel = within(
      await screen.findByRole('region', { name: 'Optimize my remaining stops' }),
    );
    await userEvent.click(panel.getByRole('radio', { name: 'The last finished stop' }));
    await userEvent.click(panel.getByRole('button', { name: 'Optimize' }));
    await panel.findByRole('table', { name: 'Before and after' }, { timeout: 30_000 });
    await userEvent.click(panel.getByRole('button', { name: 'Apply order' }));
    await expect(await panel.findByText(/^New order saved: \d+ stops? moved\.$/)).toBeVisible();
    await waitFor(() => expect(names()).not.toEqual(before));
    await expect(storedOrder()).toEqual(stored);

    await backOnline(harnessOf(loaded).network);
    await waitFor(() => expect(storedOrder()).not.toEqual(stored));
  },
};

/**
 * No signal (reading offline): the day and its jobs were read ahead while online; with
 * the network gone a stop opens, is completed (kept to send later), Next stop names the next one,
 * and back on Today the progress counts it, marked as offline.
 */
export const Offline: Story = {
  // Another member than the stories above: what their day's reading ahead keeps a moment after
  // they end (same seed, same ids) is not this story's.
  loaders: at('staff30@routebook.test'),
  play: async ({ loaded }) => {
    const harness: Harness = harnessOf(loaded);
    const { server, services } = harness;
    const session = services.sessions.get();
    const companyId = session?.user.currentUser?.company.id ?? '';
    const member = memberKey(session) ?? '';
    const { route, jobs } = seededRouteOf(server, companyId);
    const open = jobs[1];
    const next = jobs[2];
    await screen.findByText('2 of 4 done');
    // The day is read ahead at idle and kept a moment after each answer.
    const kept = (operation: string, variables: Record<string, unknown>) =>
      waitFor(async () => expect(await readAnswer(member, operation, variables)).not.toBeNull(), {
        timeout: 30_000,
      }).catch(async () => {
        // What the device kept instead tells a failure's cause (prefetch skipped, stopped, late).
        const keys = (await (await offlineDB())?.getAllKeys('answers')) ?? [];
        const instead = keys.map((key) => String(key).split('|').slice(0, 2).join(' '));
        throw new Error(
          `${operation} was not kept in 30 s (online: ${navigator.onLine}, offline line: ${offlineStatus.get()}); kept: ${instead.join(', ') || 'nothing'}`,
        );
      });
    await kept('JobDetailPageQuery', { id: open?.id, companyId });
    await kept('NextStopQuery', { routeId: route.id, companyId });

    harness.network.offline = true;
    const name = server.store.customers.get(open?.customerId)?.displayName ?? '';
    await userEvent.click(
      within(stopsOf('Monday Route')[1] as HTMLElement).getByRole('link', {
        name: new RegExp(`^${name}`),
      }),
    );
    await screen.findByRole('heading', { level: 1, name });
    await userEvent.click(await screen.findByRole('button', { name: 'Complete job' }));
    const card = within(await screen.findByRole('region', { name: 'Next stop' }));
    const nextName = server.store.customers.get(next?.customerId)?.displayName ?? '';
    await expect(card.getByText(nextName)).toBeVisible();
    await expect(await screen.findByText(/^1 change pending/)).toBeVisible();

    await harness.router.navigate('/today');
    await expect(await screen.findByText('3 of 4 done')).toBeVisible();
    await expect(await screen.findByText(/^Offline: last updated/)).toBeVisible();
    // Nothing reached the server yet.
    await expect(server.store.jobs.get(open?.id)?.status).toBe('inprogress');
  },
};

/** Today on a map (`?view=map`): a map per route of the day, its pins opening the jobs. */
export const DayOnAMap: Story = {
  loaders: at('staff40@routebook.test', undefined, '/today?view=map'),
  play: async ({ loaded }) => {
    const { router } = harnessOf(loaded);
    await expect(await screen.findByRole('heading', { level: 1, name: 'Today' })).toBeVisible();
    await expect(screen.getByRole('button', { name: 'Map' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    const map = await screen.findByRole(
      'region',
      { name: 'Map of Monday Route' },
      { timeout: 10_000 },
    );
    const [pin] = await within(map).findAllByRole(
      'button',
      { name: /^\d+\. / },
      { timeout: 10_000 },
    );
    await expect(pin).toHaveAccessibleName(/^1\. /);
    await userEvent.click(pin as HTMLElement);
    await waitFor(() => expect(router.state.location.pathname).toMatch(/\/job\//));
  },
};
