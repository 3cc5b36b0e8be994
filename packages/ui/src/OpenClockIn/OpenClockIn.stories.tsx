import { messages } from '@routebook/schema';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';

import type { RenderLinkProps } from '../SideMenu';
import { OpenClockIn } from './OpenClockIn';

const renderLink = ({ to, children, ...rest }: RenderLinkProps) => (
  <a href={to} {...rest}>
    {children}
  </a>
);

const meta = {
  title: 'Time/OpenClockIn',
  component: OpenClockIn,
  args: {
    entry: { jobLabel: 'Maria Garcia', jobHref: '/route/r1/job/j1', timeIn: '2026-11-05T09:00' },
    today: '2026-11-05',
    busy: false,
    onClockOut: fn(),
    renderLink,
  },
  tags: ['autodocs'],
} satisfies Meta<typeof OpenClockIn>;

export default meta;
type Story = StoryObj<typeof meta>;

const clockOut = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('button', { name: 'Clock out' });

export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/^Clocked in at/)).toHaveTextContent(
      'Clocked in at Maria Garcia since 9:00 AM',
    );
    const job = canvas.getByRole('link', { name: 'Maria Garcia' });
    await expect(job).toHaveAttribute('href', '/route/r1/job/j1');
    await expect(job.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);

    const button = clockOut(canvasElement);
    await expect(button).toHaveAttribute('data-variant', 'primary');
    await userEvent.click(button);
    await expect(args.onClockOut).toHaveBeenCalledOnce();
  },
};

/** While the clock-out is saved: the button shows loading and takes no second tap. */
export const ClockingOut: Story = {
  args: { busy: true },
  play: async ({ canvasElement, args }) => {
    const button = clockOut(canvasElement);
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(args.onClockOut).not.toHaveBeenCalled();
  },
};

export const NotClockedIn: Story = {
  args: { entry: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(messages.notClockedIn)).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};

/** Clocked in since another day (a clock-out forgotten overnight): the day is named. */
export const SinceAnotherDay: Story = {
  args: {
    entry: { jobLabel: 'Maria Garcia', jobHref: '/route/r1/job/j1', timeIn: '2026-11-04T22:00' },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/^Clocked in at/)).toHaveTextContent(
      'Clocked in at Maria Garcia since Wed, Nov 4, 10:00 PM',
    );
  },
};

/** By keyboard: the job link, then Clock out, each with a visible focus ring. */
export const Keyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const job = within(canvasElement).getByRole('link', { name: 'Maria Garcia' });
    await userEvent.tab();
    await expect(job).toHaveFocus();
    await expect(getComputedStyle(job).outlineStyle).toBe('solid');
    await userEvent.tab();
    await expect(clockOut(canvasElement)).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onClockOut).toHaveBeenCalledOnce();
  },
};

/** A long job name wraps at 375 px; nothing scrolls sideways. */
export const LongJobName: Story = {
  args: {
    entry: {
      jobLabel: 'The Northern Coastal Veterinary Hospital and Emergency Animal Clinic',
      jobHref: '/route/r1/job/j7',
      timeIn: '2026-11-05T07:45',
    },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/^Clocked in at/)).toHaveTextContent(
      /Emergency Animal Clinic since 7:45 AM$/,
    );
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(375);
    await expect(clockOut(canvasElement).getBoundingClientRect().width).toBeLessThanOrEqual(375);
  },
};

/** Time Clock names the route too, linked: where the job is as well as whose it is. */
export const WithRoute: Story = {
  args: {
    entry: {
      jobLabel: 'Maria Garcia',
      jobHref: '/route/r1/job/j1',
      timeIn: '2026-11-05T09:00',
      route: { label: 'Monday Route', href: '/route/r1' },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/^Clocked in at/)).toHaveTextContent(
      'Clocked in at Maria Garcia on Monday Route since 9:00 AM',
    );
    await expect(canvas.getByRole('link', { name: 'Monday Route' })).toHaveAttribute(
      'href',
      '/route/r1',
    );
  },
};
