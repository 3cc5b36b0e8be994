import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

import { OfflineNotice } from './OfflineNotice';

/** Fixed instants, in the device's time zone: fetched at 10:42 on 2 Nov 2026, now 11:30. */
const FETCHED = new Date(2026, 10, 2, 10, 42).getTime();
const NOW = new Date(2026, 10, 2, 11, 30).getTime();

const meta = {
  title: 'App shell/OfflineNotice',
  component: OfflineNotice,
  args: { lastUpdated: FETCHED, now: NOW },
  tags: ['autodocs'],
} satisfies Meta<typeof OfflineNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The live region (the preview's toast viewport has its own: look in the story), and its words. */
const notice = (canvas: HTMLElement) => within(canvas).getByRole('status');
const words = async (canvas: HTMLElement) =>
  within(notice(canvas)).findByText(/^Offline: last updated/);

/** Fetched today: the time alone, in the device's locale ("10:42 AM" in en-US, "10:42" in en-GB). */
export const Playground: Story = {
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvasElement }) => {
    await expect(await words(canvasElement)).toHaveTextContent(/^Offline: last updated 10:42\b/);
    await expect(notice(canvasElement)).not.toHaveTextContent('2026');
    // It takes no focus: the page keeps the person's place.
    await expect(notice(canvasElement)).not.toContainElement(document.activeElement as HTMLElement);
  },
};

/** On a phone (375 px): one line across the screen, inside it. */
export const OnAPhone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    const line = await words(canvasElement);
    const box = notice(canvasElement).getBoundingClientRect();
    await expect(window.innerWidth).toBe(375);
    await expect(box.left).toBeGreaterThanOrEqual(0);
    await expect(box.right).toBeLessThanOrEqual(window.innerWidth);
    // One line of text: no wrapping at 375 px.
    const lineHeight = parseFloat(getComputedStyle(line).lineHeight);
    await expect(line.getBoundingClientRect().height).toBeLessThan(lineHeight * 1.5);
  },
};

/** Fetched on an earlier day: the date is shown with the time, so it does not pass for today's. */
export const LongAgo: Story = {
  args: { lastUpdated: new Date(2026, 9, 28, 10, 42).getTime() },
  play: async ({ canvasElement }) => {
    const line = await words(canvasElement);
    await expect(line).toHaveTextContent('2026');
    await expect(line).toHaveTextContent('10:42');
    await expect(line.querySelector('time')).toHaveAttribute(
      'datetime',
      new Date(2026, 9, 28, 10, 42).toISOString(),
    );
  },
};
