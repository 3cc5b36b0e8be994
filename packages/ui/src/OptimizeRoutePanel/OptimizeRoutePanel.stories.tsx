import { optimizeMessages } from '@routebook/schema';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';

import {
  OptimizeRoutePanel,
  type OptimizeEnd,
  type OptimizeRoutePanelProps,
  type OptimizeRouteStop,
  type OptimizeStart,
} from './OptimizeRoutePanel';

const STOPS: OptimizeRouteStop[] = [
  { id: 'j1', number: 1, name: 'Smith Residence', pinned: false },
  { id: 'j2', number: 2, name: 'Johnson Bakery', pinned: false },
  { id: 'j3', number: 3, name: 'Ana Lopez', pinned: true },
  {
    id: 'j5',
    number: 5,
    name: 'Maple Court Apartments, Building C (side entrance)',
    pinned: false,
  },
];

const SUMMARY = {
  before: { metres: 24_350, seconds: 2_830 },
  after: { metres: 16_120, seconds: 1_870 },
  moved: [
    { id: 'j2', name: 'Johnson Bakery', from: 2, to: 1 },
    { id: 'j1', name: 'Smith Residence', from: 1, to: 2 },
    { id: 'j5', name: 'Maple Court Apartments, Building C (side entrance)', from: 5, to: 4 },
  ],
};

/** The panel with its choices kept in state, as the page keeps them. */
function Stateful(props: OptimizeRoutePanelProps) {
  const [start, setStart] = useState<OptimizeStart>(props.start);
  const [end, setEnd] = useState<OptimizeEnd>(props.end);
  const [stops, setStops] = useState(props.stops);
  return (
    <OptimizeRoutePanel
      {...props}
      start={start}
      onStartChange={(value) => {
        setStart(value);
        props.onStartChange(value);
      }}
      end={end}
      onEndChange={(value) => {
        setEnd(value);
        props.onEndChange(value);
      }}
      stops={stops}
      onPinChange={(id, pinned) => {
        setStops((all) => all.map((stop) => (stop.id === id ? { ...stop, pinned } : stop)));
        props.onPinChange(id, pinned);
      }}
    />
  );
}

const meta = {
  title: 'Routes/OptimizeRoutePanel',
  component: OptimizeRoutePanel,
  render: (args) => <Stateful {...args} />,
  args: {
    title: 'Optimize route',
    starts: ['depot', 'anyStop'],
    start: 'depot',
    onStartChange: fn(),
    ends: ['depot', 'anywhere'],
    end: 'depot',
    onEndChange: fn(),
    stops: STOPS,
    onPinChange: fn(),
    missing: [],
    state: { kind: 'ready' },
    onOptimize: fn(),
    onCancel: fn(),
    onApply: fn(),
    onKeep: fn(),
    onUndo: fn(),
    onClose: fn(),
  },
  tags: ['autodocs'],
} satisfies Meta<typeof OptimizeRoutePanel>;

export default meta;
type Story = StoryObj<typeof meta>;

const panel = (canvasElement: HTMLElement, name = 'Optimize route') =>
  within(within(canvasElement).getByRole('region', { name }));

/** Where to start and end, pins, then Optimize: all by keyboard, nothing wider than the phone. */
export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    const optimize = panel(canvasElement);
    await expect(optimize.getByRole('radio', { name: 'The depot' })).toBeChecked();
    await expect(optimize.getByRole('radio', { name: 'Back at the depot' })).toBeChecked();
    await expect(optimize.getByRole('checkbox', { name: '3. Ana Lopez' })).toBeChecked();

    await userEvent.click(optimize.getByRole('radio', { name: 'The best first stop' }));
    await expect(args.onStartChange).toHaveBeenCalledWith('anyStop');
    await userEvent.click(optimize.getByRole('radio', { name: 'At the last stop (anywhere)' }));
    await expect(args.onEndChange).toHaveBeenCalledWith('anywhere');

    optimize.getByRole('checkbox', { name: '2. Johnson Bakery' }).focus();
    await userEvent.keyboard(' ');
    await expect(args.onPinChange).toHaveBeenCalledWith('j2', true);

    optimize.getByRole('button', { name: 'Optimize' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onOptimize).toHaveBeenCalledTimes(1);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  },
};

/** The solver is running: it says so, and Cancel stops it. */
export const Optimizing: Story = {
  args: { state: { kind: 'optimizing' } },
  play: async ({ canvasElement, args }) => {
    const optimize = panel(canvasElement);
    await expect(optimize.getByRole('status')).toHaveTextContent('Finding the best order…');
    await expect(optimize.getByRole('button', { name: 'Optimizing' })).toBeDisabled();
    await expect(optimize.queryByRole('radio')).toBeNull();
    await userEvent.click(optimize.getByRole('button', { name: 'Cancel' }));
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
  },
};

