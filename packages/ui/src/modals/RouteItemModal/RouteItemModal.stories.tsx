import type { Meta, StoryObj } from '@storybook/react-vite';
import { customerFullName, messages, searchCustomers } from '@routebook/schema';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';

import { draftStory } from '../../drafts/draftStory';
import { errorArgType } from '../../storyArgTypes';
import { closedInDocs } from '../modalStory';
import { RouteItemModal, type RouteItemModalProps } from './RouteItemModal';

/** The company's customers; the app's search answers with the active ones. */
const CUSTOMERS = [
  {
    id: 'c1',
    firstName: 'Maria',
    lastName: 'Garcia',
    displayName: 'Maria Garcia',
    address1: '12 Elm Street',
    status: 'active',
  },
  {
    id: 'c2',
    firstName: 'Tom',
    lastName: 'Garrett',
    displayName: 'Garrett Lawn Care',
    address1: '48 Oak Avenue',
    status: 'active',
  },
  {
    id: 'c3',
    firstName: 'Ana',
    lastName: 'Lopez',
    displayName: 'Ana Lopez',
    address1: null,
    status: 'active',
  },
  {
    id: 'c4',
    firstName: 'Gary',
    lastName: 'Stone',
    displayName: 'Stone Masonry',
    address1: '3 Quarry Road',
    status: 'inactive',
  },
];

const answerSearch = async (query: string) => ({
  customers: searchCustomers(CUSTOMERS, query).map((c) => ({
    id: c.id,
    displayName: c.displayName,
    fullName: customerFullName(c),
    address1: c.address1,
  })),
  hasMore: false,
});

const meta = {
  title: 'Routes/RouteItemModal',
  component: RouteItemModal,
  args: {
    open: true,
    onOpenChange: fn(),
    mode: 'add',
    searchCustomers: fn(answerSearch),
    onAddNewCustomer: fn(),
    onSave: fn(),
    saving: false,
    error: null,
  },
  argTypes: { error: errorArgType },
  decorators: [closedInDocs()],
  tags: ['autodocs'],
} satisfies Meta<typeof RouteItemModal>;

export default meta;
type Story = StoryObj<typeof meta>;

async function parts(title = 'Add Item') {
  const modal = await screen.findByRole('dialog', { name: title });
  return {
    modal,
    type: within(modal).getByRole('combobox', { name: 'Type' }),
    save: within(modal).getByRole('button', { name: 'SAVE' }),
    customer: () => within(modal).getByRole('combobox', { name: 'Customer' }),
    editor: () => within(modal).findByRole('textbox', { name: 'Note' }),
  };
}

