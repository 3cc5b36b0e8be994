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

/** An icon for a button (a list row's ⋮): the label still names the button and its menu. */
export const IconButton: Story = {
  args: {
    label: 'Actions for Greenfield Dental',
    icon: (
      <svg viewBox="0 0 16 16" width="20" height="20" fill="currentcolor" aria-hidden="true">
        <path d="M6.5 3a1.5 1.5 0 1 0 3 0a1.5 1.5 0 1 0-3 0M6.5 8a1.5 1.5 0 1 0 3 0a1.5 1.5 0 1 0-3 0M6.5 13a1.5 1.5 0 1 0 3 0a1.5 1.5 0 1 0-3 0" />
      </svg>
    ),
  },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', {
      name: 'Actions for Greenfield Dental',
    });
    await expect(within(button).queryByText('▾')).toBeNull();
    await userEvent.click(button);
    const menu = await screen.findByRole('menu', { name: 'Actions for Greenfield Dental' });
    await expect(within(menu).getByRole('menuitem', { name: 'Edit job' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(button).toHaveFocus();
  },
};
