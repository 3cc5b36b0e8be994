import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';

import { STORY_MAP_TILES } from '../storyMapTiles';
import { RouteMap, type RouteMapStop } from './RouteMap';

const stop = (
  id: string,
  customerName: string,
  status: RouteMapStop['status'],
  location: [number, number] | null,
  cantAccess = false,
): RouteMapStop => ({
  id,
  customerName,
  status,
  cantAccess,
  location: location && { latitude: location[0], longitude: location[1] },
});

const MONDAY: RouteMapStop[] = [
  stop('j1', 'Maria Garcia', 'complete', [39.7986, -89.6442]),
  stop('j2', 'Smith Residence', 'cancelled', [39.7901, -89.6298], true),
  stop('j3', 'Johnson Bakery', 'active', [39.7812, -89.6505]),
  stop('j4', 'Lee Family', 'active', [39.7705, -89.6611]),
  stop('j5', 'Ana Lopez', 'cancelled', [39.7633, -89.6804]),
];

const meta = {
  title: 'Routes/RouteMap',
  component: RouteMap,
  args: {
    stops: MONDAY,
    tiles: STORY_MAP_TILES,
    onOpenStop: fn(),
    label: 'Map of Monday Route',
  },
  tags: ['autodocs'],
} satisfies Meta<typeof RouteMap>;

export default meta;
type Story = StoryObj<typeof meta>;

const pins = async (canvasElement: HTMLElement) => {
  const region = within(canvasElement).getByRole('region', { name: 'Map of Monday Route' });
  await waitFor(() => expect(region.querySelector('.leaflet-marker-icon')).not.toBeNull());
  const map = region.querySelector('.leaflet-container') as HTMLElement;
  return within(map).getAllByRole('button', { name: /^\d+\. / });
};

/**
 * A route under way: numbered pins in route order joined by a line. Done and can't-access stops
 * carry a check mark and a cross and say so in their names; the next stop says "Next". A tap on
 * a pin, or Enter on a focused one, opens the job.
 */
export const Playground: Story = {
  play: async ({ args, canvasElement }) => {
    const found = await pins(canvasElement);
    await expect(found.map((pin) => pin.getAttribute('aria-label'))).toEqual([
      '1. Maria Garcia — done',
      "2. Smith Residence — can't access",
      '3. Johnson Bakery — next',
      '4. Lee Family',
      '5. Ana Lopez — cancelled',
    ]);
    const [done, cantAccess, next] = found as [HTMLElement, HTMLElement, HTMLElement];
    // Not by colour alone: a glyph on each, and the word Next on the next stop.
    await expect(done).toHaveTextContent('✓');
    await expect(cantAccess).toHaveTextContent('✕');
    const nextTag = canvasElement.querySelector('.leaflet-marker-pane') as HTMLElement;
    await expect(within(nextTag).getByText('Next')).toBeVisible();
    await expect(canvasElement.querySelector('.leaflet-overlay-pane path')).not.toBeNull();

    await userEvent.click(next);
    await expect(args.onOpenStop).toHaveBeenCalledWith('j3');
    (found[3] as HTMLElement).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onOpenStop).toHaveBeenLastCalledWith('j4');
    await userEvent.keyboard(' ');
    await expect(args.onOpenStop).toHaveBeenCalledTimes(3);
  },
};

/** Stops whose customers need a pin are listed under the map, by place and name, and open too. */
export const MissingLocations: Story = {
  args: {
    stops: [
      ...MONDAY.slice(0, 3),
      stop('j6', 'Carter Dental', 'active', null),
      ...MONDAY.slice(3),
      stop('j7', 'Green Acres Farm', 'active', null),
    ],
  },
  play: async ({ args, canvasElement }) => {
    const found = await pins(canvasElement);
    // The places stay those of the route: the stop without a pin keeps its number.
    await expect(found.map((pin) => pin.getAttribute('aria-label'))).toEqual([
      '1. Maria Garcia — done',
      "2. Smith Residence — can't access",
      '3. Johnson Bakery — next',
      '5. Lee Family',
      '6. Ana Lopez — cancelled',
    ]);
    const canvas = within(canvasElement);
    const list = canvas.getByRole('list', { name: 'Needs a pin: 2 stops' });
    const listed = within(list).getAllByRole('button');
    await expect(listed.map((button) => button.textContent)).toEqual([
      '4. Carter Dental',
      '7. Green Acres Farm',
    ]);
    await userEvent.click(listed[1] as HTMLElement);
    await expect(args.onOpenStop).toHaveBeenCalledWith('j7');
  },
};

