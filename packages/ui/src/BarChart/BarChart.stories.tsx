import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

import { BarChart, type BarChartRow } from './BarChart';

const meta = {
  title: 'Reports/BarChart',
  component: BarChart,
  args: {
    title: 'Hours per user',
    rows: [
      { label: 'Ann Lee', value: 195, valueText: '3 h 15 min' },
      { label: 'Sam Staff', value: 390, valueText: '6 h 30 min' },
      { label: 'Morgan Multi', value: 0, valueText: '0 min' },
    ],
  },
  tags: ['autodocs'],
} satisfies Meta<typeof BarChart>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The bar drawn for a row's label: the label, then its track holding the bar. */
function barOf(canvasElement: HTMLElement, label: string): HTMLElement {
  const labelElement = within(canvasElement).getByText(label);
  const bar = labelElement.nextElementSibling?.firstElementChild;
  if (!(bar instanceof HTMLElement)) throw new Error(`No bar for ${label}`);
  return bar;
}

const widthOf = (element: Element) => element.getBoundingClientRect().width;

/**
 * Caption, a summary as the chart's text alternative, bars proportional to the largest value,
 * figures in words.
 */
export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('figure', { name: 'Hours per user' })).toBeVisible();
    await expect(
      canvas.getByRole('img', { name: 'Bar chart, 3 bars. Largest: Sam Staff, 6 h 30 min.' }),
    ).toBeVisible();
    await expect(canvas.getByText('3 h 15 min')).toBeVisible();

    const longest = barOf(canvasElement, 'Sam Staff');
    const track = longest.parentElement as HTMLElement;
    await expect(widthOf(longest)).toBeCloseTo(widthOf(track), 0);
    // 195 of 390: half the longest bar.
    await expect(widthOf(barOf(canvasElement, 'Ann Lee')) / widthOf(longest)).toBeCloseTo(0.5, 2);
    await expect(widthOf(barOf(canvasElement, 'Morgan Multi'))).toBe(0);
  },
};

/** Rows stay in the order given (the page sorts them). */
export const KeepsOrder: Story = {
  play: async ({ canvasElement }) => {
    const labels = ['Ann Lee', 'Sam Staff', 'Morgan Multi'].map((label) =>
      within(canvasElement).getByText(label),
    );
    const tops = labels.map((label) => label.getBoundingClientRect().top);
    await expect([...tops].sort((a, b) => a - b)).toEqual(tops);
  },
};

const LONG: BarChartRow[] = [
  {
    label: 'The Northern Coastal Veterinary Hospital and Emergency Animal Clinic (Spring Cleanup)',
    value: 605,
    valueText: '10 h 5 min',
  },
  { label: 'Harbour Bakery', value: 45, valueText: '45 min' },
];

/** At 375 px long labels wrap above their bars and nothing scrolls sideways. */
export const LongLabelsOnPhone: Story = {
  args: { title: 'Hours per job', rows: LONG },
  play: async ({ canvasElement }) => {
    const label = within(canvasElement).getByText(/Northern Coastal/);
    const bar = barOf(canvasElement, label.textContent ?? '');
    await expect(label.getBoundingClientRect().height).toBeGreaterThan(30);
    await expect(bar.getBoundingClientRect().top).toBeGreaterThanOrEqual(
      label.getBoundingClientRect().bottom,
    );
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  },
};

/** Wider screens: label, bar and figure on one line. */
export const Desktop: Story = {
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvasElement }) => {
    const label = within(canvasElement).getByText('Ann Lee');
    const bar = barOf(canvasElement, 'Ann Lee');
    const figure = within(canvasElement).getByText('3 h 15 min');
    await expect(bar.getBoundingClientRect().left).toBeGreaterThan(
      label.getBoundingClientRect().left,
    );
    await expect(figure.getBoundingClientRect().left).toBeGreaterThan(
      bar.getBoundingClientRect().left,
    );
    await expect(
      Math.abs(bar.getBoundingClientRect().top - label.getBoundingClientRect().top),
    ).toBeLessThan(20);
  },
};

/** Counts: one bar, all of the track. */
export const SingleBar: Story = {
  args: {
    title: 'Jobs completed per route',
    rows: [{ label: 'Monday Route', value: 4, valueText: '4 jobs' }],
  },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('img', {
        name: 'Bar chart, 1 bar. Largest: Monday Route, 4 jobs.',
      }),
    ).toBeVisible();
    const bar = barOf(canvasElement, 'Monday Route');
    await expect(widthOf(bar)).toBeCloseTo(widthOf(bar.parentElement as HTMLElement), 0);
  },
};

/** Nothing but zeros: no bar is drawn (no division by zero). */
export const AllZero: Story = {
  args: {
    rows: [
      { label: 'Ann Lee', value: 0, valueText: '0 min' },
      { label: 'Sam Staff', value: 0, valueText: '0 min' },
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(widthOf(barOf(canvasElement, 'Ann Lee'))).toBe(0);
    await expect(widthOf(barOf(canvasElement, 'Sam Staff'))).toBe(0);
  },
};
