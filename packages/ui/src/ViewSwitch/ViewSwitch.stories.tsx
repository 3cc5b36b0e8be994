import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';

import { ViewSwitch, type ViewSwitchProps } from './ViewSwitch';

type View = 'list' | 'map';

const OPTIONS = [
  { value: 'list', label: 'List' },
  { value: 'map', label: 'Map' },
] as const;

function Controlled(args: ViewSwitchProps<View>) {
  const [value, setValue] = useState(args.value);
  return (
    <ViewSwitch
      {...args}
      value={value}
      onChange={(next) => {
        setValue(next);
        args.onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Routes/ViewSwitch',
  component: ViewSwitch<View>,
  args: { options: OPTIONS, value: 'list', onChange: fn(), label: 'View' },
  render: (args) => <Controlled {...args} />,
  tags: ['autodocs'],
} satisfies Meta<typeof ViewSwitch<View>>;

export default meta;
type Story = StoryObj<typeof meta>;

/** List or Map: the view shown is the pressed button; a press on the other switches. */
export const Playground: Story = {
  play: async ({ args, canvasElement }) => {
    const group = within(within(canvasElement).getByRole('group', { name: 'View' }));
    const list = group.getByRole('button', { name: 'List' });
    const map = group.getByRole('button', { name: 'Map' });
    await expect(list).toHaveAttribute('aria-pressed', 'true');
    await expect(map).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(map);
    await expect(args.onChange).toHaveBeenCalledWith('map');
    await expect(map).toHaveAttribute('aria-pressed', 'true');
    // The view shown is not asked for again.
    await userEvent.click(map);
    await expect(args.onChange).toHaveBeenCalledTimes(1);
    map.focus();
    await userEvent.keyboard('{Shift>}{Tab}{/Shift}');
    await expect(list).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith('list');
  },
};

/** Shown on the map. */
export const MapShown: Story = { args: { value: 'map' } };