/** No customer on the route has a location yet: no map, only the list of stops needing a pin. */
export const NoneLocated: Story = {
  args: { stops: [stop('j6', 'Carter Dental', 'active', null)] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('list', { name: 'Needs a pin: 1 stop' })).toBeVisible();
    await expect(canvasElement.querySelector('.leaflet-container')).toBeNull();
  },
};

/** A route without jobs says so. */
export const Empty: Story = {
  args: { stops: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No stops to show on the map.')).toBeVisible();
  },
};

/** Springfield, IL: 200 stops on a spiral around the centre, the first 60 done. */
const TWO_HUNDRED: RouteMapStop[] = Array.from({ length: 200 }, (_, index) => {
  const angle = index * 0.4;
  const radius = 0.004 + index * 0.0004;
  return stop(`j${index + 1}`, `Customer ${index + 1}`, index < 60 ? 'complete' : 'active', [
    39.7817 + radius * Math.sin(angle),
    -89.6501 + radius * Math.cos(angle) * 1.3,
  ]);
});

/** A long route: 200 pins as one layer of plain DOM icons and one line; every pin a button. */
export const TwoHundredStops: Story = {
  args: { stops: TWO_HUNDRED },
  play: async ({ canvasElement }) => {
    const found = await pins(canvasElement);
    await expect(found).toHaveLength(200);
    await expect(found[60]).toHaveAccessibleName('61. Customer 61 — next');
    await expect(canvasElement.querySelectorAll('.leaflet-overlay-pane path')).toHaveLength(1);
  },
};

/** Whether every pin's centre lies inside the map's box (a pin outside it is clipped away). */
const allPinsInside = (map: HTMLElement, found: HTMLElement[]) => {
  const box = map.getBoundingClientRect();
  return found.every((pin) => {
    const { left, right, top, bottom } = pin.getBoundingClientRect();
    const [x, y] = [(left + right) / 2, (top + bottom) / 2];
    return x >= box.left && x <= box.right && y >= box.top && y <= box.bottom;
  });
};

/** How far apart, in pixels, the first and last pins are: it changes with the zoom alone. */
const spread = (found: HTMLElement[]) => {
  const [first, last] = [found[0], found.at(-1)].map((pin) => pin?.getBoundingClientRect());
  return first && last ? Math.hypot(last.left - first.left, last.top - first.top) : 0;
};

/**
 * The view follows the route while nobody has moved the map: narrowed (a phone turned, a panel
 * opened beside it), it fits every pin again. Once the person zooms in, their view stays, whatever
 * the box does.
 */
export const FitsWhenResizedUntilMoved: Story = {
  play: async ({ canvasElement }) => {
    const found = await pins(canvasElement);
    const map = canvasElement.querySelector('.leaflet-container') as HTMLElement;
    await waitFor(() => expect(allPinsInside(map, found)).toBe(true));

    canvasElement.style.width = '180px';
    try {
      await waitFor(() => expect(map.getBoundingClientRect().width).toBeLessThanOrEqual(180));
      await waitFor(() => expect(allPinsInside(map, found)).toBe(true));

      // Zoom in twice, the second once the first has ended (a click during a zoom is dropped).
      const zoomIn = within(map).getByRole('button', { name: 'Zoom in' });
      const firstPin = () => found[0]?.getBoundingClientRect().top;
      const fitted = firstPin();
      await userEvent.click(zoomIn);
      await waitFor(() => expect(firstPin()).not.toBe(fitted));
      await waitFor(() => expect(map).not.toHaveClass('leaflet-zoom-anim'));
      await userEvent.click(zoomIn);
      await waitFor(() => expect(allPinsInside(map, found)).toBe(false));
      await waitFor(() => expect(map).not.toHaveClass('leaflet-zoom-anim'));
      const zoomedSpread = spread(found);
      canvasElement.style.width = '';
      await waitFor(() => expect(map.getBoundingClientRect().width).toBeGreaterThan(180));
      // Give the observer its turn: the person's zoom is kept (the pins as far apart as they
      // were), not fitted away.
      await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
      await expect(Math.abs(spread(found) - zoomedSpread)).toBeLessThan(2);
    } finally {
      canvasElement.style.width = '';
    }
  },
};
