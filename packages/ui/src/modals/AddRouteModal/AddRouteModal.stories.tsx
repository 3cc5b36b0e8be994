import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';

import { errorArgType, planLevelArgType } from '../../storyArgTypes';
import { closedInDocs } from '../modalStory';
import { AddRouteModal } from './AddRouteModal';

/** product.md §Accounts, companies and plans, verbatim (capital U). */
const PLAN_LIMIT_TEXT = 'Please Upgrade your company plan to allow for more active routes.';

const meta = {
  title: 'Routes/AddRouteModal',
  component: AddRouteModal,
  args: {
    open: true,
    onOpenChange: fn(),
    planLevel: 40,
    activeRouteCount: 3,
    onSave: fn(),
    saving: false,
    error: null,
  },
  argTypes: { planLevel: planLevelArgType, error: errorArgType },
  decorators: [closedInDocs()],
  tags: ['autodocs'],
} satisfies Meta<typeof AddRouteModal>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialog = () => screen.findByRole('dialog', { name: 'Add Route' });

async function statusOptions() {
  const select = within(await dialog()).getByRole('combobox', { name: 'Status' });
  return within(select)
    .getAllByRole('option')
    .map((option) => option.textContent);
}

/** Only Draft, with the plan-limit sub-header tied to the select. */
async function expectPlanLimited() {
  const modal = await dialog();
  await expect(await statusOptions()).toEqual(['Draft']);
  await expect(within(modal).getByText(PLAN_LIMIT_TEXT)).toBeVisible();
  await expect(within(modal).getByRole('combobox', { name: 'Status' })).toHaveAccessibleDescription(
    expect.stringContaining(PLAN_LIMIT_TEXT),
  );
}

export const Playground: Story = {
  play: async ({ args }) => {
    const modal = await dialog();
    const name = within(modal).getByRole('textbox', { name: 'Route name' });
    const status = within(modal).getByRole('combobox', { name: 'Status' });
    await waitFor(() => expect(name).toHaveFocus());
    await expect(await statusOptions()).toEqual(['Draft', 'Active']);
    await expect(status).toHaveValue('draft');
    await expect(within(modal).queryByText(PLAN_LIMIT_TEXT)).toBeNull();

    await userEvent.type(name, '  Monday North ');
    await userEvent.selectOptions(status, 'active');
    await userEvent.click(within(modal).getByRole('button', { name: 'Save' }));
    await expect(args.onSave).toHaveBeenCalledWith({ name: 'Monday North', status: 'active' });

    // Enter in the name field submits too.
    await userEvent.type(name, '{Enter}');
    await expect(args.onSave).toHaveBeenCalledTimes(2);

    await userEvent.click(within(modal).getByRole('button', { name: 'Cancel' }));
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

/**
 * Plan 10 allows one active route (product.md §Accounts, companies and plans); with one active,
 * only Draft is offered.
 */
export const PlanLimited: Story = {
  args: { planLevel: 10, activeRouteCount: 1 },
  play: async ({ args }) => {
    await expectPlanLimited();
    const modal = await dialog();
    await userEvent.type(
      within(modal).getByRole('textbox', { name: 'Route name' }),
      'Extra{Enter}',
    );
    await expect(args.onSave).toHaveBeenCalledWith({ name: 'Extra', status: 'draft' });
  },
};

/** An unset plan counts as plan 10. */
export const PlanUnsetLimited: Story = {
  args: { planLevel: null, activeRouteCount: 1 },
  play: async () => {
    await expectPlanLimited();
  },
};

/** Plan 30 allows two active routes: with one active, Active is still offered. */
export const Plan30WithOneActive: Story = {
  args: { planLevel: 30, activeRouteCount: 1 },
  play: async ({ args }) => {
    const modal = await dialog();
    await expect(await statusOptions()).toEqual(['Draft', 'Active']);
    await expect(within(modal).queryByText(PLAN_LIMIT_TEXT)).toBeNull();
    await userEvent.type(within(modal).getByRole('textbox', { name: 'Route name' }), 'Second');
    await userEvent.selectOptions(
      within(modal).getByRole('combobox', { name: 'Status' }),
      'active',
    );
    await userEvent.click(within(modal).getByRole('button', { name: 'Save' }));
    await expect(args.onSave).toHaveBeenCalledWith({ name: 'Second', status: 'active' });
  },
};

export const Invalid: Story = {
  play: async ({ args }) => {
    const modal = await dialog();
    const name = within(modal).getByRole('textbox', { name: 'Route name' });
    const save = within(modal).getByRole('button', { name: 'Save' });
    await expect(save).toBeDisabled();

    await userEvent.type(name, '   {Enter}');
    await expect(save).toBeDisabled();
    await expect(args.onSave).not.toHaveBeenCalled();

    await userEvent.type(name, 'Monday North');
    await expect(save).toBeEnabled();

    await userEvent.clear(name);
    await expect(save).toBeDisabled();
    await userEvent.tab();
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(name).toHaveAccessibleDescription(
      expect.stringContaining('Route name is required.'),
    );
  },
};

export const Saving: Story = {
  args: { saving: true },
  play: async ({ args }) => {
    const modal = await dialog();
    await userEvent.type(within(modal).getByRole('textbox', { name: 'Route name' }), 'Busy{Enter}');
    const save = within(modal).getByRole('button', { name: 'Save' });
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
    const modal = await dialog();
    const name = within(modal).getByRole('textbox', { name: 'Route name' });
    await userEvent.type(name, 'Monday North');
    await userEvent.click(within(modal).getByRole('button', { name: 'Save' }));
    await expect(args.onSave).toHaveBeenCalledWith({ name: 'Monday North', status: 'draft' });

    await expect(await within(modal).findByRole('alert')).toHaveTextContent(
      'You do not have permission to do that.',
    );
    // Still open with what was typed, ready to try again.
    await expect(await dialog()).toBeVisible();
    await expect(name).toHaveValue('Monday North');
    await waitFor(() => expect(within(modal).getByRole('button', { name: 'Save' })).toBeEnabled());
    await expect(args.onOpenChange).not.toHaveBeenCalled();
  },
};

/** The app reports the failure through `error`. */
export const WithError: Story = {
  args: { error: 'You do not have permission to do that.' },
  play: async () => {
    const modal = await dialog();
    await expect(within(modal).getByRole('alert')).toHaveTextContent(
      'You do not have permission to do that.',
    );
  },
};

/** With the company's members, a Technician select; none by default. */
export const WithTechnician: Story = {
  args: {
    technicians: [
      { value: 'cu1', label: 'Sam Staff' },
      { value: 'cu2', label: 'Morgan Multi' },
    ],
  },
  play: async ({ args }) => {
    const modal = await dialog();
    const technician = within(modal).getByRole('combobox', { name: 'Technician' });
    await expect(technician).toHaveValue('');
    await expect(
      within(technician)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['No technician', 'Sam Staff', 'Morgan Multi']);
    await userEvent.type(within(modal).getByRole('textbox', { name: 'Route name' }), 'Night');
    await userEvent.click(within(modal).getByRole('button', { name: 'Save' }));
    await expect(args.onSave).toHaveBeenLastCalledWith({
      name: 'Night',
      status: 'draft',
      technician: null,
    });
    await userEvent.selectOptions(technician, 'Sam Staff');
    await userEvent.click(within(modal).getByRole('button', { name: 'Save' }));
    await expect(args.onSave).toHaveBeenLastCalledWith({
      name: 'Night',
      status: 'draft',
      technician: 'cu1',
    });
  },
};
