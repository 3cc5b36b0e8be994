import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

import { DayProgress } from './DayProgress';

const meta = {
  title: 'Today/DayProgress',
  component: DayProgress,
  args: { done: 3, total: 11 },
  tags: ['autodocs'],
} satisfies Meta<typeof DayProgress>;

export default meta;
type Story = StoryObj<typeof meta>;

const bar = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('progressbar', { name: "Today's progress" });

/** A day under way: the words and a bar named for screen readers, described by the words. */
export const Playground: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('3 of 11 done')).toBeVisible();
    const progress = bar(canvasElement);
    await expect(progress).toHaveAttribute('value', '3');
    await expect(progress).toHaveAttribute('max', '11');
    await expect(progress).toHaveAccessibleDescription('3 of 11 done');
  },
};

/** Every stop done: the bar is full and turns to the success colour. */
export const AllDone: Story = {
  args: { done: 11, total: 11 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('11 of 11 done')).toBeVisible();
    await expect(bar(canvasElement)).toHaveAttribute('value', '11');
    await expect(canvasElement.querySelector('[data-finished]')).not.toBeNull();
  },
};

/** The start of the day. */
export const NothingDoneYet: Story = {
  args: { done: 0, total: 4 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('0 of 4 done')).toBeVisible();
    await expect(bar(canvasElement)).toHaveAttribute('value', '0');
    await expect(canvasElement.querySelector('[data-finished]')).toBeNull();
  },
};

/** No stops: the words only, no empty bar. */
export const NoStops: Story = {
  args: { done: 0, total: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('0 of 0 done')).toBeVisible();
    await expect(within(canvasElement).queryByRole('progressbar')).toBeNull();
  },
};
