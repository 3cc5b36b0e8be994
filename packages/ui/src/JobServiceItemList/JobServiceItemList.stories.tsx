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
    onToggleDone: fn(),
  },
  tags: ['autodocs'],
} satisfies Meta<typeof JobServiceItemList>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Each item has a "Done" box, ticked for work done; Space ticks it from the keyboard and
 * the whole label is a 44 px tap target.
 */
export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const done = canvas.getByRole('checkbox', { name: 'Done: Hedge trimming' });
    const notDone = canvas.getByRole('checkbox', { name: 'Done: Gutter clearing' });
    await expect(done).toBeChecked();
    await expect(notDone).not.toBeChecked();
    const target = notDone.closest('label');
    if (!target) throw new Error('the box is inside its label');
    await expect(target.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    await expect(target.getBoundingClientRect().width).toBeGreaterThanOrEqual(44);
    await userEvent.tab();
    await expect(done).toHaveFocus();
    await userEvent.tab();
    await expect(notDone).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onToggleDone).toHaveBeenCalledWith('jsi-2', true);
    await userEvent.click(target);
    await expect(args.onToggleDone).toHaveBeenCalledTimes(2);
    await userEvent.click(done);
    await expect(args.onToggleDone).toHaveBeenLastCalledWith('jsi-1', false);
    const select = canvas.getByRole('button', { name: 'Select service items' });
    await expect(select.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    // From the first box: the second, then Select service items.
    await userEvent.tab();
    await userEvent.tab();
    await expect(select).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSelect).toHaveBeenCalledTimes(1);
  },
};

/** Every item's work done: each box ticked. */
export const AllDone: Story = {
  args: {
    items: [
      { id: 'jsi-1', name: 'Hedge trimming', isComplete: true },
      { id: 'jsi-2', name: 'Gutter clearing', isComplete: true },
    ],
  },
  play: async ({ canvasElement }) => {
    const boxes = within(canvasElement).getAllByRole('checkbox');
    await expect(boxes).toHaveLength(2);
    for (const box of boxes) await expect(box).toBeChecked();
  },
};

/** A cancelled job: no item can be added (no `onSelect`); the linked ones stay listed. */
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
 * A cancelled job: nothing can be ticked there, so done items read "Done" and no box is
 * offered; items can still be unlinked through Select service items.
 */
export const ReadOnlyDone: Story = {
  args: { onToggleDone: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('checkbox')).toBeNull();
    const items = canvas.getAllByRole('listitem');
    await expect(items.map((item) => item.textContent)).toEqual([
      'Hedge trimmingDone',
      'Gutter clearing',
    ]);
  },
};

/**
 * Service items linked or ticked done without signal: shown at once, marked
 * Pending until the server confirms them; the boxes and Select service items stay available.
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
    await expect(completed).toHaveTextContent('Gutter clearingPending: not sent yetDone');
    await expect(within(completed).getByRole('checkbox')).toBeChecked();
    await expect(linked).toHaveTextContent('Leaf blowingPending: not sent yetDone');
    await expect(within(linked).getByRole('checkbox')).not.toBeChecked();
    await expect(within(linked).getByText(/^Pending/)).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(375);
    await userEvent.click(canvas.getByRole('button', { name: 'Select service items' }));
    await expect(args.onSelect).toHaveBeenCalledTimes(1);
  },
};

/**
 * Plan below 40: the plan message instead of the button
 * (product.md §Accounts, companies and plans).
 */
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
    await expect(canvas.getByText('Done')).toBeVisible();
    await expect(canvas.getByText(messages.planFeature)).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
    await expect(canvas.queryByRole('checkbox')).toBeNull();
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
    const ticked = canvas
      .getAllByRole('checkbox')
      .filter((box) => (box as HTMLInputElement).checked);
    await expect(ticked).toHaveLength(4);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(375);
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
    await expect(
      within(canvasElement).getByRole('checkbox', { name: /^Done: Annual irrigation/ }),
    ).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  },
};
