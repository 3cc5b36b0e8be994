import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';

import { ActionMenu } from './ActionMenu';

const edit = fn();
const cancel = fn();

const meta = {
  title: 'Primitives/ActionMenu',
  component: ActionMenu,
  args: {
    label: 'More',
    items: [
      { key: 'edit', label: 'Edit job', onSelect: edit },
      { key: 'cancel', label: 'Cancel job', onSelect: cancel, tone: 'danger' },
    ],
  },
  tags: ['autodocs'],
} satisfies Meta<typeof ActionMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

/** By keyboard: Enter opens on the first item, arrows move, Escape returns to the button. */
export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const more = within(canvasElement).getByRole('button', { name: 'More' });
    await expect(more).toHaveAttribute('aria-expanded', 'false');
    more.focus();
    await userEvent.keyboard('{Enter}');
    const menu = await screen.findByRole('menu', { name: 'More' });
    await expect(more).toHaveAttribute('aria-expanded', 'true');
    await expect(within(menu).getByRole('menuitem', { name: 'Edit job' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(within(menu).getByRole('menuitem', { name: 'Cancel job' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(within(menu).getByRole('menuitem', { name: 'Edit job' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(screen.queryByRole('menu')).toBeNull();
    await expect(more).toHaveFocus();

    await userEvent.keyboard('{ArrowUp}');
    await expect(await screen.findByRole('menuitem', { name: 'Cancel job' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(cancel).toHaveBeenCalledTimes(1);
    await expect(screen.queryByRole('menu')).toBeNull();
    await expect(more).toHaveFocus();
    await expect(more.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  },
};

/** At the foot of a phone's screen the menu opens upwards, and a tap outside closes it. */
export const OpensAbove: Story = {
  args: { side: 'above' },
  render: (args) => (
    <div style={{ paddingTop: '10rem' }}>
      <ActionMenu {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const more = within(canvasElement).getByRole('button', { name: 'More' });
    await userEvent.click(more);
    const menu = await screen.findByRole('menu', { name: 'More' });
    await expect(menu.getBoundingClientRect().bottom).toBeLessThanOrEqual(
      more.getBoundingClientRect().top,
    );
    await userEvent.click(canvasElement);
    await expect(screen.queryByRole('menu')).toBeNull();
  },
};
