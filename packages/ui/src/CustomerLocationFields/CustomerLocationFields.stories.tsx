import type { Meta, StoryObj } from '@storybook/react-vite';
import { messages, parseCoordinate, validateLocation } from '@routebook/schema';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';

import { STORY_MAP_TILES } from '../storyMapTiles';
import {
  CustomerLocationFields,
  type CoordinateTexts,
  type CustomerLocationFieldsProps,
  type CustomerLocationValue,
  type PositionSource,
} from './CustomerLocationFields';

const SPRINGFIELD = { latitude: 39.7817, longitude: -89.6501 };

/** A device that answers a fixed position, or refuses (code 1) or has none (code 2). */
const positions = (answer: { latitude: number; longitude: number } | 1 | 2): PositionSource => ({
  getCurrentPosition: (found, failed) => {
    if (typeof answer === 'object') {
      found({ coords: answer, timestamp: 0 } as unknown as GeolocationPosition);
      return;
    }
    failed?.({
      code: answer,
      PERMISSION_DENIED: 1,
      POSITION_UNAVAILABLE: 2,
      TIMEOUT: 3,
      message: '',
    } as GeolocationPositionError);
  },
});

/** The section as a form holds it: the typed texts, checked by the rule once a field is left. */
function Controlled(props: Omit<CustomerLocationFieldsProps, 'value' | 'onChange'>) {
  const start = props.location
    ? {
        latitude: String(props.location.latitude),
        longitude: String(props.location.longitude),
      }
    : { latitude: '', longitude: '' };
  const [value, setValue] = useState<CoordinateTexts>(start);
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const errors = validateLocation({
    latitude: parseCoordinate(value.latitude),
    longitude: parseCoordinate(value.longitude),
  });
  return (
    <CustomerLocationFields
      {...props}
      value={value}
      onChange={setValue}
      onBlur={(field) => setTouched((current) => new Set(current).add(field))}
      errors={{
        latitude: touched.has('latitude') ? errors.latitude : undefined,
        longitude: touched.has('longitude') ? errors.longitude : undefined,
      }}
    />
  );
}

const meta = {
  title: 'Customers/CustomerLocationFields',
  component: CustomerLocationFields,
  args: {
    location: { ...SPRINGFIELD, source: 'geocoded' },
    value: { latitude: '', longitude: '' },
    onChange: fn(),
    onFindFromAddress: fn(async (): Promise<CustomerLocationValue | null> => ({
      ...SPRINGFIELD,
      source: 'geocoded',
    })),
    onRemovePin: fn(async () => {}),
    positionSource: positions({ latitude: 39.80012, longitude: -89.643211 }),
  },
  render: (args) => <Controlled {...args} />,
  tags: ['autodocs'],
} satisfies Meta<typeof CustomerLocationFields>;

export default meta;
type Story = StoryObj<typeof meta>;

const field = (canvas: HTMLElement, label: string) => within(canvas).getByLabelText(label);
const button = (canvas: HTMLElement, name: string) => within(canvas).getByRole('button', { name });

/** Found from the address: its coordinates shown, to correct by typing, locating or the map. */
export const Playground: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('group', { name: 'Location' })).toBeVisible();
    await expect(within(canvasElement).getByText('Found from the address')).toBeVisible();
    await expect(field(canvasElement, 'Latitude')).toHaveValue('39.7817');
    await expect(field(canvasElement, 'Longitude')).toHaveValue('-89.6501');
    await expect(field(canvasElement, 'Latitude')).toHaveAttribute('inputmode', 'decimal');
  },
};

export const PlacedByHand: Story = {
  args: { location: { ...SPRINGFIELD, source: 'manual' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Placed by hand')).toBeVisible();
  },
};

/** No location: the state says so, and the fields are blank to type or fill in. */
export const NeedsPin: Story = {
  args: { location: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Needs a pin')).toBeVisible();
    await expect(field(canvasElement, 'Latitude')).toHaveValue('');
  },
};

/** A new customer: found from its address on save unless a pin is placed; no Find from address. */
export const Adding: Story = {
  args: { location: null, adding: true, onFindFromAddress: undefined },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('Found from the address when saved, unless you place a pin'),
    ).toBeVisible();
    await expect(
      within(canvasElement).queryByRole('button', { name: 'Find from address' }),
    ).toBeNull();
  },
};

/** The rule's messages, as the server gives them, once a field is left. */
export const InvalidCoordinates: Story = {
  args: { location: null },
  play: async ({ canvasElement }) => {
    const latitude = field(canvasElement, 'Latitude');
    const longitude = field(canvasElement, 'Longitude');
    await userEvent.type(latitude, '91');
    await userEvent.tab();
    await expect(latitude).toHaveAccessibleDescription(
      `From -90 to 90 ${messages.latitudeInvalid}`,
    );
    await userEvent.type(longitude, '1e3');
    await userEvent.tab();
    await expect(within(canvasElement).getByText(messages.longitudeInvalid)).toBeVisible();
    await userEvent.clear(longitude);
    await userEvent.tab();
    await expect(
      within(canvasElement).getByText('Enter both latitude and longitude, or neither.'),
    ).toBeVisible();
    await userEvent.clear(latitude);
    await userEvent.type(latitude, '-90');
    await userEvent.type(longitude, '180');
    await userEvent.tab();
    await expect(latitude).not.toHaveAttribute('aria-invalid');
    await expect(longitude).not.toHaveAttribute('aria-invalid');
  },
};

