import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

import type { RenderLinkProps } from '../SideMenu';
import { JobRow, type JobRowJob } from './JobRow';

const renderLink = ({ to, children, ...rest }: RenderLinkProps) => (
  <a href={to} {...rest}>
    {children}
  </a>
);

const NO_RECORDS = { clockIns: 0, tasks: 0, photos: 0, notes: 0, serviceItems: 0 };

const JOB: JobRowJob = {
  id: 'job-1',
  status: 'active',
  customer: {
    displayName: 'Greenfield Dental',
    address1: '12 Harbour Street',
    city: 'Portland',
    state: 'ME',
  },
  counts: { clockIns: 2, tasks: 1, photos: 0, notes: 3, serviceItems: 0 },
};

const meta = {
  title: 'Routes/JobRow',
  component: JobRow,
  args: { job: JOB, href: '/route/r1/job/job-1', renderLink },
  tags: ['autodocs'],
} satisfies Meta<typeof JobRow>;

export default meta;
type Story = StoryObj<typeof meta>;

const link = (canvasElement: HTMLElement) => within(canvasElement).getByRole('link');

/**
 * The link's name as read: its parts separated by commas. (The commas are visually hidden
 * elements, so the name computation may put a space before each.)
 */
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const spoken = (...parts: string[]) => new RegExp(`^${parts.map(escapeRegExp).join(' ?, ')}$`);
const root = (canvasElement: HTMLElement) => canvasElement.querySelector('[data-status]');

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const row = link(canvasElement);
    // The row is one link to the job's page, named by everything it shows.
    await expect(row).toHaveAttribute('href', '/route/r1/job/job-1');
    await expect(row).toHaveAccessibleName(
      spoken(
        'Greenfield Dental',
        'Active',
        '12 Harbour Street',
        'Portland, ME',
        '2 clock-ins, 1 task, 0 photos, 3 notes, 0 service items',
      ),
    );
    await expect(row.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  },
};

/** Each status is said in words and styles the row through `data-status`. */
function statusStory(status: JobRowJob['status'], label: string): Story {
  return {
    args: { job: { ...JOB, status } },
    play: async ({ canvasElement }) => {
      const canvas = within(canvasElement);
      await expect(root(canvasElement)).toHaveAttribute('data-status', status);
      await expect(canvas.getByText(label)).toBeVisible();
      const name = canvas.getByText('Greenfield Dental');
      await expect(getComputedStyle(name).textDecorationLine).toBe(
        status === 'cancelled' ? 'line-through' : 'none',
      );
    },
  };
}

export const Active = statusStory('active', 'Active');
export const InProgress = statusStory('inprogress', 'In progress');
export const Cancelled = statusStory('cancelled', 'Cancelled');
export const Complete = statusStory('complete', 'Complete');

