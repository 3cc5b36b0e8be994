import { fieldDayMessages } from '@routebook/schema';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

import type { RenderLinkProps } from '../SideMenu';
import { StopList, type Stop, type StopListRoute } from './StopList';

const renderLink = ({ to, children, ...rest }: RenderLinkProps) => (
  <a href={to} {...rest}>
    {children}
  </a>
);

const stop = (
  id: string,
  customerName: string,
  status: Stop['status'],
  address: string | null,
) => ({
  id,
  customerName,
  status,
  address,
  href: `/route/r1/job/${id}`,
});

const monday: StopListRoute = {
  id: 'r1',
  name: 'Monday Route',
  href: '/route/r1',
  stops: [
    stop('j1', 'Maria Garcia', 'complete', '14 Oak Avenue, Springfield, IL 62704'),
    stop('j2', 'Smith Residence', 'inprogress', '230 Pine Road, Springfield, IL 62702'),
    stop('j3', 'Johnson Bakery', 'active', '9 Mill Street, Chatham, IL 62629'),
    stop('j4', 'Lee Family', 'cancelled', '51 Birch Lane, Springfield, IL 62703'),
  ],
};

const wednesday: StopListRoute = {
  id: 'r2',
  name: 'Wednesday Route',
  href: '/route/r2',
  stops: [stop('j5', 'Ana Lopez', 'active', '3 Lake Drive, Springfield, IL 62711')],
};

const meta = {
  title: 'Today/StopList',
  component: StopList,
  args: { routes: [monday], renderLink },
  tags: ['autodocs'],
} satisfies Meta<typeof StopList>;

export default meta;
type Story = StoryObj<typeof meta>;

const stopsOf = (canvasElement: HTMLElement, route: string) =>
  within(within(canvasElement).getByRole('list', { name: route })).getAllByRole('listitem');

/**
 * A day under way: the stops in route order, each with its status in words, its address, a link to
 * its job and Navigate, which hands the address to the phone's maps app.
 */
export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Monday Route' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Monday Route' })).toHaveAttribute(
      'href',
      '/route/r1',
    );
    const rows = stopsOf(canvasElement, 'Monday Route');
    await expect(rows.map((row) => row.getAttribute('data-status'))).toEqual([
      'complete',
      'inprogress',
      'active',
      'cancelled',
    ]);
    const second = within(rows[1] as HTMLElement);
    const job = second.getByRole('link', { name: /^Smith Residence/ });
    await expect(job).toHaveAttribute('href', '/route/r1/job/j2');
    await expect(job).toHaveAccessibleName(
      /^Smith Residence ?, ?In progress ?, ?230 Pine Road, Springfield, IL 62702$/,
    );
    const navigate = second.getByRole('link', { name: /^Navigate/ });
    await expect(navigate).toHaveAccessibleName('Navigate to 230 Pine Road, Springfield, IL 62702');
    await expect(navigate).toHaveAttribute(
      'href',
      'https://www.google.com/maps/dir/?api=1&destination=230%20Pine%20Road%2C%20Springfield%2C%20IL%2062702',
    );
    await expect(navigate).toHaveAttribute('target', '_blank');
    for (const link of [job, navigate]) {
      const { height, width } = link.getBoundingClientRect();
      await expect(Math.min(height, width)).toBeGreaterThanOrEqual(44);
    }
  },
};

/** Two routes: each under its own heading, in the order given. */
export const TwoRoutes: Story = {
  args: { routes: [monday, wednesday] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent),
    ).toEqual(['Monday Route', 'Wednesday Route']);
    await expect(stopsOf(canvasElement, 'Wednesday Route')).toHaveLength(1);
  },
};

/** Every stop done. */
export const AllDone: Story = {
  args: {
    routes: [
      {
        ...monday,
        stops: monday.stops.map((s) =>
          s.status === 'cancelled' ? s : { ...s, status: 'complete' },
        ),
      },
    ],
  },
  play: async ({ canvasElement }) => {
    const statuses = stopsOf(canvasElement, 'Monday Route').map((row) =>
      row.getAttribute('data-status'),
    );
    await expect(statuses).toEqual(['complete', 'complete', 'complete', 'cancelled']);
  },
};

/** A customer without an address: no Navigate, nothing to hand over. */
export const WithoutAddress: Story = {
  args: { routes: [{ ...monday, stops: [stop('j9', 'Walk-in Customer', 'active', null)] }] },
  play: async ({ canvasElement }) => {
    const row = stopsOf(canvasElement, 'Monday Route')[0] as HTMLElement;
    await expect(
      within(row).getByRole('link', { name: /^Walk-in Customer ?, ?Active$/ }),
    ).toBeVisible();
    await expect(within(row).queryByRole('link', { name: /^Navigate/ })).toBeNull();
  },
};

/** No route is assigned: the day says so. */
export const Empty: Story = {
  args: { routes: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(fieldDayMessages.todayEmpty)).toBeVisible();
    await expect(within(canvasElement).queryByRole('list')).toBeNull();
  },
};
