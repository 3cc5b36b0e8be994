import type { Meta, StoryObj } from '@storybook/react-vite';
import type { MockServer } from '@routebook/mock-server';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { needsPinText } from '@routebook/ui';
import { createHarness } from '../../testing/AppHarness';
import { harnessLoader, harnessOf, pageStoryMeta } from '../../testing/pageStory';

/** The customers page as an admin uses it, against the mock server in the page. */
const meta = {
  title: 'Pages/Customers',
  ...pageStoryMeta,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const HAS_JOBS = 'Customer has one or more jobs and cannot be deleted.';

const at = (email: string, path: string | ((server: MockServer) => string) = '/customers') => [
  harnessLoader({ email, path }),
];

/** The plan-40 company's customers in the store, with and without jobs. */
function companyCustomers(server: MockServer) {
  const company = server.store.companies.all().find((c) => c.planLevel === 40);
  const customers = server.store.customers.all().filter((c) => c.companyId === company?.id);
  const jobs = (id: string) => server.store.jobs.all().filter((j) => j.customerId === id).length;
  const withJobs = customers.find((c) => jobs(c.id) > 0);
  const withoutJobs = customers.find((c) => jobs(c.id) === 0);
  if (!withJobs || !withoutJobs) throw new Error('the seed needs customers with and without jobs');
  return { customers, withJobs, withoutJobs };
}

const jobCount = (server: MockServer, customerId: string) =>
  server.store.jobs.all().filter((j) => j.customerId === customerId).length;

const list = async () => within(await screen.findByRole('list', { name: 'Customers' }));

/** Adds `count` customers "Paged Customer 001", ... to the plan-40 company (many pages' worth). */
function addCustomers(server: MockServer, count: number) {
  const company = server.store.companies.all().find((c) => c.planLevel === 40);
  for (let i = 1; i <= count; i += 1) {
    const n = String(i).padStart(3, '0');
    server.store.customers.insert({
      companyId: company?.id ?? '',
      firstName: 'Pat',
      lastName: `Paged${n}`,
      displayName: `Paged Customer ${n}`,
      mobile: null,
      address1: `${i} Long Road`,
      address2: null,
      city: 'Springfield',
      state: 'IL',
      zip: null,
      email: null,
      note: null,
      status: 'active',
      passwordHash: null,
      location: { latitude: 39.78, longitude: -89.65, source: 'geocoded' },
    });
  }
}

/** A customer's row, found by its Edit button (the name also hides in each button's label). */
const row = async (name: string) =>
  (await list()).findByRole('button', { name: `Edit ${name}` }).then((edit) => {
    return edit.closest('li') as HTMLElement;
  });

/** Every customer of the company, with the count; search narrows by full name. */
export const ListAndSearch: Story = {
  loaders: at('admin40@routebook.test'),
  play: async ({ loaded }) => {
    const { customers, withJobs } = companyCustomers(harnessOf(loaded).server);
    await expect(await screen.findByRole('heading', { level: 1, name: 'Customers' })).toBeVisible();
    await expect((await list()).getAllByRole('listitem')).toHaveLength(customers.length);
    await expect(screen.getByText(`${customers.length} customers.`)).toBeVisible();
    await expect(screen.getByRole('link', { name: 'Import customers' })).toHaveAttribute(
      'href',
      '/admin/customer-import',
    );

    const lastName = withJobs.lastName;
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search customers' }), lastName);
    const matching = customers.filter((c) =>
      `${c.firstName ?? ''} ${c.lastName}`.toLowerCase().includes(lastName.toLowerCase()),
    );
    await waitFor(async () =>
      expect((await list()).getAllByRole('listitem')).toHaveLength(matching.length),
    );
    await expect(await row(withJobs.displayName)).toBeVisible();
  },
};

/**
 * Search finds what the rows show: "bob" finds Bob Brown, whose first name is Robert,
 * and "Residence" finds Smith Residence, by their display names.
 */
export const SearchFindsDisplayName: Story = {
  loaders: at('admin40@routebook.test'),
  play: async () => {
    await screen.findByRole('heading', { level: 1, name: 'Customers' });
    const search = screen.getByRole('searchbox', { name: 'Search customers' });
    await userEvent.type(search, 'bob');
    await waitFor(async () => expect((await list()).getAllByRole('listitem')).toHaveLength(1));
    await expect(await row('Bob Brown')).toBeVisible();

    await userEvent.clear(search);
    await userEvent.type(search, 'Residence');
    await waitFor(async () => expect((await list()).getAllByRole('listitem')).toHaveLength(1));
    await expect(await row('Smith Residence')).toBeVisible();
  },
};

/** Add Customer: stored active, listed in display-name order. */
export const AddsCustomer: Story = {
  loaders: at('admin40@routebook.test'),
  play: async ({ loaded }) => {
    await userEvent.click(await screen.findByRole('button', { name: 'Add customer' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Add Customer' }));
    await userEvent.type(dialog.getByRole('textbox', { name: /^Last name/ }), 'Aardvark');
    await userEvent.type(dialog.getByRole('textbox', { name: /^Display name/ }), 'AAA Aardvark Co');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(await screen.findByText('Customer added.')).toBeVisible();
    const stored = harnessOf(loaded)
      .server.store.customers.all()
      .find((c) => c.displayName === 'AAA Aardvark Co');
    await expect(stored).toMatchObject({ lastName: 'Aardvark', status: 'active' });
    const [first] = (await list()).getAllByRole('listitem');
    await expect(first).toHaveTextContent('AAA Aardvark Co');
  },
};

/**
 * A company of 128 customers shows the first 50 with the count of all; Show more loads
 * the next 50 (the keyboard stays on it), and scrolling to the end of the list loads the rest.
 */
export const ShowsMoreInPages: Story = {
  loaders: at('admin40@routebook.test', (server) => {
    addCustomers(server, 120);
    return '/customers';
  }),
  play: async ({ loaded }) => {
    const { server } = harnessOf(loaded);
    const all = companyCustomers(server).customers.length;
    await expect(await screen.findByText(`${all} customers.`)).toBeVisible();
    await expect((await list()).getAllByRole('listitem')).toHaveLength(50);
    const more = screen.getByRole('button', { name: `Show more (${all - 50} more)` });
    more.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(async () => expect((await list()).getAllByRole('listitem')).toHaveLength(100));
    await expect(
      screen.getByRole('button', { name: `Show more (${all - 100} more)` }),
    ).toHaveFocus();

    ((await list()).getAllByRole('listitem').at(-1) as HTMLElement).scrollIntoView();
    await waitFor(async () => expect((await list()).getAllByRole('listitem')).toHaveLength(all));
    await expect(screen.queryByRole('button', { name: /^Show more/ })).toBeNull();
    await expect(await row('Paged Customer 120')).toBeVisible();
  },
};

/**
 * The search asks the server: "paged customer 11" finds the 10 of 120 that match (110 to 119), on
 * one page, and the count says so; clearing it brings back the first page of everyone.
 */
export const SearchAsksTheServer: Story = {
  loaders: at('admin40@routebook.test', (server) => {
    addCustomers(server, 120);
    return '/customers';
  }),
  play: async ({ loaded }) => {
    const all = companyCustomers(harnessOf(loaded).server).customers.length;
    const search = await screen.findByRole('searchbox', { name: 'Search customers' });
    await userEvent.type(search, 'paged customer 11');
    await expect(search).toHaveValue('paged customer 11');
    await expect(await screen.findByText(`10 of ${all} customers match.`)).toBeVisible();
    await expect((await list()).getAllByRole('listitem')).toHaveLength(10);
    await expect(screen.queryByRole('button', { name: /^Show more/ })).toBeNull();

    await userEvent.clear(search);
    await expect(await screen.findByText(`${all} customers.`)).toBeVisible();
    await waitFor(async () => expect((await list()).getAllByRole('listitem')).toHaveLength(50));
  },
};

/** customers/edit?customer=ID opens a customer that is not on the first page too. */
export const EditLinkBeyondFirstPage: Story = {
  loaders: [
    async () => {
      let id = '';
      const harness = await createHarness({
        email: 'admin40@routebook.test',
        path: (server) => {
          addCustomers(server, 120);
          id = companyCustomers(server).customers.find(
            (c) => c.displayName === 'Paged Customer 120',
          )?.id as string;
          return `/customers/edit?customer=${id}`;
        },
      });
      return { harness, id };
    },
  ],
  play: async () => {
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit Customer' }));
    await expect(dialog.getByRole('textbox', { name: /^Display name/ })).toHaveValue(
      'Paged Customer 120',
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await expect((await list()).getAllByRole('listitem')).toHaveLength(50);
    await expect(
      (await list()).queryByRole('button', { name: 'Edit Paged Customer 120' }),
    ).toBeNull();
  },
};

/** customers/edit?customer=ID opens Edit Customer prefilled; Save changes the server. */
export const EditPageRoute: Story = {
  loaders: [
    async () => {
      let id = '';
      const harness = await createHarness({
        email: 'admin40@routebook.test',
        path: (server) => {
          id = companyCustomers(server).withoutJobs.id;
          return `/customers/edit?customer=${id}`;
        },
      });
      return { harness, id };
    },
  ],
  play: async ({ loaded }) => {
    const { server } = harnessOf(loaded);
    const before = server.store.customers.get(loaded.id as string);
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit Customer' }));
    const display = dialog.getByRole('textbox', { name: /^Display name/ });
    await expect(display).toHaveValue(before?.displayName);
    await userEvent.clear(display);
    await userEvent.type(display, 'Renamed Customer');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(await screen.findByText('Customer saved.')).toBeVisible();
    await expect(server.store.customers.get(loaded.id as string)?.displayName).toBe(
      'Renamed Customer',
    );
    await expect(await row('Renamed Customer')).toBeVisible();
  },
};

/** A customer with jobs cannot be deleted: the page says why and the server keeps it. */
export const DeleteRefusedWithJobs: Story = {
  loaders: at('admin40@routebook.test'),
  play: async ({ loaded }) => {
    const { server } = harnessOf(loaded);
    const { withJobs } = companyCustomers(server);
    await userEvent.click(
      (await list()).getByRole('button', { name: `Delete ${withJobs.displayName}` }),
    );
    const alert = await screen.findByRole('alertdialog', { name: HAS_JOBS });
    await userEvent.click(within(alert).getByRole('button', { name: 'OK' }));
    await expect(server.store.customers.get(withJobs.id)).toBeDefined();
  },
};

/** Copy adds "(copy)"; Make inactive keeps it listed as Inactive; Delete asks, then removes it. */
export const CopyDeactivateDelete: Story = {
  loaders: at('admin40@routebook.test'),
  play: async ({ loaded }) => {
    const { server } = harnessOf(loaded);
    const { withoutJobs } = companyCustomers(server);
    const name = withoutJobs.displayName;
    await userEvent.click((await list()).getByRole('button', { name: `Copy ${name}` }));
    const copyName = `${name} (copy)`;
    await expect(await row(copyName)).toBeVisible();
    const copy = server.store.customers.all().find((c) => c.displayName === copyName);
    await expect(copy?.status).toBe('active');

    await userEvent.click(
      (await list()).getByRole('button', { name: `Make inactive ${copyName}` }),
    );
    await expect(
      await (await list()).findByRole('button', { name: `Make active ${copyName}` }),
    ).toBeVisible();
    await expect(server.store.customers.get(copy?.id ?? '')?.status).toBe('inactive');

    await userEvent.click((await list()).getByRole('button', { name: `Delete ${copyName}` }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete this customer?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Agree' }));
    await expect(await screen.findByText('Customer deleted.')).toBeVisible();
    await waitFor(async () =>
      expect((await list()).queryByRole('button', { name: `Edit ${copyName}` })).toBeNull(),
    );
    await expect(server.store.customers.get(copy?.id ?? '')).toBeUndefined();
  },
};

/** Customers is for admins: field staff who open it land on the route list. */
export const StaffLandsOnRouteList: Story = {
  loaders: at('staff40@routebook.test'),
  play: async ({ loaded }) => {
    await screen.findByRole('heading', { level: 1, name: 'Routes' });
    await expect(harnessOf(loaded).router.state.location.pathname).toBe('/route/list');
  },
};

/** Below plan 30 there is no customer import (its page is plan-guarded): no link to it. */
export const NoImportBelowPlan30: Story = {
  loaders: at('admin10@routebook.test'),
  play: async () => {
    await screen.findByRole('heading', { level: 1, name: 'Customers' });
    await expect(screen.queryByRole('link', { name: 'Import customers' })).toBeNull();
  },
};

/**
 * A desktop: the customers as a table with the search beside it; a column header sorts
 * the rows by keyboard (aria-sort), here by job count.
 */
export const DesktopTableSorts: Story = {
  loaders: at('admin40@routebook.test'),
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ loaded }) => {
    const { customers } = companyCustomers(harnessOf(loaded).server);
    await screen.findByRole('heading', { level: 1, name: 'Customers' });
    const table = await screen.findByRole('table', { name: 'Customers' });
    await expect(screen.queryByRole('list', { name: 'Customers' })).toBeNull();
    await expect(within(table).getAllByRole('rowheader')).toHaveLength(customers.length);
    const search = screen.getByRole('searchbox', { name: 'Search customers' });
    await expect(search.getBoundingClientRect().left).toBeGreaterThanOrEqual(
      table.getBoundingClientRect().right,
    );

    const jobs = within(table).getByRole('button', { name: /^Jobs/ });
    jobs.focus();
    const counts = () =>
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((row) => Number(row.children[5]?.textContent));
    const jobsSort = () =>
      within(table).getByRole('columnheader', { name: /^Jobs/ }).getAttribute('aria-sort');
    // The server sorts: the header and the rows follow once its answer is in.
    await userEvent.keyboard('{Enter}');
    await waitFor(() => {
      expect(jobsSort()).toBe('ascending');
      expect(counts()).toEqual([...counts()].sort((a, b) => a - b));
    });
    await expect(new Set(counts()).size).toBeGreaterThan(1);
    await userEvent.keyboard('{Enter}');
    await waitFor(() => {
      expect(jobsSort()).toBe('descending');
      expect(counts()).toEqual([...counts()].sort((a, b) => b - a));
    });
    await userEvent.click(
      within(table).getByRole('button', { name: `Edit ${customers[0]?.displayName}` }),
    );
    await expect(await screen.findByRole('dialog', { name: 'Edit Customer' })).toBeVisible();
  },
};

/**
 * A desktop with many customers: sorting by Jobs asks the server for the whole list in
 * that order, so the customer with most jobs comes first though it is not on the first page by name.
 */
export const DesktopSortsWholeList: Story = {
  loaders: at('admin40@routebook.test', (server) => {
    addCustomers(server, 120);
    const busiest = server.store.customers
      .all()
      .find((c) => c.displayName === 'Paged Customer 120');
    const most = Math.max(...server.store.customers.all().map((c) => jobCount(server, c.id)));
    for (let i = 0; i <= most; i += 1) {
      server.store.jobs.insert({
        companyId: busiest?.companyId ?? '',
        routeId: null,
        customerId: busiest?.id ?? '',
        status: 'active',
        notes: null,
        completedAt: null,
      });
    }
    return '/customers';
  }),
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ loaded }) => {
    const { server } = harnessOf(loaded);
    const table = await screen.findByRole('table', { name: 'Customers' });
    const names = () =>
      within(table)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent);
    await expect(names()).toHaveLength(50);
    await expect(names()).not.toContain('Paged Customer 120');
    await expect(screen.queryByText(/^Sorting the/)).toBeNull();

    const jobs = within(table).getByRole('button', { name: /^Jobs/ });
    const jobsSort = () =>
      within(table).getByRole('columnheader', { name: /^Jobs/ }).getAttribute('aria-sort');
    jobs.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(jobsSort()).toBe('ascending'));
    await userEvent.keyboard('{Enter}');
    await waitFor(() => {
      expect(jobsSort()).toBe('descending');
      expect(names()[0]).toBe('Paged Customer 120');
    });
    await expect(screen.getByText('Sorted by Jobs, descending.')).toBeInTheDocument();
    const busiest = server.store.customers
      .all()
      .find((c) => c.displayName === 'Paged Customer 120');
    await expect(within(table).getAllByRole('row')[1]?.children[5]).toHaveTextContent(
      String(jobCount(server, busiest?.id ?? '')),
    );
    await expect(names()).toHaveLength(50);

    // Show more continues in the same order.
    await userEvent.click(screen.getByRole('button', { name: /^Show more/ }));
    await waitFor(() => expect(names()).toHaveLength(100));
    const counts = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => Number(row.children[5]?.textContent));
    await expect(counts).toEqual([...counts].sort((a, b) => b - a));
  },
};