export const Playground: Story = {
  play: async ({ args }) => {
    const { modal, type, save, customer } = await parts();
    await expect(
      within(type)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Choose a type', 'Job', 'Route Note']);
    await expect(type).toHaveValue('');
    await expect(save).toBeDisabled();

    await userEvent.selectOptions(type, 'job');
    await expect(save).toBeEnabled();
    const search = customer();
    await expect(search).toHaveAttribute('aria-expanded', 'false');

    // Typing searches once it pauses; the answers list display name and address.
    await userEvent.type(search, 'lop');
    await within(modal).findByRole('option', { name: 'Ana Lopez' });
    await expect(search).toHaveAttribute('aria-expanded', 'true');
    await expect(args.searchCustomers).toHaveBeenCalledTimes(1);
    await expect(args.searchCustomers).toHaveBeenCalledWith('lop');

    // Escape closes the list, not the modal.
    await userEvent.keyboard('{Escape}');
    await expect(search).toHaveAttribute('aria-expanded', 'false');
    await expect(args.onOpenChange).not.toHaveBeenCalled();

    // A tap chooses; Change brings the search back.
    await userEvent.clear(search);
    await userEvent.type(search, 'lop');
    await userEvent.click(await within(modal).findByRole('option', { name: 'Ana Lopez' }));
    await expect(within(modal).queryByRole('listbox', { name: 'Customers' })).toBeNull();
    const change = within(modal).getByRole('button', { name: 'Change customer (Ana Lopez)' });
    await expect(within(modal).getByRole('group', { name: 'Customer' })).toHaveTextContent(
      'Ana Lopez',
    );
    await userEvent.click(change);
    await waitFor(() => expect(customer()).toHaveFocus());
    await expect(customer()).toHaveValue('');
  },
};

/** Search 'gar', choose Maria Garcia with the keyboard, SAVE. */
export const AddJob: Story = {
  play: async ({ args }) => {
    const { modal, type, save, customer } = await parts();
    await userEvent.selectOptions(type, 'job');
    await userEvent.type(customer(), 'gar');
    await waitFor(() =>
      expect(
        within(within(modal).getByRole('listbox', { name: 'Customers' }))
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['Maria Garcia, 12 Elm Street', 'Garrett Lawn Care, 48 Oak Avenue']),
    );
    // One search for the three letters typed quickly.
    await expect(args.searchCustomers).toHaveBeenCalledTimes(1);
    await expect(args.searchCustomers).toHaveBeenCalledWith('gar');

    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    const garrett = within(modal).getByRole('option', { name: /Garrett Lawn Care/ });
    await expect(garrett).toHaveAttribute('aria-selected', 'true');
    await expect(customer()).toHaveAttribute('aria-activedescendant', garrett.id);
    await userEvent.keyboard('{ArrowUp}');
    const maria = within(modal).getByRole('option', { name: /Maria Garcia/ });
    await expect(maria).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{Enter}');

    // Chosen: shown with a Change button, which takes focus; the form was not submitted.
    const change = await within(modal).findByRole('button', {
      name: 'Change customer (Maria Garcia)',
    });
    await waitFor(() => expect(change).toHaveFocus());
    await expect(args.onSave).not.toHaveBeenCalled();

    await userEvent.click(save);
    await expect(args.onSave).toHaveBeenCalledWith({ type: 'job', customerId: 'c1' });
  },
};

/** SAVE on a job without a customer: "Customer Required!" for 4 seconds, nothing saved. */
export const CustomerRequired: Story = {
  play: async ({ args }) => {
    const { modal, type, save, customer } = await parts();
    await userEvent.selectOptions(type, 'job');
    // Timed from before the click: the message's 4 s start after it, however long it takes.
    const shownAt = performance.now();
    await userEvent.click(save);
    const message = within(modal).getByText('Customer Required!');
    await expect(message).toBeVisible();
    await expect(args.onSave).not.toHaveBeenCalled();
    // Focus goes to the search, which the message describes.
    await expect(customer()).toHaveFocus();
    await expect(customer()).toHaveAttribute('aria-invalid', 'true');
    await expect(customer()).toHaveAccessibleDescription('Customer Required!');

    await waitFor(() => expect(within(modal).queryByText('Customer Required!')).toBeNull());
    // It stayed about 4 s (product.md §Timings and sizes).
    await expect(performance.now() - shownAt).toBeGreaterThan(3800);
    await expect(customer()).not.toHaveAttribute('aria-invalid');
  },
};

/** A route note: the editor loads on demand; SAVE is enabled once it has text. */
export const AddNote: Story = {
  play: async ({ args }) => {
    const { type, save, editor } = await parts();
    await userEvent.selectOptions(type, 'note');
    const note = await editor();
    await expect(save).toBeDisabled();
    await userEvent.click(note);
    await userEvent.keyboard('Gate code 1234');
    await waitFor(() => expect(save).toBeEnabled());
    await userEvent.click(save);
    await expect(args.onSave).toHaveBeenCalledWith({
      type: 'note',
      note: expect.stringContaining('Gate code 1234'),
    });
  },
};

export const EditNote: Story = {
  args: {
    mode: 'edit',
    initial: { type: 'note', note: '<p>Gate code <strong>1234</strong></p>' },
  },
  play: async ({ args }) => {
    const { type, save, editor } = await parts('Edit Item');
    await expect(type).toHaveValue('note');
    const note = await editor();
    await waitFor(() => expect(note).toHaveTextContent('Gate code 1234'));
    await expect(save).toBeEnabled();

    // Clearing it disables SAVE.
    await userEvent.click(note);
    await userEvent.keyboard('{Control>}a{/Control}{Backspace}');
    await waitFor(() => expect(save).toBeDisabled());
    await userEvent.keyboard('Side gate');
    await waitFor(() => expect(save).toBeEnabled());
    await userEvent.click(save);
    await expect(args.onSave).toHaveBeenCalledWith({
      type: 'note',
      note: expect.stringContaining('Side gate'),
    });
  },
};

export const EditJob: Story = {
  args: {
    mode: 'edit',
    initial: { type: 'job', customer: { id: 'c2', displayName: 'Garrett Lawn Care' } },
  },
  play: async ({ args }) => {
    const { modal, type, save } = await parts('Edit Item');
    await expect(type).toHaveValue('job');
    await expect(
      within(modal).getByRole('button', { name: 'Change customer (Garrett Lawn Care)' }),
    ).toBeVisible();
    await userEvent.click(save);
    await expect(args.onSave).toHaveBeenCalledWith({ type: 'job', customerId: 'c2' });
  },
};

export const Saving: Story = {
  args: { ...EditJob.args, saving: true },
  play: async ({ args }) => {
    const { save } = await parts('Edit Item');
    await expect(save).toBeDisabled();
    await expect(save).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(save);
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

export const SaveFailed: Story = {
  args: {
    onSave: fn(async () => {
      throw new Error('That belongs to another company.');
    }),
  },
  play: async ({ args }) => {
    const { modal, type, save, customer } = await parts();
    await userEvent.selectOptions(type, 'job');
    await userEvent.type(customer(), 'maria');
    await userEvent.click(await within(modal).findByRole('option', { name: /Maria Garcia/ }));
    await userEvent.click(save);
    await expect(args.onSave).toHaveBeenCalledWith({ type: 'job', customerId: 'c1' });
    await expect(await within(modal).findByRole('alert')).toHaveTextContent(
      'That belongs to another company.',
    );
    // Everything is kept, ready to try again.
    await expect(type).toHaveValue('job');
    await expect(
      within(modal).getByRole('button', { name: 'Change customer (Maria Garcia)' }),
    ).toBeVisible();
    await waitFor(() => expect(save).toBeEnabled());
    await expect(args.onOpenChange).not.toHaveBeenCalled();
  },
};

const NEW_CUSTOMER = { id: 'c9', displayName: 'Birch Dental' };

/** Plays the app: Add New Customer opens Add Customer, whose new customer comes back chosen. */
function WithNewCustomer(args: RouteItemModalProps) {
  const [initial, setInitial] = useState(args.initial);
  return (
    <RouteItemModal
      {...args}
      initial={initial}
      onAddNewCustomer={() => {
        args.onAddNewCustomer();
        setInitial({ type: 'job', customer: NEW_CUSTOMER });
      }}
    />
  );
}

export const AddNewCustomer: Story = {
  render: (args) => <WithNewCustomer {...args} />,
  play: async ({ args }) => {
    const { modal, type, save } = await parts();
    await expect(within(modal).queryByRole('button', { name: 'Add New Customer' })).toBeNull();
    await userEvent.selectOptions(type, 'job');
    await userEvent.click(within(modal).getByRole('button', { name: 'Add New Customer' }));
    await expect(args.onAddNewCustomer).toHaveBeenCalledTimes(1);

    await expect(
      await within(modal).findByRole('button', { name: 'Change customer (Birch Dental)' }),
    ).toBeVisible();
    await userEvent.click(save);
    await expect(args.onSave).toHaveBeenCalledWith({ type: 'job', customerId: 'c9' });
  },
};

const LONG_NAME = 'Northside Community Swimming Pool and Recreation Centre Association';

/**
 * A long customer name on a phone wraps beside Change; the button keeps its word on one line
 * (it wrapped a letter per line) and stays inside the dialog.
 */
export const LongCustomerName: Story = {
  args: {
    mode: 'edit',
    initial: { type: 'job', customer: { id: 'c10', displayName: LONG_NAME } },
  },
  play: async () => {
    const modal = await screen.findByRole('dialog', { name: /Item/ });
    await expect(within(modal).getByText(LONG_NAME)).toBeVisible();
    const change = within(modal).getByRole('button', { name: `Change customer (${LONG_NAME})` });
    const label = within(change).getByText('Change');
    const lineHeight = parseFloat(getComputedStyle(label).lineHeight);
    // One line: the word's box is one line high, and no wider than its text.
    await expect(label.getBoundingClientRect().height).toBeLessThan(lineHeight * 1.5);
    await expect(label.scrollWidth).toBeLessThanOrEqual(label.clientWidth + 1);
    const box = modal.getBoundingClientRect();
    await expect(change.getBoundingClientRect().right).toBeLessThanOrEqual(box.right);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

const drafts = draftStory('routeItem:add:route-1');
const DRAFT_KEY = drafts.draftKey;
/** A long note with formatting, of more than 875 characters. */
const LONG_NOTE = `<p><b>Gate code 4417.</b> ${'Dog in the yard, ring twice and wait. '.repeat(23)}</p>`;
const draftLoader = drafts.loader;
const withDrafts: NonNullable<Story['decorators']> = drafts.decorators;
const draftIn = (loaded: Record<string, unknown>) => drafts.kept<{ note: string }>(loaded);

/**
 * With a note typed, Escape (or Cancel, ×, a tap outside) asks "Discard your changes?".
 * Keep editing goes back to the text; Discard closes and throws the draft away.
 */
export const CloseWithChangesAsks: Story = {
  args: { draftKey: DRAFT_KEY },
  loaders: [draftLoader()],
  decorators: withDrafts,
  play: async ({ args, loaded }) => {
    const { modal, type, editor } = await parts();
    await userEvent.selectOptions(type, 'note');
    const note = await editor();
    await userEvent.click(note);
    await userEvent.keyboard('Gate code 4417');
    // Kept on the device as it is typed.
    await waitFor(() => expect(draftIn(loaded)?.values.note).toContain('Gate code 4417'));

    await userEvent.keyboard('{Escape}');
    const ask = await screen.findByRole('alertdialog', { name: messages.discardChangesQuestion });
    await expect(within(ask).getByText(messages.discardChangesDraftHint)).toBeVisible();
    await expect(
      within(ask)
        .getAllByRole('button')
        .map((button) => button.textContent || button.getAttribute('aria-label')),
    ).toEqual(['Keep editing', 'Keep draft', 'Discard', 'Close']);
    await waitFor(() =>
      expect(within(ask).getByRole('button', { name: 'Keep editing' })).toHaveFocus(),
    );
    await userEvent.click(within(ask).getByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await expect(note).toHaveTextContent('Gate code 4417');
    await expect(args.onOpenChange).not.toHaveBeenCalled();

    await userEvent.click(within(modal).getByRole('button', { name: 'Cancel' }));
    const again = await screen.findByRole('alertdialog', { name: messages.discardChangesQuestion });
    await userEvent.click(within(again).getByRole('button', { name: 'Discard' }));
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    await expect(draftIn(loaded)).toBeNull();
  },
};

/** Keep draft closes the dialog and keeps what was typed on the device. */
export const CloseKeepingTheDraft: Story = {
  args: { draftKey: DRAFT_KEY },
  loaders: [draftLoader()],
  decorators: withDrafts,
  play: async ({ args, loaded }) => {
    const { modal, type, editor } = await parts();
    await userEvent.selectOptions(type, 'note');
    await userEvent.click(await editor());
    await userEvent.keyboard('Side gate');
    await userEvent.click(within(modal).getByRole('button', { name: 'Close' }));
    const ask = await screen.findByRole('alertdialog', { name: messages.discardChangesQuestion });
    await userEvent.click(within(ask).getByRole('button', { name: 'Keep draft' }));
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    await expect(draftIn(loaded)?.values.note).toContain('Side gate');
  },
};

/** Nothing typed: Cancel closes at once, with no question. */
export const CloseUntouchedDoesNotAsk: Story = {
  args: { draftKey: DRAFT_KEY },
  loaders: [draftLoader()],
  decorators: withDrafts,
  play: async ({ args }) => {
    const { modal } = await parts();
    await userEvent.click(within(modal).getByRole('button', { name: 'Cancel' }));
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    await expect(screen.queryByRole('alertdialog')).toBeNull();
  },
};

/**
 * Reopened (or after a reload), the dialog brings the draft back, bold and all, says it
 * is a restored draft, and offers Discard draft, which empties it.
 */
export const RestoredDraft: Story = {
  args: { draftKey: DRAFT_KEY },
  loaders: [draftLoader({ type: 'note', customer: null, note: LONG_NOTE })],
  decorators: withDrafts,
  play: async ({ loaded }) => {
    const { modal, type, editor } = await parts();
    const line = within(modal).getByRole('status');
    await expect(line).toHaveTextContent(messages.draftRestored);
    await expect(type).toHaveValue('note');
    const note = await editor();
    await waitFor(() => expect(note).toHaveTextContent('Gate code 4417.'));
    await expect(note.textContent?.length).toBeGreaterThan(875);
    await expect(within(note).getByText('Gate code 4417.').closest('strong, b')).not.toBeNull();

    await userEvent.click(within(modal).getByRole('button', { name: 'Discard draft' }));
    await waitFor(() => expect(within(modal).queryByText(messages.draftRestored)).toBeNull());
    await expect(type).toHaveValue('');
    await expect(draftIn(loaded)).toBeNull();
  },
};

/** A save that goes through removes the draft. */
export const SavedDraftIsGone: Story = {
  args: { draftKey: DRAFT_KEY, onSave: fn(async () => undefined) },
  loaders: [draftLoader({ type: 'note', customer: null, note: LONG_NOTE })],
  decorators: withDrafts,
  play: async ({ args, loaded }) => {
    const { save, editor } = await parts();
    await waitFor(async () => expect(await editor()).toHaveTextContent('Gate code 4417.'));
    await userEvent.click(save);
    await expect(args.onSave).toHaveBeenCalledWith({
      type: 'note',
      note: expect.stringContaining('4417'),
    });
    await waitFor(() => expect(draftIn(loaded)).toBeNull());
  },
};
