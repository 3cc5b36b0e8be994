import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';
import { harnessLoader, harnessOf, pageStoryMeta } from '../../testing/pageStory';

/** The route list as each kind of user sees it, against the mock server running in the page. */
const meta = {
  title: 'Pages/RouteList',
  ...pageStoryMeta,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const as = (email: string) => [harnessLoader({ path: '/route/list', email })];

async function addRoute(name: string, status?: string) {
  await userEvent.click(await screen.findByRole('button', { name: 'Add Route' }));
  const dialog = await screen.findByRole('dialog', { name: 'Add Route' });
  await userEvent.type(within(dialog).getByLabelText('Route name'), name);
  if (status) await userEvent.selectOptions(within(dialog).getByLabelText('Status'), status);
  await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
  return dialog;
}

/** Plan 10 with its one active route: a new route can only be a draft. */
export const AdminPlan10Limited: Story = {
  loaders: as('admin10@routebook.test'),
  play: async () => {
    await expect(await screen.findByRole('heading', { name: /Active \(1\)/ })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Add Route' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Route' });
    const status = within(dialog).getByLabelText('Status');
    await expect([...(status as HTMLSelectElement).options].map((o) => o.text)).toEqual(['Draft']);
    await expect(
      within(dialog).getByText('Please Upgrade your company plan to allow for more active routes.'),
    ).toBeVisible();
    await userEvent.type(within(dialog).getByLabelText('Route name'), 'Friday Route');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await expect(await screen.findByRole('heading', { name: /Draft \(2\)/ })).toBeVisible();
    await expect(screen.getByRole('link', { name: /Friday Route/ })).toBeVisible();
  },
};

/** Plan 40: no active-route limit; the new active route shows without a reload. */
export const AdminPlan40: Story = {
  loaders: as('admin40@routebook.test'),
  play: async () => {
    await expect(await screen.findByRole('heading', { name: /Active \(2\)/ })).toBeVisible();
    await addRoute('Night Shift', 'active');
    await expect(await screen.findByRole('heading', { name: /Active \(3\)/ })).toBeVisible();
    await expect(screen.getByRole('link', { name: /Night Shift/ })).toBeVisible();
  },
};

/** Field staff see the routes read-only: no Add Route. */
export const RegularUser: Story = {
  loaders: as('staff40@routebook.test'),
  play: async () => {
    await expect(await screen.findByRole('heading', { name: /Active \(2\)/ })).toBeVisible();
    await expect(screen.queryByRole('button', { name: 'Add Route' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Menu' }));
    const menu = screen.getByRole('navigation', { name: 'Main menu' });
    await expect(
      within(menu)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Today', 'Route List', 'Time Clock', 'My Time Sheet']);
  },
};

/** Add Route names who runs the new route; it is then on their Today. */
export const AddRouteWithTechnician: Story = {
  loaders: as('admin40@routebook.test'),
  play: async ({ loaded }) => {
    const { server } = harnessOf(loaded);
    await userEvent.click(await screen.findByRole('button', { name: 'Add Route' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Add Route' }));
    await userEvent.type(dialog.getByLabelText('Route name'), 'Night Shift');
    await userEvent.selectOptions(dialog.getByLabelText('Status'), 'active');
    const technician = await dialog.findByRole('combobox', { name: 'Technician' });
    await expect(technician).toHaveValue('');
    await userEvent.selectOptions(technician, 'Sam Staff 40');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(await screen.findByRole('link', { name: /Night Shift/ })).toBeVisible();
    const route = server.store.routes.all().find((r) => r.name === 'Night Shift');
    const sam = server.store.companyUsers.get(route?.technicianId);
    await expect(sam?.email).toBe('staff40@routebook.test');
  },
};
