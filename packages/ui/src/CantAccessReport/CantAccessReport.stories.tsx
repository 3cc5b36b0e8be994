import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';

import type { RenderLinkProps } from '../SideMenu';
import { formatDateTime } from '../dateTime';
import {
  CantAccessReport,
  NO_CANT_ACCESS_IN_PERIOD,
  type CantAccessReportRow,
} from './CantAccessReport';

const renderLink = ({ to, children, ...rest }: RenderLinkProps) => (
  <a href={to} {...rest}>
    {children}
  </a>
);

const ROWS: CantAccessReportRow[] = [
  {
    id: 'ca1',
    reportedAt: '2026-11-02T10:50:00.000Z',
    customer: 'Greenfield Dental',
    route: 'Monday Route',
    technician: 'Sam Staff',
    reason: 'Gate locked',
    note: 'Padlock on the side gate',
    reopened: true,
    href: '/route/r1/job/j1',
  },
  {
    id: 'ca2',
    reportedAt: '2026-11-03T14:05:00.000Z',
    customer: 'Harbour Bakery',
    route: null,
    technician: 'Priya Patel',
    reason: 'Other',
    note: 'Road closed by the council',
    reopened: false,
    href: null,
  },
];

const rowAt = (rows: HTMLElement[], index: number) => rows[index] as HTMLElement;

const meta = {
  title: 'Reports/CantAccessReport',
  component: CantAccessReport,
  args: { rows: ROWS, renderLink, onExport: fn() },
  tags: ['autodocs'],
} satisfies Meta<typeof CantAccessReport>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The period's reports: date, customer, route, technician, reason and note; Export CSV. */
export const Playground: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: "Can't access" });
    const rows = within(table).getAllByRole('row');
    await expect(rows).toHaveLength(3);
    await expect(
      within(rowAt(rows, 0))
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Date', 'Customer', 'Route', 'Technician', 'Reason', 'Note']);
    const first = within(rowAt(rows, 1));
    await expect(
      first.getByRole('rowheader', { name: formatDateTime('2026-11-02T10:50:00.000Z') }),
    ).toBeVisible();
    await expect(first.getByRole('link', { name: 'Greenfield Dental' })).toHaveAttribute(
      'href',
      '/route/r1/job/j1',
    );
    await expect(first.getByText('Reopened')).toBeVisible();
    const second = within(rowAt(rows, 2));
    await expect(second.getByText('No route')).toBeVisible();
    await expect(second.queryByRole('link')).toBeNull();
    await expect(second.getByText('Road closed by the council')).toBeVisible();

    await userEvent.click(canvas.getByRole('button', { name: 'Export CSV' }));
    await expect(args.onExport).toHaveBeenCalledOnce();
  },
};

/** A period without reports says so, with nothing to export. */
export const Empty: Story = {
  args: { rows: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(NO_CANT_ACCESS_IN_PERIOD)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Export CSV' })).toBeNull();
  },
};
