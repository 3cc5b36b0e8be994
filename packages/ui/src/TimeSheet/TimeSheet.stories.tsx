import { messages } from '@routebook/schema';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';

import type { RenderLinkProps } from '../SideMenu';
import { TimeSheet, type TimeSheetDay, type TimeSheetEntry } from './TimeSheet';

const renderLink = ({ to, children, ...rest }: RenderLinkProps) => (
  <a href={to} {...rest}>
    {children}
  </a>
);

const WEEK = ['02', '03', '04', '05', '06', '07', '08'].map((day) => `2026-11-${day}`);

const week = (minutes: Record<string, number>): TimeSheetDay[] =>
  WEEK.map((date) => ({ date, minutes: minutes[date] ?? 0 }));

const entry = (
  id: string,
  jobLabel: string,
  timeIn: string,
  timeOut: string | null,
  minutes: number | null,
): TimeSheetEntry => ({
  id,
  jobLabel,
  jobHref: `/route/r1/job/${id}`,
  timeIn,
  timeOut,
  minutes,
  status: timeOut ? 'complete' : 'active',
});

// Given out of order: the sheet lists each day's clock-ins by their clock-in time.
const ENTRIES = [
  entry('j2', 'Greenfield Dental', '2026-11-02T10:45', '2026-11-02T12:00', 75),
  entry('j1', 'Maria Garcia', '2026-11-02T09:00', '2026-11-02T10:15', 75),
  entry('j3', 'Harbour Bakery', '2026-11-04T13:30', '2026-11-04T15:00', 90),
  entry('j4', 'Portland Cold Storage', '2026-11-05T22:00', '2026-11-06T01:30', 210),
];
const DAYS = week({ '2026-11-02': 150, '2026-11-04': 90, '2026-11-05': 210 });

const meta = {
  title: 'Time/TimeSheet',
  component: TimeSheet,
  args: { days: DAYS, entries: ENTRIES, totalMinutes: 450, renderLink },
  tags: ['autodocs'],
} satisfies Meta<typeof TimeSheet>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The card of one day, found by its heading. */
function dayCard(canvasElement: HTMLElement, day: string): HTMLElement {
  const heading = within(canvasElement).getByRole('heading', { name: day });
  const card = heading.closest('li');
  if (!card) throw new Error(`No card for ${day}`);
  return card;
}

/** What a screen reader reads of an element, in document order, one visible text at a time. */
function reading(element: HTMLElement): string[] {
  const texts: string[] = [];
  const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
  while (walker.nextNode()) {
    // Intl spaces times with narrow no-break spaces; a listener hears a space.
    const text = walker.currentNode.textContent?.replace(/\s+/g, ' ').trim();
    if (text) texts.push(text);
  }
  return texts;
}

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // A day per day of the week, in order.
    await expect(canvas.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Mon, Nov 2',
      'Tue, Nov 3',
      'Wed, Nov 4',
      'Thu, Nov 5',
      'Fri, Nov 6',
      'Sat, Nov 7',
      'Sun, Nov 8',
    ]);
    // Day, then each job with its times and duration, then the day's total: in reading order.
    await expect(reading(dayCard(canvasElement, 'Mon, Nov 2'))).toEqual([
      'Mon, Nov 2',
      'Maria Garcia',
      '9:00 AM – 10:15 AM',
      '1 h 15 min',
      'Greenfield Dental',
      '10:45 AM – 12:00 PM',
      '1 h 15 min',
      'Day total',
      '2 h 30 min',
    ]);
    await expect(canvas.getByText('Week total').parentElement).toHaveTextContent(
      'Week total7 h 30 min',
    );
    // The job links to its page.
    await expect(canvas.getByRole('link', { name: 'Maria Garcia' })).toHaveAttribute(
      'href',
      '/route/r1/job/j1',
    );
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  },
};

