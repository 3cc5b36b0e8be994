import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

import { NeedsPinBadge } from './NeedsPinBadge';

const meta = {
  title: 'Customers/NeedsPinBadge',
  component: NeedsPinBadge,
  tags: ['autodocs'],
} satisfies Meta<typeof NeedsPinBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Said in words: the pin mark is hidden from screen readers. */
export const Playground: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Needs a pin')).toBeVisible();
    await expect(canvasElement).toHaveTextContent(/^Needs a pin$/);
  },
};
