import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';

import type { JobRowCounts } from '../JobRow';
import { JOB_SECTION_TITLE, JobSection } from './JobSection';

/** The counts a job row shows for the same job (its icons). */
const COUNTS: JobRowCounts = { clockIns: 2, tasks: 1, photos: 0, notes: 3, serviceItems: 0 };

const meta = {
  title: 'Job/JobSection',
  component: JobSection,
  args: {
    title: 'Tasks',
    count: 2,
    empty: 'No tasks yet.',
    action: { label: 'Add task', onClick: fn() },
    children: (
      <ul>
        <li>Trim the hedges</li>
        <li>Clear the gutters</li>
      </ul>
    ),
  },
  tags: ['autodocs'],
} satisfies Meta<typeof JobSection>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    // The section is named by its heading, count included; the count is shown as a badge.
    const section = canvas.getByRole('region', { name: 'Tasks, 2' });
    const heading = within(section).getByRole('heading', { level: 2, name: 'Tasks, 2' });
    await expect(within(heading).getByText('2')).toBeVisible();
    await expect(canvas.queryByText('No tasks yet.')).toBeNull();
    await expect(canvas.getByText('Trim the hedges')).toBeVisible();

    const add = canvas.getByRole('button', { name: 'Add task' });
    await expect(add.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    await userEvent.tab();
    await expect(add).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.action?.onClick).toHaveBeenCalledTimes(1);
  },
};

export const Empty: Story = {
  args: { count: 0, children: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Tasks, 0' })).toBeVisible();
    await expect(canvas.getByText('No tasks yet.')).toBeVisible();
    await expect(canvas.getByText('0')).toHaveAttribute('data-zero');
  },
};

/** An empty section still shows its content: here a list's own control needed at zero. */
export const EmptyWithContent: Story = {
  args: {
    title: 'Clock-ins',
    count: 0,
    empty: 'No clock-ins yet.',
    action: undefined,
    children: <button type="button">Clock in</button>,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No clock-ins yet.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Clock in' })).toBeVisible();
  },
};

export const WithoutAction: Story = {
  args: { title: 'Service items', count: 1, action: undefined, children: <p>Hedge trimmer</p> },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Service items, 1' })).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const ActionDisabled: Story = {
  args: {
    title: 'Photos',
    count: 0,
    empty: 'No photos yet.',
    children: null,
    action: {
      label: 'Add photo',
      onClick: fn(),
      disabled: true,
      disabledReason: 'Photos can be added once the job is in progress.',
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const add = canvas.getByRole('button', { name: 'Add photo' });
    await expect(add).toBeDisabled();
    // The reason is on screen and describes the button.
    await expect(
      canvas.getByText('Photos can be added once the job is in progress.'),
    ).toBeVisible();
    await expect(add).toHaveAccessibleDescription(
      'Photos can be added once the job is in progress.',
    );
  },
};

export const HeadingLevel3: Story = {
  args: { headingLevel: 3 },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { level: 3, name: 'Tasks, 2' }),
    ).toBeVisible();
  },
};

export const LongTitle: Story = {
  args: {
    title: 'Service items used on this visit including replacement parts and consumables',
    count: 128,
    action: { label: 'Select service items', onClick: fn() },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('128')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Select service items' })).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  },
};

/** The job page's five sections, titled and counted like the route row's icons (job.counts). */
export const AllSections: Story = {
  args: { children: null },
  render: (args) => (
    <div>
      {(Object.keys(JOB_SECTION_TITLE) as (keyof typeof JOB_SECTION_TITLE)[]).map((key) => (
        <JobSection
          key={key}
          {...args}
          title={JOB_SECTION_TITLE[key]}
          count={COUNTS[key]}
          empty={`No ${JOB_SECTION_TITLE[key].toLowerCase()} yet.`}
          action={undefined}
        />
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const names = within(canvasElement)
      .getAllByRole('region')
      .map((region) => region.getAttribute('aria-labelledby'))
      .map((id) => canvasElement.querySelector(`[id="${id}"]`)?.getAttribute('aria-label'));
    await expect(names).toEqual([
      'Clock-ins, 2',
      'Tasks, 1',
      'Notes, 3',
      'Photos, 0',
      'Service items, 0',
    ]);
    await expect(within(canvasElement).getByText('No photos yet.')).toBeVisible();
  },
};
