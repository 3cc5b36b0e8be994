import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';

import { draftStory } from '../../drafts/draftStory';
import { errorArgType } from '../../storyArgTypes';
import { STORY_MAP_TILES } from '../../storyMapTiles';
import { closedInDocs } from '../modalStory';
import { CustomerModal } from './CustomerModal';

const meta = {
  title: 'Customers/CustomerModal',
  component: CustomerModal,
  args: {
    open: true,
    onOpenChange: fn(),
    mode: 'add',
    onSave: fn(),
    saving: false,
    error: null,
  },
  argTypes: { error: errorArgType },
  decorators: [closedInDocs()],
  tags: ['autodocs'],
} satisfies Meta<typeof CustomerModal>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The labels in the order of product.md §Customers, password last. */
const LABELS = [
  'First name',
  'Last name',
  'Display name',
  'Mobile',
  'Address line 1',
  'Address line 2',
  'City',
  'Province/State',
  'Postal code/Zip',
  'Email',
  'Note',
];

const EMPTY = {
  firstName: '',
  lastName: '',
  displayName: '',
  mobile: '',
  address1: '',
  address2: '',
  city: '',
  state: '',
  zip: '',
  email: '',
  note: '',
};

const MARIA = {
  firstName: 'Maria',
  lastName: 'Garcia',
  displayName: 'Garcia Bakery',
  mobile: '555-0142',
  address1: '12 Elm Street',
  address2: null,
  city: 'Springfield',
  state: 'IL',
  zip: '62704',
  email: 'maria@example.com',
  note: 'Back door code 4411.',
};

const field = (modal: HTMLElement, label: string) => within(modal).getByLabelText(label);

/** The labels of the form's fields, top to bottom. */
const fieldLabels = (modal: HTMLElement) =>
  Array.from(modal.querySelectorAll('form label')).map((label) => label.textContent);

async function fillRequired(modal: HTMLElement) {
  await userEvent.type(field(modal, 'Last name'), ' Garcia ');
  await userEvent.type(field(modal, 'Display name'), 'Garcia Bakery');
}

export const Playground: Story = {
  play: async ({ args }) => {
    const modal = await screen.findByRole('dialog', { name: 'Add Customer' });
    await waitFor(() => expect(field(modal, 'First name')).toHaveFocus());
    await userEvent.type(field(modal, 'First name'), 'Maria');
    await fillRequired(modal);
    await userEvent.type(field(modal, 'City'), 'Springfield');
    await userEvent.click(within(modal).getByRole('button', { name: 'Save' }));
    await expect(args.onSave).toHaveBeenCalledWith(
      {
        ...EMPTY,
        firstName: 'Maria',
        lastName: 'Garcia',
        displayName: 'Garcia Bakery',
        city: 'Springfield',
      },
      'save',
    );
  },
};

export const Add: Story = {
  play: async ({ args }) => {
    const modal = await screen.findByRole('dialog', { name: 'Add Customer' });
    await expect(fieldLabels(modal)).toEqual([...LABELS, 'Password']);
    await expect(field(modal, 'Mobile')).toHaveAttribute('type', 'tel');
    await expect(field(modal, 'Email')).toHaveAttribute('type', 'email');
    await expect(field(modal, 'Note').tagName).toBe('TEXTAREA');
    const password = field(modal, 'Password');
    await expect(password).toHaveAttribute('type', 'password');
    await expect(password).toHaveAttribute('autocomplete', 'new-password');
    await expect(within(modal).queryByRole('button', { name: 'ADD TO ROUTE' })).toBeNull();

    const save = within(modal).getByRole('button', { name: 'Save' });
    await expect(save).toBeDisabled();
    await fillRequired(modal);
    await userEvent.type(field(modal, 'Mobile'), '555-0142');
    await userEvent.type(field(modal, 'Note'), 'Back door code 4411.');
    await userEvent.type(password, 'secret1');
    await expect(save).toBeEnabled();
    await userEvent.click(save);
    await expect(args.onSave).toHaveBeenCalledWith(
      {
        ...EMPTY,
        lastName: 'Garcia',
        displayName: 'Garcia Bakery',
        mobile: '555-0142',
        note: 'Back door code 4411.',
        password: 'secret1',
      },
      'save',
    );
  },
};

