import type { Meta, StoryObj } from '@storybook/react-vite';
import { messages } from '@routebook/schema';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';

import { errorArgType } from '../../storyArgTypes';
import { closedInDocs } from '../modalStory';
import { AddJobModal } from './AddJobModal';

const CUSTOMERS = [
  { id: 'c1', displayName: 'Maria Garcia' },
  { id: 'c2', displayName: 'Garrett Lawn Care' },
  { id: 'c3', displayName: 'Ana Lopez' },
];

const meta = {
  title: 'Job/AddJobModal',
  component: AddJobModal,
  args: {
    open: true,
    onOpenChange: fn(),
    customers: CUSTOMERS,
    onSave: fn(),
    saving: false,
    error: null,
  },
  argTypes: { error: errorArgType },
  decorators: [closedInDocs()],
  tags: ['autodocs'],
} satisfies Meta<typeof AddJobModal>;

export default meta;
type Story = StoryObj<typeof meta>;

async function parts() {
  const modal = await screen.findByRole('dialog', { name: 'Add Job' });
  return {
    modal,
    status: within(modal).getByRole('combobox', { name: 'Status' }),
    customer: within(modal).getByRole('combobox', { name: 'Customer' }),
    add: within(modal).getByRole('button', { name: 'Add job' }),
  };
}

const optionTexts = (select: HTMLElement) =>
  within(select)
    .getAllByRole('option')
    .map((option) => option.textContent);

export const Playground: Story = {
  play: async ({ args }) => {
    const { status, customer, add } = await parts();
    await expect(optionTexts(status)).toEqual(['Choose a status', 'Active', 'Complete']);
    await expect(optionTexts(customer)).toEqual([
      'Choose a customer',
      'Maria Garcia',
      'Garrett Lawn Care',
      'Ana Lopez',
    ]);
    await expect(
      within(customer).getByRole('option', { name: 'Choose a customer' }),
    ).toBeDisabled();

    await userEvent.selectOptions(status, 'complete');
    await userEvent.selectOptions(customer, 'Ana Lopez');
    await userEvent.click(add);
    await expect(args.onSave).toHaveBeenCalledWith({ status: 'complete', customerId: 'c3' });
  },
};

/** 'Add job' is disabled until both a status and a customer are chosen (spec §2 modal 12). */
export const DisabledUntilValid: Story = {
  play: async ({ args }) => {
    const { status, customer, add } = await parts();
    await expect(status).toHaveValue('');
    await expect(customer).toHaveValue('');
    await expect(add).toBeDisabled();

    await userEvent.selectOptions(customer, 'c2');
    await expect(add).toBeDisabled();
    await userEvent.click(add);
    await expect(args.onSave).not.toHaveBeenCalled();

    await userEvent.selectOptions(status, 'active');
    await expect(add).toBeEnabled();
    await userEvent.click(add);
    await expect(args.onSave).toHaveBeenCalledWith({ status: 'active', customerId: 'c2' });
  },
};

/** A select left without a choice says what it needs. */
export const Required: Story = {
  play: async () => {
    const { modal, status, customer, add } = await parts();
    await waitFor(() => expect(status).toHaveFocus());
    await expect(within(modal).queryByText(messages.jobStatusRequired)).toBeNull();
    await userEvent.tab();
    await expect(customer).toHaveFocus();
    await expect(status).toHaveAccessibleDescription(messages.jobStatusRequired);
    await expect(status).toHaveAttribute('aria-invalid', 'true');
    await userEvent.tab();
    await expect(within(modal).getByText(messages.customerRequired)).toBeVisible();
    await expect(customer).toHaveAccessibleDescription(messages.customerRequired);
    await expect(add).toBeDisabled();

    await userEvent.selectOptions(status, 'active');
    await userEvent.selectOptions(customer, 'c1');
    await expect(within(modal).queryByText(messages.jobStatusRequired)).toBeNull();
    await expect(within(modal).queryByText(messages.customerRequired)).toBeNull();
    await expect(add).toBeEnabled();
  },
};

/** The close button (and Cancel) dismiss the modal without adding. */
export const Dismiss: Story = {
  play: async ({ args }) => {
    const { modal, status } = await parts();
    await userEvent.selectOptions(status, 'active');
    await userEvent.click(within(modal).getByRole('button', { name: 'Close' }));
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    await userEvent.click(within(modal).getByRole('button', { name: 'Cancel' }));
    await expect(args.onOpenChange).toHaveBeenCalledTimes(2);
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

export const Saving: Story = {
  args: { saving: true },
  play: async ({ args }) => {
    const { status, customer, add } = await parts();
    await userEvent.selectOptions(status, 'active');
    await userEvent.selectOptions(customer, 'c1');
    await expect(add).toBeDisabled();
    await expect(add).toHaveAttribute('aria-busy', 'true');
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
    const { modal, status, customer, add } = await parts();
    await userEvent.selectOptions(status, 'active');
    await userEvent.selectOptions(customer, 'c1');
    await userEvent.click(add);
    await expect(args.onSave).toHaveBeenCalledWith({ status: 'active', customerId: 'c1' });
    await expect(await within(modal).findByRole('alert')).toHaveTextContent(
      'You do not have permission to do that.',
    );
    await expect(status).toHaveValue('active');
    await expect(customer).toHaveValue('c1');
    await waitFor(() => expect(add).toBeEnabled());
    await expect(args.onOpenChange).not.toHaveBeenCalled();
  },
};
