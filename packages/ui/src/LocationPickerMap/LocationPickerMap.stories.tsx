import type { GeoPoint } from '@routebook/schema';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';

import { STORY_MAP_TILES } from '../storyMapTiles';
import { LocationPickerMap, type LocationPickerMapProps } from './LocationPickerMap';

const SPRINGFIELD: GeoPoint = { latitude: 39.7817, longitude: -89.6501 };

/** The picker as a form holds it: the pin follows each change. */
function Controlled(args: LocationPickerMapProps) {
  const [value, setValue] = useState(args.value);
  return (
    <LocationPickerMap
      {...args}
      value={value}
      onChange={(point) => {
        setValue(point);
        args.onChange(point);
      }}
    />
  );
}

const meta = {
  title: 'Customers/LocationPickerMap',
  component: LocationPickerMap,
  args: {
    value: SPRINGFIELD,
    onChange: fn(),
    tiles: STORY_MAP_TILES,
    label: 'Pin for Maria Garcia',
  },
  render: (args) => <Controlled {...args} />,
  tags: ['autodocs'],
} satisfies Meta<typeof LocationPickerMap>;

export default meta;
type Story = StoryObj<typeof meta>;

const pinOf = async (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('button', { name: /^Pin for Maria Garcia, latitude/ });

/**
 * A customer's pin: drag it, tap the map to move it there, or focus it and use the arrow keys
 * (Shift for one pixel at a time). Each move reports the new point.
 */
export const Playground: Story = {
  play: async ({ args, canvasElement }) => {
    const pin = await pinOf(canvasElement);
    await expect(pin).toHaveAccessibleName(
      'Pin for Maria Garcia, latitude 39.7817, longitude -89.6501. Drag it, or move it with the arrow keys.',
    );
    pin.focus();
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(args.onChange).toHaveBeenCalledTimes(1));
    const moved = (args.onChange as ReturnType<typeof fn>).mock.calls[0]?.[0] as GeoPoint;
    await expect(moved.latitude).toBe(SPRINGFIELD.latitude);
    await expect(moved.longitude).toBeGreaterThan(SPRINGFIELD.longitude);
    // The pin follows, named by its new place, and keeps the focus for the next press.
    await expect(await pinOf(canvasElement)).toHaveAccessibleName(
      new RegExp(`longitude ${moved.longitude}\\.`),
    );
    await expect(await pinOf(canvasElement)).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    await waitFor(() => expect(args.onChange).toHaveBeenCalledTimes(2));
    const up = (args.onChange as ReturnType<typeof fn>).mock.calls[1]?.[0] as GeoPoint;
    await expect(up.latitude).toBeGreaterThan(SPRINGFIELD.latitude);
  },
};

/**
 * A customer who needs a pin: the map shows the company's town; a tap on the map, or "Put the pin
 * in the middle of the map" (keyboard), places it.
 */
export const NeedsAPin: Story = {
  args: { value: null, center: SPRINGFIELD },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Tap the map where the customer is.')).toBeVisible();
    const place = await canvas.findByRole('button', {
      name: 'Put the pin in the middle of the map',
    });
    await waitFor(() => expect(place).toBeEnabled());
    await userEvent.click(place);
    await waitFor(() => expect(args.onChange).toHaveBeenCalledWith(SPRINGFIELD));
    await expect(await pinOf(canvasElement)).toBeVisible();
    await expect(canvas.getByText('Drag the pin or tap the map to move it.')).toBeVisible();
  },
};

/** A tap on the map moves the pin where the finger was. */
export const TapToMove: Story = {
  play: async ({ args, canvasElement }) => {
    const pin = await pinOf(canvasElement);
    const map = canvasElement.querySelector('.leaflet-container') as HTMLElement;
    const box = map.getBoundingClientRect();
    const pinBox = pin.getBoundingClientRect();
    // Left of the pin, well clear of it and of the zoom buttons (top left).
    const x = Math.round(box.left + box.width * 0.25);
    const y = Math.round(box.top + box.height * 0.75);
    await expect(x).toBeLessThan(pinBox.left);
    await userEvent.pointer({
      target: map,
      coords: { clientX: x, clientY: y },
      keys: '[MouseLeft]',
    });
    await waitFor(() => expect(args.onChange).toHaveBeenCalledTimes(1));
    const placed = (args.onChange as ReturnType<typeof fn>).mock.calls[0]?.[0] as GeoPoint;
    await expect(placed.longitude).toBeLessThan(SPRINGFIELD.longitude);
    await expect(placed.latitude).toBeLessThan(SPRINGFIELD.latitude);
  },
};