/** From Add Item: Save and ADD TO ROUTE both save, each with its tag. */
export const AddToRoute: Story = {
  args: { mode: 'addToRoute' },
  play: async ({ args }) => {
    const modal = await screen.findByRole('dialog', { name: 'Add Customer' });
    const save = within(modal).getByRole('button', { name: 'Save' });
    const toRoute = within(modal).getByRole('button', { name: 'ADD TO ROUTE' });
    await expect(save).toBeDisabled();
    await expect(toRoute).toBeDisabled();
    await expect(field(modal, 'Password')).toBeVisible();

    await fillRequired(modal);
    const values = { ...EMPTY, lastName: 'Garcia', displayName: 'Garcia Bakery' };
    await userEvent.click(toRoute);
    await expect(args.onSave).toHaveBeenLastCalledWith(values, 'toRoute');
    await userEvent.click(save);
    await expect(args.onSave).toHaveBeenLastCalledWith(values, 'save');
    await expect(args.onSave).toHaveBeenCalledTimes(2);
  },
};

export const Edit: Story = {
  args: { mode: 'edit', customer: MARIA },
  play: async ({ args }) => {
    const modal = await screen.findByRole('dialog', { name: 'Edit Customer' });
    await expect(fieldLabels(modal)).toEqual(LABELS);
    await expect(within(modal).queryByLabelText('Password')).toBeNull();
    await expect(field(modal, 'First name')).toHaveValue('Maria');
    await expect(field(modal, 'Display name')).toHaveValue('Garcia Bakery');
    await expect(field(modal, 'Address line 2')).toHaveValue('');
    await expect(field(modal, 'Note')).toHaveValue('Back door code 4411.');

    await userEvent.clear(field(modal, 'Mobile'));
    await userEvent.type(field(modal, 'Mobile'), '555-0199');
    await userEvent.click(within(modal).getByRole('button', { name: 'Save' }));
    await expect(args.onSave).toHaveBeenCalledWith(
      { ...MARIA, address2: '', mobile: '555-0199' },
      'save',
    );
  },
};

export const Invalid: Story = {
  args: { mode: 'edit', customer: MARIA },
  play: async ({ args }) => {
    const modal = await screen.findByRole('dialog', { name: 'Edit Customer' });
    const save = within(modal).getByRole('button', { name: 'Save' });
    const lastName = field(modal, 'Last name');
    const displayName = field(modal, 'Display name');
    await expect(lastName).toBeRequired();
    await expect(displayName).toBeRequired();

    await userEvent.clear(lastName);
    await expect(save).toBeDisabled();
    // The message waits until the field is left.
    await expect(within(modal).queryByText('Last name is required.')).toBeNull();
    await userEvent.clear(displayName);
    await expect(lastName).toHaveAttribute('aria-invalid', 'true');
    await expect(lastName).toHaveAccessibleDescription('Last name is required.');
    await userEvent.type(displayName, '   {Enter}');
    await userEvent.tab();
    await expect(displayName).toHaveAccessibleDescription('Display name is required.');
    await expect(within(modal).getByText('Display name is required.')).toBeVisible();
    await expect(save).toBeDisabled();
    await expect(args.onSave).not.toHaveBeenCalled();

    await userEvent.type(lastName, 'Garcia');
    await userEvent.type(displayName, 'Garcia Bakery');
    await expect(within(modal).queryByText('Last name is required.')).toBeNull();
    await expect(save).toBeEnabled();
  },
};

