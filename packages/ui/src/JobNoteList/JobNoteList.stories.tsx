import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';

import { JobNoteList, type JobNoteListNote } from './JobNoteList';

/*
 * Dates are shown in the device's locale and time zone (dateTime.ts); the stories' browser is
 * en-US (vitest.config.ts). Each note is written at noon UTC, which is the same calendar day
 * everywhere from UTC-11 to UTC+11: the stories assert the day and the format, and only the shape
 * of the time.
 */
const SAM_NOTE: JobNoteListNote = {
  id: 'n1',
  description: 'Gate code 4321.\nPark on the street, not in the drive.',
  createByName: 'Sam Staff',
  createdAt: '2026-11-02T12:00:00.000Z',
};

const ALEX_NOTE: JobNoteListNote = {
  id: 'n2',
  description: 'Customer asked for an invoice by email.',
  createByName: 'Alex Admin',
  createdAt: '2026-11-03T12:00:00.000Z',
};

const NOTES = [SAM_NOTE, ALEX_NOTE];

const everyNote = (_note: JobNoteListNote): boolean => true;

const meta = {
  title: 'Job/JobNoteList',
  component: JobNoteList,
  args: { notes: NOTES, canEdit: everyNote, onEdit: fn(), onDelete: fn() },
  tags: ['autodocs'],
} satisfies Meta<typeof JobNoteList>;

export default meta;
type Story = StoryObj<typeof meta>;

const items = (canvasElement: HTMLElement) => within(canvasElement).getAllByRole('listitem');

/** The line under a note: "<author> · <date>". */
const byline = (item: HTMLElement) => item.querySelector('time')?.parentElement;

export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const [first] = items(canvasElement);
    if (!first) throw new Error('no note');
    // The text with its line break kept; the author and the date below it.
    const text = within(first).getByText(/^Gate code 4321\./);
    await expect(text.textContent).toBe('Gate code 4321.\nPark on the street, not in the drive.');
    await expect(getComputedStyle(text).whiteSpace).toBe('pre-wrap');
    // The device's locale (en-US here), as every date in the app: not a fixed en-GB style.
    await expect(navigator.language).toBe('en-US');
    await expect(byline(first)).toHaveTextContent(
      /^Sam Staff · Nov 2, 2026, \d{1,2}:\d{2}\s[AP]M$/,
    );
    await expect(byline(first)).toBeVisible();
    await expect(first.querySelector('time')).toHaveAttribute(
      'datetime',
      '2026-11-02T12:00:00.000Z',
    );

    await userEvent.click(canvas.getByRole('button', { name: /^Edit ?note: Gate code 4321\./ }));
    await expect(args.onEdit).toHaveBeenCalledWith(SAM_NOTE);
    await userEvent.click(
      canvas.getByRole('button', { name: /^Delete ?note: Customer asked for an invoice/ }),
    );
    await expect(args.onDelete).toHaveBeenCalledWith(ALEX_NOTE);
  },
};

/**
 * A note written without signal: shown at once, marked Pending on its byline until the
 * server confirms it; Edit and Delete stay available.
 */
export const PendingNote: Story = {
  args: { notes: [SAM_NOTE, { ...ALEX_NOTE, pending: true }] },
  play: async ({ canvasElement, args }) => {
    const [saved, pending] = items(canvasElement);
    if (!saved || !pending) throw new Error('two notes expected');
    await expect(byline(pending)).toHaveTextContent(
      /^Alex Admin · Nov 3, 2026, \d{1,2}:\d{2}\s[AP]M Pending: not sent yet$/,
    );
    await expect(within(pending).getByText(/^Pending/)).toBeVisible();
    await expect(within(saved).queryByText(/^Pending/)).toBeNull();
    await userEvent.click(within(pending).getByRole('button', { name: /^Edit/ }));
    await expect(args.onEdit).toHaveBeenCalledWith({ ...ALEX_NOTE, pending: true });
    await userEvent.click(within(pending).getByRole('button', { name: /^Delete/ }));
    await expect(args.onDelete).toHaveBeenCalledWith({ ...ALEX_NOTE, pending: true });
  },
};

/**
 * A note marked for the customer says it is on the visit report; the others are
 * internal and say nothing.
 */
export const ForCustomer: Story = {
  args: { notes: [{ ...SAM_NOTE, forCustomer: true }, ALEX_NOTE] },
  play: async ({ canvasElement }) => {
    const [shown, internal] = items(canvasElement);
    if (!shown || !internal) throw new Error('two notes expected');
    await expect(within(shown).getByText('On the visit report')).toBeVisible();
    await expect(within(internal).queryByText('On the visit report')).toBeNull();
    await expect(byline(shown)).toHaveTextContent(/^Sam Staff · Nov 2, 2026/);
  },
};

/** An admin may edit and delete every note. */
export const AdminView: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('button', { name: /^Edit/ })).toHaveLength(2);
    await expect(canvas.getAllByRole('button', { name: /^Delete/ })).toHaveLength(2);
  },
};

/** Field staff may edit and delete only what they wrote. */
export const FieldStaffView: Story = {
  args: { canEdit: (note) => note.createByName === 'Sam Staff' },
  play: async ({ canvasElement }) => {
    const [mine, theirs] = items(canvasElement);
    if (!mine || !theirs) throw new Error('two notes expected');
    await expect(within(mine).getByRole('button', { name: /^Edit/ })).toBeVisible();
    await expect(within(theirs).queryAllByRole('button')).toHaveLength(0);
    await expect(byline(theirs)).toHaveTextContent(
      /^Alex Admin · Nov 3, 2026, \d{1,2}:\d{2}\s[AP]M$/,
    );
  },
};

export const Empty: Story = {
  args: { notes: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('list')).toBeNull();
  },
};

/** A date that cannot be read is left out; the author stays. */
export const UnreadableDate: Story = {
  args: { notes: [{ ...ALEX_NOTE, createdAt: 'not a date' }] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Alex Admin')).toBeVisible();
    await expect(canvasElement.querySelector('time')).toBeNull();
  },
};

export const Many: Story = {
  args: {
    notes: Array.from({ length: 12 }, (_, i) => ({
      id: `many-${i + 1}`,
      description: `Visit note ${i + 1}: all done, nothing to report.`,
      createByName: i % 2 ? 'Alex Admin' : 'Sam Staff',
      createdAt: `2026-11-${String(i + 1).padStart(2, '0')}T12:00:00.000Z`,
    })),
  },
  play: async ({ canvasElement }) => {
    const all = items(canvasElement);
    await expect(all).toHaveLength(12);
    const last = all.at(-1);
    if (!last) throw new Error('no note');
    await expect(byline(last)).toHaveTextContent(
      /^Alex Admin · Nov 12, 2026, \d{1,2}:\d{2}\s[AP]M$/,
    );
  },
};

/** Long text and long words wrap at 375 px; blank lines are kept. */
export const LongText: Story = {
  args: {
    notes: [
      {
        id: 'long',
        description:
          'The side gate sticks: lift it before pushing.\n\nThe customer would like the hedge cut lower next time, about waist height, and the clippings taken away rather than composted on site.\nReference: INV-2026-11-000000000000000000000000000000000042',
        createByName: 'Maximiliana Featherstonehaugh-Montgomery-Worthington',
        createdAt: '2026-11-02T12:00:00.000Z',
      },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(375);
    const text = canvas.getByText(/^The side gate sticks/);
    await expect(text.textContent).toContain('pushing.\n\nThe customer');
    await expect(text.getBoundingClientRect().height).toBeGreaterThan(100);
  },
};
