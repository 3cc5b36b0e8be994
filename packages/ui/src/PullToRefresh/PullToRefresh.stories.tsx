import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor } from 'storybook/test';

import { PULL_TEXT, PULL_THRESHOLD_PX, PullToRefresh } from './PullToRefresh';

const meta = {
  title: 'Primitives/PullToRefresh',
  component: PullToRefresh,
  args: {
    onRefresh: fn(),
    refreshing: false,
    children: (
      <ul aria-label="Jobs">
        <li>Maria Garcia</li>
        <li>Smith Residence</li>
        <li>
          <button type="button" data-no-pull="">
            Reorder Bob Brown
          </button>
        </li>
      </ul>
    ),
  },
} satisfies Meta<typeof PullToRefresh>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Dispatches a one-finger gesture on `target`: down at `from`, through the points, lifted. */
function gesture(target: Element, from: [number, number], ...points: [number, number][]) {
  const touch = ([x, y]: [number, number]) =>
    new Touch({ identifier: 1, target, clientX: x, clientY: y });
  const send = (type: string, at: [number, number], lifted = false) => {
    const t = touch(at);
    target.dispatchEvent(
      new TouchEvent(type, {
        bubbles: true,
        cancelable: true,
        touches: lifted ? [] : [t],
        targetTouches: lifted ? [] : [t],
        changedTouches: [t],
      }),
    );
  };
  send('touchstart', from);
  for (const point of points) send('touchmove', point);
  send('touchend', points.at(-1) ?? from, true);
}

const firstRow = () => screen.getByText('Maria Garcia');
/** The pull's live status line (the page has other status regions, e.g. toasts). */
const pullStatus = () =>
  screen.getAllByRole('status').find((element) => element.tagName === 'P') as HTMLElement;
/** Finger travel that takes the pull past the threshold (the content moves half as far). */
const PAST = PULL_THRESHOLD_PX * 2 + 20;

/** Pulled down past the threshold and released: one refresh. */
export const PullPastThreshold: Story = {
  play: async ({ args }) => {
    gesture(firstRow(), [100, 100], [100, 140], [100, 100 + PAST]);
    await expect(args.onRefresh).toHaveBeenCalledTimes(1);
  },
};

/** The status line tells a screen reader what the pull will do. */
export const StatusWhilePulling: Story = {
  play: async () => {
    const row = firstRow();
    const t = (y: number) => new Touch({ identifier: 1, target: row, clientX: 100, clientY: y });
    const send = (type: string, y: number) =>
      row.dispatchEvent(
        new TouchEvent(type, { bubbles: true, touches: [t(y)], changedTouches: [t(y)] }),
      );
    send('touchstart', 100);
    send('touchmove', 140);
    await waitFor(() => expect(pullStatus()).toHaveTextContent(PULL_TEXT.pull));
    send('touchmove', 100 + PAST);
    await waitFor(() => expect(pullStatus()).toHaveTextContent(PULL_TEXT.release));
    row.dispatchEvent(new TouchEvent('touchcancel', { bubbles: true, changedTouches: [t(300)] }));
    await waitFor(() => expect(pullStatus()).toHaveTextContent(''));
  },
};

/** A short pull springs back without refreshing. */
export const ShortPull: Story = {
  play: async ({ args }) => {
    gesture(firstRow(), [100, 100], [100, 130], [100, 100 + PULL_THRESHOLD_PX]);
    await expect(args.onRefresh).not.toHaveBeenCalled();
  },
};

/** A sideways swipe (a row's actions) is not a pull. */
export const SidewaysSwipeIgnored: Story = {
  play: async ({ args }) => {
    gesture(firstRow(), [300, 100], [240, 130], [60, 100 + PAST]);
    await expect(args.onRefresh).not.toHaveBeenCalled();
  },
};

/** A touch that starts on a drag handle drags the row, it does not refresh. */
export const DragHandleIgnored: Story = {
  play: async ({ args }) => {
    const handle = screen.getByRole('button', { name: 'Reorder Bob Brown' });
    gesture(handle, [100, 100], [100, 140], [100, 100 + PAST]);
    await expect(args.onRefresh).not.toHaveBeenCalled();
  },
};

/** While refreshing: the spinner shows, "Refreshing…" is announced, a new pull does nothing. */
export const Refreshing: Story = {
  args: { refreshing: true },
  play: async ({ args }) => {
    await expect(pullStatus()).toHaveTextContent(PULL_TEXT.refreshing);
    gesture(firstRow(), [100, 100], [100, 140], [100, 100 + PAST]);
    await expect(args.onRefresh).not.toHaveBeenCalled();
  },
};
