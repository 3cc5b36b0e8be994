import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';

import type { RenderLinkProps } from '../SideMenu';
import { RouteList } from './RouteList';
import type { RouteListRoute } from './RouteListRow';

const renderLink = ({ to, children, ...rest }: RenderLinkProps) => (
  <a href={to} {...rest}>
    {children}
  </a>
);

const ROUTES: RouteListRoute[] = [
  { id: 'r1', name: 'Monday North', status: 'active' },
  { id: 'r2', name: 'Spring Cleanup', status: 'draft' },
  { id: 'r3', name: 'Tuesday South', status: 'active' },
  { id: 'r4', name: 'Winter 2024', status: 'Complete' },
  { id: 'r5', name: 'Old Downtown', status: 'archive' },
];

const STATUSES = ['active', 'draft', 'Complete'] as const;
const MANY_ROUTES: RouteListRoute[] = Array.from({ length: 60 }, (_, i) => ({
  id: `route-${i + 1}`,
  name: `Route ${String(i + 1).padStart(2, '0')}`,
  status: STATUSES[i % 3] ?? 'draft',
}));

const meta = {
  title: 'Routes/RouteList',
  component: RouteList,
  args: { routes: ROUTES, renderLink, canAdd: true, onAdd: fn(), loading: false },
  tags: ['autodocs'],
} satisfies Meta<typeof RouteList>;

export default meta;
type Story = StoryObj<typeof meta>;

const headings = (canvasElement: HTMLElement) =>
  within(canvasElement)
    .queryAllByRole('heading', { level: 2 })
    .map((h) => h.textContent);

export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(headings(canvasElement)).toEqual(['Active (2)', 'Draft (1)', 'Complete (1)']);
    await userEvent.click(canvas.getByRole('button', { name: 'Add Route' }));
    await expect(args.onAdd).toHaveBeenCalledTimes(1);
  },
};

export const Grouped: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Active, Draft, Complete in that order, each with its count; archived routes are not listed.
    await expect(headings(canvasElement)).toEqual(['Active (2)', 'Draft (1)', 'Complete (1)']);
    await expect(canvas.queryByText('Old Downtown')).toBeNull();

    const rows = (group: string) =>
      within(canvas.getByRole('region', { name: group }))
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]);
    await expect(rows('Active (2)')).toEqual([
      ['Monday NorthActive', '/route/r1'],
      ['Tuesday SouthActive', '/route/r3'],
    ]);
    await expect(rows('Draft (1)')).toEqual([['Spring CleanupDraft', '/route/r2']]);
    await expect(rows('Complete (1)')).toEqual([['Winter 2024Complete', '/route/r4']]);

    const badge = canvas.getByText('Complete', { selector: '[data-status]' });
    await expect(badge).toHaveAttribute('data-status', 'complete');

    // The whole row is the touch target (at least 44 px high).
    for (const link of canvas.getAllByRole('link')) {
      await expect(link.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    }
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Add Route' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: /Monday North/ })).toHaveFocus();
  },
};

export const Empty: Story = {
  args: { routes: [] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No routes yet.')).toBeVisible();
    await expect(headings(canvasElement)).toEqual([]);
    await expect(canvas.getAllByRole('button', { name: 'Add Route' })).toHaveLength(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Add Route' }));
    await expect(args.onAdd).toHaveBeenCalledTimes(1);
  },
};

/** A regular user with no routes: the message, no Add Route. */
export const EmptyRegular: Story = {
  args: { routes: [{ id: 'r5', name: 'Old Downtown', status: 'archive' }], canAdd: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No routes yet.')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Add Route' })).toBeNull();
    await expect(canvas.queryAllByRole('link')).toEqual([]);
  },
};

