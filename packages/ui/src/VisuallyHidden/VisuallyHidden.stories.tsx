import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

import { Button } from '../Button';
import { VisuallyHidden } from './VisuallyHidden';

const meta = {
  title: 'Primitives/VisuallyHidden',
  component: VisuallyHidden,
  args: { children: ' Ann Lee' },
  render: (args) => (
    <Button variant="secondary">
      Edit
      <VisuallyHidden {...args} />
    </Button>
  ),
} satisfies Meta<typeof VisuallyHidden>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The button reads "Edit Ann Lee" but shows only "Edit". */
export const InAButtonName: Story = {
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Edit Ann Lee' });
    const hidden = within(button).getByText('Ann Lee');
    await expect(hidden.getBoundingClientRect().width).toBeLessThanOrEqual(1);
    await expect(button.getBoundingClientRect().width).toBeLessThan(120);
  },
};