export const Saving: Story = {
  args: { mode: 'addToRoute', saving: true },
  play: async () => {
    const modal = await screen.findByRole('dialog', { name: 'Add Customer' });
    await fillRequired(modal);
    await expect(within(modal).getByRole('button', { name: 'Save' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await expect(within(modal).getByRole('button', { name: 'ADD TO ROUTE' })).toBeDisabled();
  },
};

export const SaveFailed: Story = {
  args: {
    mode: 'addToRoute',
    onSave: fn(async () => {
      throw new Error('You do not have permission to do that.');
    }),
  },
  play: async ({ args }) => {
    const modal = await screen.findByRole('dialog', { name: 'Add Customer' });
    await fillRequired(modal);
    await userEvent.type(field(modal, 'Password'), 'secret1');
    await userEvent.click(within(modal).getByRole('button', { name: 'ADD TO ROUTE' }));
    await expect(args.onSave).toHaveBeenCalledWith(
      { ...EMPTY, lastName: 'Garcia', displayName: 'Garcia Bakery', password: 'secret1' },
      'toRoute',
    );
    await expect(await within(modal).findByRole('alert')).toHaveTextContent(
      'You do not have permission to do that.',
    );
    // Everything typed is kept, ready to try again.
    await expect(field(modal, 'Last name')).toHaveValue(' Garcia ');
    await expect(field(modal, 'Password')).toHaveValue('secret1');
    await waitFor(() =>
      expect(within(modal).getByRole('button', { name: 'ADD TO ROUTE' })).toBeEnabled(),
    );
    await expect(args.onOpenChange).not.toHaveBeenCalled();
  },
};

const GEOCODED = { latitude: 39.7817, longitude: -89.6501, source: 'geocoded' as const };

/** With its location: typed coordinates are a pin placed by hand, sent on Save. */
export const EditLocation: Story = {
  args: { mode: 'edit', customer: MARIA, location: GEOCODED, onFindFromAddress: fn() },
  play: async ({ args }) => {
    const modal = await screen.findByRole('dialog', { name: 'Edit Customer' });
    const location = within(modal).getByRole('group', { name: 'Location' });
    await expect(within(location).getByText('Found from the address')).toBeVisible();
    const latitude = field(modal, 'Latitude');
    await userEvent.clear(latitude);
    await userEvent.type(latitude, '39.79');
    await expect(within(location).getByText('Placed by hand when you save')).toBeVisible();
    await userEvent.click(within(modal).getByRole('button', { name: 'Save' }));
    await expect(args.onSave).toHaveBeenCalledWith(
      { ...MARIA, address2: '', location: { latitude: 39.79, longitude: -89.6501 } },
      'save',
    );
  },
};

const locationDrafts = draftStory('customer:edit:customer-1');
const TYPED_PIN = { latitude: '39.79', longitude: '-89.6501' };

/**
 * Coordinates typed and not saved are part of the draft: closed with Keep draft (or a reload),
 * the device keeps them beside the text fields.
 */
export const LocationKeptInDraft: Story = {
  args: { mode: 'edit', customer: MARIA, location: GEOCODED, draftKey: locationDrafts.draftKey },
  loaders: [locationDrafts.loader()],
  decorators: locationDrafts.decorators,
  play: async ({ args, loaded }) => {
    const modal = await screen.findByRole('dialog', { name: 'Edit Customer' });
    const latitude = field(modal, 'Latitude');
    await userEvent.clear(latitude);
    await userEvent.type(latitude, TYPED_PIN.latitude);
    await waitFor(() =>
      expect(locationDrafts.kept<{ coordinates: unknown }>(loaded)?.values.coordinates).toEqual(
        TYPED_PIN,
      ),
    );
    await userEvent.click(within(modal).getByRole('button', { name: 'Close' }));
    const ask = await screen.findByRole('alertdialog');
    await userEvent.click(within(ask).getByRole('button', { name: 'Keep draft' }));
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    await expect(locationDrafts.kept<{ coordinates: unknown }>(loaded)?.values).toMatchObject({
      displayName: MARIA.displayName,
      coordinates: TYPED_PIN,
    });
  },
};

/** Opened again with that draft: the typed pin is back, and Save places it by hand. */
export const RestoredLocationDraft: Story = {
  args: { mode: 'edit', customer: MARIA, location: GEOCODED, draftKey: locationDrafts.draftKey },
  loaders: [locationDrafts.loader({ ...MARIA, address2: '', coordinates: TYPED_PIN })],
  decorators: locationDrafts.decorators,
  play: async ({ args, loaded }) => {
    const modal = await screen.findByRole('dialog', { name: 'Edit Customer' });
    await expect(field(modal, 'Latitude')).toHaveValue(TYPED_PIN.latitude);
    const location = within(modal).getByRole('group', { name: 'Location' });
    await expect(within(location).getByText('Placed by hand when you save')).toBeVisible();
    await userEvent.click(within(modal).getByRole('button', { name: 'Save' }));
    await expect(args.onSave).toHaveBeenCalledWith(
      { ...MARIA, address2: '', location: { latitude: 39.79, longitude: -89.6501 } },
      'save',
    );
    await waitFor(() => expect(locationDrafts.kept(loaded)).toBeNull());
  },
};

/** Coordinates left as they were send no location: a geocoded pin stays geocoded. */
export const EditKeepsLocation: Story = {
  args: { mode: 'edit', customer: MARIA, location: GEOCODED },
  play: async ({ args }) => {
    const modal = await screen.findByRole('dialog', { name: 'Edit Customer' });
    await userEvent.click(within(modal).getByRole('button', { name: 'Save' }));
    await expect(args.onSave).toHaveBeenCalledWith({ ...MARIA, address2: '' }, 'save');
  },
};

/** Both fields cleared: the pin is given up (null), and the address looked up again. */
export const ClearLocation: Story = {
  args: { mode: 'edit', customer: MARIA, location: { ...GEOCODED, source: 'manual' } },
  play: async ({ args }) => {
    const modal = await screen.findByRole('dialog', { name: 'Edit Customer' });
    await userEvent.clear(field(modal, 'Latitude'));
    await userEvent.clear(field(modal, 'Longitude'));
    await expect(
      within(modal).getByText('Needs a pin until saved: the address is looked up again'),
    ).toBeVisible();
    await userEvent.click(within(modal).getByRole('button', { name: 'Save' }));
    await expect(args.onSave).toHaveBeenCalledWith(
      { ...MARIA, address2: '', location: null },
      'save',
    );
  },
};

/** Bad coordinates keep Save from sending, with the rule's message. */
export const InvalidLocation: Story = {
  args: { mode: 'edit', customer: MARIA, location: null },
  play: async ({ args }) => {
    const modal = await screen.findByRole('dialog', { name: 'Edit Customer' });
    await userEvent.type(field(modal, 'Latitude'), '95');
    await expect(within(modal).getByRole('button', { name: 'Save' })).toBeDisabled();
    // Each message shows once its field is left.
    await userEvent.tab();
    await userEvent.tab();
    await expect(
      await within(modal).findByText('Latitude must be a number from -90 to 90.'),
    ).toBeVisible();
    await expect(
      within(modal).getByText('Enter both latitude and longitude, or neither.'),
    ).toBeVisible();
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/** A failed save keeps the typed pin, ready to try again. */
export const LocationSaveFailed: Story = {
  args: {
    mode: 'edit',
    customer: MARIA,
    location: null,
    onSave: fn(async () => {
      throw new Error('Could not reach the server. Check your connection and try again.');
    }),
  },
  play: async () => {
    const modal = await screen.findByRole('dialog', { name: 'Edit Customer' });
    await userEvent.type(field(modal, 'Latitude'), '39.8');
    await userEvent.type(field(modal, 'Longitude'), '-89.6');
    await userEvent.click(within(modal).getByRole('button', { name: 'Save' }));
    await expect(await within(modal).findByRole('alert')).toHaveTextContent(
      'Could not reach the server.',
    );
    await expect(field(modal, 'Latitude')).toHaveValue('39.8');
    await expect(field(modal, 'Longitude')).toHaveValue('-89.6');
  },
};

/** Fixing a pin in three taps: Show map, move the pin, Save. */
export const FixPinOnMap: Story = {
  args: { mode: 'edit', customer: MARIA, location: GEOCODED, mapTiles: STORY_MAP_TILES },
  play: async ({ args }) => {
    const modal = await screen.findByRole('dialog', { name: 'Edit Customer' });
    await userEvent.click(within(modal).getByRole('button', { name: 'Show map' }));
    const pin = await within(modal).findByRole('button', {
      name: /^Pin for Garcia Bakery, latitude/,
    });
    pin.focus();
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(field(modal, 'Latitude')).not.toHaveValue('39.7817'));
    await userEvent.click(within(modal).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(args.onSave).toHaveBeenCalledTimes(1));
    const [values] = (args.onSave as ReturnType<typeof fn>).mock.calls[0] as [
      { location: { latitude: number; longitude: number } },
    ];
    await expect(values.location.latitude).toBeLessThan(GEOCODED.latitude);
    await expect(values.location.longitude).toBe(GEOCODED.longitude);
  },
};
