import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';

import { CustomerList, type CustomerListCustomer } from './CustomerList';

const customer = (n: number, extra: Partial<CustomerListCustomer> = {}): CustomerListCustomer => ({
  id: `c${n}`,
  displayName: `Customer ${n}`,
  fullName: `Pat Person${n}`,
  address1: `${n} Main St`,
  city: 'Springfield',
  state: 'IL',
  mobile: '+1 217 555 0100',
  status: 'active',
  jobCount: 0,
  ...extra,
});

const CUSTOMERS = [
  customer(1, { displayName: 'Moore Farm', fullName: 'Ann Moore', jobCount: 3 }),
  customer(2, { displayName: 'Quill Gardens', status: 'inactive', jobCount: 1 }),
  customer(3, { displayName: 'Long Name Holdings Incorporated International Ltd', mobile: null }),
];

const meta = {
  title: 'Customers/CustomerList',
  component: CustomerList,
  args: { customers: CUSTOMERS, onAction: fn() },
  tags: ['autodocs'],
} satisfies Meta<typeof CustomerList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each row: name, status in words, details and job count; every action names its customer. */
export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const rows = within(canvas.getByRole('list', { name: 'Customers' })).getAllByRole('listitem');
    await expect(rows).toHaveLength(3);
    const moore = within(rows[0] as HTMLElement);
    await expect(moore.getByText('Ann Moore')).toBeVisible();
    await expect(moore.getByText('3 jobs')).toBeVisible();
    await expect(moore.getByText('1 Main St, Springfield, IL')).toBeVisible();
    await expect(within(rows[1] as HTMLElement).getByText('Inactive')).toBeVisible();
    await expect(within(rows[1] as HTMLElement).getByText('1 job')).toBeVisible();

    const edit = canvas.getByRole('button', { name: 'Edit Moore Farm' });
    await userEvent.click(edit);
    await expect(args.onAction).toHaveBeenCalledWith('edit', CUSTOMERS[0]);
    await userEvent.click(canvas.getByRole('button', { name: 'Copy Quill Gardens' }));
    await expect(args.onAction).toHaveBeenCalledWith('copy', CUSTOMERS[1]);
    await userEvent.click(canvas.getByRole('button', { name: 'Make active Quill Gardens' }));
    await expect(args.onAction).toHaveBeenCalledWith('toggleStatus', CUSTOMERS[1]);
    await userEvent.click(canvas.getByRole('button', { name: 'Make inactive Moore Farm' }));
    await expect(args.onAction).toHaveBeenCalledWith('toggleStatus', CUSTOMERS[0]);
    await userEvent.click(canvas.getByRole('button', { name: 'Delete Moore Farm' }));
    await expect(args.onAction).toHaveBeenCalledWith('delete', CUSTOMERS[0]);
    await expect(edit.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  },
};

/** A long list shows a page of rows and Show more for the rest. */
export const ManyCustomers: Story = {
  // Paging works the same at any size: 25 rows in pages of 10 show it. (250 rows of four
  // buttons each took seconds, spent in the a11y check and role queries, for nothing more.)
  args: {
    customers: Array.from({ length: 25 }, (_, i) => customer(i + 1)),
    pageSize: 10,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('list', { name: 'Customers' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(10);
    await userEvent.click(canvas.getByRole('button', { name: 'Show more (15 more)' }));
    await expect(within(list).getAllByRole('listitem')).toHaveLength(20);
    await userEvent.click(canvas.getByRole('button', { name: 'Show more (5 more)' }));
    await expect(within(list).getAllByRole('listitem')).toHaveLength(25);
    await expect(canvas.queryByRole('button', { name: /^Show more/ })).toBeNull();
  },
};

/** Nothing to list: the page around it says so. */
export const Empty: Story = {
  args: { customers: [] },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('ul')).toBeNull();
  },
};
