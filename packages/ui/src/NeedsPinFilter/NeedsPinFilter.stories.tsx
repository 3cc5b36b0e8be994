import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';

import { NeedsPinFilter, type NeedsPinFilterProps } from './NeedsPinFilter';

function Controlled(args: NeedsPinFilterProps) {
  const [active, setActive] = useState(args.active);
  return (
    <NeedsPinFilter
      {...args}
      active={active}
      onActiveChange={(next) => {
        setActive(next);
        args.onActiveChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Customers/NeedsPinFilter',
  component: NeedsPinFilter,
  args: { count: 12, active: false, onActiveChange: fn() },
  render: (args) => <Controlled {...args} />,
  tags: ['autodocs'],
} satisfies Meta<typeof NeedsPinFilter>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The count, and a toggle that lists only them, then every customer again. */
export const Playground: Story = {
  play: async ({ args, canvasElement }) => {
    const toggle = within(canvasElement).getByRole('button', {
      name: '12 customers need a pin: show them',
    });
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(toggle);
    await expect(args.onActiveChange).toHaveBeenLastCalledWith(true);
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(toggle).toHaveAccessibleName('12 customers need a pin: show every customer');
    await userEvent.click(toggle);
    await expect(args.onActiveChange).toHaveBeenLastCalledWith(false);
  },
};

export const One: Story = {
  args: { count: 1 },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: '1 customer needs a pin: show them' }),
    ).toBeVisible();
  },
};

/** Every customer has a pin: the count alone, nothing to filter. */
export const None: Story = {
  args: { count: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Every customer has a pin')).toBeVisible();
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
  },
};

/** The last one pinned while filtered: the way back stays. */
export const NoneLeftWhileFiltered: Story = {
  args: { count: 0, active: true },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', {
        name: 'Every customer has a pin: show every customer',
      }),
    ).toHaveAttribute('aria-pressed', 'true');
  },
};
