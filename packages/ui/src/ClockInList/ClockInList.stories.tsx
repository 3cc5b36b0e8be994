import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';

import { ClockInList, type ClockInEntry } from './ClockInList';

const SAM_DONE: ClockInEntry = {
  id: 't1',
  status: 'complete',
  timeIn: '2026-11-02T09:00',
  timeOut: '2026-11-02T10:15',
  minutes: 75,
  userName: 'Sam Staff',
  mine: true,
};

const ALEX_DONE: ClockInEntry = {
  id: 't2',
  status: 'complete',
  timeIn: '2026-11-02T13:30',
  timeOut: '2026-11-02T14:15',
  minutes: 45,
  userName: 'Alex Admin',
  mine: false,
};

const SAM_OPEN: ClockInEntry = {
  id: 't3',
  status: 'active',
  timeIn: '2026-11-03T09:00',
  timeOut: null,
  minutes: null,
  userName: 'Sam Staff',
  mine: true,
};

const ALEX_OPEN: ClockInEntry = { ...SAM_OPEN, id: 't4', userName: 'Alex Admin', mine: false };

/** Field staff: their own entries only (the app's rule; here a plain function). */
const ownOnly = (entry: ClockInEntry) => entry.mine;
const everyEntry = (_entry: ClockInEntry): boolean => true;

const meta = {
  title: 'Job/ClockInList',
  component: ClockInList,
  args: {
    entries: [SAM_DONE, ALEX_DONE],
    canEdit: everyEntry,
    busy: false,
    onClockIn: fn(),
    onClockOut: fn(),
    onEditHours: fn(),
    onDelete: fn(),
  },
  tags: ['autodocs'],
} satisfies Meta<typeof ClockInList>;

export default meta;
type Story = StoryObj<typeof meta>;

const items = (canvasElement: HTMLElement) => within(canvasElement).getAllByRole('listitem');

export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const [first] = items(canvasElement);
    if (!first) throw new Error('no entry');
    // Who, the day and times as written, and how long.
    await expect(within(first).getByText('Sam Staff')).toBeVisible();
    await expect(within(first).getByText('Mon, Nov 2, 9:00 AM – 10:15 AM')).toBeVisible();
    await expect(within(first).getByText('1 h 15 min')).toBeVisible();
    await expect(canvas.getByText('Mon, Nov 2, 1:30 PM – 2:15 PM')).toBeVisible();
    await expect(canvas.getByText('45 min')).toBeVisible();

    await userEvent.click(
      canvas.getByRole('button', { name: /^Edit hours ?: Sam Staff, Mon, Nov 2$/ }),
    );
    await expect(args.onEditHours).toHaveBeenCalledWith('t1');
    await userEvent.click(
      canvas.getByRole('button', { name: /^Delete ?clock-in: Alex Admin, Mon, Nov 2$/ }),
    );
    await expect(args.onDelete).toHaveBeenCalledWith('t2');
  },
};

/** The current user has no open entry: the big button clocks in. */
export const ClockIn: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Clock in' });
    await expect(canvas.queryByRole('button', { name: 'Clock out' })).toBeNull();
    await expect(button.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    await expect(button.getBoundingClientRect().width).toBeGreaterThan(300);
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onClockIn).toHaveBeenCalledTimes(1);
  },
};

/** The current user is clocked in here: the big button clocks out of that entry. */
export const ClockOut: Story = {
  args: { entries: [SAM_DONE, SAM_OPEN] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: 'Clock in' })).toBeNull();
    await expect(canvas.getByText('Tue, Nov 3, since 9:00 AM')).toBeVisible();
    await expect(canvas.getByText('Clocked in')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Clock out' }));
    await expect(args.onClockOut).toHaveBeenCalledWith('t3');
    await expect(args.onClockIn).not.toHaveBeenCalled();
  },
};

/**
 * A cancelled job: no clock-in can be added (no `onClockIn`), so no Clock in; what was
 * recorded stays listed and editable.
 */
export const NoNewClockIn: Story = {
  args: { onClockIn: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: 'Clock in' })).toBeNull();
    await expect(items(canvasElement)).toHaveLength(2);
    await expect(canvas.getAllByRole('button', { name: /^Edit hours/ })).toHaveLength(2);
  },
};

/** On a cancelled job the current user's open clock-in can still be clocked out. */
export const NoNewClockInClockOut: Story = {
  args: { onClockIn: undefined, entries: [SAM_DONE, SAM_OPEN] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Clock out' }));
    await expect(args.onClockOut).toHaveBeenCalledWith('t3');
  },
};

