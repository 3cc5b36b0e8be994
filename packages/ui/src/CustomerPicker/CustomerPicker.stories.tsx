import type { Meta, StoryObj } from '@storybook/react-vite';
import { customerFullName, searchCustomers } from '@routebook/schema';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';

import {
  CustomerPicker,
  type CustomerPickerCustomer,
  type CustomerPickerProps,
} from './CustomerPicker';

/** A company's active customers; the server answers the first PAGE matches of a search. */
const CUSTOMERS = Array.from({ length: 30 }, (_, i) => ({
  id: `c${i + 1}`,
  firstName: 'Pat',
  lastName: `Garden${String(i + 1).padStart(2, '0')}`,
  displayName: `Garden Client ${String(i + 1).padStart(2, '0')}`,
  address1: `${i + 1} Elm Street`,
  status: 'active',
}));
const PAGE = 20;

/** Answers as the app's server does: the first PAGE matches, and whether more match. */
const answerSearch = async (query: string) => {
  const found = searchCustomers(CUSTOMERS, query);
  return {
    customers: found.slice(0, PAGE).map((c) => ({
      id: c.id,
      displayName: c.displayName,
      fullName: customerFullName(c),
      address1: c.address1,
    })),
    hasMore: found.length > PAGE,
  };
};

/** The picker with its chosen customer kept, as a form keeps it. */
function Picker(args: CustomerPickerProps) {
  const [customer, setCustomer] = useState<CustomerPickerCustomer | null>(args.customer);
  return (
    <CustomerPicker
      {...args}
      customer={customer}
      onCustomerChange={(next) => {
        args.onCustomerChange(next);
        setCustomer(next);
      }}
    />
  );
}

const meta = {
  title: 'Job/CustomerPicker',
  component: CustomerPicker,
  args: {
    customer: null,
    onCustomerChange: fn(),
    searchCustomers: fn(answerSearch),
  },
  render: (args) => <Picker {...args} />,
  tags: ['autodocs'],
} satisfies Meta<typeof CustomerPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Typing asks the server once it pauses; arrows and Enter choose; Change searches again. */
export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByRole('combobox', { name: 'Customer' });
    await userEvent.click(field);
    await expect(field).toHaveAttribute('aria-expanded', 'false');
    await expect(args.searchCustomers).not.toHaveBeenCalled();
    await userEvent.type(field, 'client 1');
    const list = await canvas.findByRole('listbox', { name: 'Customers' });
    await expect(args.searchCustomers).toHaveBeenCalledTimes(1);
    await expect(args.searchCustomers).toHaveBeenCalledWith('client 1');
    await waitFor(() => expect(within(list).getAllByRole('option')).toHaveLength(10));
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onCustomerChange).toHaveBeenCalledWith({
      id: 'c10',
      displayName: 'Garden Client 10',
    });
    const change = canvas.getByRole('button', { name: 'Change customer (Garden Client 10)' });
    await waitFor(() => expect(change).toHaveFocus());
    await userEvent.click(change);
    await waitFor(() => expect(canvas.getByRole('combobox', { name: 'Customer' })).toHaveFocus());
  },
};

/**
 * The server answers a bounded page. When more match than it sent, the picker says so,
 * and typing more narrows them.
 */
export const MoreThanShown: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByRole('combobox', { name: 'Customer' });
    await userEvent.type(field, 'garden');
    const list = await canvas.findByRole('listbox', { name: 'Customers' });
    await waitFor(() => expect(within(list).getAllByRole('option')).toHaveLength(20));
    await expect(
      canvas.getByText('The first 20 shown: type more of the name to narrow them.'),
    ).toBeVisible();
    await userEvent.type(field, ' client 3');
    await waitFor(() => expect(within(list).getAllByRole('option')).toHaveLength(1));
    await expect(canvas.queryByText(/The first \d+ shown/)).toBeNull();
  },
};

/** With listOnFocus (Add Job), the empty field lists the first customers by name on focus. */
export const ListOnFocus: Story = {
  args: { listOnFocus: true, required: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByRole('combobox', { name: 'Customer' });
    await expect(field).toHaveAttribute('aria-required', 'true');
    await userEvent.click(field);
    const list = await canvas.findByRole('listbox', { name: 'Customers' });
    await expect(args.searchCustomers).toHaveBeenCalledWith('');
    await waitFor(() => expect(within(list).getAllByRole('option')).toHaveLength(20));
    await expect(within(list).getAllByRole('option')[0]).toHaveTextContent('Garden Client 01');
  },
};

/** Nobody found, or the search failed: the line under the field says which. */
export const NothingFoundOrFailed: Story = {
  args: {
    searchCustomers: fn(async (query: string) => {
      if (query.includes('!')) throw new Error("Can't reach the server.");
      return answerSearch(query);
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByRole('combobox', { name: 'Customer' });
    await userEvent.type(field, 'nobody');
    await expect(await canvas.findByText('No customer found.')).toBeVisible();
    await userEvent.type(field, '!');
    await expect(await canvas.findByText("Can't reach the server.")).toBeVisible();
  },
};
