import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';

import { CustomerList, type CustomerListCustomer, type CustomerListProps } from './CustomerList';

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

const MANY = Array.from({ length: 25 }, (_, i) => customer(i + 1));

/**
 * The app's pages, played by the story: `onShowMore` adds the next `pageSize` rows after a moment
 * (the server's answer), as usePaginationFragment's loadNext does.
 */
function Paged({ pageSize, ...props }: CustomerListProps & { pageSize: number }) {
  const [loaded, setLoaded] = useState(pageSize);
  const [loading, setLoading] = useState(false);
  return (
    <CustomerList
      {...props}
      customers={MANY.slice(0, loaded)}
      total={MANY.length}
      hasMore={loaded < MANY.length}
      loadingMore={loading}
      onShowMore={() => {
        props.onShowMore?.();
        setLoading(true);
        setTimeout(() => {
          setLoaded((n) => n + pageSize);
          setLoading(false);
        }, 50);
      }}
    />
  );
}

/**
 * A long list comes a page at a time: Show more asks for the next page and stays focused while it
 * loads; a screen reader hears how many are shown. (Scrolling is off here: see LoadsOnScroll.)
 */
export const ShowMore: Story = {
  args: { loadMoreOnScroll: false, onShowMore: fn() },
  render: (args) => <Paged {...args} pageSize={10} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('list', { name: 'Customers' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(10);
    await expect(canvas.getByRole('status')).toHaveTextContent('Showing 10 of 25.');
    const more = canvas.getByRole('button', { name: 'Show more (15 more)' });
    more.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onShowMore).toHaveBeenCalledTimes(1);
    await expect(more).toHaveFocus();
    await expect(await canvas.findByRole('button', { name: 'Show more (5 more)' })).toHaveFocus();
    await expect(within(list).getAllByRole('listitem')).toHaveLength(20);
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(25));
    await expect(canvas.queryByRole('button', { name: /^Show more/ })).toBeNull();
    await expect(canvas.getByRole('status')).toHaveTextContent('');
  },
};

/** The end of the list scrolled into view loads the next page, until the screen is full. */
export const LoadsOnScroll: Story = {
  args: { onShowMore: fn() },
  render: (args) => <Paged {...args} pageSize={2} />,
  play: async ({ canvasElement, args }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Customers' });
    await waitFor(() => expect(within(list).getAllByRole('listitem').length).toBeGreaterThan(2));
    await expect(args.onShowMore).toHaveBeenCalled();
    // Each time the end comes into view, the next page: scroll until everyone is there.
    await waitFor(
      () => {
        (within(list).getAllByRole('listitem').at(-1) as HTMLElement).scrollIntoView();
        return expect(within(list).getAllByRole('listitem')).toHaveLength(25);
      },
      { timeout: 10_000 },
    );
  },
};

/** Nothing to list: the page around it says so. */
export const Empty: Story = {
  args: { customers: [] },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('ul')).toBeNull();
  },
};

/** A customer without a location says so beside its name, in words. */
export const NeedsPin: Story = {
  args: {
    customers: [
      customer(1, { displayName: 'Moore Farm', needsPin: true }),
      customer(2, { displayName: 'Quill Gardens' }),
    ],
  },
  play: async ({ canvasElement }) => {
    const [moore, quill] = within(
      within(canvasElement).getByRole('list', { name: 'Customers' }),
    ).getAllByRole('listitem') as [HTMLElement, HTMLElement];
    await expect(within(moore).getByText('Needs a pin')).toBeVisible();
    await expect(within(quill).queryByText('Needs a pin')).toBeNull();
  },
};
