import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

import { VisitReport, type VisitReportData } from './VisitReport';

/** A deterministic stand-in picture: an inline SVG (no network, no files). */
const picture = (colour: string, width = 400, height = 300) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="${width}" height="${height}" fill="${colour}"/><circle cx="${width * 0.75}" cy="${height * 0.27}" r="${height / 7}" fill="#fff8c5"/></svg>`,
  )}`;

const LOGO = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="80" height="80"><circle cx="40" cy="40" r="38" fill="#0969da"/><text x="40" y="52" font-size="32" text-anchor="middle" fill="#fff">SC</text></svg>',
)}`;

const SIGNATURE = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="600" height="200"><rect width="600" height="200" fill="#fff"/><path d="M30 140 C 90 40, 130 180, 190 90 S 290 60, 330 140 S 450 40, 560 120" stroke="#1f2328" stroke-width="5" fill="none"/></svg>',
)}`;

/*
 * Instants are shown in the device's locale and time zone (the stories' browser is en-US); they
 * are at noon UTC, the same day everywhere from UTC-11 to UTC+11. Clock-ins are wall-clock text.
 */
const FULL: VisitReportData = {
  companyName: 'Sparkle Cleaning Co',
  companyLogo: LOGO,
  customer: {
    displayName: 'Ana Silva',
    address1: '12 Harbour Road',
    address2: 'Unit 4',
    city: 'Portland',
    state: 'ME',
    zip: '04101',
  },
  completedAt: '2026-11-02T12:00:00.000Z',
  visits: [
    { timeIn: '2026-11-02T08:30', timeOut: '2026-11-02T09:45', minutes: 75 },
    { timeIn: '2026-11-02T13:00', timeOut: '2026-11-02T13:20', minutes: 20 },
  ],
  totalMinutes: 95,
  tasks: [
    { description: '<p>Check the <strong>back yard</strong> first</p>' },
    { description: '<ul><li>Filter replaced</li><li>Pump primed</li></ul>' },
  ],
  serviceItems: [
    { name: 'Filter change', isComplete: true },
    { name: 'Chemical treatment', isComplete: false },
  ],
  notes: [
    {
      description: 'All clear. The pump runs quietly now.\nSee you in the spring.',
      createdAt: '2026-11-02T12:00:00.000Z',
    },
  ],
  photos: [
    { url: picture('#1a7f37'), photoDate: '2026-11-02T12:00:00.000Z' },
    { url: picture('#0969da', 300, 400), photoDate: null },
    { url: picture('#bf8700', 1600, 400), photoDate: '2026-11-02T12:00:00.000Z' },
  ],
  signature: {
    url: SIGNATURE,
    signedBy: 'Ana Silva',
    signedAt: '2026-11-02T12:00:00.000Z',
  },
};

const meta = {
  title: 'Job/VisitReport',
  component: VisitReport,
  args: { report: FULL },
  tags: ['autodocs'],
} satisfies Meta<typeof VisitReport>;

export default meta;
type Story = StoryObj<typeof meta>;

const section = (canvasElement: HTMLElement, name: string) =>
  within(within(canvasElement).getByRole('region', { name }));

/** Everything a visit can have: logo, two times on site, tasks, items, a note, photos, signature. */
export const Full: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Visit report' })).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Sparkle Cleaning Co logo' })).toBeVisible();
    await expect(canvas.getByText('Sparkle Cleaning Co')).toBeVisible();
    await expect(canvas.getByText('Mon, Nov 2, 2026')).toBeVisible();
    await expect(section(canvasElement, 'Customer').getByText('Portland, ME 04101')).toBeVisible();
    const time = section(canvasElement, 'Time on site');
    await expect(time.getByText('Mon, Nov 2, 8:30 AM – 9:45 AM')).toBeVisible();
    await expect(time.getByText('1 h 15 min')).toBeVisible();
    await expect(time.getByText('1 h 35 min')).toBeVisible();
    await expect(await section(canvasElement, 'Work done').findByText('back yard')).toBeVisible();
    await expect(section(canvasElement, 'Service items').getByText('Not done')).toBeVisible();
    await expect(
      section(canvasElement, 'Notes').getByText(/^All clear\. The pump runs quietly now\./),
    ).toBeVisible();
    const photos = section(canvasElement, 'Photos').getAllByRole('img');
    await expect(photos).toHaveLength(3);
    await expect(photos[1]).toHaveAccessibleName('Photo 2 of 3');
    await expect(photos[0]).toHaveAccessibleName(/^Photo 1 of 3, taken Nov 2, 2026/);
    const signature = section(canvasElement, 'Customer signature');
    await expect(signature.getByRole('img', { name: 'Signature of Ana Silva' })).toBeVisible();
    await expect(signature.getByRole('figure')).toHaveTextContent(
      /^Signed by Ana Silva · Nov 2, 2026, \d{1,2}:\d{2}\s[AP]M$/,
    );
    // Nothing wider than a phone; photos and the signature are never split across pages.
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(375);
    for (const kept of [photos[0]?.closest('li'), signature.getByRole('figure')]) {
      await expect(getComputedStyle(kept as Element).breakInside).toBe('avoid');
    }
  },
};

/** A short visit: no logo, one time on site, nothing else recorded; still signed. */
export const Minimal: Story = {
  args: {
    report: {
      ...FULL,
      companyLogo: null,
      customer: {
        displayName: 'Smith Residence',
        address1: null,
        address2: null,
        city: null,
        state: null,
        zip: null,
      },
      visits: [{ timeIn: '2026-11-02T08:30', timeOut: '2026-11-02T08:45', minutes: 15 }],
      totalMinutes: 15,
      tasks: [],
      serviceItems: [],
      notes: [],
      photos: [],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('img', { name: /logo/ })).toBeNull();
    await expect(canvas.getByText('Smith Residence')).toBeVisible();
    await expect(
      section(canvasElement, 'Time on site').getByText('8:30 AM – 8:45 AM'),
    ).toBeVisible();
    for (const left of ['Work done', 'Service items', 'Notes', 'Photos']) {
      await expect(canvas.queryByRole('region', { name: left })).toBeNull();
    }
    await expect(canvas.getByRole('img', { name: 'Signature of Ana Silva' })).toBeVisible();
  },
};

/** Completed without a signature and without time on site: both say so. */
export const NoSignature: Story = {
  args: { report: { ...FULL, visits: [], totalMinutes: 0, signature: null } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The day falls back to the completion's.
    await expect(canvas.getByText('Nov 2, 2026')).toBeVisible();
    await expect(
      section(canvasElement, 'Time on site').getByText('No time was recorded.'),
    ).toBeVisible();
    await expect(
      section(canvasElement, 'Customer signature').getByText('Not signed.'),
    ).toBeVisible();
    await expect(canvas.queryByRole('img', { name: /^Signature/ })).toBeNull();
  },
};
