import { DEFAULT_ON_MY_WAY_MESSAGE, fieldDayMessages, fillOnMyWay } from '@routebook/schema';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

import type { RenderLinkProps } from '../SideMenu';
import { NextStopCard } from './NextStopCard';

const renderLink = ({ to, children, ...rest }: RenderLinkProps) => (
  <a href={to} {...rest}>
    {children}
  </a>
);

const TEXT = 'Hi Ana, this is Sam from Greenway Lawn Care, on my way, about 15 minutes.';
const NEXT = {
  customerName: 'Ana Lopez',
  address: '3 Lake Drive, Springfield, IL 62711',
  mobile: '+1 217 555 0104',
  href: '/route/r1/job/j5',
};

const meta = {
  title: 'Today/NextStopCard',
  component: NextStopCard,
  args: {
    routeName: 'Monday Route',
    next: NEXT,
    earlierOpen: [],
    onMyWayMessage: fillOnMyWay(DEFAULT_ON_MY_WAY_MESSAGE, {
      customer: { firstName: 'Ana', displayName: 'Ana Lopez' },
      technician: { firstName: 'Sam', lastName: 'Staff' },
      company: 'Greenway Lawn Care',
    }),
    todayHref: '/today',
    renderLink,
    focusOnShow: false,
  },
  tags: ['autodocs'],
} satisfies Meta<typeof NextStopCard>;

export default meta;
type Story = StoryObj<typeof meta>;

const card = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('region', { name: 'Next stop' }));

/**
 * The next open stop: its customer and address, On my way (the messaging app with the company's
 * text to the customer's mobile), Navigate (the maps app) and Open job.
 */
export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const next = card(canvasElement);
    await expect(next.getByText('Ana Lopez')).toBeVisible();
    await expect(next.getByText('3 Lake Drive, Springfield, IL 62711')).toBeVisible();
    const onMyWay = next.getByRole('link', { name: 'On my way' });
    await expect(onMyWay).toHaveAttribute(
      'href',
      `sms:+12175550104?&body=${encodeURIComponent(TEXT)}`,
    );
    await expect(next.getByRole('link', { name: /^Navigate/ })).toHaveAttribute(
      'href',
      'https://www.google.com/maps/dir/?api=1&destination=3%20Lake%20Drive%2C%20Springfield%2C%20IL%2062711',
    );
    await expect(next.getByRole('link', { name: 'Open job' })).toHaveAttribute(
      'href',
      '/route/r1/job/j5',
    );
    for (const link of next.getAllByRole('link')) {
      await expect(link.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    }
    await expect(next.queryByText(/earlier stop/)).toBeNull();
  },
};

/** Shown after Complete job: focus moves to its heading, as the button pressed is gone. */
export const TakesFocus: Story = {
  args: { focusOnShow: true },
  play: async ({ canvasElement }) => {
    await expect(card(canvasElement).getByRole('heading', { name: 'Next stop' })).toHaveFocus();
  },
};

/** One open stop was passed over: it is named and linked, never skipped silently. */
export const PassedOverStop: Story = {
  args: { earlierOpen: [{ id: 'j2', customerName: 'Smith Residence', href: '/route/r1/job/j2' }] },
  play: async ({ canvasElement }) => {
    const next = card(canvasElement);
    await expect(
      next.getByText(
        (_, element) =>
          element?.tagName === 'P' &&
          element.textContent === '1 earlier stop is still open: Smith Residence',
      ),
    ).toBeVisible();
    await expect(next.getByRole('link', { name: 'Smith Residence' })).toHaveAttribute(
      'href',
      '/route/r1/job/j2',
    );
    await expect(next.getByRole('link', { name: 'On my way' })).toBeVisible();
  },
};

/** Several passed over, and none left after this job: each is named; the route is not done. */
export const PassedOverNoneAfter: Story = {
  args: {
    next: null,
    earlierOpen: [
      { id: 'j2', customerName: 'Smith Residence', href: '/route/r1/job/j2' },
      { id: 'j3', customerName: 'Johnson Bakery', href: '/route/r1/job/j3' },
    ],
  },
  play: async ({ canvasElement }) => {
    const next = card(canvasElement);
    await expect(next.getByText('No open stop after this one on Monday Route.')).toBeVisible();
    await expect(next.getByText(/^2 earlier stops are still open:/)).toBeVisible();
    await expect(next.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Smith Residence',
      'Johnson Bakery',
    ]);
    await expect(next.queryByText(/^Last stop/)).toBeNull();
  },
};

/** The route's last open stop is done: it says so and leads back to Today. */
export const LastStop: Story = {
  args: { next: null },
  play: async ({ canvasElement }) => {
    const next = card(canvasElement);
    await expect(next.getByText(/^Last stop on Monday Route done\./)).toBeVisible();
    await expect(next.getByRole('link', { name: 'Back to Today' })).toHaveAttribute(
      'href',
      '/today',
    );
    await expect(next.queryByRole('link', { name: 'On my way' })).toBeNull();
    await expect(next.queryByRole('button', { name: 'On my way' })).toBeNull();
  },
};

/** The next customer has no mobile: On my way is disabled and the reason is shown beside it. */
export const NoMobile: Story = {
  args: { next: { ...NEXT, mobile: null } },
  play: async ({ canvasElement }) => {
    const next = card(canvasElement);
    const button = next.getByRole('button', { name: 'On my way' });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAccessibleDescription(fieldDayMessages.onMyWayNoMobile);
    await expect(next.getByText(fieldDayMessages.onMyWayNoMobile)).toBeVisible();
    await expect(next.queryByRole('link', { name: 'On my way' })).toBeNull();
    await expect(next.getByRole('link', { name: 'Open job' })).toBeVisible();
  },
};

/** The next customer has no address: no Navigate, the rest as usual. */
export const NoAddress: Story = {
  args: { next: { ...NEXT, address: null } },
  play: async ({ canvasElement }) => {
    const next = card(canvasElement);
    await expect(next.queryByRole('link', { name: /^Navigate/ })).toBeNull();
    await expect(next.getByRole('link', { name: 'On my way' })).toBeVisible();
  },
};