/** The status bars differ from row to row (colour is the second signal, the word the first). */
export const AllStatuses: Story = {
  render: (args) => (
    <div>
      {(['active', 'inprogress', 'cancelled', 'complete'] as const).map((status) => (
        <JobRow key={status} {...args} job={{ ...args.job, id: status, status }} />
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const bars = [...canvasElement.querySelectorAll('[data-status]')].map(
      (row) => getComputedStyle(row).borderInlineStartColor,
    );
    await expect(new Set(bars).size).toBe(4);
  },
};

/** A job called off by a Can't access report says why, in the row's link text too. */
export const CantAccess: Story = {
  args: { job: { ...JOB, status: 'cancelled', cantAccessReason: 'Gate locked' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("Can't access: Gate locked")).toBeVisible();
    await expect(link(canvasElement)).toHaveAccessibleName(
      spoken(
        'Greenfield Dental',
        'Cancelled',
        '12 Harbour Street',
        'Portland, ME',
        "Can't access: Gate locked",
        '2 clock-ins, 1 task, 0 photos, 3 notes, 0 service items',
      ),
    );
    await expect(root(canvasElement)).toHaveAttribute('data-status', 'cancelled');
  },
};

export const WithEveryIcon: Story = {
  args: {
    job: { ...JOB, counts: { clockIns: 1, tasks: 4, photos: 12, notes: 1, serviceItems: 2 } },
  },
  play: async ({ canvasElement }) => {
    // Singular and plural labels, each count beside its icon.
    await expect(link(canvasElement)).toHaveAccessibleName(
      /, 1 clock-in, 4 tasks, 12 photos, 1 note, 2 service items$/,
    );
    await expect(canvasElement.querySelectorAll('svg[aria-hidden="true"]')).toHaveLength(5);
    await expect(canvasElement.querySelectorAll('[data-zero]')).toHaveLength(0);
  },
};

/** Below plan 40 the plan has no service items: the row shows no count for them. */
export const PlanLimited: Story = {
  args: {
    planLevel: 10,
    job: { ...JOB, counts: { clockIns: 1, tasks: 4, photos: 12, notes: 1, serviceItems: 2 } },
  },
  play: async ({ canvasElement }) => {
    await expect(link(canvasElement)).toHaveAccessibleName(
      /, 1 clock-in, 4 tasks, 12 photos, 1 note$/,
    );
    await expect(canvasElement.querySelectorAll('svg[aria-hidden="true"]')).toHaveLength(4);
  },
};

/** At plan 40 the service-item count is on the row, as every other count. */
export const WithServiceItemsPlan: Story = {
  args: { ...PlanLimited.args, planLevel: 40 },
  play: async ({ canvasElement }) => {
    await expect(link(canvasElement)).toHaveAccessibleName(/, 1 note, 2 service items$/);
    await expect(canvasElement.querySelectorAll('svg[aria-hidden="true"]')).toHaveLength(5);
  },
};

/** Zero counts stay on the row, muted, so the icons of every row line up. */
export const NoRecords: Story = {
  args: { job: { ...JOB, counts: NO_RECORDS } },
  play: async ({ canvasElement }) => {
    const zeros = canvasElement.querySelectorAll('[data-zero]');
    await expect(zeros).toHaveLength(5);
    for (const zero of zeros) await expect(zero).toBeVisible();
    await expect(link(canvasElement)).toHaveAccessibleName(
      /0 clock-ins, 0 tasks, 0 photos, 0 notes, 0 service items$/,
    );
  },
};

export const NoAddress: Story = {
  args: {
    job: {
      ...JOB,
      customer: { displayName: 'Walk-in customer', address1: null, city: null, state: null },
    },
  },
  play: async ({ canvasElement }) => {
    await expect(link(canvasElement)).toHaveAccessibleName(
      spoken(
        'Walk-in customer',
        'Active',
        '2 clock-ins, 1 task, 0 photos, 3 notes, 0 service items',
      ),
    );
  },
};

/** Only a state: the city line shows what there is. */
export const StateOnly: Story = {
  args: {
    job: { ...JOB, customer: { ...JOB.customer, address1: null, city: null, state: 'ME' } },
  },
  play: async ({ canvasElement }) => {
    await expect(link(canvasElement)).toHaveAccessibleName(
      spoken(
        'Greenfield Dental',
        'Active',
        'ME',
        '2 clock-ins, 1 task, 0 photos, 3 notes, 0 service items',
      ),
    );
  },
};

export const LongNames: Story = {
  args: {
    job: {
      ...JOB,
      status: 'inprogress',
      customer: {
        displayName: 'The Northern Coastal Veterinary Hospital and Emergency Animal Clinic',
        address1: '1234 Extraordinarily-Long-Named Industrial Park Boulevard, Building C',
        city: 'Rancho Santa Margarita',
        state: 'California',
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const row = link(canvasElement);
    // At 375 px the text wraps inside the row: nothing is cut off or scrolls sideways.
    await expect(row.scrollWidth).toBeLessThanOrEqual(row.clientWidth);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(375);
    const name = canvas.getByText(/Northern Coastal/);
    await expect(name.getBoundingClientRect().height).toBeGreaterThan(30);
    await expect(canvas.getByText('In progress')).toBeVisible();
  },
};
