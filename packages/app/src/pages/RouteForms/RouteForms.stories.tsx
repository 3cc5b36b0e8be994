import type { Meta, StoryObj } from '@storybook/react-vite';
import type { MockServer } from '@routebook/mock-server';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { harnessLoader, harnessOf, pageStoryMeta } from '../../testing/pageStory';

/**
 * The route forms as pages (deep links: edit, copymove, edit-note, confirmation), over
 * the mock server in the page. Each saves through the server and returns to the route.
 */
const meta = {
  title: 'Pages/RouteForms',
  ...pageStoryMeta,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const UPGRADE = 'Please upgrade your company plan to allow for more active routes.';

/** A seeded route of the company at `planLevel`, with its items in order. */
function seeded(server: MockServer, planLevel: number, name: string) {
  const company = server.store.companies.all().find((c) => c.planLevel === planLevel);
  const route = server.store.routes
    .all()
    .find((r) => r.companyId === company?.id && r.name === name);
  if (!route) throw new Error(`the demo seed has no ${name} at plan ${planLevel}`);
  const items = server.store.routeItems
    .all()
    .filter((item) => item.routeId === route.id)
    .sort((a, b) => a.order - b.order);
  return { route, items };
}

const at = (email: string, path: (server: MockServer) => string) => [
  harnessLoader({ email, path }),
];

/** Plan 10 allows one active route and Monday is it: Tuesday cannot become active. */
export const EditRoutePlanLimited: Story = {
  loaders: at('admin10@routebook.test', (server) => {
    const { route } = seeded(server, 10, 'Tuesday Route');
    return `/edit?route=${route.id}`;
  }),
  play: async ({ loaded }) => {
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit Route' }));
    const status = dialog.getByLabelText('Status');
    const offered = [...status.querySelectorAll('option')].map((option) => option.textContent);
    await expect(offered).not.toContain('Active');
    await expect(dialog.getByText(UPGRADE)).toBeVisible();

    const name = dialog.getByLabelText('Route name');
    await userEvent.clear(name);
    await userEvent.type(name, 'Tuesday North');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(await screen.findByRole('heading', { name: 'Tuesday North' })).toBeVisible();
    const { route } = seeded(harnessOf(loaded).server, 10, 'Tuesday North');
    await expect(route.status).toBe('draft');
  },
};

/** Completing a route from the edit page. */
export const EditRouteComplete: Story = {
  loaders: at('admin40@routebook.test', (server) => {
    const { route } = seeded(server, 40, 'Monday Route');
    return `/edit?route=${route.id}`;
  }),
  play: async ({ loaded }) => {
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit Route' }));
    await userEvent.selectOptions(dialog.getByLabelText('Status'), 'Complete');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(await screen.findByRole('heading', { name: 'Monday Route' })).toBeVisible();
    await expect(seeded(harnessOf(loaded).server, 40, 'Monday Route').route.status).toBe(
      'Complete',
    );
  },
};

/** An archived route is not edited from the edit page: it opens read-only instead. */
export const EditArchivedRouteOpensReadOnly: Story = {
  loaders: at('admin40@routebook.test', (server) => {
    const { route } = seeded(server, 40, 'Tuesday Route');
    server.store.routes.update(route.id, { status: 'archive' });
    return `/edit?route=${route.id}`;
  }),
  play: async ({ loaded }) => {
    await expect(await screen.findByText(/^This route is archived and read-only\./)).toBeVisible();
    await expect(screen.queryByRole('dialog', { name: 'Edit Route' })).toBeNull();
    const { route } = seeded(harnessOf(loaded).server, 40, 'Tuesday Route');
    await waitFor(() =>
      expect(harnessOf(loaded).router.state.location.pathname).toBe(`/route/${route.id}`),
    );
  },
};

/** Move a job from Tuesday to Monday: the job's route follows, and the page goes back. */
export const MoveJobDeepLink: Story = {
  loaders: at('admin40@routebook.test', (server) => {
    const { route, items } = seeded(server, 40, 'Tuesday Route');
    const job = items.find((item) => item.type === 'job');
    return `/copymove?item=${job?.id}&route=${route.id}&mode=move`;
  }),
  play: async ({ loaded }) => {
    const { server } = harnessOf(loaded);
    const before = seeded(server, 40, 'Tuesday Route');
    const moved = before.items.find((item) => item.type === 'job');
    const dialog = within(await screen.findByRole('dialog', { name: 'Move Item' }));
    await expect(dialog.queryByRole('radio', { name: /Tuesday Route/ })).toBeNull();
    await userEvent.click(dialog.getByRole('radio', { name: /Monday Route/ }));
    await userEvent.click(dialog.getByRole('button', { name: 'Move' }));
    await expect(await screen.findByRole('heading', { name: 'Tuesday Route' })).toBeVisible();
    await waitFor(() =>
      expect(seeded(server, 40, 'Tuesday Route').items).toHaveLength(before.items.length - 1),
    );
    const monday = seeded(server, 40, 'Monday Route');
    await expect(monday.items.map((item) => item.id)).toContain(moved?.id);
    const job = server.store.jobs.all().find((j) => j.id === moved?.jobId);
    await expect(job?.routeId).toBe(monday.route.id);
  },
};

/**
 * Edit a note from its deep link: the dialog opens over its route (not a blank page), the editor
 * holds the note; the route shows the new text.
 */
export const EditNoteDeepLink: Story = {
  loaders: at('admin40@routebook.test', (server) => {
    const { route, items } = seeded(server, 40, 'Monday Route');
    const note = items.find((item) => item.type === 'note');
    return `/edit-note?item=${note?.id}&route=${route.id}`;
  }),
  play: async () => {
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit Note' }));
    // Behind the dialog (hidden from assistive technology while it is open): the route.
    const behind = await screen.findByRole('heading', {
      level: 1,
      name: 'Monday Route',
      hidden: true,
    });
    await expect(behind).toBeVisible();
    await waitFor(() => {
      const items = document.querySelector('[aria-label="Route items"]');
      expect(items?.querySelectorAll('li').length).toBeGreaterThan(0);
      expect(items).toBeVisible();
    });
    const editor = await dialog.findByRole('textbox', { name: 'Note' });
    await waitFor(() => expect(editor).toHaveTextContent('Gate code 4521'));
    await userEvent.click(await within(editor).findByText(/Beware of the dog/));
    await userEvent.keyboard(' Ring twice.');
    await userEvent.click(dialog.getByRole('button', { name: 'SAVE' }));
    await expect(await screen.findByRole('heading', { name: 'Monday Route' })).toBeVisible();
    await expect(
      await screen.findByText(/Ring twice\./, { selector: '[aria-label="Route items"] *' }),
    ).toBeVisible();
  },
};

/**
 * Field staff opening an admin route form by address land on the route list, as for every admin
 * page (they used to get a working form refused only on Save).
 */
const staffLandsOnRouteList = (deepLink: (server: MockServer) => string): Story => ({
  loaders: at('staff40@routebook.test', deepLink),
  play: async ({ loaded }) => {
    await expect(await screen.findByRole('heading', { level: 1, name: 'Routes' })).toBeVisible();
    await expect(harnessOf(loaded).router.state.location.pathname).toBe('/route/list');
    await expect(screen.queryByRole('dialog')).toBeNull();
  },
});

export const StaffEditRouteLandsOnRouteList = staffLandsOnRouteList(
  (server) => `/edit?route=${seeded(server, 40, 'Monday Route').route.id}`,
);

export const StaffEditNoteLandsOnRouteList = staffLandsOnRouteList((server) => {
  const { route, items } = seeded(server, 40, 'Monday Route');
  return `/edit-note?item=${items.find((item) => item.type === 'note')?.id}&route=${route.id}`;
});

export const StaffCopyMoveLandsOnRouteList = staffLandsOnRouteList((server) => {
  const { route, items } = seeded(server, 40, 'Monday Route');
  return `/copymove?item=${items.find((item) => item.type === 'job')?.id}&route=${route.id}&mode=copy`;
});

/** The confirmation as a page: Yes and No both return. */
export const Confirmation: Story = {
  loaders: at(
    'staff40@routebook.test',
    () => '/confirmation?message=Leave%20now%3F&back=/route/list',
  ),
  play: async () => {
    const dialog = within(await screen.findByRole('alertdialog', { name: 'Leave now?' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Yes' }));
    await expect(await screen.findByRole('heading', { level: 1, name: 'Routes' })).toBeVisible();
  },
};

/** A deep link to a note that is not there (or another company's). */
export const MissingNote: Story = {
  loaders: at('admin40@routebook.test', () => '/edit-note?item=nope&route=nope'),
  play: async () => {
    await expect(await screen.findByRole('heading', { name: 'Not found' })).toBeVisible();
    await expect(
      screen.getByText('This note does not exist or belongs to another company.'),
    ).toBeVisible();
  },
};

/**
 * Edit Route shows the route's technician among the company's active members; another
 * member is saved as the route's technician, and their Today has it.
 */
export const EditRouteTechnician: Story = {
  loaders: at('admin40@routebook.test', (server) => {
    const { route } = seeded(server, 40, 'Monday Route');
    return `/edit?route=${route.id}`;
  }),
  play: async ({ loaded }) => {
    const { server } = harnessOf(loaded);
    const { route } = seeded(server, 40, 'Monday Route');
    const staff = server.store.companyUsers.get(route.technicianId);
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit Route' }));
    const technician = await dialog.findByRole('combobox', { name: 'Technician' });
    await expect(technician).toHaveValue(staff?.id);
    const offered = within(technician)
      .getAllByRole('option')
      .map((option) => option.textContent);
    // No technician, then the active members: no invitee.
    await expect(offered[0]).toBe('No technician');
    await expect(offered).toContain('Morgan Multi');
    await expect(offered).not.toContain('Ivy Invitee');

    await userEvent.selectOptions(technician, 'Morgan Multi');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(await screen.findByRole('heading', { name: 'Monday Route' })).toBeVisible();
    const morgan = server.store.companyUsers
      .all()
      .find((m) => m.companyId === route.companyId && m.firstName === 'Morgan');
    await expect(seeded(server, 40, 'Monday Route').route.technicianId).toBe(morgan?.id);
  },
};
