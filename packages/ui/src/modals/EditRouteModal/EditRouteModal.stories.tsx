import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';

import { errorArgType, planLevelArgType } from '../../storyArgTypes';
import { closedInDocs } from '../modalStory';
import { EditRouteModal } from './EditRouteModal';

/** product.md §Accounts, companies and plans, verbatim (lower-case u, unlike Add Route). */
const PLAN_LIMIT_TEXT = 'Please upgrade your company plan to allow for more active routes.';

const meta = {
  title: 'Routes/EditRouteModal',
  component: EditRouteModal,
  args: {
    open: true,
    onOpenChange: fn(),
    route: { name: 'Monday North', status: 'draft' },
    planLevel: 40,
    activeRouteCount: 3,
    onSave: fn(),
    saving: false,
    error: null,
  },
  argTypes: { planLevel: planLevelArgType, error: errorArgType },
  decorators: [closedInDocs()],
  tags: ['autodocs'],
} satisfies Meta<typeof EditRouteModal>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialog = () => screen.findByRole('dialog', { name: 'Edit Route' });

async function fields() {
  const modal = await dialog();
  return {
    modal,
    name: within(modal).getByRole('textbox', { name: 'Route name' }),
    status: within(modal).getByRole('combobox', { name: 'Status' }),
    save: within(modal).getByRole('button', { name: 'Save' }),
  };
}

async function statusOptions() {
  const { status } = await fields();
  return within(status)
    .getAllByRole('option')
    .map((option) => option.textContent);
}

export const Playground: Story = {
  play: async ({ args }) => {
    const { modal, name, status, save } = await fields();
    // Prefilled from the route; focus starts in the name.
    await expect(name).toHaveValue('Monday North');
    await expect(status).toHaveValue('draft');
    await waitFor(() => expect(name).toHaveFocus());
    await expect(await statusOptions()).toEqual(['Draft', 'Active', 'Complete']);
    await expect(within(modal).queryByText(PLAN_LIMIT_TEXT)).toBeNull();

    await userEvent.clear(name);
    await userEvent.type(name, '  Monday South ');
    await userEvent.selectOptions(status, 'Complete');
    await userEvent.click(save);
    await expect(args.onSave).toHaveBeenCalledWith({ name: 'Monday South', status: 'Complete' });

    await userEvent.selectOptions(status, 'active');
    await userEvent.type(name, '{Enter}');
    await expect(args.onSave).toHaveBeenLastCalledWith({
      name: 'Monday South',
      status: 'active',
    });

    await userEvent.click(within(modal).getByRole('button', { name: 'Cancel' }));
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

/**
 * Plan 10 allows one active route (product.md §Accounts, companies and plans): a draft route cannot
 * become a second one.
 */
export const PlanLimited: Story = {
  args: { planLevel: 10, activeRouteCount: 1 },
  play: async ({ args }) => {
    const { modal, status, save } = await fields();
    await expect(await statusOptions()).toEqual(['Draft', 'Complete']);
    await expect(within(modal).getByText(PLAN_LIMIT_TEXT)).toBeVisible();
    await expect(status).toHaveAccessibleDescription(expect.stringContaining(PLAN_LIMIT_TEXT));

    await userEvent.selectOptions(status, 'Complete');
    await userEvent.click(save);
    await expect(args.onSave).toHaveBeenCalledWith({ name: 'Monday North', status: 'Complete' });
  },
};

/** At the limit, the active route itself keeps Active: it is not one more. */
export const AlreadyActiveStaysActive: Story = {
  args: {
    route: { name: 'Tuesday East', status: 'active' },
    planLevel: 10,
    activeRouteCount: 1,
  },
  play: async ({ args }) => {
    const { modal, name, status, save } = await fields();
    await expect(status).toHaveValue('active');
    await expect(await statusOptions()).toEqual(['Draft', 'Active', 'Complete']);
    await expect(within(modal).queryByText(PLAN_LIMIT_TEXT)).toBeNull();

    await userEvent.type(name, ' 2');
    await userEvent.click(save);
    await expect(args.onSave).toHaveBeenCalledWith({ name: 'Tuesday East 2', status: 'active' });
  },
};

export const Invalid: Story = {
  play: async ({ args }) => {
    const { name, save } = await fields();
    await expect(save).toBeEnabled();

    await userEvent.clear(name);
    await expect(save).toBeDisabled();
    await userEvent.type(name, '   {Enter}');
    await expect(save).toBeDisabled();
    await expect(args.onSave).not.toHaveBeenCalled();

    await userEvent.tab();
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(name).toHaveAccessibleDescription(
      expect.stringContaining('Route name is required.'),
    );

    await userEvent.type(name, 'Monday North');
    await expect(save).toBeEnabled();
    await expect(name).not.toHaveAttribute('aria-invalid');
  },
};

export const Saving: Story = {
  args: { saving: true },
  play: async ({ args }) => {
    const { name, save } = await fields();
    await userEvent.type(name, '{Enter}');
    await expect(save).toBeDisabled();
    await expect(save).toHaveAttribute('aria-busy', 'true');
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

export const SaveFailed: Story = {
  args: {
    onSave: fn(async () => {
      throw new Error('You do not have permission to do that.');
    }),
  },
  play: async ({ args }) => {
    const { modal, name, status } = await fields();
    await userEvent.clear(name);
    await userEvent.type(name, 'Monday South');
    await userEvent.selectOptions(status, 'Complete');
    await userEvent.click(within(modal).getByRole('button', { name: 'Save' }));
    await expect(args.onSave).toHaveBeenCalledWith({ name: 'Monday South', status: 'Complete' });

    await expect(await within(modal).findByRole('alert')).toHaveTextContent(
      'You do not have permission to do that.',
    );
    // Still open with what was typed, ready to try again.
    await expect(name).toHaveValue('Monday South');
    await expect(status).toHaveValue('Complete');
    await waitFor(() => expect(within(modal).getByRole('button', { name: 'Save' })).toBeEnabled());
    await expect(args.onOpenChange).not.toHaveBeenCalled();
  },
};

/** The route's technician is selected; choosing none clears it. */
export const WithTechnician: Story = {
  args: {
    route: { name: 'Monday North', status: 'active', technician: 'cu2' },
    technicians: [
      { value: 'cu1', label: 'Sam Staff' },
      { value: 'cu2', label: 'Morgan Multi' },
    ],
  },
  play: async ({ args }) => {
    const { modal, save } = await fields();
    const technician = within(modal).getByRole('combobox', { name: 'Technician' });
    await expect(technician).toHaveValue('cu2');
    await userEvent.click(save);
    await expect(args.onSave).toHaveBeenLastCalledWith({
      name: 'Monday North',
      status: 'active',
      technician: 'cu2',
    });
    await userEvent.selectOptions(technician, 'No technician');
    await userEvent.click(save);
    await expect(args.onSave).toHaveBeenLastCalledWith({
      name: 'Monday North',
      status: 'active',
      technician: null,
    });
  },
};
