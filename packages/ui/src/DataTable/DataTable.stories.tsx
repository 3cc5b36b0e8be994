import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';

import { DataTable, type DataTableColumn } from './DataTable';

interface Member {
  id: string;
  name: string;
  role: string;
  jobs: number;
}

const MEMBERS: Member[] = [
  { id: 'u1', name: 'Zoë Quinn', role: 'Staff', jobs: 4 },
  { id: 'u2', name: 'émile Archer', role: 'Admin', jobs: 12 },
  { id: 'u3', name: 'Bob Moore', role: 'Staff', jobs: 0 },
];

const COLUMNS: DataTableColumn<Member>[] = [
  { key: 'name', header: 'Name', cell: (m) => m.name, sortValue: (m) => m.name, rowHeader: true },
  { key: 'role', header: 'Role', cell: (m) => m.role, sortValue: (m) => m.role },
  { key: 'jobs', header: 'Jobs', cell: (m) => m.jobs, sortValue: (m) => m.jobs, align: 'end' },
];

const meta = {
  title: 'Primitives/DataTable',
  component: DataTable<Member>,
  args: {
    label: 'Members',
    columns: COLUMNS,
    rows: MEMBERS,
    defaultSort: { key: 'name', direction: 'ascending' },
    search: <input aria-label="Search members" type="search" />,
    phone: (
      <ul aria-label="Members">
        {MEMBERS.map((m) => (
          <li key={m.id}>{m.name}</li>
        ))}
      </ul>
    ),
  },
  tags: ['autodocs'],
} satisfies Meta<typeof DataTable<Member>>;

export default meta;
type Story = StoryObj<typeof meta>;

const names = (table: HTMLElement) =>
  within(table)
    .getAllByRole('rowheader')
    .map((cell) => cell.textContent);

/**
 * An office screen (1280 px): the table, sorted by name ignoring case and accents; a column
 * header sorts by keyboard, again reverses, and says so (aria-sort).
 */
export const Playground: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: 'Members' });
    await expect(canvas.queryByRole('list', { name: 'Members' })).toBeNull();
    await expect(canvas.getByRole('searchbox', { name: 'Search members' })).toBeVisible();
    await expect(names(table)).toEqual(['Bob Moore', 'émile Archer', 'Zoë Quinn']);
    const name = canvas.getByRole('columnheader', { name: /Name/ });
    await expect(name).toHaveAttribute('aria-sort', 'ascending');

    const jobs = canvas.getByRole('button', { name: /Jobs/ });
    jobs.focus();
    await userEvent.keyboard('{Enter}');
    await expect(names(table)).toEqual(['Bob Moore', 'Zoë Quinn', 'émile Archer']);
    await expect(canvas.getByRole('columnheader', { name: /Jobs/ })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    await expect(name).not.toHaveAttribute('aria-sort');
    await userEvent.keyboard(' ');
    await expect(names(table)).toEqual(['émile Archer', 'Zoë Quinn', 'Bob Moore']);
    await expect(canvas.getByRole('columnheader', { name: /Jobs/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    await expect(canvas.getByRole('status')).toHaveTextContent('Sorted by Jobs, descending.');
    await expect(jobs).toHaveFocus();
  },
};

/** A phone (375 px): the page's own list rows, no table, and nothing wider than the screen. */
export const OnPhone: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('list', { name: 'Members' })).toBeVisible();
    await expect(canvas.queryByRole('table')).toBeNull();
    await expect(canvas.getByRole('searchbox', { name: 'Search members' })).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  },
};
