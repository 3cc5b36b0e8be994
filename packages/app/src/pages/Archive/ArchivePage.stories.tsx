import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import type { MockServer } from '@routebook/mock-server';
import { canHaveAnotherActiveRoute, messages } from '@routebook/schema';
import { TOUCH_TARGET_MIN_PX } from '@routebook/ui';
import { createHarness, seededRoutePath } from '../../testing/AppHarness';
import type { AccountGlobals } from '../../testing/reviewedAccount';
import { harnessOf, pageStoryMeta } from '../../testing/pageStory';
import { CONFIRM_ARCHIVE_ROUTE, ROUTE_ARCHIVED } from '../RouteDetail/EditRoute';
import {
  CONFIRM_DELETE_ROUTE,
  NO_ARCHIVED_ROUTES,
  ROUTE_DELETED,
  ROUTE_RESTORED,
  ROUTE_RESTORED_ACTIVE,
  ROUTE_RESTORED_COMPLETE,
  ACTIVE_RESTORED_AS_DRAFT,
} from './ArchivePage';

/**
 * The Archive against the mock server in the page. Each demo company has one archived route in the
 * seed, Spring Cleanup 2026 (one complete job with nothing recorded on it, so it can be deleted),
 * archived when it was Complete.
 */
const meta = {
  title: 'Pages/Archive',
  ...pageStoryMeta,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const SEEDED = 'Spring Cleanup 2026';

/** The seeded route `name` of the company at `planLevel`. */
function seededRoute(server: MockServer, planLevel: number, name: string) {
  const company = server.store.companies.all().find((c) => c.planLevel === planLevel);
  const route = server.store.routes
    .all()
    .find((r) => r.companyId === company?.id && r.name === name);
  if (!company || !route) throw new Error(`the demo seed has no ${name} at plan ${planLevel}`);
  return { company, route };
}

/**
 * Logged in as `email` (a demo login at `planLevel`) at `path`; `prepare` changes the fresh store
 * before the app starts.
 */
const at = (
  email: string,
  planLevel: number,
  path = '/archive',
  prepare: (server: MockServer, planLevel: number) => void = () => {},
) => [
  async (context: { globals: AccountGlobals }) => ({
    harness: await createHarness(
      {
        email,
        path: (server, account) => {
          prepare(server, account.planLevel ?? planLevel);
          return path;
        },
      },
      context,
    ),
  }),
];

/** Puts the seeded route `name` into the archive, as Archive route on its page does. */
const archiving =
  (name: string) =>
  (server: MockServer, planLevel: number): void => {
    const { route } = seededRoute(server, planLevel, name);
    server.store.routes.update(route.id, { status: 'archive', archivedFrom: route.status });
  };

const archiveList = async () =>
  within(await screen.findByRole('list', { name: 'Archived routes' }));

/** Plan 40 admin: every archived route, newest first, with its jobs, a link and its actions. */
export const AdminSeesArchivedRoutes: Story = {
  loaders: at('admin40@routebook.test', 40, '/archive', archiving('Last Week')),
  play: async ({ loaded }) => {
    await expect(await screen.findByRole('heading', { level: 1, name: 'Archive' })).toBeVisible();
    const list = await archiveList();
    const rows = list.getAllByRole('listitem');
    await expect(rows).toHaveLength(2);
    const [lastWeek, spring] = rows as [HTMLElement, HTMLElement];
    await expect(lastWeek).toHaveTextContent('Last Week2 jobs');
    await expect(spring).toHaveTextContent(`${SEEDED}1 job · Restores as Complete`);

    const { route } = seededRoute(harnessOf(loaded).server, 40, SEEDED);
    const link = within(spring).getByRole('link', { name: SEEDED });
    await expect(link).toHaveAttribute('href', `/route/${route.id}`);
    const restore = within(spring).getByRole('button', { name: `Restore ${SEEDED}` });
    const remove = within(spring).getByRole('button', { name: `Delete ${SEEDED}` });
    // On screen the buttons say Restore and Delete; the route's name is for screen readers.
    await expect(
      within(restore).getByText(SEEDED).getBoundingClientRect().width,
    ).toBeLessThanOrEqual(1);

    for (const control of [link, restore, remove]) {
      await expect(control.getBoundingClientRect().height).toBeGreaterThanOrEqual(
        TOUCH_TARGET_MIN_PX,
      );
    }
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  },
};

/** Nothing archived: the page says so. */
export const NothingArchived: Story = {
  loaders: at('admin40@routebook.test', 40, '/archive', (server, planLevel) => {
    server.store.routes.update(seededRoute(server, planLevel, SEEDED).route.id, {
      status: 'Complete',
    });
  }),
  play: async () => {
    await expect(await screen.findByText(NO_ARCHIVED_ROUTES)).toBeVisible();
    await expect(screen.queryByRole('list', { name: 'Archived routes' })).toBeNull();
  },
};

/**
 * Restore gives the route the status it had when archived: the seeded route was Complete,
 * so it comes back Complete (not a draft, silently), and the toast says so.
 */
export const AdminRestoresRoute: Story = {
  loaders: at('admin40@routebook.test', 40),
  play: async ({ loaded }) => {
    const { server, router } = harnessOf(loaded);
    const { route } = seededRoute(server, 40, SEEDED);
    await userEvent.click((await archiveList()).getByRole('button', { name: `Restore ${SEEDED}` }));
    await expect(await screen.findByText(ROUTE_RESTORED_COMPLETE)).toBeVisible();
    await expect(server.store.routes.get(route.id)?.status).toBe('Complete');
    await expect(await screen.findByText(NO_ARCHIVED_ROUTES)).toBeVisible();
    await expect(screen.getByRole('heading', { level: 1, name: 'Archive' })).toHaveFocus();

    await router.navigate('/route/list');
    await expect(await screen.findByRole('link', { name: new RegExp(SEEDED) })).toBeVisible();
  },
};

/**
 * Plan 10 allows one active route and has it: a route that was active when archived comes back as
 * a draft (the limit does not count drafts), its row and the page say so before the tap.
 */
export const RestoreAtActiveRouteLimit: Story = {
  loaders: at('admin10@routebook.test', 10, '/archive', (server, planLevel) => {
    const { route } = seededRoute(server, planLevel, SEEDED);
    server.store.routes.update(route.id, { archivedFrom: 'active' });
  }),
  play: async ({ loaded }) => {
    const { server } = harnessOf(loaded);
    const { company, route } = seededRoute(server, 10, SEEDED);
    const activeRoutes = () =>
      server.store.routes.where('companyId', company.id).filter((r) => r.status === 'active');
    await expect(canHaveAnotherActiveRoute(company.planLevel, activeRoutes().length)).toBe(false);
    const list = await archiveList();
    await expect(list.getByRole('listitem')).toHaveTextContent('Restores as Draft');
    await expect(list.queryByRole('button', { name: `Restore as active ${SEEDED}` })).toBeNull();
    await expect(
      screen.getByText(
        `${ACTIVE_RESTORED_AS_DRAFT} Please upgrade your company plan to allow for more active routes.`,
      ),
    ).toBeVisible();

    await userEvent.click(list.getByRole('button', { name: `Restore ${SEEDED}` }));
    await expect(await screen.findByText(ROUTE_RESTORED)).toBeVisible();
    await expect(server.store.routes.get(route.id)?.status).toBe('draft');
    await expect(activeRoutes()).toHaveLength(1);
    await expect(await screen.findByText(NO_ARCHIVED_ROUTES)).toBeVisible();
  },
};

/** Below the limit (plan 40 has none) a route can come back active at once. */
export const RestoresAsActive: Story = {
  loaders: at('admin40@routebook.test', 40),
  play: async ({ loaded }) => {
    const { server } = harnessOf(loaded);
    const { route } = seededRoute(server, 40, SEEDED);
    await userEvent.click(
      (await archiveList()).getByRole('button', { name: `Restore as active ${SEEDED}` }),
    );
    await expect(await screen.findByText(ROUTE_RESTORED_ACTIVE)).toBeVisible();
    await expect(server.store.routes.get(route.id)?.status).toBe('active');
  },
};

/** A refused restore (here: another admin deleted the route meanwhile) shows the server's reason. */
export const RestoreRefused: Story = {
  loaders: at('admin40@routebook.test', 40),
  play: async ({ loaded }) => {
    const { server } = harnessOf(loaded);
    const list = await archiveList();
    server.store.routes.delete(seededRoute(server, 40, SEEDED).route.id);
    await userEvent.click(list.getByRole('button', { name: `Restore ${SEEDED}` }));
    await expect(await screen.findByText(messages.notFound)).toBeVisible();
    await expect(list.getByRole('link', { name: SEEDED })).toBeVisible();
  },
};

/** Delete asks first; Agree deletes the route with its job and says so. */
export const AdminDeletesRoute: Story = {
  loaders: at('admin40@routebook.test', 40),
  play: async ({ loaded }) => {
    const { server } = harnessOf(loaded);
    const { route } = seededRoute(server, 40, SEEDED);
    await userEvent.click((await archiveList()).getByRole('button', { name: `Delete ${SEEDED}` }));
    const dialog = await screen.findByRole('alertdialog', { name: CONFIRM_DELETE_ROUTE });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Agree' }));
    await expect(await screen.findByText(ROUTE_DELETED)).toBeVisible();
    await expect(server.store.routes.get(route.id)).toBeUndefined();
    await expect(server.store.jobs.where('routeId', route.id)).toHaveLength(0);
    await expect(await screen.findByText(NO_ARCHIVED_ROUTES)).toBeVisible();
  },
};

/** Cancel keeps the route. */
export const DeleteCancelled: Story = {
  loaders: at('admin40@routebook.test', 40),
  play: async ({ loaded }) => {
    const { server } = harnessOf(loaded);
    const { route } = seededRoute(server, 40, SEEDED);
    const list = await archiveList();
    await userEvent.click(list.getByRole('button', { name: `Delete ${SEEDED}` }));
    const dialog = await screen.findByRole('alertdialog', { name: CONFIRM_DELETE_ROUTE });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await expect(server.store.routes.get(route.id)?.status).toBe('archive');
    await expect(list.getByRole('link', { name: SEEDED })).toBeVisible();
  },
};

/** A route whose jobs have clock-ins and photos cannot be deleted: the server's reason shows. */
export const DeleteBlocked: Story = {
  loaders: at('admin40@routebook.test', 40, '/archive', archiving('Monday Route')),
  play: async ({ loaded }) => {
    const { server } = harnessOf(loaded);
    const { route } = seededRoute(server, 40, 'Monday Route');
    const list = await archiveList();
    await userEvent.click(list.getByRole('button', { name: 'Delete Monday Route' }));
    const dialog = await screen.findByRole('alertdialog', { name: CONFIRM_DELETE_ROUTE });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Agree' }));
    await expect(await screen.findByText(messages.archivedRouteDeleteBlocked)).toBeVisible();
    await expect(server.store.routes.get(route.id)?.status).toBe('archive');
    await expect(list.getByRole('link', { name: 'Monday Route' })).toBeVisible();
  },
};

/** The link opens the route's page read-only: no editing, adding, archiving or reordering. */
export const OpensArchivedRouteReadOnly: Story = {
  loaders: at('admin40@routebook.test', 40),
  play: async () => {
    await userEvent.click((await archiveList()).getByRole('link', { name: SEEDED }));
    await expect(await screen.findByRole('heading', { level: 1, name: SEEDED })).toBeVisible();
    await expect(screen.getByText(/This route is archived and read-only/)).toBeVisible();
    for (const name of ['Edit route', 'Archive route', 'Add item', 'Add job']) {
      await expect(screen.queryByRole('button', { name })).toBeNull();
    }
    await expect(screen.queryAllByRole('button', { name: /^Actions for|^Reorder/ })).toHaveLength(
      0,
    );
    const items = within(screen.getByRole('list', { name: /route items/i }));
    await expect(items.getAllByRole('listitem')).toHaveLength(1);

    await userEvent.click(screen.getByRole('link', { name: 'Archive' }));
    await expect(await screen.findByRole('heading', { level: 1, name: 'Archive' })).toBeVisible();
  },
};

/**
 * Archive route on a route's page: after a yes the page turns read-only, and the Archive, seen
 * before, lists the route too.
 */
export const ArchiveFromRoutePage: Story = {
  loaders: at('admin40@routebook.test', 40),
  play: async ({ loaded }) => {
    const { server, router } = harnessOf(loaded);
    await expect((await archiveList()).getAllByRole('listitem')).toHaveLength(1);

    await router.navigate(seededRoutePath(40, 'Tuesday Route')(server));
    await screen.findByRole('heading', { level: 1, name: 'Tuesday Route' });
    await userEvent.click(screen.getByRole('button', { name: 'Archive route' }));
    const dialog = await screen.findByRole('alertdialog', { name: CONFIRM_ARCHIVE_ROUTE });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Agree' }));
    await expect(await screen.findByText(ROUTE_ARCHIVED)).toBeVisible();
    await expect(screen.getByText(/This route is archived and read-only/)).toBeVisible();
    await expect(screen.queryByRole('button', { name: 'Edit route' })).toBeNull();
    const { route } = seededRoute(server, 40, 'Tuesday Route');
    await expect(server.store.routes.get(route.id)?.status).toBe('archive');

    await userEvent.click(screen.getByRole('link', { name: 'Archive' }));
    const list = await archiveList();
    await waitFor(() => expect(list.getAllByRole('listitem')).toHaveLength(2));
    await expect(list.getByRole('link', { name: 'Tuesday Route' })).toBeVisible();
  },
};

/** The Archive is for admins: field staff opening it by address land on the route list. */
export const StaffLandsOnRouteList: Story = {
  loaders: at('staff40@routebook.test', 40),
  play: async ({ loaded }) => {
    await screen.findByRole('heading', { level: 1, name: 'Routes' });
    await expect(harnessOf(loaded).router.state.location.pathname).toBe('/route/list');
  },
};