/**
 * Clocked in without signal: the entry shows at once, marked Pending until the server
 * confirms it; Clock out, Edit hours and Delete stay available.
 */
export const PendingClockIn: Story = {
  args: { entries: [SAM_DONE, { ...SAM_OPEN, pending: true }] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const [done, open] = items(canvasElement);
    if (!done || !open) throw new Error('two entries expected');
    await expect(within(open).getByText(/^Pending/)).toHaveTextContent('Pending: not sent yet');
    await expect(within(open).getByText(/^Pending/)).toBeVisible();
    await expect(within(done).queryByText(/^Pending/)).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Clock out' }));
    await expect(args.onClockOut).toHaveBeenCalledWith('t3');
    await userEvent.click(within(open).getByRole('button', { name: /^Edit hours/ }));
    await expect(args.onEditHours).toHaveBeenCalledWith('t3');
    await userEvent.click(within(open).getByRole('button', { name: /^Delete/ }));
    await expect(args.onDelete).toHaveBeenCalledWith('t3');
  },
};

/** Someone else's open entry does not clock the current user in or out. */
export const OtherUserClockedIn: Story = {
  args: { entries: [ALEX_OPEN] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Clock in' })).toBeEnabled();
    await expect(canvas.getByText('Clocked in')).toBeVisible();
  },
};

/** Saving a clock-in or out: the button shows loading and takes no second tap. */
export const Busy: Story = {
  args: { busy: true },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Clock in' });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onClockIn).not.toHaveBeenCalled();
  },
};

export const Empty: Story = {
  args: { entries: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Clock in' })).toBeVisible();
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};

/** An admin may edit or delete every entry. */
export const AdminView: Story = {
  args: { entries: [SAM_DONE, ALEX_DONE, ALEX_OPEN], canEdit: everyEntry },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('button', { name: /^Edit hours/ })).toHaveLength(3);
    await expect(canvas.getAllByRole('button', { name: /^Delete/ })).toHaveLength(3);
  },
};

/** Field staff may edit or delete only their own entries. */
export const FieldStaffView: Story = {
  args: { entries: [SAM_DONE, ALEX_DONE], canEdit: ownOnly },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [mine, theirs] = items(canvasElement);
    if (!mine || !theirs) throw new Error('two entries expected');
    await expect(within(mine).getByText('(you)')).toBeVisible();
    await expect(within(mine).getByRole('button', { name: /^Edit hours/ })).toBeVisible();
    await expect(within(theirs).queryAllByRole('button')).toHaveLength(0);
    await expect(canvas.getAllByRole('button', { name: /^Delete/ })).toHaveLength(1);
  },
};

/** Times stay as written; a shift over midnight names both days. */
export const AcrossMidnight: Story = {
  args: {
    entries: [
      {
        ...SAM_DONE,
        timeIn: '2026-11-02T22:00',
        timeOut: '2026-11-03T01:30',
        minutes: 210,
      },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Mon, Nov 2, 10:00 PM – Tue, Nov 3, 1:30 AM')).toBeVisible();
    await expect(canvas.getByText('3 h 30 min')).toBeVisible();
  },
};

const NAMES = ['Sam Staff', 'Alex Admin', 'Priya Patel', 'Jordan Lee'];

export const Many: Story = {
  args: {
    entries: Array.from({ length: 12 }, (_, i) => ({
      id: `m${i}`,
      status: 'complete',
      timeIn: `2026-11-${String(i + 1).padStart(2, '0')}T08:00`,
      timeOut: `2026-11-${String(i + 1).padStart(2, '0')}T${String(9 + (i % 4)).padStart(2, '0')}:30`,
      minutes: 90 + 60 * (i % 4),
      userName: NAMES[i % NAMES.length] ?? 'Sam Staff',
      mine: i % NAMES.length === 0,
    })),
    canEdit: ownOnly,
  },
  play: async ({ canvasElement }) => {
    await expect(items(canvasElement)).toHaveLength(12);
    await expect(within(canvasElement).getByText('Thu, Nov 12, 8:00 AM – 12:30 PM')).toBeVisible();
  },
};

export const LongNames: Story = {
  args: {
    entries: [
      {
        ...SAM_DONE,
        userName: 'Maximiliana Alexandrovna Featherstonehaugh-Montgomery-Worthington',
      },
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('1 h 15 min')).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  },
};
