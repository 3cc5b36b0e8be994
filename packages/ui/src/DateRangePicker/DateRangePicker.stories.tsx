import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';

import { DateRangePicker } from './DateRangePicker';
import { DATE_RANGE_MESSAGES } from './dateRanges';

const meta = {
  title: 'Reports/DateRangePicker',
  component: DateRangePicker,
  // Thursday 5 Nov 2026 is today.
  args: { from: '2026-10-07', to: '2026-11-05', today: '2026-11-05', onChange: fn() },
  tags: ['autodocs'],
} satisfies Meta<typeof DateRangePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

function parts(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  return {
    canvas,
    form: canvas.getByRole('form', { name: 'Period' }),
    from: canvas.getByLabelText('From') as HTMLInputElement,
    to: canvas.getByLabelText('To') as HTMLInputElement,
    apply: canvas.getByRole('button', { name: 'Apply' }),
    quick: within(canvas.getByRole('group', { name: 'Quick ranges' })),
  };
}

/** Types a whole day into a date field, as a user picks one. */
async function enterDay(input: HTMLInputElement, day: string) {
  await userEvent.clear(input);
  await userEvent.type(input, day);
}

/** The period in two labelled date fields, Apply and three quick ranges, all full-size targets. */
export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    const { from, to, apply, quick } = parts(canvasElement);
    await expect(from).toHaveAttribute('type', 'date');
    await expect(from).toHaveValue('2026-10-07');
    await expect(to).toHaveValue('2026-11-05');
    const quickButtons = quick.getAllByRole('button');
    await expect(quickButtons.map((b) => b.textContent)).toEqual([
      'This week',
      'Last 30 days',
      'This year',
    ]);
    for (const control of [from, to, apply, ...quickButtons])
      await expect(control.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(375);
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** A new From applies with Apply, not while typing. */
export const AppliesTypedPeriod: Story = {
  play: async ({ canvasElement, args }) => {
    const { from, apply } = parts(canvasElement);
    await enterDay(from, '2026-10-01');
    await expect(args.onChange).not.toHaveBeenCalled();
    await userEvent.click(apply);
    await expect(args.onChange).toHaveBeenCalledOnce();
    await expect(args.onChange).toHaveBeenCalledWith({ from: '2026-10-01', to: '2026-11-05' });
  },
};

/** To before From: the message under To, To marked invalid; Apply keeps the period. */
export const ToBeforeFrom: Story = {
  play: async ({ canvasElement, args }) => {
    const { canvas, to, apply } = parts(canvasElement);
    await enterDay(to, '2026-10-06');
    await expect(canvas.getByText(DATE_RANGE_MESSAGES.toBeforeFrom)).toBeVisible();
    await expect(to).toHaveAttribute('aria-invalid', 'true');
    await expect(to).toHaveAccessibleDescription(DATE_RANGE_MESSAGES.toBeforeFrom);
    await userEvent.click(apply);
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(to).toHaveFocus();

    await enterDay(to, '2026-10-07');
    await expect(canvas.queryByText(DATE_RANGE_MESSAGES.toBeforeFrom)).toBeNull();
    await userEvent.click(apply);
    await expect(args.onChange).toHaveBeenCalledWith({ from: '2026-10-07', to: '2026-10-07' });
  },
};

/** Over 366 days: explained under To, not applied. */
export const TooLong: Story = {
  play: async ({ canvasElement, args }) => {
    const { canvas, from, apply } = parts(canvasElement);
    await enterDay(from, '2025-11-04');
    await expect(canvas.getByText(DATE_RANGE_MESSAGES.tooLong)).toBeVisible();
    await userEvent.click(apply);
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** A cleared field is only named once Apply is pressed; the focus goes to it. */
export const MissingDay: Story = {
  play: async ({ canvasElement, args }) => {
    const { canvas, from, apply } = parts(canvasElement);
    await userEvent.clear(from);
    await expect(canvas.queryByText(DATE_RANGE_MESSAGES.fromMissing)).toBeNull();
    await userEvent.click(apply);
    await expect(canvas.getByText(DATE_RANGE_MESSAGES.fromMissing)).toBeVisible();
    await expect(from).toHaveFocus();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** Quick ranges apply at once, counted from today (Thu 5 Nov 2026). */
export const QuickRanges: Story = {
  args: { from: '2026-06-01', to: '2026-06-30' },
  play: async ({ canvasElement, args }) => {
    const { quick } = parts(canvasElement);
    await userEvent.click(quick.getByRole('button', { name: 'This week' }));
    await expect(args.onChange).toHaveBeenLastCalledWith({ from: '2026-11-02', to: '2026-11-08' });
    await userEvent.click(quick.getByRole('button', { name: 'Last 30 days' }));
    await expect(args.onChange).toHaveBeenLastCalledWith({ from: '2026-10-07', to: '2026-11-05' });
    await userEvent.click(quick.getByRole('button', { name: 'This year' }));
    await expect(args.onChange).toHaveBeenLastCalledWith({ from: '2026-01-01', to: '2026-12-31' });
    await expect(args.onChange).toHaveBeenCalledTimes(3);
  },
};

/** Wired to state as a page wires it to the address: the fields follow the period shown. */
export const FollowsPeriod: Story = {
  render: function Render(args) {
    const [range, setRange] = useState({ from: args.from, to: args.to });
    return (
      <DateRangePicker
        {...args}
        {...range}
        onChange={(next) => {
          args.onChange(next);
          setRange(next);
        }}
      />
    );
  },
  play: async ({ canvasElement }) => {
    const { from, to, quick } = parts(canvasElement);
    await enterDay(to, '2026-10-01');
    await userEvent.click(quick.getByRole('button', { name: 'This week' }));
    await expect(from).toHaveValue('2026-11-02');
    await expect(to).toHaveValue('2026-11-08');
    await expect(to).not.toHaveAttribute('aria-invalid');
  },
};

/** By keyboard: From, To, Apply, then the quick ranges; Enter in a field applies. */
export const Keyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const { from, to, apply, quick } = parts(canvasElement);
    await enterDay(from, '2026-10-02');
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenCalledWith({ from: '2026-10-02', to: '2026-11-05' });

    await userEvent.click(canvasElement);
    await userEvent.tab();
    await expect(from).toHaveFocus();
    await userEvent.tab();
    await expect(to).toHaveFocus();
    await userEvent.tab();
    await expect(apply).toHaveFocus();
    await expect(getComputedStyle(apply).outlineStyle).toBe('solid');
    await userEvent.tab();
    await expect(quick.getByRole('button', { name: 'This week' })).toHaveFocus();
  },
};

/** Wider screens: From, To and Apply on one line. */
export const Desktop: Story = {
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvasElement }) => {
    const { from, to, apply } = parts(canvasElement);
    const top = from.getBoundingClientRect().top;
    await expect(to.getBoundingClientRect().top).toBe(top);
    await expect(apply.getBoundingClientRect().top).toBeCloseTo(top, 0);
  },
};