/** A customer without a location: its row says "Needs a pin"; the filter counts and lists them. */
export const NeedsPinFilter: Story = {
  loaders: at('admin40@routebook.test', (server) => {
    const [seeded] = companyCustomers(server).customers;
    // An address the geocoder does not know: no location.
    if (seeded)
      server.store.customers.insert({
        ...seeded,
        id: undefined,
        displayName: 'Nowhere Farm',
        city: 'Atlantis',
        location: null,
      });
    return '/customers';
  }),
  play: async ({ loaded }) => {
    const { server } = harnessOf(loaded);
    const { customers } = companyCustomers(server);
    const needing = customers.filter((c) => !c.location);
    const count = needsPinText(needing.length);
    await expect(needing.length).toBeGreaterThan(0);
    const pinless = await row('Nowhere Farm');
    await expect(within(pinless).getByText('Needs a pin')).toBeVisible();
    const filter = await screen.findByRole('button', { name: `${count}: show them` });
    await userEvent.click(filter);
    await waitFor(async () =>
      expect((await list()).getAllByRole('listitem')).toHaveLength(needing.length),
    );
    await expect(await screen.findByText(`${count}.`)).toBeVisible();
    for (const customer of needing) {
      await expect(within(await row(customer.displayName)).getByText('Needs a pin')).toBeVisible();
    }
    // The filter's button changes its words once the filtered page has answered.
    await userEvent.click(
      await screen.findByRole('button', { name: `${count}: show every customer` }),
    );
    await waitFor(async () =>
      expect((await list()).getAllByRole('listitem')).toHaveLength(customers.length),
    );
  },
};