/** The proposal: distance and driving time before and after, the stops that move and their numbers. */
export const BeforeAfter: Story = {
  args: { state: { kind: 'proposed', summary: SUMMARY } },
  play: async ({ canvasElement, args }) => {
    const optimize = panel(canvasElement);
    const table = within(optimize.getByRole('table', { name: 'Before and after' }));
    await expect(table.getByRole('row', { name: /Distance/ })).toHaveTextContent(
      'Distance (straight line)24.4 km16.1 km',
    );
    await expect(table.getByRole('row', { name: /Driving time/ })).toHaveTextContent(
      'Driving time (estimate)47 min31 min',
    );
    await expect(optimize.getByText('3 stops move:')).toBeVisible();
    const moved = within(optimize.getByRole('list', { name: 'Stops that move' }));
    await expect(moved.getAllByRole('listitem')[0]).toHaveTextContent(
      'Johnson Bakery moves from number 2 to number 1',
    );
    await expect(optimize.getByRole('status')).toHaveFocus();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(375);
    await userEvent.click(optimize.getByRole('button', { name: 'Keep current order' }));
    await expect(args.onKeep).toHaveBeenCalledTimes(1);
    await userEvent.click(optimize.getByRole('button', { name: 'Apply order' }));
    await expect(args.onApply).toHaveBeenCalledTimes(1);
  },
};

/** Apply order sent: the buttons wait for the answer. */
export const Applying: Story = {
  args: { state: { kind: 'proposed', summary: SUMMARY, applying: true } },
  play: async ({ canvasElement }) => {
    const optimize = panel(canvasElement);
    await expect(optimize.getByRole('button', { name: 'Apply order' })).toBeDisabled();
    await expect(optimize.getByRole('button', { name: 'Keep current order' })).toBeDisabled();
  },
};

/** Applied: the bar says how many stops moved, and Undo puts the old order back. */
export const Applied: Story = {
  args: { state: { kind: 'applied', moved: 3 } },
  play: async ({ canvasElement, args }) => {
    const optimize = panel(canvasElement);
    await expect(optimize.getByRole('status')).toHaveTextContent('New order saved: 3 stops moved.');
    await userEvent.click(optimize.getByRole('button', { name: 'Undo' }));
    await expect(args.onUndo).toHaveBeenCalledTimes(1);
  },
};

/** The route is already in the best order found: nothing to change, the choices stay. */
export const NothingToImprove: Story = {
  args: { state: { kind: 'nothingToImprove' } },
  play: async ({ canvasElement }) => {
    const optimize = panel(canvasElement);
    await expect(optimize.getByRole('status')).toHaveTextContent(optimizeMessages.nothingToImprove);
    await expect(optimize.getByRole('button', { name: 'Optimize' })).toBeEnabled();
    await expect(optimize.queryByRole('button', { name: 'Apply order' })).toBeNull();
  },
};

/** Stops whose customer has no location are listed: they keep their place. */
export const StopsMissingALocation: Story = {
  args: {
    missing: [
      { id: 'j4', number: 4, name: 'Greenfield School' },
      { id: 'j6', number: 6, name: 'Oak Street Dental' },
    ],
  },
  play: async ({ canvasElement }) => {
    const optimize = panel(canvasElement);
    await expect(optimize.getByText(optimizeMessages.missingLocations)).toBeVisible();
    await expect(optimize.getByText('4. Greenfield School')).toBeVisible();
    await expect(optimize.getByText('6. Oak Street Dental')).toBeVisible();
  },
};

/** Fewer than two stops free to move: Optimize is disabled and says why. */
export const TooFewStops: Story = {
  args: { stops: [{ id: 'j1', number: 1, name: 'Smith Residence', pinned: false }] },
  play: async ({ canvasElement }) => {
    const optimize = panel(canvasElement);
    await expect(optimize.getByRole('button', { name: 'Optimize' })).toBeDisabled();
    await expect(optimize.getByText(optimizeMessages.tooFewStops)).toBeVisible();
  },
};

/** The solver or the phone failed: the message, and the choices to try again. */
export const Failed: Story = {
  args: { state: { kind: 'error', message: optimizeMessages.positionUnavailable } },
  play: async ({ canvasElement }) => {
    const optimize = panel(canvasElement);
    await expect(optimize.getByRole('status')).toHaveTextContent(
      optimizeMessages.positionUnavailable,
    );
    await expect(optimize.getByRole('button', { name: 'Optimize' })).toBeEnabled();
  },
};

/** Field staff on Today: from their location or the last finished stop, ending anywhere. */
export const RemainingStops: Story = {
  args: {
    title: 'Optimize my remaining stops',
    starts: ['position', 'lastFinished'],
    start: 'position',
    ends: ['anywhere'],
    end: 'anywhere',
  },
  play: async ({ canvasElement }) => {
    const optimize = panel(canvasElement, 'Optimize my remaining stops');
    await expect(optimize.getByRole('radio', { name: 'My location' })).toBeChecked();
    await expect(optimize.getByRole('radio', { name: 'The last finished stop' })).not.toBeChecked();
    await expect(optimize.queryByRole('radio', { name: 'The depot' })).toBeNull();
  },
};

/** On a desktop screen the choices sit side by side. */
export const Desktop: Story = {
  args: { state: { kind: 'proposed', summary: SUMMARY } },
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(panel(canvasElement).getByRole('button', { name: 'Apply order' })).toBeVisible();
  },
};
