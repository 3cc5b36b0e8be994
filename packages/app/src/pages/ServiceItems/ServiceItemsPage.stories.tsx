import type { Meta, StoryObj } from '@storybook/react-vite';
import { messages } from '@routebook/schema';
import { TOUCH_TARGET_MIN_PX } from '@routebook/ui';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { type Harness } from '../../testing/AppHarness';
import { harnessLoader, pageStoryMeta } from '../../testing/pageStory';

/**
 * The Service Items admin page against the mock server in the page. The demo seed gives each
 * company four service items: Chemical treatment, Filter change, Haul away, Safety inspection.
 */
const meta = {
  title: 'Pages/ServiceItems',
  ...pageStoryMeta,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const at = (email: string, path = '/serviceItems') => [harnessLoader({ email, path })];

const SEEDED = ['Chemical treatment', 'Filter change', 'Haul away', 'Safety inspection'];

const serviceItemList = async () =>
  within(await screen.findByRole('list', { name: 'Service items' }));

const names = async () =>
  (await serviceItemList()).getAllByRole('listitem').map((row) => row.firstChild?.textContent);

/** The company's active service items, as the server stores them. */
const stored = (harness: Harness) => {
  const companyId = harness.services.sessions.get()?.user.currentUser?.company.id;
  return harness.server.store.serviceItems
    .all()
    .filter((item) => item.companyId === companyId && item.status === 'active');
};

/** Plan 40 admin: the company's service items by name, each with Edit and Delete (44 px). */
export const Admin40SeesItems: Story = {
  loaders: at('admin40@routebook.test'),
  play: async () => {
    await expect(
      await screen.findByRole('heading', { level: 1, name: 'Service Items' }),
    ).toBeVisible();
    await expect(await names()).toEqual(SEEDED);
    const list = await serviceItemList();
    await expect(list.getByRole('button', { name: 'Edit Filter change' })).toBeVisible();
    await expect(list.getByRole('button', { name: 'Delete Filter change' })).toBeVisible();
    await expect(screen.getByRole('button', { name: 'Add service item' })).toBeVisible();
    for (const button of list.getAllByRole('button')) {
      const { width, height } = button.getBoundingClientRect();
      await expect(Math.min(width, height)).toBeGreaterThanOrEqual(TOUCH_TARGET_MIN_PX);
    }
  },
};

/** Add: the server stores the item with its abbreviation equal to its name; the list shows it. */
export const AdminAddsItem: Story = {
  loaders: at('admin40@routebook.test'),
  play: async ({ loaded }) => {
    const harness = loaded.harness as Harness;
    await userEvent.click(await screen.findByRole('button', { name: 'Add service item' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Add Service Item' }));
    await userEvent.type(dialog.getByRole('textbox', { name: 'Name' }), 'Gutter cleaning');
    await userEvent.click(dialog.getByRole('button', { name: 'SAVE' }));

    await expect(await screen.findByText('Service item added.')).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const added = stored(harness).find((item) => item.name === 'Gutter cleaning');
    await expect(added?.abbreviation).toBe('Gutter cleaning');
    await waitFor(async () =>
      expect(await names()).toEqual([
        'Chemical treatment',
        'Filter change',
        'Gutter cleaning',
        'Haul away',
        'Safety inspection',
      ]),
    );
  },
};

/** Edit: the field starts from the name; the server's msg is the toast, shown for 4 s. */
export const AdminEditsItem: Story = {
  loaders: at('admin40@routebook.test'),
  play: async ({ loaded }) => {
    const harness = loaded.harness as Harness;
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Haul away' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit Service Item' }));
    const name = dialog.getByRole('textbox', { name: 'Name' });
    await expect(name).toHaveValue('Haul away');
    await userEvent.clear(name);
    await userEvent.type(name, 'Debris removal');
    await userEvent.click(dialog.getByRole('button', { name: 'SAVE' }));

    const toast = await screen.findByText(messages.serviceItemUpdated);
    await expect(toast).toHaveAttribute('data-duration-ms', '4000');
    const renamed = stored(harness).find((item) => item.name === 'Debris removal');
    await expect(renamed?.abbreviation).toBe('Debris removal');
    await waitFor(async () =>
      expect(await names()).toEqual([
        'Chemical treatment',
        'Debris removal',
        'Filter change',
        'Safety inspection',
      ]),
    );
  },
};

/**
 * The server refuses (the item was removed meanwhile): its message is an error toast, and the
 * modal stays open with what was typed.
 */
export const ServerRefusalKeepsModalOpen: Story = {
  loaders: at('admin40@routebook.test'),
  play: async ({ loaded }) => {
    const harness = loaded.harness as Harness;
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Filter change' }));
    const modal = await screen.findByRole('dialog', { name: 'Edit Service Item' });
    const name = within(modal).getByRole('textbox', { name: 'Name' });
    await userEvent.clear(name);
    await userEvent.type(name, 'Filter swap');
    const gone = stored(harness).find((item) => item.name === 'Filter change');
    harness.server.store.serviceItems.delete(gone?.id ?? '');
    await userEvent.click(within(modal).getByRole('button', { name: 'SAVE' }));

    // The message shows twice: in the error toast and in the modal.
    const shown = await screen.findAllByText(messages.notFound);
    await expect(shown.map((node) => node.getAttribute('data-tone'))).toContain('error');
    await expect(within(modal).getByText(messages.notFound)).toBeVisible();
    await expect(modal).toBeVisible();
    await expect(name).toHaveValue('Filter swap');
  },
};

/** Delete asks first; Agree removes it from the server's list and the page's. */
export const AdminDeletesItem: Story = {
  loaders: at('admin40@routebook.test'),
  play: async ({ loaded }) => {
    const harness = loaded.harness as Harness;
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Safety inspection' }));
    const confirm = within(
      await screen.findByRole('alertdialog', { name: 'Delete this service item?' }),
    );
    await userEvent.click(confirm.getByRole('button', { name: 'Agree' }));

    await expect(await screen.findByText('Service item deleted.')).toBeVisible();
    await expect(stored(harness).map((item) => item.name)).not.toContain('Safety inspection');
    await waitFor(async () =>
      expect(await names()).toEqual(['Chemical treatment', 'Filter change', 'Haul away']),
    );
  },
};

/** The name is required; SAVE stays disabled while it is blank or only spaces. */
export const BlankNameKeepsSaveDisabled: Story = {
  loaders: at('admin40@routebook.test'),
  play: async ({ loaded }) => {
    const harness = loaded.harness as Harness;
    await userEvent.click(await screen.findByRole('button', { name: 'Add service item' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Add Service Item' }));
    const save = dialog.getByRole('button', { name: 'SAVE' });
    await expect(save).toBeDisabled();
    await userEvent.type(dialog.getByRole('textbox', { name: 'Name' }), '   ');
    await expect(save).toBeDisabled();
    await userEvent.tab();
    await expect(await dialog.findByText(messages.serviceItemNameRequired)).toBeVisible();
    await expect(stored(harness)).toHaveLength(SEEDED.length);
  },
};

/** Plan 10 has no service items: an admin opening the address lands on the route list. */
export const Admin10LandsOnRouteList: Story = {
  loaders: at('admin10@routebook.test'),
  play: async ({ loaded }) => {
    await screen.findByRole('heading', { level: 1, name: 'Routes' });
    await expect((loaded.harness as Harness).router.state.location.pathname).toBe('/route/list');
  },
};

/** Field staff are not admins: at plan 40 too, the address lands on the route list. */
export const Staff40LandsOnRouteList: Story = {
  loaders: at('staff40@routebook.test'),
  play: async ({ loaded }) => {
    await screen.findByRole('heading', { level: 1, name: 'Routes' });
    await expect((loaded.harness as Harness).router.state.location.pathname).toBe('/route/list');
  },
};

/**
 * A desktop: the service items as a table, sorted by name (again reverses it), with
 * the search beside it; the search ignores case and accents.
 */
export const DesktopTableAndSearch: Story = {
  loaders: at('admin40@routebook.test'),
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async () => {
    const table = await screen.findByRole('table', { name: 'Service items' });
    const rowNames = () =>
      within(table)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent);
    await expect(rowNames()).toEqual(SEEDED);
    await expect(screen.queryByRole('list', { name: 'Service items' })).toBeNull();
    await userEvent.click(within(table).getByRole('button', { name: /^Name/ }));
    await expect(within(table).getByRole('columnheader', { name: /^Name/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    await expect(rowNames()).toEqual([...SEEDED].reverse());
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search service items' }), 'FÍLTER');
    await waitFor(() => expect(rowNames()).toEqual(['Filter change']));
  },
};