/** Days without clock-ins stay on the sheet, each one short line with "0 min". */
export const DaysWithoutClockIns: Story = {
  play: async ({ canvasElement }) => {
    const tuesday = dayCard(canvasElement, 'Tue, Nov 3');
    await expect(reading(tuesday)).toEqual(['Tue, Nov 3', 'Day total', '0 min']);
    await expect(within(tuesday).queryByRole('link')).toBeNull();
    const heading = within(tuesday).getByRole('heading');
    const total = within(tuesday).getByText('0 min');
    // The total sits beside the day, not under it.
    await expect(total.getBoundingClientRect().top).toBeLessThan(
      heading.getBoundingClientRect().bottom,
    );
    await expect(tuesday.getBoundingClientRect().height).toBeLessThan(
      dayCard(canvasElement, 'Wed, Nov 4').getBoundingClientRect().height,
    );
  },
};

/** A clock-in that ends after midnight shows under its clock-in day and names the day it ends. */
export const AcrossMidnight: Story = {
  play: async ({ canvasElement }) => {
    const thursday = dayCard(canvasElement, 'Thu, Nov 5');
    await expect(reading(thursday)).toEqual([
      'Thu, Nov 5',
      'Portland Cold Storage',
      '10:00 PM – Fri, Nov 6, 1:30 AM',
      '3 h 30 min',
      'Day total',
      '3 h 30 min',
    ]);
    await expect(reading(dayCard(canvasElement, 'Fri, Nov 6'))).toEqual([
      'Fri, Nov 6',
      'Day total',
      '0 min',
    ]);
  },
};

/** The clock-in still open: "since" its time, "Clocked in" where its duration will be. */
export const StillClockedIn: Story = {
  args: {
    entries: [...ENTRIES, entry('j5', 'Maria Garcia', '2026-11-06T08:30', null, null)],
  },
  play: async ({ canvasElement }) => {
    const friday = dayCard(canvasElement, 'Fri, Nov 6');
    await expect(reading(friday)).toEqual([
      'Fri, Nov 6',
      'Maria Garcia',
      'since 8:30 AM',
      'Clocked in',
      'Day total',
      '0 min',
    ]);
  },
};

/** Times are the device's wall-clock text, shown as written whatever the browser's time zone. */
export const WallClockTimes: Story = {
  args: {
    days: week({ '2026-11-08': 59 }),
    entries: [entry('j6', 'Early Bird Cafe', '2026-11-08T00:00', '2026-11-08T00:59', 59)],
    totalMinutes: 59,
  },
  play: async ({ canvasElement }) => {
    const sunday = dayCard(canvasElement, 'Sun, Nov 8');
    await expect(within(sunday).getByText('12:00 AM – 12:59 AM')).toBeVisible();
    await expect(within(sunday).getAllByText('59 min')).toHaveLength(2);
    await expect(within(canvasElement).getByText('Week total').parentElement).toHaveTextContent(
      '59 min',
    );
  },
};

export const EmptyWeek: Story = {
  args: { days: week({}), entries: [], totalMinutes: 0 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(messages.noClockInsThisWeek)).toBeVisible();
    await expect(canvas.queryByRole('heading')).toBeNull();
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};

/** Under a page section's heading the days take a lower level. */
export const HeadingLevel: Story = {
  args: { headingLevel: 3 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('heading', { level: 3 })).toHaveLength(7);
    await expect(canvas.queryAllByRole('heading', { level: 2 })).toHaveLength(0);
  },
};

/** Each job link is a full-size touch target, reached in order by keyboard with a visible ring. */
export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const links = within(canvasElement).getAllByRole('link');
    await expect(links.map((link) => link.textContent)).toEqual([
      'Maria Garcia',
      'Greenfield Dental',
      'Harbour Bakery',
      'Portland Cold Storage',
    ]);
    for (const link of links) {
      await userEvent.tab();
      await expect(link).toHaveFocus();
      await expect(getComputedStyle(link).outlineStyle).toBe('solid');
      await expect(link.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    }
  },
};

/** Long names wrap inside the card at 375 px; nothing scrolls sideways. */
export const LongNames: Story = {
  args: {
    days: week({ '2026-11-03': 605 }),
    entries: [
      entry(
        'j7',
        'The Northern Coastal Veterinary Hospital and Emergency Animal Clinic',
        '2026-11-03T07:00',
        '2026-11-03T17:05',
        605,
      ),
    ],
    totalMinutes: 605,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const link = canvas.getByRole('link', { name: /Northern Coastal/ });
    await expect(link.getBoundingClientRect().height).toBeGreaterThan(44);
    await expect(canvas.getAllByText('10 h 5 min')).toHaveLength(3);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  },
};
