import type { Meta, StoryObj } from '@storybook/react-vite';
import { matchesCustomerName, messages } from '@routebook/schema';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';

import { errorArgType } from '../../storyArgTypes';
import { closedInDocs } from '../modalStory';
import { AddJobModal } from './AddJobModal';

const CUSTOMERS = [
  { id: 'c3', firstName: 'Ana', lastName: 'Lopez', displayName: 'Ana Lopez', address1: null },
  {
    id: 'c2',
    firstName: 'Tom',
    lastName: 'Garrett',
    displayName: 'Garrett Lawn Care',
    address1: '48 Oak Avenue',
  },
  {
    id: 'c1',
    firstName: 'Maria',
    lastName: 'Garcia',
    displayName: 'Maria Garcia',
    address1: '12 Elm Street',
  },
];

/** The server's answer: the matches by name (all three fit in one page). */
const answerSearch = async (query: string) => ({
  customers: CUSTOMERS.filter((c) => matchesCustomerName(c, query)).map((c) => ({
    ...c,
    fullName: `${c.firstName} ${c.lastName}`,
  })),
  hasMore: false,
});

const meta = {
  title: 'Job/AddJobModal',
  component: AddJobModal,
  args: {
    open: true,
    onOpenChange: fn(),
    searchCustomers: fn(answerSearch),
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
    customer: () => within(modal).getByRole('combobox', { name: 'Customer' }),
    add: within(modal).getByRole('button', { name: 'Add job' }),
  };
}

/** Chooses a customer as a person does: types part of the name and taps the answer. */
async function choose(modal: HTMLElement, text: string, name: string) {
  const field = within(modal).getByRole('combobox', { name: 'Customer' });
  await userEvent.clear(field);
  await userEvent.type(field, text);
  await userEvent.click(await within(modal).findByRole('option', { name: new RegExp(name) }));
  await within(modal).findByRole('button', { name: `Change customer (${name})` });
}

/**
 * The customer is found through customer search (the server answers a page, never the
 * whole company): the empty field lists the first customers by name, typing narrows them.
 */
export const Playground: Story = {
  play: async ({ args }) => {
    const { modal, status, customer, add } = await parts();
    await expect(
      within(status)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Active', 'Complete']);
    await expect(status).toHaveValue('active');
    await expect(customer()).toHaveAttribute('aria-required', 'true');

    await userEvent.click(customer());
    const list = await within(modal).findByRole('listbox', { name: 'Customers' });
    await expect(args.searchCustomers).toHaveBeenCalledWith('');
    await waitFor(() =>
      expect(
        within(list)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['Ana Lopez', 'Garrett Lawn Care, 48 Oak Avenue', 'Maria Garcia, 12 Elm Street']),
    );

    await userEvent.selectOptions(status, 'complete');
    await choose(modal, 'lop', 'Ana Lopez');
    await userEvent.click(add);
    await expect(args.onSave).toHaveBeenCalledWith({ status: 'complete', customerId: 'c3' });
  },
};

/**
 * Status starts at Active (a job is active on creation); 'Add job' is disabled until a
 * customer is chosen.
 */
export const DisabledUntilValid: Story = {
  play: async ({ args }) => {
    const { modal, status, add } = await parts();
    await expect(status).toHaveValue('active');
    await expect(add).toBeDisabled();
    await userEvent.click(add);
    await expect(args.onSave).not.toHaveBeenCalled();

    await choose(modal, 'garr', 'Garrett Lawn Care');
    await expect(add).toBeEnabled();
    await userEvent.click(add);
    await expect(args.onSave).toHaveBeenCalledWith({ status: 'active', customerId: 'c2' });
  },
};

/**
 * Nothing says "required" on opening or while moving through the fields; the Customer
 * field says what it needs once it is left without a customer.
 */
export const Required: Story = {
  play: async () => {
    const { modal, status, customer, add } = await parts();
    await waitFor(() => expect(status).toHaveFocus());
    await userEvent.tab();
    await expect(customer()).toHaveFocus();
    await expect(within(modal).queryByText(messages.jobStatusRequired)).toBeNull();
    await expect(within(modal).queryByText(messages.customerRequired)).toBeNull();
    await expect(status).not.toHaveAttribute('aria-invalid', 'true');

    await userEvent.tab();
    await expect(within(modal).getByText(messages.customerRequired)).toBeVisible();
    await expect(customer()).toHaveAccessibleDescription(messages.customerRequired);
    await expect(within(modal).queryByText(messages.jobStatusRequired)).toBeNull();
    await expect(add).toBeDisabled();

    await choose(modal, 'maria', 'Maria Garcia');
    await expect(within(modal).queryByText(messages.customerRequired)).toBeNull();
    await expect(add).toBeEnabled();
  },
};

/**
 * The close button (and Cancel) dismiss the modal without adding; with another status chosen they ask
 * first, and Discard closes.
 */
export const Dismiss: Story = {
  play: async ({ args }) => {
    const { modal, status } = await parts();
    const discard = async () => {
      const ask = await screen.findByRole('alertdialog', { name: messages.discardChangesQuestion });
      await expect(args.onOpenChange).toHaveBeenCalledTimes(0);
      await userEvent.click(within(ask).getByRole('button', { name: 'Discard' }));
    };
    await userEvent.click(within(modal).getByRole('button', { name: 'Close' }));
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    args.onOpenChange.mockClear();
    // A status other than the default (Active) is a change: closing asks first.
    await userEvent.selectOptions(status, 'complete');
    await userEvent.click(within(modal).getByRole('button', { name: 'Close' }));
    await discard();
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    args.onOpenChange.mockClear();
    await userEvent.click(within(modal).getByRole('button', { name: 'Cancel' }));
    await discard();
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

export const Saving: Story = {
  args: { saving: true },
  play: async ({ args }) => {
    const { modal, status, add } = await parts();
    await userEvent.selectOptions(status, 'active');
    await choose(modal, 'maria', 'Maria Garcia');
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
    const { modal, status, add } = await parts();
    await userEvent.selectOptions(status, 'active');
    await choose(modal, 'maria', 'Maria Garcia');
    await userEvent.click(add);
    await expect(args.onSave).toHaveBeenCalledWith({ status: 'active', customerId: 'c1' });
    await expect(await within(modal).findByRole('alert')).toHaveTextContent(
      'You do not have permission to do that.',
    );
    await expect(status).toHaveValue('active');
    await expect(
      within(modal).getByRole('button', { name: 'Change customer (Maria Garcia)' }),
    ).toBeVisible();
    await waitFor(() => expect(add).toBeEnabled());
    await expect(args.onOpenChange).not.toHaveBeenCalled();
  },
};
