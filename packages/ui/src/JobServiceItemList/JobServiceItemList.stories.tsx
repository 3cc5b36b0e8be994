import { messages } from '@routebook/schema';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';

import { JobServiceItemList } from './JobServiceItemList';

const meta = {
  title: 'Job/JobServiceItemList',
  component: JobServiceItemList,
  args: {
    items: [
      { id: 'jsi-1', name: 'Hedge trimming', isComplete: true },
      { id: 'jsi-2', name: 'Gutter clearing', isComplete: false },
    ],
    gated: false,
    onSelect: fn(),
  },
  tags: ['autodocs'],
} satisfies Meta<typeof JobServiceItemList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const items = canvas.getAllByRole('listitem');
    await expect(items.map((item) => item.textContent)).toEqual([
      'Hedge trimmingComplete',
      'Gutter clearing',
    ]);
    const select = canvas.getByRole('button', { name: 'Select service items' });
    await expect(select.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    await userEvent.tab();
    await expect(select).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSelect).toHaveBeenCalledTimes(1);
  },
};

/** Issue 26, a cancelled job: no item can be added (no `onSelect`); the linked ones stay listed. */
export const NoNewItems: Story = {
  args: { onSelect: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(2);
    await expect(canvas.queryByRole('button', { name: 'Select service items' })).toBeNull();
    await expect(canvas.queryByText(messages.planFeature)).toBeNull();
  },
};

/**
 * Service items linked or ticked complete without signal (issue 15): shown at once, marked Pending
 * until the server confirms them; Select service items stays available.
 */
export const PendingItems: Story = {
  args: {
    items: [
      { id: 'jsi-1', name: 'Hedge trimming', isComplete: true },
      { id: 'jsi-2', name: 'Gutter clearing', isComplete: true, pending: true },
      { id: 'jsi-3', name: 'Leaf blowing', isComplete: false, pending: true },
    ],
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const [saved, completed, linked] = canvas.getAllByRole('listitem');
    if (!saved || !completed || !linked) throw new Error('three items expected');
    await expect(within(saved).queryByText(/^Pending/)).toBeNull();
    await expect(completed).toHaveTextContent('Gutter clearingPending: not sent yetComplete');
    await expect(linked).toHaveTextContent('Leaf blowingPending: not sent yet');
    await expect(within(linked).getByText(/^Pending/)).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(375);
    await userEvent.click(canvas.getByRole('button', { name: 'Select service items' }));
    await expect(args.onSelect).toHaveBeenCalledTimes(1);
  },
};

/** Plan below 40: the plan message instead of the button (spec §6 feature gates). */
export const PlanLimited: Story = {
  args: { gated: true, items: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(messages.planFeature)).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** Items linked before a plan change stay listed, read only. */
export const PlanLimitedWithItems: Story = {
  args: { gated: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Hedge trimming')).toBeVisible();
    await expect(canvas.getByText(messages.planFeature)).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const Empty: Story = {
  args: { items: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('list')).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Select service items' })).toBeEnabled();
  },
};

export const Many: Story = {
  args: {
    items: Array.from({ length: 12 }, (_, i) => ({
      id: `many-${i + 1}`,
      name: `Service item ${i + 1}`,
      isComplete: i % 3 === 0,
    })),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(12);
    await expect(canvas.getAllByText('Complete')).toHaveLength(4);
  },
};

export const LongNames: Story = {
  args: {
    items: [
      {
        id: 'long',
        name: 'Annual irrigation system winterisation including backflow preventer inspection',
        isComplete: true,
      },
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Complete')).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  },
};