export const ManyRoutes: Story = {
  args: { routes: MANY_ROUTES },
  decorators: [
    (Story) => (
      <div style={{ height: 480, overflowY: 'auto' }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(headings(canvasElement)).toEqual(['Active (20)', 'Draft (20)', 'Complete (20)']);
    await expect(canvas.getAllByRole('link')).toHaveLength(60);
    const last = canvas.getByRole('link', { name: /Route 60/ });
    await expect(last).toHaveAttribute('href', '/route/route-60');
    const scroller = canvasElement.firstElementChild as HTMLElement;
    await expect(scroller.scrollHeight).toBeGreaterThan(scroller.clientHeight);
    last.focus();
    await expect(scroller.scrollTop).toBeGreaterThan(0);
  },
};

export const Loading: Story = {
  args: { routes: [], loading: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading routes…');
    await expect(canvas.queryByText('No routes yet.')).toBeNull();
    await expect(headings(canvasElement)).toEqual([]);
  },
};

const DISPATCH_ROUTES: RouteListRoute[] = [
  {
    id: 'r1',
    name: 'Monday North',
    status: 'active',
    technician: 'Sam Staff',
    createdAt: '2026-11-02T08:00:00Z',
    progress: { stops: 33, done: 12, lastCompletedAt: '2026-11-20T15:00:00Z' },
  },
  {
    id: 'r3',
    name: 'Tuesday South',
    status: 'active',
    technician: null,
    createdAt: '2026-10-12T08:00:00Z',
    progress: { stops: 4, done: 4, lastCompletedAt: '2026-11-03T11:00:00Z' },
  },
  {
    id: 'r6',
    name: 'Ávila Loop',
    status: 'active',
    technician: 'Ann Moore',
    createdAt: '2026-11-10T08:00:00Z',
    progress: { stops: 1, done: 0, lastCompletedAt: null },
  },
  {
    id: 'r2',
    name: 'Spring Cleanup',
    status: 'draft',
    technician: null,
    createdAt: '2026-11-01T08:00:00Z',
    progress: { stops: 0, done: 0, lastCompletedAt: null },
  },
];

/** On a phone each route says who runs it, its stops and how far it has got, under its name. */
export const ProgressOnPhone: Story = {
  args: { routes: DISPATCH_ROUTES },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('table')).toBeNull();
    await expect(canvas.getByText('Sam Staff · 33 stops · 12 of 33 done')).toBeVisible();
    await expect(canvas.getByText('Ann Moore · 1 stop · 0 of 1 done')).toBeVisible();
    await expect(canvas.getByText('4 stops · 4 of 4 done')).toBeVisible();
    await expect(canvas.getByText('0 stops')).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  },
};

/**
 * A dispatcher's desktop: each group a table of technician, stops, progress and dates;
 * a column header sorts the group by keyboard (aria-sort), in the house's name order.
 */
export const DesktopTable: Story = {
  args: { routes: DISPATCH_ROUTES },
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const active = canvas.getByRole('table', { name: 'Active routes' });
    const names = () =>
      within(active)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent);
    const row = within(within(active).getByRole('row', { name: /Monday North/ }));
    await expect(row.getByRole('cell', { name: 'Sam Staff' })).toBeVisible();
    await expect(row.getByRole('cell', { name: '33' })).toBeVisible();
    await expect(row.getByRole('cell', { name: '12 of 33 done' })).toBeVisible();
    await expect(row.getByRole('link', { name: 'Monday North' })).toHaveAttribute(
      'href',
      '/route/r1',
    );
    await expect(names()).toEqual(['Monday North', 'Tuesday South', 'Ávila Loop']);

    within(active)
      .getByRole('button', { name: /^Route/ })
      .focus();
    await userEvent.keyboard('{Enter}');
    await expect(names()).toEqual(['Ávila Loop', 'Monday North', 'Tuesday South']);
    await expect(within(active).getByRole('columnheader', { name: /^Route/ })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    const stops = within(active).getByRole('button', { name: /^Stops/ });
    stops.focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard('{Enter}');
    await expect(names()).toEqual(['Monday North', 'Tuesday South', 'Ávila Loop']);
    await expect(within(active).getByRole('columnheader', { name: /^Stops/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    await expect(canvas.getByRole('table', { name: 'Draft routes' })).toBeVisible();
  },
};
