import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';

import { WeekPicker } from './WeekPicker';

const meta = {
  title: 'Time/WeekPicker',
  component: WeekPicker,
  // Thursday 5 Nov 2026 is today: its week runs Mon 2 Nov – Sun 8 Nov.
  args: { weekStart: '2026-11-02', today: '2026-11-05', onChange: fn() },
  tags: ['autodocs'],
} satisfies Meta<typeof WeekPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

function parts(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  return {
    canvas,
    group: canvas.getByRole('group', { name: 'Week' }),
    previous: canvas.getByRole('button', { name: 'Previous week' }),
    next: canvas.getByRole('button', { name: 'Next week' }),
    thisWeek: canvas.getByRole('button', { name: 'This week' }),
  };
}

/** This week: This week is disabled, the arrows move a week either way. */
export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    const { group, previous, next, thisWeek } = parts(canvasElement);
    await expect(group).toHaveTextContent('Mon, Nov 2 – Sun, Nov 8, 2026');
    await expect(thisWeek).toBeDisabled();
    for (const button of [previous, next, thisWeek]) {
      const box = button.getBoundingClientRect();
      await expect(box.height).toBeGreaterThanOrEqual(44);
      await expect(box.width).toBeGreaterThanOrEqual(44);
    }
    // At 375 px the week sits between its arrows, This week below them.
    await expect(thisWeek.getBoundingClientRect().top).toBeGreaterThan(
      next.getBoundingClientRect().bottom,
    );
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(375);

    await userEvent.click(previous);
    await expect(args.onChange).toHaveBeenLastCalledWith('2026-10-26');
    await userEvent.click(next);
    await expect(args.onChange).toHaveBeenLastCalledWith('2026-11-09');
    await expect(args.onChange).toHaveBeenCalledTimes(2);
  },
};

/** Another week: This week brings the current week back. */
export const AnotherWeek: Story = {
  args: { weekStart: '2026-10-19' },
  play: async ({ canvasElement, args }) => {
    const { group, thisWeek } = parts(canvasElement);
    await expect(group).toHaveTextContent('Mon, Oct 19 – Sun, Oct 25, 2026');
    await expect(thisWeek).toBeEnabled();
    await userEvent.click(thisWeek);
    await expect(args.onChange).toHaveBeenCalledOnce();
    await expect(args.onChange).toHaveBeenCalledWith('2026-11-02');
  },
};

/** A week across the new year names both years. */
export const AcrossNewYear: Story = {
  args: { weekStart: '2026-12-28', today: '2027-01-01' },
  play: async ({ canvasElement, args }) => {
    const { group, thisWeek, next } = parts(canvasElement);
    await expect(group).toHaveTextContent('Mon, Dec 28, 2026 – Sun, Jan 3, 2027');
    // 1 Jan 2027 is in that week.
    await expect(thisWeek).toBeDisabled();
    await userEvent.click(next);
    await expect(args.onChange).toHaveBeenLastCalledWith('2027-01-04');
  },
};

/** Given a day that is not a Monday, it shows the week that holds the day. */
export const MidWeekDay: Story = {
  args: { weekStart: '2026-11-08' },
  play: async ({ canvasElement, args }) => {
    const { group, thisWeek, previous } = parts(canvasElement);
    await expect(group).toHaveTextContent('Mon, Nov 2 – Sun, Nov 8, 2026');
    await expect(thisWeek).toBeDisabled();
    await userEvent.click(previous);
    await expect(args.onChange).toHaveBeenLastCalledWith('2026-10-26');
  },
};

/** Wired to state as the app wires it: the new week shows and is announced (a live region). */
export const Browsing: Story = {
  render: function Render(args) {
    const [weekStart, setWeekStart] = useState(args.weekStart);
    return (
      <WeekPicker
        {...args}
        weekStart={weekStart}
        onChange={(week) => {
          args.onChange(week);
          setWeekStart(week);
        }}
      />
    );
  },
  play: async ({ canvasElement, args }) => {
    const { canvas, group, next, thisWeek } = parts(canvasElement);
    const label = canvas.getByText('Mon, Nov 2 – Sun, Nov 8, 2026');
    await expect(label).toHaveAttribute('aria-live', 'polite');

    await userEvent.click(next);
    await userEvent.click(next);
    await expect(group).toHaveTextContent('Mon, Nov 16 – Sun, Nov 22, 2026');
    await expect(thisWeek).toBeEnabled();

    // Back to this week: the button turns disabled and the focus stays on the week shown.
    await userEvent.click(thisWeek);
    await expect(args.onChange).toHaveBeenLastCalledWith('2026-11-02');
    await expect(label).toHaveTextContent('Mon, Nov 2 – Sun, Nov 8, 2026');
    await expect(thisWeek).toBeDisabled();
    await expect(label).toHaveFocus();
  },
};

/** By keyboard: Previous week, Next week, then This week, each with a visible focus ring. */
export const Keyboard: Story = {
  args: { weekStart: '2026-11-09' },
  play: async ({ canvasElement, args }) => {
    const { previous, next, thisWeek } = parts(canvasElement);
    await userEvent.tab();
    await expect(previous).toHaveFocus();
    await expect(getComputedStyle(previous).outlineStyle).toBe('solid');
    await userEvent.tab();
    await expect(next).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith('2026-11-16');
    await userEvent.tab();
    await expect(thisWeek).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onChange).toHaveBeenLastCalledWith('2026-11-02');
  },
};

/** Wider screens: the week, its arrows and This week on one line. */
export const Desktop: Story = {
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvasElement }) => {
    const { previous, next, thisWeek } = parts(canvasElement);
    const top = previous.getBoundingClientRect().top;
    await expect(next.getBoundingClientRect().top).toBe(top);
    await expect(thisWeek.getBoundingClientRect().top).toBe(top);
  },
};
