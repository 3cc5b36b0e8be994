import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';

import { ImportHistory, type ImportHistoryImport } from './ImportHistory';

const PARTIAL: ImportHistoryImport = {
  id: 'imp-2',
  createdAt: '2026-11-02T09:30:00.000Z',
  desc: 'customers-november.csv',
  recordCount: 200,
  importedCount: 197,
  status: 'partial',
  invalidData: [
    { line: 12, values: ['Ann', '', 'Ann Co'], reason: 'Last name is required.' },
    {
      line: 40,
      values: ['=HYPERLINK("http://x")', 'Lee', ''],
      reason: 'Display name is required.',
    },
    { line: 99, values: ['', '', ''], reason: 'Last name is required. Display name is required.' },
  ],
};

const COMPLETE: ImportHistoryImport = {
  id: 'imp-1',
  createdAt: '2026-10-01T08:00:00.000Z',
  desc: 'first-import.csv',
  recordCount: 1,
  importedCount: 1,
  status: 'complete',
  invalidData: [],
};

const meta = {
  title: 'Customers/ImportHistory',
  component: ImportHistory,
  args: { imports: [PARTIAL, COMPLETE] },
  tags: ['autodocs'],
} satisfies Meta<typeof ImportHistory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each import with its counts; the refused rows open line by line, cells shown as text. */
export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [partial, complete] = within(canvas.getByRole('list', { name: 'Imports' })).getAllByRole(
      'listitem',
    );
    await expect(partial).toHaveTextContent('197 of 200 rows imported');
    await expect(partial).toHaveTextContent('Partly imported');
    await expect(complete).toHaveTextContent('1 of 1 row imported');
    await expect(within(complete as HTMLElement).queryByText(/refused/)).toBeNull();

    await expect(canvas.queryByRole('table')).toBeNull();
    await userEvent.click(canvas.getByText('3 rows refused'));
    const table = await canvas.findByRole('table');
    const cells = within(table).getAllByRole('row')[2];
    await expect(cells).toHaveTextContent('40');
    // A formula-looking cell is plain text: nothing evaluated, no link made.
    await expect(within(table).getByText('=HYPERLINK("http://x"), Lee,')).toBeVisible();
    await expect(within(table).queryByRole('link')).toBeNull();
    await expect(within(table).getByText('Display name is required.')).toBeVisible();
  },
};

/** Thousands refused: a page of them, and how many more. */
export const ManyRefused: Story = {
  args: {
    imports: [
      {
        ...PARTIAL,
        recordCount: 10_000,
        importedCount: 7_500,
        invalidData: Array.from({ length: 2_500 }, (_, i) => ({
          line: i + 2,
          values: ['', '', ''],
          reason: 'Last name is required.',
        })),
      },
    ],
    rowLimit: 100,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByText('2500 rows refused'));
    const table = await canvas.findByRole('table');
    await expect(within(table).getAllByRole('row')).toHaveLength(101);
    await expect(canvas.getByText('and 2400 rows more.')).toBeVisible();
  },
};

/** No imports yet: the page says so. */
export const Empty: Story = {
  args: { imports: [] },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('ol')).toBeNull();
  },
};

/** An import's locations: pins from the file, found from the address, each line that needs a pin. */
export const WithLocations: Story = {
  args: {
    imports: [
      {
        ...PARTIAL,
        locations: { locatedFromFileCount: 2, geocodedCount: 193, needsPinLines: [7, 51] },
      },
      { ...COMPLETE, locations: { locatedFromFileCount: 1, geocodedCount: 0, needsPinLines: [] } },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The imports themselves, not the lines listed inside them.
    const [partial, complete] = Array.from(
      canvas.getByRole('list', { name: 'Imports' }).children,
    ) as [HTMLElement, HTMLElement];
    await expect(partial).toHaveTextContent(
      'Pins from the file: 2 · Found from the address: 193 · Need a pin: 2',
    );
    const lines = within(partial).getByRole('list', { name: 'Rows that need a pin' });
    await expect(
      within(lines)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Line 7: needs a pin', 'Line 51: needs a pin']);
    await expect(within(partial).getByText('3 rows refused')).toBeVisible();
    await expect(complete).toHaveTextContent('Need a pin: 0');
    await expect(within(complete).queryByRole('list')).toBeNull();
  },
};