/**
 * A pin placed by hand survives Find from address; Remove pin gives it up and the address is
 * looked up again. Typing coordinates and saving places a pin by hand.
 */
export const FixPinAndFindFromAddress: Story = {
  loaders: [
    async () => {
      let id = '';
      const harness = await createHarness({
        email: 'admin40@routebook.test',
        path: (server) => {
          id = companyCustomers(server).withoutJobs.id;
          return `/customers/edit?customer=${id}`;
        },
      });
      return { harness, id };
    },
  ],
  play: async ({ loaded }) => {
    const { server } = harnessOf(loaded);
    const id = loaded.id as string;
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit Customer' }));
    await expect(dialog.getByText('Found from the address')).toBeVisible();
    const latitude = dialog.getByRole('textbox', { name: /^Latitude/ });
    const longitude = dialog.getByRole('textbox', { name: /^Longitude/ });
    await userEvent.clear(latitude);
    await userEvent.type(latitude, '39.8');
    await userEvent.clear(longitude);
    await userEvent.type(longitude, '-89.61');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(await screen.findByText('Customer saved.')).toBeVisible();
    await expect(server.store.customers.get(id)?.location).toEqual({
      latitude: 39.8,
      longitude: -89.61,
      source: 'manual',
    });

    const name = server.store.customers.get(id)?.displayName ?? '';
    await userEvent.click(await (await list()).findByRole('button', { name: `Edit ${name}` }));
    const again = within(await screen.findByRole('dialog', { name: 'Edit Customer' }));
    await expect(again.getByText('Placed by hand')).toBeVisible();
    await userEvent.click(again.getByRole('button', { name: 'Find from address' }));
    await expect(
      await again.findByText(
        /This pin was placed by hand, so finding the address will not move it/,
      ),
    ).toBeVisible();
    await expect(again.getByRole('textbox', { name: /^Latitude/ })).toHaveValue('39.8');
    await expect(server.store.customers.get(id)?.location?.source).toBe('manual');

    await userEvent.click(again.getByRole('button', { name: 'Remove pin' }));
    await expect(await again.findByText('Found from the address')).toBeVisible();
    await expect(server.store.customers.get(id)?.location?.source).toBe('geocoded');
    await expect(again.getByRole('textbox', { name: /^Latitude/ })).not.toHaveValue('39.8');
  },
};
