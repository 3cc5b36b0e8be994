import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';

import { errorArgType } from '../../storyArgTypes';
import { closedInDocs } from '../modalStory';
import { CopyMoveModal } from './CopyMoveModal';

const ROUTES = [
  { id: 'r1', name: 'Monday North', status: 'active' },
  { id: 'r2', name: 'Tuesday East', status: 'draft' },
  { id: 'r3', name: 'Wednesday West', status: 'Complete' },
  { id: 'r4', name: 'Spring 2024', status: 'archive' },
  { id: 'r5', name: 'Thursday South', status: 'active' },
] as const;

const meta = {
  title: 'Routes/CopyMoveModal',
  component: CopyMoveModal,
  args: {
    open: true,
    onOpenChange: fn(),
    mode: 'copy',
    routes: ROUTES,
    currentRouteId: 'r1',
    onSave: fn(),
    saving: false,
    error: null,
  },
  argTypes: { error: errorArgType },
  decorators: [closedInDocs()],
  tags: ['autodocs'],
} satisfies Meta<typeof CopyMoveModal>;

export default meta;
type Story = StoryObj<typeof meta>;

async function parts(title: string) {
  const modal = await screen.findByRole('dialog', { name: title });
  const group = within(modal).getByRole('group', { name: 'Route' });
  // Each radio is named by its route's name (the label also shows the status).
  const names = () =>
    within(group)
      .getAllByRole('radio')
      .map(
        (radio) =>
          document.getElementById(radio.getAttribute('aria-labelledby') ?? '')?.textContent,
      );
  return { modal, group, names };
}

export const Playground: Story = {
  play: async ({ args }) => {
    const { modal, group } = await parts('Copy Item');
    const copy = within(modal).getByRole('button', { name: 'Copy' });
    await expect(copy).toBeDisabled();
    await userEvent.click(within(group).getByRole('radio', { name: 'Tuesday East' }));
    await expect(copy).toBeEnabled();
    await userEvent.click(copy);
    await expect(args.onSave).toHaveBeenCalledWith('r2');
  },
};

/** Copying may go to the item's own route; the keyboard chooses too. */
export const Copy: Story = {
  play: async ({ args }) => {
    const { modal, group, names } = await parts('Copy Item');
    await expect(names()).toEqual(['Monday North', 'Tuesday East', 'Thursday South']);
    const first = within(group).getByRole('radio', { name: 'Monday North' });
    await expect(first).toHaveAccessibleDescription('Active');

    first.focus();
    await userEvent.keyboard(' ');
    await expect(first).toBeChecked();
    await userEvent.keyboard('{ArrowDown}');
    await expect(within(group).getByRole('radio', { name: 'Tuesday East' })).toBeChecked();
    // Tab leaves the group for Cancel, then Copy.
    await userEvent.tab();
    await userEvent.tab();
    await expect(within(modal).getByRole('button', { name: 'Copy' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSave).toHaveBeenCalledWith('r2');

    await userEvent.click(within(modal).getByRole('button', { name: 'Cancel' }));
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

/** Moving never offers the item's own route. */
export const Move: Story = {
  args: { mode: 'move' },
  play: async ({ args }) => {
    const { modal, group, names } = await parts('Move Item');
    await expect(names()).toEqual(['Tuesday East', 'Thursday South']);
    await expect(within(group).queryByRole('radio', { name: 'Monday North' })).toBeNull();
    const move = within(modal).getByRole('button', { name: 'Move' });
    await expect(move).toBeDisabled();
    await userEvent.click(within(group).getByText('Thursday South'));
    await userEvent.click(move);
    await expect(args.onSave).toHaveBeenCalledWith('r5');
  },
};

/** Complete and archived routes are not offered. */
export const OnlyActiveAndDraft: Story = {
  play: async () => {
    const { modal, names } = await parts('Copy Item');
    await expect(names()).toEqual(['Monday North', 'Tuesday East', 'Thursday South']);
    await expect(within(modal).queryByText('Wednesday West')).toBeNull();
    await expect(within(modal).queryByText('Spring 2024')).toBeNull();
  },
};

export const NoRouteChosen: Story = {
  play: async ({ args }) => {
    const { modal, group } = await parts('Copy Item');
    await expect(within(modal).getByText('Please choose a route.')).toBeVisible();
    await expect(group).toHaveAccessibleDescription('Please choose a route.');
    await expect(within(group).queryByRole('radio', { checked: true })).toBeNull();
    const copy = within(modal).getByRole('button', { name: 'Copy' });
    await expect(copy).toBeDisabled();
    await userEvent.click(copy);
    await expect(args.onSave).not.toHaveBeenCalled();

    await userEvent.click(within(group).getByRole('radio', { name: 'Monday North' }));
    await expect(within(modal).queryByText('Please choose a route.')).toBeNull();
    await expect(copy).toBeEnabled();
  },
};

/** Nothing to choose from: the fieldset says so and the action stays disabled. */
export const NoRoutes: Story = {
  args: { mode: 'move', routes: [ROUTES[0], ROUTES[2]] },
  play: async () => {
    const { modal, group } = await parts('Move Item');
    await expect(within(group).queryByRole('radio')).toBeNull();
    await expect(group).toHaveAccessibleDescription('No active or draft route to choose.');
    await expect(within(modal).getByRole('button', { name: 'Move' })).toBeDisabled();
  },
};

export const SaveFailed: Story = {
  args: {
    mode: 'move',
    onSave: fn(async () => {
      throw new Error('Choose an active or draft route.');
    }),
  },
  play: async ({ args }) => {
    const { modal, group } = await parts('Move Item');
    const radio = within(group).getByRole('radio', { name: 'Tuesday East' });
    await userEvent.click(radio);
    await userEvent.click(within(modal).getByRole('button', { name: 'Move' }));
    await expect(args.onSave).toHaveBeenCalledWith('r2');
    await expect(await within(modal).findByRole('alert')).toHaveTextContent(
      'Choose an active or draft route.',
    );
    await expect(radio).toBeChecked();
    await waitFor(() => expect(within(modal).getByRole('button', { name: 'Move' })).toBeEnabled());
    await expect(args.onOpenChange).not.toHaveBeenCalled();
  },
};