/** Use my location at the customer's door: the device's position fills both fields. */
export const UseMyLocation: Story = {
  args: { location: null },
  play: async ({ canvasElement }) => {
    await userEvent.click(button(canvasElement, 'Use my location'));
    await expect(field(canvasElement, 'Latitude')).toHaveValue('39.80012');
    await expect(field(canvasElement, 'Longitude')).toHaveValue('-89.643211');
  },
};

/** Location refused: a clear message, and what was typed stays. */
export const LocationDenied: Story = {
  args: { location: null, positionSource: positions(1) },
  play: async ({ canvasElement }) => {
    await userEvent.type(field(canvasElement, 'Latitude'), '39.5');
    await userEvent.click(button(canvasElement, 'Use my location'));
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      messages.geolocationDenied,
    );
    await expect(field(canvasElement, 'Latitude')).toHaveValue('39.5');
  },
};

/** No position to give (or no geolocation at all). */
export const LocationUnavailable: Story = {
  args: { location: null, positionSource: positions(2) },
  play: async ({ canvasElement }) => {
    await userEvent.click(button(canvasElement, 'Use my location'));
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      messages.geolocationUnavailable,
    );
  },
};

/** Find from address on a hand-placed pin: it stays; Remove pin gives it up. */
export const FindKeepsPinPlacedByHand: Story = {
  args: {
    location: { ...SPRINGFIELD, source: 'manual' },
    onFindFromAddress: fn(async () => ({ ...SPRINGFIELD, source: 'manual' as const })),
  },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(button(canvasElement, 'Find from address'));
    await expect(args.onFindFromAddress).toHaveBeenCalled();
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent(
      messages.geocodeKeepsManualPin,
    );
    await userEvent.click(button(canvasElement, 'Remove pin'));
    await waitFor(() => expect(args.onRemovePin).toHaveBeenCalled());
  },
};

/** The geocoder did not find the address: the customer needs a pin. */
export const AddressNotFound: Story = {
  args: { location: null, onFindFromAddress: fn(async () => null) },
  play: async ({ canvasElement }) => {
    await userEvent.click(button(canvasElement, 'Find from address'));
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent(
      messages.geocodeNotFound,
    );
  },
};

/** The geocoder could not be reached: the server's message, nothing changed. */
export const FindFailed: Story = {
  args: {
    onFindFromAddress: fn(async () => {
      throw new Error('Could not reach the server. Check your connection and try again.');
    }),
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(button(canvasElement, 'Find from address'));
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      'Could not reach the server.',
    );
    await expect(field(canvasElement, 'Latitude')).toHaveValue('39.7817');
  },
};

/** A change not saved yet says so. */
export const Unsaved: Story = {
  args: { unsaved: { latitude: 39.8, longitude: -89.6 } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Placed by hand when you save')).toBeVisible();
  },
};

/** Show map opens the map (Leaflet loads then); moving the pin fills the fields. */
export const WithMap: Story = {
  args: { mapTiles: STORY_MAP_TILES, name: 'Garcia Bakery' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvasElement.querySelector('.leaflet-container')).toBeNull();
    const show = button(canvasElement, 'Show map');
    await expect(show).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(show);
    await expect(button(canvasElement, 'Hide map')).toHaveAttribute('aria-expanded', 'true');
    const pin = await canvas.findByRole('button', { name: /^Pin for Garcia Bakery, latitude/ });
    pin.focus();
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(field(canvasElement, 'Longitude')).not.toHaveValue('-89.6501'));
    await expect(field(canvasElement, 'Latitude')).toHaveValue('39.7817');
    await userEvent.click(button(canvasElement, 'Hide map'));
    await expect(canvasElement.querySelector('.leaflet-container')).toBeNull();
  },
};

/** No pin yet: the map offers to put one in its middle, without a pointer. */
export const WithMapNeedsPin: Story = {
  args: { location: null, mapTiles: STORY_MAP_TILES },
  play: async ({ canvasElement }) => {
    await userEvent.click(button(canvasElement, 'Show map'));
    const place = await within(canvasElement).findByRole('button', {
      name: 'Put the pin in the middle of the map',
    });
    await waitFor(() => expect(place).toBeEnabled());
    await userEvent.click(place);
    await waitFor(() => expect(field(canvasElement, 'Latitude')).not.toHaveValue(''));
    await expect(field(canvasElement, 'Longitude')).not.toHaveValue('');
  },
};
