import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

import { PendingMark } from './PendingMark';

const meta = {
  title: 'Sync/PendingMark',
  component: PendingMark,
  tags: ['autodocs'],
} satisfies Meta<typeof PendingMark>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Shows "Pending"; a screen reader reads "Pending: not sent yet". */
export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const mark = canvas.getByText(/^Pending/);
    await expect(mark).toHaveTextContent('Pending: not sent yet');
    await expect(mark).toBeVisible();
    // Only the word shows: the explanation takes no room.
    const hidden = within(mark).getByText(': not sent yet');
    await expect(hidden.getBoundingClientRect().width).toBeLessThanOrEqual(1);
    await expect(mark.getBoundingClientRect().width).toBeLessThan(100);
  },
};

/** In a line of text, as the lists show it: it sits on the line and does not wrap. */
export const InALine: Story = {
  render: () => (
    <p style={{ margin: 0 }}>
      Sam Staff · Nov 2, 2026 <PendingMark />
    </p>
  ),
  play: async ({ canvasElement }) => {
    const mark = within(canvasElement).getByText(/^Pending/);
    const line = mark.parentElement;
    if (!line) throw new Error('no line');
    await expect(line).toHaveTextContent('Sam Staff · Nov 2, 2026 Pending: not sent yet');
    await expect(mark.getBoundingClientRect().height).toBeLessThan(32);
  },
};
