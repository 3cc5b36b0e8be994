import type { Meta, StoryObj } from '@storybook/react-vite';
import { messages } from '@routebook/schema';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { seededRoutePath } from '../../testing/AppHarness';
import { harnessLoader, harnessOf, pageStoryMeta } from '../../testing/pageStory';

/** A route's detail as admins and field staff see it, against the mock server in the page. */
const meta = {
  title: 'Pages/RouteDetail',
  ...pageStoryMeta,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const as = (email: string, planLevel: number) => [
  harnessLoader({ path: seededRoutePath(planLevel), email }),
];

const items = async () => within(await screen.findByRole('list', { name: /route items/i }));

/** Plan 10 admin: the route with admin tools, and the footer ad (plan 10 only). */
export const AdminPlan10: Story = {
  loaders: as('admin10@routebook.test', 10),
  play: async () => {
    await expect(await screen.findByRole('heading', { name: 'Monday Route' })).toBeVisible();
    await expect(screen.getByRole('button', { name: 'Add item' })).toBeVisible();
    await expect(screen.getByRole('complementary', { name: 'Advertisement' })).toBeVisible();
    const list = await items();
    await expect(list.getAllByRole('listitem').length).toBe(5);
  },
};

/** Plan 40 admin: no ad; deleting a job with a clock-in is refused with the spec's message. */
export const AdminPlan40DeleteBlocked: Story = {
  loaders: as('admin40@routebook.test', 40),
  play: async () => {
    await expect(await screen.findByRole('heading', { name: 'Monday Route' })).toBeVisible();
    await expect(screen.queryByRole('complementary', { name: 'Advertisement' })).toBeNull();
    const [firstJobActions] = screen.getAllByRole('button', { name: /^Actions for/ });
    await userEvent.click(firstJobActions as HTMLElement);
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    await expect(
      await screen.findByText(
        'Job has one or more clock-ins, service items, or photos  and cannot be deleted.',
        { normalizer: (text) => text },
      ),
    ).toBeVisible();
  },
};

/** Field staff: the same route, read-only, no swipe actions or reordering. */
export const RegularPlan10: Story = {
  loaders: as('staff10@routebook.test', 10),
  play: async () => {
    await expect(await screen.findByRole('heading', { name: 'Monday Route' })).toBeVisible();
    await expect(screen.queryByRole('button', { name: 'Add item' })).toBeNull();
    await expect(screen.queryAllByRole('button', { name: /^Actions for|^Reorder/ })).toHaveLength(
      0,
    );
    const jobs = (await items()).getAllByRole('link');
    await expect(jobs.length).toBe(4);
    // Plan 10 has no service items: no job row counts them.
    for (const job of jobs) await expect(job).not.toHaveAccessibleName(/service item/);
    await expect(jobs[0]).toHaveAccessibleName(/ notes?$/);
  },
};

export const RegularPlan40: Story = {
  loaders: as('staff40@routebook.test', 40),
  play: async () => {
    await expect(await screen.findByRole('heading', { name: 'Monday Route' })).toBeVisible();
    await expect(screen.queryByRole('complementary', { name: 'Advertisement' })).toBeNull();
    await expect(screen.queryByRole('button', { name: 'Edit route' })).toBeNull();
    // Plan 40 has service items: every job row counts them.
    const jobs = (await items()).getAllByRole('link');
    for (const job of jobs) await expect(job).toHaveAccessibleName(/ service items?$/);
  },
};

/** Add Job: 'Add job' waits for a status and a customer; the job joins the route. */
export const AdminAddsCompleteJob: Story = {
  loaders: as('admin40@routebook.test', 40),
  play: async () => {
    await screen.findByRole('heading', { name: 'Monday Route' });
    const before = (await items()).getAllByRole('listitem').length;
    await userEvent.click(screen.getByRole('button', { name: 'Add job' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Add Job' }));
    const submit = dialog.getByRole('button', { name: 'Add job' });
    await expect(submit).toBeDisabled();
    await userEvent.selectOptions(dialog.getByRole('combobox', { name: 'Status' }), 'Complete');
    await expect(submit).toBeDisabled();
    // The empty customer field lists the first active customers by name (a page from the
    // server); a tap chooses one.
    await userEvent.click(dialog.getByRole('combobox', { name: 'Customer' }));
    const [firstCustomer] = await within(
      await dialog.findByRole('listbox', { name: 'Customers' }),
    ).findAllByRole('option');
    await userEvent.click(firstCustomer as HTMLElement);
    const change = await dialog.findByRole('button', { name: /^Change customer \(/ });
    const chosen = /^Change customer \((.*)\)$/.exec(change.getAttribute('aria-label') ?? '')?.[1];
    await expect(submit).toBeEnabled();
    await userEvent.click(submit);
    await expect(await screen.findByText('Job added.')).toBeVisible();
    const list = await items();
    await expect(list.getAllByRole('listitem')).toHaveLength(before + 1);
    const added = list.getAllByRole('listitem').at(-1) as HTMLElement;
    await expect(added).toHaveTextContent(chosen ?? 'a chosen customer');
    await expect(added).toHaveTextContent('Complete');
  },
};

/**
 * Add Item's customer picker finds what the route's rows show: "bob" offers Bob Brown
 * (first name Robert), "Residence" offers Smith Residence; the server answers by the same rule.
 */
export const AddItemFindsDisplayName: Story = {
  loaders: [
    harnessLoader({
      email: 'admin40@routebook.test',
      // The seed rotates who is inactive: make sure both customers can be found.
      path: (server, account) => {
        const path = seededRoutePath(40)(server, account);
        const companyId = server.store.routes.get(path.split('/').at(-1) ?? '')?.companyId;
        for (const c of server.store.customers.all()) {
          if (c.companyId === companyId && ['Bob Brown', 'Smith Residence'].includes(c.displayName))
            server.store.customers.update(c.id, { status: 'active' });
        }
        return path;
      },
    }),
  ],
  play: async () => {
    await screen.findByRole('heading', { name: 'Monday Route' });
    await userEvent.click(screen.getByRole('button', { name: 'Add item' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Add Item' }));
    await userEvent.selectOptions(dialog.getByLabelText('Type', { exact: true }), 'job');
    const customer = dialog.getByRole('combobox', { name: 'Customer' });
    await userEvent.type(customer, 'bob');
    const found = async () => within(await dialog.findByRole('listbox', { name: 'Customers' }));
    await expect(await (await found()).findByRole('option', { name: /Bob Brown/ })).toBeVisible();
    await expect((await found()).getAllByRole('option')).toHaveLength(1);

    await userEvent.clear(customer);
    await userEvent.type(customer, 'Residence');
    await expect(
      await (await found()).findByRole('option', { name: /Smith Residence/ }),
    ).toBeVisible();
    await userEvent.click((await found()).getByRole('option', { name: /Smith Residence/ }));
    await expect(dialog.getByText('Smith Residence')).toBeVisible();
  },
};

/**
 * A reorder the server never got puts the rows back, and the toast says so: the new
 * order was not saved (not "Your changes are kept", which nothing here keeps).
 */
export const ReorderRefusedOffline: Story = {
  loaders: as('admin40@routebook.test', 40),
  play: async ({ loaded }) => {
    await expect(await screen.findByRole('heading', { name: 'Monday Route' })).toBeVisible();
    const rowNames = async () =>
      (await items()).getAllByRole('listitem').map((row) => row.textContent ?? '');
    const before = await rowNames();
    harnessOf(loaded).network.offline = true;
    const [firstHandle] = screen.getAllByRole('button', { name: /^Reorder / });
    (firstHandle as HTMLElement).focus();
    await userEvent.keyboard(' ');
    const announcer = document.querySelector('[data-route-item-announcer]');
    await waitFor(() => expect(announcer?.textContent).toMatch(/^Picked up/));
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(announcer?.textContent).toMatch(/moved to position 2 of/));
    await userEvent.keyboard(' ');

    const toast = await screen.findByText(messages.reorderNotSaved);
    await expect(toast).toBeVisible();
    await expect(screen.queryByText(/Your changes are kept/)).toBeNull();
    await waitFor(async () => expect(await rowNames()).toEqual(before));
  },
};

/**
 * List / Map: the map shows a numbered pin per job of the route in route order (notes are not
 * places), the address keeps `?view=map`, and a pin opens its job.
 */
export const MapView: Story = {
  loaders: as('admin40@routebook.test', 40),
  play: async ({ loaded }) => {
    const { router } = harnessOf(loaded);
    await expect(await screen.findByRole('heading', { name: 'Monday Route' })).toBeVisible();
    await items();
    await userEvent.click(screen.getByRole('button', { name: 'Map' }));
    await expect(router.state.location.search).toBe('?view=map');
    const map = await screen.findByRole(
      'region',
      { name: 'Map of Monday Route' },
      { timeout: 10_000 },
    );
    const pins = await waitFor(
      () => {
        const found = within(map).getAllByRole('button', { name: /^\d+\. / });
        if (found.length === 0) throw new Error('no pins yet');
        return found;
      },
      { timeout: 10_000 },
    );
    // In route order: each pin's place is larger than the one before.
    const places = pins.map((pin) =>
      Number(/^(\d+)\./.exec(pin.getAttribute('aria-label') ?? '')?.[1]),
    );
    await expect(places).toEqual([...places].sort((a, b) => a - b));
    await userEvent.click(pins[0] as HTMLElement);
    await waitFor(() => expect(router.state.location.pathname).toMatch(/\/job\//));
  },
};
