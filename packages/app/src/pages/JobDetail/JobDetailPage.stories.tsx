import type { Meta, StoryObj } from '@storybook/react-vite';
import type { MockServer } from '@routebook/mock-server';
import { SETTING_KEYS, messages, settingKeyOf, type SettingKey } from '@routebook/schema';
import { expect, fireEvent, screen, userEvent, waitFor, within } from 'storybook/test';
import {
  createHarness,
  seededRouteOf,
  seededRoutePath,
  type Harness,
} from '../../testing/AppHarness';
import type { AccountGlobals } from '../../testing/reviewedAccount';
import { backOnline } from '../../testing/backOnline';
import { pageStoryMeta } from '../../testing/pageStory';
import { offlineDB } from '../../offline/db';

/** A job's page as admins and field staff see it, against the mock server in the page. */
const meta = {
  title: 'Pages/JobDetail',
  ...pageStoryMeta,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const PLAN_MESSAGE = 'Please upgrade your company plan to use this feature.';

/**
 * A job of Monday Route in the demo seed, by its place among the route's jobs: the first (0) is
 * complete with one of every record; the third (2) is active with nothing recorded.
 */
function seededJob(server: MockServer, planLevel: number, place = 0) {
  const company = server.store.companies.all().find((c) => c.planLevel === planLevel);
  const { route, jobs } = seededRouteOf(server, company?.id ?? '');
  const job = jobs[place];
  const customer = server.store.customers.all().find((c) => c.id === job?.customerId);
  if (!route || !job || !customer) throw new Error(`no seeded job at plan ${planLevel}`);
  return {
    path: `/route/${route.id}/job/${job.id}`,
    query: `job=${job.id}&route=${route.id}`,
    customer: customer.displayName,
  };
}

/** Opens the job's page, or with `form` one of its page routes (`/task?job=&route=`). */
const at = (email: string, planLevel: number, { place = 0, form = '' } = {}) => [
  async (context: { globals: AccountGlobals }) => {
    let customer = '';
    const harness = await createHarness(
      {
        email,
        path: (server, account) => {
          const job = seededJob(server, account.planLevel ?? planLevel, place);
          customer = job.customer;
          return form ? `/${form}?${job.query}` : job.path;
        },
      },
      context,
    );
    return { harness, customer };
  },
];

const region = (name: RegExp) => within(screen.getByRole('region', { name }));

/** Plan 40 admin: every section with its count; edit and delete offered on every record. */
export const AdminPlan40: Story = {
  loaders: at('admin40@routebook.test', 40),
  play: async ({ loaded }) => {
    await expect(
      await screen.findByRole('heading', { level: 1, name: loaded.customer as string }),
    ).toBeVisible();
    for (const title of ['Clock-ins', 'Tasks', 'Notes', 'Photos', 'Service items']) {
      await expect(screen.getByRole('region', { name: new RegExp(`^${title}, 1$`) })).toBeVisible();
    }
    await expect(region(/^Notes/).getByRole('button', { name: /^Edit/ })).toBeVisible();
    await expect(
      region(/^Service items/).getByRole('button', { name: 'Select service items' }),
    ).toBeVisible();
  },
};

/** Plan 40 field staff: adds a task, which shows in the list with the count. */
export const RegularPlan40AddsTask: Story = {
  loaders: at('staff40@routebook.test', 40),
  play: async ({ loaded }) => {
    await screen.findByRole('heading', { level: 1, name: loaded.customer as string });
    await userEvent.click(region(/^Tasks/).getByRole('button', { name: 'Add task' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Add Task' }));
    await userEvent.click(await dialog.findByRole('textbox', { name: 'Description' }));
    await userEvent.keyboard('Rinse the filter');
    await userEvent.click(dialog.getByRole('button', { name: 'SAVE' }));
    await waitFor(() => expect(screen.getByRole('region', { name: /^Tasks, 2$/ })).toBeVisible());
    await expect(region(/^Tasks/).getByText('Rinse the filter')).toBeVisible();
  },
};

/**
 * No signal: a task and a note are shown at once, marked Pending, and counted in the
 * shell; nothing is sent until the network is back, then Sync now (or the retry) sends both and the marks go.
 */
export const OfflineKeepsChanges: Story = {
  loaders: at('staff40@routebook.test', 40, { place: 2 }),
  play: async ({ loaded }) => {
    const harness = loaded.harness as Harness;
    await screen.findByRole('heading', { level: 1, name: loaded.customer as string });
    harness.network.offline = true;

    await userEvent.click(region(/^Tasks/).getByRole('button', { name: 'Add task' }));
    const task = within(await screen.findByRole('dialog', { name: 'Add Task' }));
    await userEvent.click(await task.findByRole('textbox', { name: 'Description' }));
    await userEvent.keyboard('Rinse the filter');
    await userEvent.click(task.getByRole('button', { name: 'SAVE' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add Task' })).toBeNull());
    await userEvent.click(region(/^Notes/).getByRole('button', { name: 'Add note' }));
    const note = within(await screen.findByRole('dialog', { name: 'Add Note' }));
    const noteText = await note.findByRole('textbox', { name: 'Note' });
    await userEvent.click(noteText);
    await userEvent.keyboard('Gate code 4411');
    await waitFor(() => expect(noteText).toHaveValue('Gate code 4411'));
    await userEvent.click(note.getByRole('button', { name: 'SAVE' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add Note' })).toBeNull());

    await expect(await region(/^Tasks/).findByText('Rinse the filter')).toBeVisible();
    await expect(await region(/^Notes/).findByText('Gate code 4411')).toBeVisible();
    await expect(await screen.findByText(/^2 changes pending/)).toBeVisible();
    await expect(region(/^Tasks/).getByText('Pending')).toBeVisible();
    await expect(region(/^Notes/).getByText('Pending')).toBeVisible();
    const tasksOnServer = () => harness.server.store.jobTasks.all().map((t) => t.description);
    await expect(tasksOnServer().some((text) => text.includes('Rinse the filter'))).toBe(false);

    await backOnline(harness.network);
    await waitFor(() => expect(region(/^Tasks/).queryByText('Pending')).toBeNull());
    await expect(region(/^Notes/).queryByText('Pending')).toBeNull();
    await expect(tasksOnServer().some((text) => text.includes('Rinse the filter'))).toBe(true);
  },
};

/** The device's kept answers to `operation` (any variables), by key. */
async function keptKeys(operation: string): Promise<string[]> {
  const keys = (await (await offlineDB())?.getAllKeys('answers')) ?? [];
  return keys.map(String).filter((key) => key.includes(`|${operation}|`));
}

/** Whether the answer to `operation` is kept on the device for reading offline. */
async function isKept(operation: string): Promise<boolean> {
  return (await keptKeys(operation)).length > 0;
}

/** Forgets the kept answers to `operation`, as on a device that has not kept them yet. */
async function forgetKept(operation: string): Promise<void> {
  const db = await offlineDB();
  await Promise.all((await keptKeys(operation)).map((key) => db?.delete('answers', key)));
}

/** The signal goes once the page opened online and its service item list is kept. */
async function offlineWithServiceItemsKept(harness: Harness) {
  await harness.network.idle();
  await waitFor(async () => expect(await isKept('JobServiceItemsChoicesQuery')).toBe(true), {
    timeout: 10_000,
  });
  harness.network.offline = true;
}

/**
 * No signal: Select service items opens with the list kept on the device, the ticked
 * items and a "Done" tick show at once marked Pending, and back online they are sent: two items linked,
 * one done, on the server.
 */
export const ServiceItemsOffline: Story = {
  loaders: at('staff40@routebook.test', 40, { place: 2 }),
  play: async ({ loaded }) => {
    const harness = loaded.harness as Harness;
    await screen.findByRole('heading', { level: 1, name: loaded.customer as string });
    await offlineWithServiceItemsKept(harness);

    await userEvent.click(
      region(/^Service items/).getByRole('button', { name: 'Select service items' }),
    );
    const dialog = within(await screen.findByRole('dialog', { name: 'Select Service Items' }));
    const [first, second] = dialog.getAllByRole('checkbox');
    if (!first || !second) throw new Error('two service items expected');
    const names = [first, second].map((box) => box.closest('label')?.textContent ?? '');
    await userEvent.click(first);
    await userEvent.click(second);
    await userEvent.click(dialog.getByRole('button', { name: 'SAVE' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Select Service Items' })).toBeNull(),
    );
    const items = within(await screen.findByRole('region', { name: /^Service items, 2$/ }));
    const done = items.getByRole('checkbox', { name: `Done: ${names[0]}` });
    await userEvent.click(done);
    await expect(done).toBeChecked();
    await expect(items.getByRole('checkbox', { name: `Done: ${names[1]}` })).not.toBeChecked();
    await expect(items.getAllByText('Pending')).toHaveLength(2);
    await expect(await screen.findByText(/^2 changes pending/)).toBeVisible();
    const jobId = new URLSearchParams(seededJob(harness.server, 40, 2).query).get('job') ?? '';
    const linksOnServer = () => harness.server.store.jobServiceItems.where('jobId', jobId);
    await expect(linksOnServer()).toHaveLength(0);

    await backOnline(harness.network);
    await waitFor(() => expect(items.queryByText('Pending')).toBeNull());
    await expect(linksOnServer()).toHaveLength(2);
    await expect(linksOnServer().filter((link) => link.isComplete)).toHaveLength(1);
    await expect(items.getByRole('checkbox', { name: `Done: ${names[0]}` })).toBeChecked();
  },
};

/**
 * With no signal and the list never kept on this device, Select service items says that
 * items can't be chosen offline, not that anything was kept.
 */
export const ServiceItemsOfflineListNotKept: Story = {
  loaders: at('staff40@routebook.test', 40, { place: 2 }),
  play: async ({ loaded }) => {
    const harness = loaded.harness as Harness;
    await screen.findByRole('heading', { level: 1, name: loaded.customer as string });
    await offlineWithServiceItemsKept(harness);
    // As on a device that never had the list.
    await (await offlineDB())?.clear('answers');

    await userEvent.click(
      region(/^Service items/).getByRole('button', { name: 'Select service items' }),
    );
    await expect(await screen.findByText(messages.serviceItemsNotKept)).toBeVisible();
    await expect(screen.queryByText(messages.serverUnreachable)).toBeNull();
    await expect(screen.queryByRole('dialog', { name: 'Select Service Items' })).toBeNull();
  },
};

/**
 * A weak signal: the phone says it is online but requests fail. The list opens from the device,
 * the offline line shows, and the page on screen stays (its own answer not yet kept): the line
 * reads the page again only when the network comes back, never as it first shows.
 */
export const WeakSignalKeepsThePage: Story = {
  loaders: at('staff40@routebook.test', 40, { place: 2 }),
  play: async ({ loaded }) => {
    const harness = loaded.harness as Harness;
    const heading = await screen.findByRole('heading', {
      level: 1,
      name: loaded.customer as string,
    });
    await offlineWithServiceItemsKept(harness);
    await forgetKept('JobDetailPageQuery');

    await userEvent.click(
      region(/^Service items/).getByRole('button', { name: 'Select service items' }),
    );
    await screen.findByRole('dialog', { name: 'Select Service Items' });
    await expect(await screen.findByText(/^Offline: last updated/)).toBeVisible();
    await harness.network.idle();
    await expect(screen.queryByText('This page could not be loaded.')).toBeNull();
    await expect(heading).toBeVisible();
  },
};

/** Plan 10: the service items section explains the plan gate instead of offering the modal. */
export const AdminPlan10ServiceItemsGated: Story = {
  loaders: at('admin10@routebook.test', 10),
  play: async ({ loaded }) => {
    await screen.findByRole('heading', { level: 1, name: loaded.customer as string });
    await expect(region(/^Service items/).getByText(PLAN_MESSAGE)).toBeVisible();
    await expect(
      region(/^Service items/).queryByRole('button', { name: 'Select service items' }),
    ).toBeNull();
  },
};

export const RegularPlan10: Story = {
  loaders: at('staff10@routebook.test', 10),
  play: async ({ loaded }) => {
    await screen.findByRole('heading', { level: 1, name: loaded.customer as string });
    await expect(region(/^Service items/).getByText(PLAN_MESSAGE)).toBeVisible();
    await expect(screen.getByRole('button', { name: /^Clock (in|out)$/ })).toBeVisible();
  },
};

/** The task page route opens the job page with Add Task open; closing it leaves the plain page. */
export const TaskPageRouteOpensAddTask: Story = {
  loaders: at('staff40@routebook.test', 40, { place: 2, form: 'task' }),
  play: async ({ loaded }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Add Task' });
    await expect(within(dialog).getByRole('button', { name: 'SAVE' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const { router } = loaded.harness as Harness;
    await expect(router.state.location.pathname).toMatch(/^\/route\/[^/]+\/job\/[^/]+$/);
    await expect(router.state.location.search).toBe('');
  },
};

/** The cancel page route asks first; Yes sets the job's status to cancelled. */
export const CancelPageRouteConfirms: Story = {
  loaders: at('admin40@routebook.test', 40, { place: 2, form: 'cancel' }),
  play: async ({ loaded }) => {
    const confirm = await screen.findByRole('alertdialog', { name: 'Cancel this job?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Yes' }));
    await expect(await screen.findByText('Job cancelled.')).toBeVisible();
    const jobId = /job\/([^/]+)$/.exec((loaded.harness as Harness).router.state.location.pathname);
    await expect((loaded.harness as Harness).server.store.jobs.get(jobId?.[1] ?? '')?.status).toBe(
      'cancelled',
    );
  },
};

/** Edit Job: the Important Note is saved and the status is sent back unchanged. */
export const EditJobKeepsStatus: Story = {
  loaders: at('admin40@routebook.test', 40, { place: 2, form: 'edit-job' }),
  play: async ({ loaded }) => {
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit Job' }));
    const note = dialog.getByRole('textbox', { name: 'Important Note' });
    await userEvent.clear(note);
    await userEvent.type(note, 'Ring the bell twice.');
    await userEvent.click(dialog.getByRole('button', { name: 'SAVE' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(screen.getByText('Ring the bell twice.')).toBeVisible();
    const jobId = /job\/([^/]+)$/.exec((loaded.harness as Harness).router.state.location.pathname);
    const job = (loaded.harness as Harness).server.store.jobs.get(jobId?.[1] ?? '');
    await expect(job).toMatchObject({ notes: 'Ring the bell twice.', status: 'active' });
  },
};

/** The hour page route opens Edit Hours on that clock-in; an admin corrects it by hand. */
export const HourPageRouteCorrectsHours: Story = {
  loaders: [
    async () => {
      let timeId = '';
      const harness = await createHarness({
        email: 'admin40@routebook.test',
        path: (server) => {
          const { query } = seededJob(server, 40);
          const jobId = new URLSearchParams(query).get('job');
          timeId = server.store.jobTimes.all().find((t) => t.jobId === jobId)?.id ?? '';
          return `/hour?${query}&time=${timeId}`;
        },
      });
      return { harness, timeId };
    },
  ],
  play: async ({ loaded }) => {
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit Hours' }));
    const timeIn = dialog.getByLabelText('Clock in') as HTMLInputElement;
    const day = timeIn.value.slice(0, 10);
    fireEvent.change(timeIn, { target: { value: `${day}T07:00` } });
    fireEvent.change(dialog.getByLabelText('Clock out'), { target: { value: `${day}T08:30` } });
    await userEvent.click(dialog.getByRole('button', { name: 'SAVE' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const { server } = loaded.harness as Harness;
    await expect(server.store.jobTimes.get(loaded.timeId as string)).toMatchObject({
      timeIn: `${day}T07:00`,
      timeOut: `${day}T08:30`,
      status: 'complete',
    });
    await expect(await screen.findByText('1 h 30 min')).toBeVisible();
  },
};

/**
 * Clocked in elsewhere (Sam Staff is, at the route's In progress job): Clock in on another job is
 * refused with the message, that job named and linked; the link opens it.
 */
export const AlreadyClockedInNamesThatJob: Story = {
  loaders: at('staff40@routebook.test', 40, { place: 2 }),
  play: async ({ loaded }) => {
    const { server, router } = loaded.harness as Harness;
    const elsewhere = seededJob(server, 40, 1);
    await userEvent.click(await screen.findByRole('button', { name: 'Clock in' }));
    const alert = await screen.findByRole('alert');
    await expect(alert).toHaveTextContent(
      'You are already clocked in to another job. Clock out there first.',
    );
    const link = within(alert).getByRole('link', { name: `Go to ${elsewhere.customer}` });
    await expect(link).toHaveAttribute('href', elsewhere.path);
    await userEvent.click(link);
    await waitFor(() => expect(router.state.location.pathname).toBe(elsewhere.path));
    await expect(await screen.findByRole('button', { name: 'Clock out' })).toBeVisible();
  },
};

/** A step that waits on the outbox and the server: generous, as a busy machine is slow. */
const SERVER_WAIT = { timeout: 15_000 };

/**
 * The banner stays on the job whose Clock in was refused: the other job's page (opened by
 * its link) does not show it, and once clocked out there it is gone here too, with no reload;
 * Clock in then works.
 */
export const AlreadyClockedInGoesOnceClockedOut: Story = {
  loaders: at('staff40@routebook.test', 40, { place: 2 }),
  play: async ({ loaded }) => {
    const { server, router } = loaded.harness as Harness;
    const elsewhere = seededJob(server, 40, 1);
    const here = router.state.location.pathname;
    // Each step waits for the page it acts on (its heading), then for a button that shows and
    // stays: a page opened over another one replaces the buttons found a moment before.
    const onPage = (customer: string) =>
      screen.findByRole('heading', { level: 1, name: customer }, SERVER_WAIT);
    const shownButton = (name: string, inside: () => HTMLElement = () => document.body) =>
      waitFor(() => {
        const button = within(inside()).getByRole('button', { name });
        expect(button).toBeVisible();
        return button;
      }, SERVER_WAIT);
    const clockIns = () => screen.getByRole('region', { name: /^Clock-ins/ });
    // Clock in is the job's primary action; Clock out stays in the Clock-ins section.
    await onPage(loaded.customer as string);
    await userEvent.click(await shownButton('Clock in'));
    const alert = await screen.findByRole('alert', {}, SERVER_WAIT);
    await userEvent.click(within(alert).getByRole('link', { name: `Go to ${elsewhere.customer}` }));
    await waitFor(() => expect(router.state.location.pathname).toBe(elsewhere.path));

    await onPage(elsewhere.customer);
    await userEvent.click(await shownButton('Clock out', clockIns));
    await shownButton('Clock in');
    await expect(screen.queryByText(/You are already clocked in to another job/)).toBeNull();

    await router.navigate(here);
    await onPage(loaded.customer as string);
    await userEvent.click(await shownButton('Clock in'));
    await shownButton('Clock out', clockIns);
    await expect(screen.queryByText(/You are already clocked in to another job/)).toBeNull();
    await expect(screen.queryByRole('alert')).toBeNull();
  },
};

/**
 * Opens Monday Route's job at `place` as `email`, after completing the jobs at
 * `completeFirst` in the store (as done earlier in the day).
 */
const finishing = (email: string, place: number, completeFirst: number[] = []) => [
  async (context: { globals: AccountGlobals }) => {
    const harness = await createHarness(
      {
        email,
        path: (server, account) => {
          const level = account.planLevel ?? 40;
          for (const done of completeFirst) {
            const id = /job\/([^/]+)$/.exec(seededJob(server, level, done).path)?.[1];
            server.store.jobs.update(id ?? '', { status: 'complete' });
          }
          return seededJob(server, level, place).path;
        },
      },
      context,
    );
    return { harness };
  },
];

/** Monday Route's customer at `place`, as the logged-in member's company has it. */
function customerAt(harness: Harness, place: number) {
  const { server, services } = harness;
  const company = server.store.companies.get(services.sessions.get()?.user.currentUser?.company.id);
  const job = seededJob(server, company?.planLevel ?? 40, place);
  const jobId = /job\/([^/]+)$/.exec(job.path)?.[1] ?? '';
  const record = server.store.customers.get(server.store.jobs.get(jobId)?.customerId);
  if (!record || !company) throw new Error('no seeded customer');
  return { ...record, path: job.path, companyName: company.name };
}

/**
 * Finish, then next stop: completing the job shows the route's next open stop, focused, with On
 * my way's text to the customer's mobile (the company's default wording) and Open job.
 */
export const CompleteShowsNextStop: Story = {
  loaders: finishing('staff40@routebook.test', 1),
  play: async ({ loaded }) => {
    const harness = loaded.harness as Harness;
    const here = customerAt(harness, 1);
    const next = customerAt(harness, 2);
    await screen.findByRole('heading', { level: 1, name: here.displayName });
    await expect(screen.queryByRole('region', { name: 'Next stop' })).toBeNull();
    await userEvent.click(await screen.findByRole('button', { name: 'Complete job' }));

    const region = await screen.findByRole('region', { name: 'Next stop' });
    const card = within(region);
    await waitFor(() => expect(card.getByRole('heading', { name: 'Next stop' })).toHaveFocus());
    await expect(card.getByText(next.displayName)).toBeVisible();
    const technician = harness.services.sessions.get()?.user.firstName;
    const text = `Hi ${next.firstName}, this is ${technician} from ${here.companyName}, on my way, about 15 minutes.`;
    await expect(card.getByRole('link', { name: 'On my way' })).toHaveAttribute(
      'href',
      `sms:${next.mobile?.replace(/\D/g, '')}?&body=${encodeURIComponent(text)}`,
    );
    await userEvent.click(card.getByRole('link', { name: 'Open job' }));
    await screen.findByRole('heading', { level: 1, name: next.displayName });
    await expect(harness.router.state.location.pathname).toBe(next.path);
    await expect(screen.queryByRole('region', { name: 'Next stop' })).toBeNull();
  },
};

/** An open stop passed over is named with a link; none follows this one on the route. */
export const NextStopNamesPassedOver: Story = {
  loaders: finishing('staff40@routebook.test', 2),
  play: async ({ loaded }) => {
    const harness = loaded.harness as Harness;
    const passed = customerAt(harness, 1);
    await screen.findByRole('heading', { level: 1, name: customerAt(harness, 2).displayName });
    await userEvent.click(await screen.findByRole('button', { name: 'Complete job' }));
    const card = within(await screen.findByRole('region', { name: 'Next stop' }));
    await expect(card.getByText('No open stop after this one on Monday Route.')).toBeVisible();
    await expect(card.getByText(/^1 earlier stop is still open:/)).toBeVisible();
    await expect(card.getByRole('link', { name: passed.displayName })).toHaveAttribute(
      'href',
      passed.path,
    );
  },
};

/** The reasons as the modal offers them, and the Submit of one. */
async function reportCantAccess(reason: string) {
  // On a phone, behind More (the rarer actions).
  await userEvent.click(await screen.findByRole('button', { name: 'More' }));
  await userEvent.click(await screen.findByRole('menuitem', { name: "Can't access" }));
  const dialog = within(await screen.findByRole('dialog', { name: "Can't access" }));
  await userEvent.click(dialog.getByRole('radio', { name: reason }));
  await userEvent.click(dialog.getByRole('button', { name: 'Submit' }));
}

/**
 * Can't access on the job in progress: the report is saved (the job cancelled, the
 * clock-in closed) and the Next stop panel offers the route's next open job, as after Complete.
 */
export const CantAccessOffersNextStop: Story = {
  loaders: at('staff40@routebook.test', 40, { place: 1 }),
  play: async ({ loaded }) => {
    const { server, router } = loaded.harness as Harness;
    await screen.findByRole('heading', { level: 1, name: loaded.customer as string });
    const here = /job\/([^/]+)$/.exec(router.state.location.pathname)?.[1] ?? '';
    const next = seededJob(server, 40, 2);
    await reportCantAccess('Gate locked');

    await expect(await screen.findByText("Can't access recorded.")).toBeVisible();
    const region = await screen.findByRole('region', { name: 'Next stop' });
    const card = within(region);
    await waitFor(() => expect(card.getByRole('heading', { name: 'Next stop' })).toHaveFocus());
    await expect(card.getByText(next.customer)).toBeVisible();
    const mobile = customerAt(loaded.harness as Harness, 2).mobile?.replace(/\D/g, '');
    await expect(card.getByRole('link', { name: 'On my way' }).getAttribute('href')).toMatch(
      `sms:${mobile}?&body=`,
    );
    await waitFor(() => expect(server.store.jobs.get(here)?.status).toBe('cancelled'));
    await expect(server.store.cantAccessReports.where('jobId', here)).toMatchObject([
      { reason: 'Gate locked', reopenedAt: null },
    ]);
    await expect(
      server.store.jobTimes.where('jobId', here).every((entry) => entry.status === 'complete'),
    ).toBe(true);

    await userEvent.click(card.getByRole('link', { name: 'Open job' }));
    await expect(
      await screen.findByRole('heading', { level: 1, name: next.customer }),
    ).toBeVisible();
    await expect(router.state.location.pathname).toBe(next.path);
    await expect(screen.queryByRole('region', { name: 'Next stop' })).toBeNull();
  },
};

/**
 * No signal: the route's last open job reported as Can't access is kept on the device
 * and shown at once (the job cancelled with its reason, the change pending); Next stop names the
 * open stop passed over. Back online, it is sent.
 */
export const CantAccessOfflineIsPending: Story = {
  loaders: [
    async (context: { globals: AccountGlobals }) => {
      const harness = await createHarness(
        { email: 'staff40@routebook.test', path: seededRoutePath(40) },
        context,
      );
      return {
        harness,
        job: seededJob(harness.server, 40, 2),
        passed: seededJob(harness.server, 40, 1),
      };
    },
  ],
  play: async ({ loaded }) => {
    const { server, network } = loaded.harness as Harness;
    const job = loaded.job as ReturnType<typeof seededJob>;
    const passed = loaded.passed as ReturnType<typeof seededJob>;
    const jobId = new URLSearchParams(job.query).get('job') ?? '';
    await userEvent.click(
      await screen.findByRole('link', { name: new RegExp(`^${job.customer}`) }),
    );
    await screen.findByRole('heading', { level: 1, name: job.customer });
    // The signal goes once the page has what it asked for (the route's stops for Next stop).
    await network.idle();
    network.offline = true;
    await reportCantAccess('Dog in yard');

    await expect(await screen.findByText(/^Can't access kept on this device/)).toBeVisible();
    const card = within(await screen.findByRole('region', { name: 'Next stop' }));
    await expect(card.getByText('No open stop after this one on Monday Route.')).toBeVisible();
    await expect(card.getByRole('link', { name: passed.customer })).toHaveAttribute(
      'href',
      passed.path,
    );
    const report = within(await screen.findByRole('region', { name: "Can't access" }));
    await expect(report.getByText('Dog in yard')).toBeVisible();
    await expect(await screen.findByText(/^1 change pending/)).toBeVisible();
    await expect(server.store.jobs.get(jobId)?.status).toBe('active');

    await backOnline(network);
    await waitFor(() => expect(server.store.jobs.get(jobId)?.status).toBe('cancelled'));
    await expect(report.getByText('Dog in yard')).toBeVisible();
  },
};

/**
 * The office opens a job called off by a Can't access report: the reason, the note,
 * who and when; Reopen job makes it active again.
 */
export const CantAccessAdminReopens: Story = {
  loaders: [
    async (context: { globals: AccountGlobals }) => {
      let jobId = '';
      let customer = '';
      const harness = await createHarness(
        {
          email: 'admin40@routebook.test',
          path: (server) => {
            const job = seededJob(server, 40, 2);
            customer = job.customer;
            jobId = new URLSearchParams(job.query).get('job') ?? '';
            const record = server.store.jobs.get(jobId);
            const staff = server.store.companyUsers
              .all()
              .find((m) => m.companyId === record?.companyId && m.role === 'regular');
            server.store.jobs.update(jobId, { status: 'cancelled' });
            server.store.cantAccessReports.insert({
              companyId: record?.companyId ?? '',
              jobId,
              reason: 'Gate locked',
              note: 'Padlock on the side gate',
              photoUrl: null,
              reportedAt: '2026-11-02T08:40:00.000Z',
              reportedWallClock: '2026-11-02T08:40',
              reportedBy: { companyUserId: staff?.id ?? '', name: 'Sam Staff' },
              reopenedAt: null,
              reopenedBy: null,
            });
            return job.path;
          },
        },
        context,
      );
      return { harness, jobId, customer };
    },
  ],
  play: async ({ loaded }) => {
    const { server } = loaded.harness as Harness;
    await screen.findByRole('heading', { level: 1, name: loaded.customer as string });
    const card = within(await screen.findByRole('region', { name: "Can't access" }));
    await expect(card.getByText('Gate locked')).toBeVisible();
    await expect(card.getByText('Padlock on the side gate')).toBeVisible();
    await expect(card.getByText(/^Sam Staff,/)).toBeVisible();
    await expect(screen.queryByRole('button', { name: 'Complete job' })).toBeNull();

    await userEvent.click(card.getByRole('button', { name: 'Reopen job' }));
    await expect(await screen.findByText('Job reopened: it is active again.')).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('region', { name: "Can't access" })).toBeNull());
    await expect(screen.getByRole('button', { name: 'Complete job' })).toBeVisible();
    await expect(server.store.jobs.get(loaded.jobId as string)?.status).toBe('active');
  },
};

/** Opens Monday Route's job at `place` as `email`, cancelled by the office beforehand. */
const cancelledJob = (email: string, place: number) => [
  async (context: { globals: AccountGlobals }) => {
    let jobId = '';
    let customer = '';
    const harness = await createHarness(
      {
        email,
        path: (server, account) => {
          const job = seededJob(server, account.planLevel ?? 40, place);
          customer = job.customer;
          jobId = new URLSearchParams(job.query).get('job') ?? '';
          server.store.jobs.update(jobId, { status: 'cancelled' });
          return job.path;
        },
      },
      context,
    );
    return { harness, jobId, customer };
  },
];

/**
 * A cancelled job offers only what the server takes: no Clock in, Add task or Select
 * service items (each refused with "This job was cancelled…"), said once at the top; Add note and
 * Add photo stay, and everything recorded stays readable. Field staff cannot reopen it.
 */
export const CancelledOffersWhatCanBeDone: Story = {
  loaders: cancelledJob('staff40@routebook.test', 0),
  play: async ({ loaded }) => {
    await screen.findByRole('heading', { level: 1, name: loaded.customer as string });
    await expect(screen.getByText(messages.jobCancelledNotice)).toBeVisible();
    await expect(screen.queryByRole('button', { name: 'Clock in' })).toBeNull();
    await expect(screen.queryByRole('button', { name: 'Add task' })).toBeNull();
    await expect(screen.queryByRole('button', { name: 'Select service items' })).toBeNull();
    await expect(screen.queryByRole('button', { name: 'Complete job' })).toBeNull();
    await expect(screen.queryByRole('button', { name: 'Reopen job' })).toBeNull();
    await expect(region(/^Notes/).getByRole('button', { name: 'Add note' })).toBeVisible();
    await expect(region(/^Photos/).getByRole('button', { name: /Add photo/ })).toBeVisible();
    for (const title of ['Clock-ins', 'Tasks', 'Notes', 'Photos', 'Service items']) {
      await expect(screen.getByRole('region', { name: new RegExp(`^${title}, 1$`) })).toBeVisible();
    }
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  },
};

/** An admin reopens a cancelled job from the notice; its work is offered again. */
export const CancelledAdminReopens: Story = {
  loaders: cancelledJob('admin40@routebook.test', 2),
  play: async ({ loaded }) => {
    const { server } = loaded.harness as Harness;
    await screen.findByRole('heading', { level: 1, name: loaded.customer as string });
    await expect(screen.getByText(messages.jobCancelledNotice)).toBeVisible();
    await expect(screen.queryByRole('button', { name: 'Clock in' })).toBeNull();
    await userEvent.click(await screen.findByRole('button', { name: 'Reopen job' }));
    await expect(await screen.findByText('Job reopened: it is active again.')).toBeVisible();
    await waitFor(() => expect(screen.queryByText(messages.jobCancelledNotice)).toBeNull());
    await expect(await screen.findByRole('button', { name: 'Clock in' })).toBeVisible();
    await expect(region(/^Tasks/).getByRole('button', { name: 'Add task' })).toBeVisible();
    await expect(server.store.jobs.get(loaded.jobId as string)?.status).toBe('active');
  },
};

/**
 * A note marked "Show on the visit report" says so in the list; a plain one stays
 * internal.
 */
export const NoteForTheCustomer: Story = {
  loaders: at('staff40@routebook.test', 40, { place: 2 }),
  play: async ({ loaded }) => {
    const { server } = loaded.harness as Harness;
    await screen.findByRole('heading', { level: 1, name: loaded.customer as string });
    await userEvent.click(region(/^Notes/).getByRole('button', { name: 'Add note' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Add Note' }));
    await userEvent.type(dialog.getByRole('textbox', { name: 'Note' }), 'Filter replaced.');
    await userEvent.click(dialog.getByRole('checkbox', { name: 'Show on the visit report' }));
    await userEvent.click(dialog.getByRole('button', { name: 'SAVE' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const note = (await region(/^Notes/).findByText('Filter replaced.')).closest('li');
    await expect(within(note as HTMLElement).getByText('On the visit report')).toBeVisible();
    await waitFor(() =>
      expect(server.store.jobNotes.all().find((n) => n.description === 'Filter replaced.')).toEqual(
        expect.objectContaining({ forCustomer: true }),
      ),
    );
  },
};

/** The route's last open stop: it says so and leads back to Today. */
export const NextStopLastOnRoute: Story = {
  loaders: finishing('staff40@routebook.test', 1, [2]),
  play: async ({ loaded }) => {
    const harness = loaded.harness as Harness;
    await screen.findByRole('heading', { level: 1, name: customerAt(harness, 1).displayName });
    await userEvent.click(await screen.findByRole('button', { name: 'Complete job' }));
    const card = within(await screen.findByRole('region', { name: 'Next stop' }));
    await expect(card.getByText(/^Last stop on Monday Route done\./)).toBeVisible();
    await userEvent.click(card.getByRole('link', { name: 'Back to Today' }));
    await expect(await screen.findByRole('heading', { level: 1, name: 'Today' })).toBeVisible();
    await expect(await screen.findByText('4 of 4 done')).toBeVisible();
  },
};

/**
 * A completed job: the customer signs (by typing the name, the keyboard's way), the
 * signature shows; the visit report is shared (a link to copy, shown once) and the link revoked.
 */
export const SignatureAndShareLink: Story = {
  loaders: at('staff40@routebook.test', 40),
  play: async ({ loaded }) => {
    const { server } = loaded.harness as Harness;
    await screen.findByRole('heading', { level: 1, name: loaded.customer as string });
    const signature = region(/^Customer signature/);
    await expect(signature.getByText('Not signed yet.')).toBeVisible();
    await userEvent.click(signature.getByRole('button', { name: 'Get signature' }));
    await signature.findByRole('img', { name: 'Signature pad, empty' });
    await userEvent.click(signature.getByRole('button', { name: 'Sign by typing' }));
    const name = signature.getByRole('textbox', { name: 'Signed by' });
    await userEvent.clear(name);
    await userEvent.type(name, 'Dana Customer');
    await userEvent.click(signature.getByRole('button', { name: 'Save signature' }));
    await expect(
      await signature.findByRole('img', { name: 'Signature of Dana Customer' }),
    ).toBeVisible();
    await waitFor(() => expect(server.store.jobSignatures.size).toBe(1));
    await waitFor(() => expect(signature.queryByText(/^Pending/)).toBeNull());

    const report = region(/^Visit report/);
    await expect(report.getByRole('link', { name: 'Open visit report' })).toBeVisible();
    await userEvent.click(report.getByRole('button', { name: 'Share with customer' }));
    const link = await report.findByRole('textbox', { name: 'Link for the customer' });
    await expect((link as HTMLInputElement).value).toMatch(/\/visit\/[\w-]{43}$/);
    await userEvent.click(report.getByRole('button', { name: 'Revoke link' }));
    await expect(await report.findByText(/^Link revoked\./)).toBeVisible();
    await expect(report.queryByRole('textbox')).toBeNull();
    await expect(server.store.visitReportLinks.all().every((l) => l.revokedAt !== null)).toBe(true);
  },
};

/** Opens Monday Route's job at `place` as `email`, with one company setting switched. */
const withSetting = (email: string, place: number, key: SettingKey, status: 'on' | 'off') => [
  async (context: { globals: AccountGlobals }) => {
    let customer = '';
    const harness = await createHarness(
      {
        email,
        path: (server, account) => {
          const job = seededJob(server, account.planLevel ?? 40, place);
          customer = job.customer;
          const companyId = server.store.jobs.get(/job\/([^/]+)$/.exec(job.path)?.[1])?.companyId;
          const setting = server.store.settings
            .where('companyId', companyId ?? '')
            .find((row) => settingKeyOf(row) === key);
          server.store.settings.update(setting?.id ?? '', { status });
          return job.path;
        },
      },
      context,
    );
    return { harness, customer };
  },
];

/** A 1x1 PNG: the server checks a photo's bytes. */
const photoFile = () =>
  new File(
    [
      Uint8Array.from(
        atob(
          'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
        ),
        (ch) => ch.charCodeAt(0),
      ),
    ],
    'gate.png',
    { type: 'image/png' },
  );

/**
 * The company requires a photo before completing. On a job without one, Complete is
 * disabled and says why before the tap; once a photo is added it completes.
 */
export const PhotoRequiredBeforeComplete: Story = {
  loaders: withSetting('staff40@routebook.test', 2, SETTING_KEYS.photoRequiredToComplete, 'on'),
  play: async ({ loaded, canvasElement }) => {
    const { server, router } = loaded.harness as Harness;
    await screen.findByRole('heading', { level: 1, name: loaded.customer as string });
    const jobId = /job\/([^/]+)$/.exec(router.state.location.pathname)?.[1];
    const complete = await screen.findByRole('button', { name: 'Complete job' });
    await expect(complete).toBeDisabled();
    await expect(complete).toHaveAccessibleDescription(messages.photoRequiredToComplete);
    await expect(screen.getByText(messages.photoRequiredToComplete)).toBeVisible();

    const input = canvasElement.ownerDocument.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('no photo input');
    await userEvent.upload(input, photoFile());
    await waitFor(() => expect(screen.getByRole('region', { name: /^Photos, 1$/ })).toBeVisible());
    await waitFor(() => expect(complete).toBeEnabled());
    await expect(screen.queryByText(messages.photoRequiredToComplete)).toBeNull();

    await userEvent.click(complete);
    await expect(await screen.findByText('Job completed.')).toBeVisible();
    await waitFor(() => expect(server.store.jobs.get(jobId)?.status).toBe('complete'));
  },
};

/** With the setting off (the default), Complete needs no photo and gives no reason. */
export const PhotoNotRequired: Story = {
  loaders: at('staff40@routebook.test', 40, { place: 2 }),
  play: async ({ loaded }) => {
    await screen.findByRole('heading', { level: 1, name: loaded.customer as string });
    await expect(screen.getByRole('region', { name: /^Photos, 0$/ })).toBeVisible();
    await expect(screen.getByRole('button', { name: 'Complete job' })).toBeEnabled();
    await expect(screen.queryByText(messages.photoRequiredToComplete)).toBeNull();
  },
};

/**
 * "Show customer notes to field staff" off: field staff see no Customer note section
 * (not an empty one); the customer's name, address and the job's Important note stay.
 */
export const CustomerNoteHiddenFromStaff: Story = {
  loaders: withSetting('staff40@routebook.test', 2, SETTING_KEYS.customerNotesForStaff, 'off'),
  play: async ({ loaded }) => {
    const harness = loaded.harness as Harness;
    const heading = await screen.findByRole('heading', {
      level: 1,
      name: loaded.customer as string,
    });
    await expect(heading).toBeVisible();
    const { note } = customerAt(harness, 2);
    await expect(note).toBeTruthy();
    await expect(screen.queryByText('Customer note')).toBeNull();
    await expect(screen.queryByText(note ?? '')).toBeNull();
  },
};

/** With customer notes off for field staff, an admin still sees the note. */
export const CustomerNoteShownToAdmin: Story = {
  loaders: withSetting('admin40@routebook.test', 2, SETTING_KEYS.customerNotesForStaff, 'off'),
  play: async ({ loaded }) => {
    const harness = loaded.harness as Harness;
    await screen.findByRole('heading', { level: 1, name: loaded.customer as string });
    const { note } = customerAt(harness, 2);
    await expect(screen.getByText('Customer note')).toBeVisible();
    await expect(screen.getByText(note ?? 'no note')).toBeVisible();
  },
};

/**
 * Without a signal: a photo kept on the device counts, so Complete is offered; both are
 * kept, and back online the photo goes first, so the server takes the Complete.
 */
export const PhotoRequiredOfflinePhotoCounts: Story = {
  loaders: withSetting('staff40@routebook.test', 2, SETTING_KEYS.photoRequiredToComplete, 'on'),
  play: async ({ loaded, canvasElement }) => {
    const { server, router, network } = loaded.harness as Harness;
    await screen.findByRole('heading', { level: 1, name: loaded.customer as string });
    const jobId = /job\/([^/]+)$/.exec(router.state.location.pathname)?.[1];
    const complete = await screen.findByRole('button', { name: 'Complete job' });
    await expect(complete).toBeDisabled();
    await network.idle();
    network.offline = true;

    const input = canvasElement.ownerDocument.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('no photo input');
    await userEvent.upload(input, photoFile());
    await waitFor(() => expect(complete).toBeEnabled());
    await expect(screen.queryByText(messages.photoRequiredToComplete)).toBeNull();
    await userEvent.click(complete);
    await expect(await screen.findByText(/^2 changes pending/)).toBeVisible();
    await expect(server.store.jobs.get(jobId)?.status).toBe('active');

    await backOnline(network);
    await waitFor(() => expect(server.store.jobs.get(jobId)?.status).toBe('complete'));
    await expect(server.store.jobPhotos.count('jobId', jobId ?? '')).toBe(1);
  },
};

/** How far a button's bottom edge is from the bottom of the screen. */
const fromScreenBottom = (element: HTMLElement) =>
  document.documentElement.clientHeight - element.getBoundingClientRect().bottom;

/**
 * On a phone an open job has one primary action at the bottom of the screen, within
 * thumb reach: Clock in first. Cancel job and Edit job are one tap away in More, by keyboard too.
 */
export const PhoneClockInAtTheBottom: Story = {
  loaders: at('admin40@routebook.test', 40, { place: 2 }),
  play: async ({ loaded }) => {
    await screen.findByRole('heading', { level: 1, name: loaded.customer as string });
    const clockIn = await screen.findByRole('button', { name: 'Clock in' });
    await expect(clockIn).toHaveAttribute('data-variant', 'primary');
    await expect(fromScreenBottom(clockIn)).toBeGreaterThanOrEqual(0);
    await expect(fromScreenBottom(clockIn)).toBeLessThan(40);
    // The Clock-ins section offers Clock out only: one Clock in on the page.
    await expect(screen.getAllByRole('button', { name: 'Clock in' })).toHaveLength(1);
    await expect(screen.queryByRole('button', { name: 'Cancel job' })).toBeNull();
    await expect(screen.queryByRole('button', { name: 'Edit job' })).toBeNull();

    const more = screen.getByRole('button', { name: 'More' });
    more.focus();
    await userEvent.keyboard('{Enter}');
    const menu = within(await screen.findByRole('menu', { name: 'More' }));
    await expect(menu.getByRole('menuitem', { name: 'Cancel job' })).toHaveFocus();
    await expect(menu.getByRole('menuitem', { name: 'Edit job' })).toBeVisible();
    await userEvent.keyboard('{Enter}');
    await expect(
      await screen.findByRole('alertdialog', { name: 'Cancel this job?' }),
    ).toBeVisible();
  },
};

/** Clocked in (Sam Staff, at the route's In progress job): Complete job is the primary action. */
export const PhoneCompleteOnceClockedIn: Story = {
  loaders: at('staff40@routebook.test', 40, { place: 1 }),
  play: async ({ loaded }) => {
    await screen.findByRole('heading', { level: 1, name: loaded.customer as string });
    const complete = await screen.findByRole('button', { name: 'Complete job' });
    await expect(complete).toHaveAttribute('data-variant', 'primary');
    await expect(fromScreenBottom(complete)).toBeLessThan(40);
    await expect(screen.queryByRole('button', { name: 'Clock in' })).toBeNull();
    await expect(region(/^Clock-ins/).getByRole('button', { name: 'Clock out' })).toBeVisible();
  },
};

/** A desktop shows the job's actions in a row in the page, the rarer ones inline (no More). */
export const DesktopActionsInARow: Story = {
  loaders: at('admin40@routebook.test', 40, { place: 2 }),
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ loaded }) => {
    await screen.findByRole('heading', { level: 1, name: loaded.customer as string });
    for (const name of ['Clock in', 'Complete job', 'Cancel job', "Can't access", 'Edit job']) {
      await expect(screen.getByRole('button', { name })).toBeVisible();
    }
    await expect(screen.queryByRole('button', { name: 'More' })).toBeNull();
    await expect(
      fromScreenBottom(screen.getByRole('button', { name: 'Edit job' })),
    ).toBeGreaterThan(100);
  },
};
