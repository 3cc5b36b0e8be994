import type { Meta, StoryObj } from '@storybook/react-vite';
import { renumber } from '@routebook/schema';
import { Profiler, useState, type ProfilerOnRenderCallback } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';

import type { JobRowJob } from '../JobRow';
import type { RenderLinkProps } from '../SideMenu';
import { RouteItemList, type RouteItemListItem, type RouteItemListProps } from './RouteItemList';

/** Records where a row's link would go, instead of leaving the story. */
const followLink = fn();

const renderLink = ({ to, children, ...rest }: RenderLinkProps) => (
  <a
    href={to}
    {...rest}
    onClick={(event) => {
      event.preventDefault();
      followLink(to);
    }}
  >
    {children}
  </a>
);

const jobHref = (jobId: string) => `/route/r1/job/${jobId}`;

const NO_RECORDS = { clockIns: 0, tasks: 0, photos: 0, notes: 0, serviceItems: 0 };

function job(
  id: string,
  displayName: string,
  status: JobRowJob['status'],
  counts: Partial<JobRowJob['counts']> = {},
): JobRowJob {
  return {
    id,
    status,
    customer: { displayName, address1: '12 Harbour Street', city: 'Portland', state: 'ME' },
    counts: { ...NO_RECORDS, ...counts },
  };
}

/** Deliberately out of order: the list sorts by `order`. */
const ITEMS: RouteItemListItem[] = [
  {
    id: 'i3',
    type: 'job',
    order: 30,
    job: job('j3', 'Harbour View Apartments', 'inprogress', { clockIns: 1, tasks: 2 }),
    note: null,
  },
  {
    id: 'i1',
    type: 'job',
    order: 10,
    job: job('j1', 'Greenfield Dental', 'active'),
    note: null,
  },
  {
    id: 'i2',
    type: 'note',
    order: 20,
    job: null,
    note: { id: 'n1', note: '<p><strong>Gate code 4321</strong> at the side door.</p>' },
  },
  {
    id: 'i4',
    type: 'job',
    order: 40,
    job: job('j4', 'Maple Street Bakery', 'complete', { photos: 3, serviceItems: 1 }),
    note: null,
  },
  {
    id: 'i5',
    type: 'job',
    order: 50,
    job: job('j5', 'Riverside Church', 'cancelled'),
    note: null,
  },
];

function byId(id: string): RouteItemListItem {
  const item = ITEMS.find((candidate) => candidate.id === id);
  if (!item) throw new Error(`No item ${id}`);
  return item;
}
const NOTE_LABEL = 'Note: Gate code 4321 at the side door.';

/**
 * The list with the app's part played: a reorder renumbers the items
 * (product.md §Routes and route items).
 */
function StatefulList(args: RouteItemListProps) {
  const [items, setItems] = useState(args.items);
  return (
    <RouteItemList
      {...args}
      items={items}
      onReorder={(ids) => {
        args.onReorder?.(ids);
        const orders = new Map(renumber(ids.map((id) => ({ id }))).map((i) => [i.id, i.order]));
        setItems((current) =>
          current.map((item) => ({ ...item, order: orders.get(item.id) ?? item.order })),
        );
      }}
    />
  );
}

const meta = {
  title: 'Routes/RouteItemList',
  component: RouteItemList,
  args: {
    items: ITEMS,
    editable: true,
    jobHref,
    renderLink,
    onReorder: fn(),
    onEdit: fn(),
    onCopy: fn(),
    onMove: fn(),
    onDelete: fn(),
  },
  tags: ['autodocs'],
  beforeEach: () => {
    followLink.mockClear();
  },
  render: (args) => <StatefulList {...args} />,
} satisfies Meta<typeof RouteItemList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The route's rows, top to bottom: a job's link or "note". */
const rowOrder = (canvasElement: HTMLElement) =>
  [...canvasElement.querySelectorAll(':scope ol > li')].map(
    (row) => row.querySelector('a')?.getAttribute('href') ?? 'note',
  );

const SORTED = [
  '/route/r1/job/j1',
  'note',
  '/route/r1/job/j3',
  '/route/r1/job/j4',
  '/route/r1/job/j5',
];

/** The list's live region, where the reorder announcements go. */
const liveRegion = () => document.querySelector<HTMLElement>('[data-route-item-announcer]');

const nextFrame = () => new Promise((resolve) => requestAnimationFrame(() => resolve(null)));

const centre = (element: Element) => {
  const rect = element.getBoundingClientRect();
  return { x: rect.left + rect.width / 2, y: rect.top + rect.height / 2 };
};

export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(rowOrder(canvasElement)).toEqual(SORTED);
    await userEvent.click(canvas.getByRole('link', { name: /^Greenfield Dental/ }));
    await expect(followLink).toHaveBeenCalledWith('/route/r1/job/j1');
    await expect(args.onReorder).not.toHaveBeenCalled();
  },
};

/** Field staff (not admins) get a plain ordered list: no handles, no actions. */
export const ReadOnlyForRegularUser: Story = {
  args: { editable: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(rowOrder(canvasElement)).toEqual(SORTED);
    await expect(canvas.queryAllByRole('button')).toEqual([]);
    await expect(canvas.queryByRole('menu')).toBeNull();
    await expect(canvas.getByText('Gate code 4321')).toBeVisible();
    // Tapping a job goes to its page.
    await userEvent.click(canvas.getByRole('link', { name: /^Maple Street Bakery/ }));
    await expect(followLink).toHaveBeenCalledWith('/route/r1/job/j4');
    // One tab stop per job (a note has none): from Maple Street Bakery to Riverside Church.
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: /^Riverside Church/ })).toHaveFocus();
  },
};

/** Admins: a handle and an actions button on every row, each named after its item. */
export const Editable: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const handles = canvas.getAllByRole('button', { name: /^Reorder / });
    await expect(handles.map((handle) => handle.getAttribute('aria-label'))).toEqual([
      'Reorder Greenfield Dental',
      `Reorder ${NOTE_LABEL}`,
      'Reorder Harbour View Apartments',
      'Reorder Maple Street Bakery',
      'Reorder Riverside Church',
    ]);
    const menus = canvas.getAllByRole('button', { name: /^Actions for / });
    await expect(menus).toHaveLength(5);
    for (const control of [...handles, ...menus]) {
      const { width, height } = control.getBoundingClientRect();
      await expect(Math.min(width, height)).toBeGreaterThanOrEqual(44);
    }
    // The swipe actions stay out of reach until a swipe uncovers them.
    await expect(canvas.queryByRole('button', { name: /^Delete / })).toBeNull();
    // Keyboard order in a row: handle, the job's link, its actions.
    await userEvent.tab();
    await expect(handles[0]).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: /^Greenfield Dental/ })).toHaveFocus();
    await userEvent.tab();
    await expect(
      canvas.getByRole('button', { name: 'Actions for Greenfield Dental' }),
    ).toHaveFocus();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  },
};

/** Space picks a row up, arrows move it, Space drops it, Escape cancels; each step is announced. */
export const KeyboardReorder: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const handle = canvas.getByRole('button', { name: 'Reorder Greenfield Dental' });
    handle.focus();
    await userEvent.keyboard('[Space]');
    await waitFor(() =>
      expect(liveRegion()).toHaveTextContent('Picked up Greenfield Dental, position 1 of 5.'),
    );
    await userEvent.keyboard('[ArrowDown]');
    await waitFor(() =>
      expect(liveRegion()).toHaveTextContent('Greenfield Dental moved to position 2 of 5.'),
    );
    await userEvent.keyboard('[Space]');
    await waitFor(() => expect(args.onReorder).toHaveBeenCalledTimes(1));
    await expect(args.onReorder).toHaveBeenCalledWith(['i2', 'i1', 'i3', 'i4', 'i5']);
    await expect(liveRegion()).toHaveTextContent('Greenfield Dental dropped at position 2 of 5.');
    await waitFor(() => expect(rowOrder(canvasElement)[1]).toBe('/route/r1/job/j1'));
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Reorder Greenfield Dental' })).toHaveFocus(),
    );

    // Escape puts it back where it was and saves nothing.
    await userEvent.keyboard('[Space]');
    await waitFor(() =>
      expect(liveRegion()).toHaveTextContent('Picked up Greenfield Dental, position 2 of 5.'),
    );
    await userEvent.keyboard('[ArrowDown]');
    await waitFor(() => expect(liveRegion()).toHaveTextContent(/moved to position 3 of 5/));
    await userEvent.keyboard('[Escape]');
    await waitFor(() =>
      expect(liveRegion()).toHaveTextContent(
        'Moving cancelled. Greenfield Dental is back at position 2 of 5.',
      ),
    );
    await expect(args.onReorder).toHaveBeenCalledTimes(1);
    await expect(rowOrder(canvasElement)[1]).toBe('/route/r1/job/j1');
  },
};

/** Each row's stop number as a screen reader reads it ("Stop 2"), '' for a note. */
const stopNumbers = (canvasElement: HTMLElement) =>
  [...canvasElement.querySelectorAll(':scope ol > li')].map(
    (row) => row.firstElementChild?.textContent ?? '',
  );

/**
 * Every route numbers its stops: the jobs 1, 2, 3… in the route's order, a note
 * unnumbered; read-only as editable, on a phone as on a desktop. Moving a job renumbers them.
 */
export const StopNumbers: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(stopNumbers(canvasElement)).toEqual(['Stop 1', '', 'Stop 2', 'Stop 3', 'Stop 4']);
    await expect(canvas.getByText('4')).toBeVisible();
    const handle = canvas.getByRole('button', { name: 'Reorder Greenfield Dental' });
    handle.focus();
    await userEvent.keyboard('[Space]');
    await userEvent.keyboard('[ArrowDown]');
    await userEvent.keyboard('[ArrowDown]');
    await userEvent.keyboard('[Space]');
    await waitFor(() =>
      expect(rowOrder(canvasElement).slice(0, 3)).toEqual([
        'note',
        '/route/r1/job/j3',
        '/route/r1/job/j1',
      ]),
    );
    await expect(stopNumbers(canvasElement)).toEqual(['', 'Stop 1', 'Stop 2', 'Stop 3', 'Stop 4']);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  },
};

/** Read-only on a desktop: the same numbers. */
export const StopNumbersReadOnlyOnDesktop: Story = {
  args: { editable: false },
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(stopNumbers(canvasElement)).toEqual(['Stop 1', '', 'Stop 2', 'Stop 3', 'Stop 4']);
  },
};

/** The app's save of the last drop, which the story settles itself. */
const pendingSave: { refuse?: () => void } = {};

/**
 * A drop shows at once while the app saves it; when the server refuses the order, the rows go
 * back (the app says why).
 */
export const SaveRefused: Story = {
  args: {
    onReorder: fn(
      () =>
        new Promise((_, reject) => {
          pendingSave.refuse = () => reject(new Error('The route changed'));
        }),
    ),
  },
  render: (args) => <RouteItemList {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('button', { name: 'Reorder Greenfield Dental' }).focus();
    await userEvent.keyboard('[Space]');
    await waitFor(() => expect(liveRegion()).toHaveTextContent(/^Picked up Greenfield Dental/));
    await userEvent.keyboard('[ArrowDown]');
    await waitFor(() => expect(liveRegion()).toHaveTextContent(/moved to position 2 of 5/));
    await userEvent.keyboard('[Space]');
    await expect(args.onReorder).toHaveBeenCalledWith(['i2', 'i1', 'i3', 'i4', 'i5']);
    // Shown while the save is on its way, though the items given have not changed.
    await waitFor(() => expect(rowOrder(canvasElement)[1]).toBe('/route/r1/job/j1'));
    pendingSave.refuse?.();
    await waitFor(() => expect(rowOrder(canvasElement)).toEqual(SORTED));
  },
};

/** A mouse drag on a handle: past 6 px it picks the row up; dropping it reorders. */
export const PointerReorder: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const handle = canvas.getByRole('button', { name: 'Reorder Greenfield Dental' });
    const from = centre(handle);
    const to = centre(canvas.getByRole('button', { name: 'Reorder Harbour View Apartments' }));
    // One user-event instance keeps the pressed button from one call to the next.
    const user = userEvent.setup();

    await user.pointer({
      keys: '[MouseLeft>]',
      target: handle,
      coords: { clientX: from.x, clientY: from.y },
    });
    const steps = 8;
    for (let step = 1; step <= steps; step += 1) {
      const y = from.y + ((to.y - from.y) * step) / steps;
      await user.pointer({ target: handle, coords: { clientX: from.x, clientY: y } });
      await nextFrame();
    }
    await waitFor(() => expect(liveRegion()).toHaveTextContent(/moved to position 3 of 5/));
    await user.pointer({
      keys: '[/MouseLeft]',
      target: handle,
      coords: { clientX: to.x, clientY: to.y },
    });
    await waitFor(() => expect(args.onReorder).toHaveBeenCalledTimes(1));
    await expect(args.onReorder).toHaveBeenCalledWith(['i2', 'i3', 'i1', 'i4', 'i5']);
    await waitFor(() => expect(rowOrder(canvasElement)[2]).toBe('/route/r1/job/j1'));
    // A drag is not a tap: the row's link was not followed.
    await expect(followLink).not.toHaveBeenCalled();
  },
};

/** Every action without swiping: "Actions for <name>" opens a menu; Edit is for notes only. */
export const ActionsMenu: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const jobButton = canvas.getByRole('button', { name: 'Actions for Greenfield Dental' });
    await expect(jobButton).toHaveAttribute('aria-haspopup', 'menu');
    await expect(jobButton).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(jobButton);
    const jobMenu = canvas.getByRole('menu', { name: 'Actions for Greenfield Dental' });
    await expect(jobButton).toHaveAttribute('aria-expanded', 'true');
    const items = within(jobMenu).getAllByRole('menuitem');
    await expect(items.map((item) => item.textContent)).toEqual(['Copy', 'Move', 'Delete']);
    await expect(items[0]).toHaveFocus();
    await userEvent.keyboard('[ArrowDown]');
    await expect(items[1]).toHaveFocus();
    await userEvent.keyboard('[ArrowUp]');
    await expect(items[0]).toHaveFocus();
    await userEvent.keyboard('[Enter]');
    await expect(args.onCopy).toHaveBeenCalledTimes(1);
    await expect(args.onCopy).toHaveBeenCalledWith(byId('i1'));
    await expect(canvas.queryByRole('menu')).toBeNull();
    await expect(jobButton).toHaveFocus();

    // A note's menu has Edit; Escape closes it, focus goes back, nothing is called.
    const noteButton = canvas.getByRole('button', { name: `Actions for ${NOTE_LABEL}` });
    await userEvent.click(noteButton);
    const noteMenu = canvas.getByRole('menu', { name: `Actions for ${NOTE_LABEL}` });
    await expect(
      within(noteMenu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Edit', 'Copy', 'Move', 'Delete']);
    await userEvent.keyboard('[Escape]');
    await expect(canvas.queryByRole('menu')).toBeNull();
    await expect(noteButton).toHaveFocus();
    await expect(args.onEdit).not.toHaveBeenCalled();

    await userEvent.click(noteButton);
    await userEvent.click(canvas.getByRole('menuitem', { name: 'Edit' }));
    await expect(args.onEdit).toHaveBeenCalledWith(byId('i2'));

    // A press outside closes an open menu.
    await userEvent.click(canvas.getByRole('button', { name: 'Actions for Riverside Church' }));
    await expect(canvas.getByRole('menu')).toBeVisible();
    await userEvent.click(canvas.getByText('Gate code 4321'));
    await expect(canvas.queryByRole('menu')).toBeNull();
    await expect(args.onMove).not.toHaveBeenCalled();
    await expect(args.onDelete).not.toHaveBeenCalled();
  },
};

/** Swipe a row left (touch or mouse) to uncover its actions; a vertical move scrolls instead. */
export const SwipeReveals: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    // One user-event instance keeps a finger down from one call to the next.
    const user = userEvent.setup();
    const swipe = async (
      target: HTMLElement,
      dx: number,
      dy: number,
      pointer: 'touch' | 'mouse',
    ) => {
      const start = centre(target);
      const name = pointer === 'touch' ? 'TouchA' : 'MouseLeft';
      const at = (fraction: number) => ({
        clientX: start.x + dx * fraction,
        clientY: start.y + dy * fraction,
      });
      await user.pointer({ keys: `[${name}>]`, target, coords: at(0) });
      for (const fraction of [0.1, 0.25, 0.5, 0.75, 1]) {
        await user.pointer({
          ...(pointer === 'touch' && { pointerName: name }),
          target,
          coords: at(fraction),
        });
      }
      await user.pointer({ keys: `[/${name}]`, target, coords: at(1) });
    };

    const jobLink = canvas.getByRole('link', { name: /^Greenfield Dental/ });
    const jobMenu = canvas.getByRole('button', { name: 'Actions for Greenfield Dental' });
    // Mostly vertical: not a swipe.
    await swipe(jobLink, -20, 60, 'touch');
    await expect(canvas.queryByRole('button', { name: /^Delete / })).toBeNull();
    // (user-event then clicks the link, as a phone would not after a scroll: forget that.)
    followLink.mockClear();

    // A left swipe uncovers Copy, Move and Delete and does not follow the link.
    await swipe(jobLink, -220, 4, 'touch');
    const del = await canvas.findByRole('button', { name: 'Delete Greenfield Dental' });
    await expect(canvas.getByRole('button', { name: 'Copy Greenfield Dental' })).toBeVisible();
    // The revealed actions stand alone: the row's ⋮ is hidden (and out of the tab order).
    await expect(jobMenu).not.toBeVisible();
    await expect(
      canvas.queryByRole('button', { name: 'Actions for Greenfield Dental' }),
    ).toBeNull();
    await expect(canvas.queryByRole('button', { name: /^Edit / })).toBeNull();
    await expect(followLink).not.toHaveBeenCalled();
    await userEvent.click(del);
    await expect(args.onDelete).toHaveBeenCalledWith(byId('i1'));
    await waitFor(() => expect(canvas.queryByRole('button', { name: /^Delete / })).toBeNull());
    // Closed again: the ⋮ is back, and the keyboard reaches its menu.
    await waitFor(() => expect(jobMenu).toBeVisible());
    jobMenu.focus();
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByRole('menuitem', { name: 'Copy' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(jobMenu).toHaveFocus();

    // With a mouse too; a tap on the open row closes it without leaving the page.
    await swipe(jobLink, -220, 0, 'mouse');
    await canvas.findByRole('button', { name: 'Delete Greenfield Dental' });
    await expect(followLink).not.toHaveBeenCalled();
    await userEvent.click(jobLink);
    await waitFor(() => expect(canvas.queryByRole('button', { name: /^Delete / })).toBeNull());
    await expect(followLink).not.toHaveBeenCalled();

    // A short swipe springs back; a note's row offers Edit.
    const note = canvas.getByText('Gate code 4321');
    await swipe(note, -30, 0, 'touch');
    await waitFor(() => expect(canvas.queryByRole('button', { name: /^Edit / })).toBeNull());
    await swipe(note, -300, 0, 'touch');
    await userEvent.click(await canvas.findByRole('button', { name: `Edit ${NOTE_LABEL}` }));
    await expect(args.onEdit).toHaveBeenCalledWith(byId('i2'));
  },
};

const STATUSES = ['active', 'inprogress', 'complete', 'cancelled'] as const;
/** `count` items: jobs "Customer 001" onwards, every tenth item (5, 15, …) a note. */
const manyItems = (count: number): RouteItemListItem[] =>
  Array.from({ length: count }, (_, i) => {
    const n = String(i + 1).padStart(count > 999 ? 4 : 3, '0');
    return i % 10 === 4
      ? {
          id: `item-${n}`,
          type: 'note',
          order: (i + 1) * 10,
          job: null,
          note: { id: `note-${n}`, note: `<p>Stop ${n}: <strong>check the gate</strong></p>` },
        }
      : {
          id: `item-${n}`,
          type: 'job',
          order: (i + 1) * 10,
          job: job(`job-${n}`, `Customer ${n}`, STATUSES[i % 4] ?? 'active', {
            clockIns: i % 3,
            tasks: i % 5,
            photos: i % 2,
          }),
          note: null,
        };
  });

/** React Profiler commits of the list, logged by TwoHundredItems for a person to read. */
const commits: { phase: string; actual: number; base: number }[] = [];
const onRender: ProfilerOnRenderCallback = (_id, phase, actual, base) => {
  commits.push({ phase, actual, base });
};

/** Where each job row rendered its link to, in order: a row renders its link each time it renders. */
const rowRenders: string[] = [];
const countingRenderLink = (props: RenderLinkProps) => {
  rowRenders.push(props.to);
  return renderLink(props);
};

/** The rows in the document (the list renders those in view and a few around them). */
const renderedRows = (canvasElement: HTMLElement) =>
  canvasElement.querySelectorAll<HTMLElement>('ol > li');

/**
 * 200 items scroll in their container, which holds only the rows in view and a few more; a
 * keyboard drag move re-renders only the rows' light wrappers, not the rows (React's Profiler
 * figures are in the test log).
 */
export const TwoHundredItems: Story = {
  args: { items: manyItems(200), renderLink: countingRenderLink },
  render: (args) => (
    <div style={{ height: 600, overflowY: 'auto' }}>
      <Profiler id="route-items" onRender={onRender}>
        <StatefulList {...args} />
      </Profiler>
    </div>
  ),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const scroller = canvasElement.firstElementChild as HTMLElement;
    const list = canvas.getByRole('list', { name: 'Route items' });
    await expect(renderedRows(canvasElement).length).toBeGreaterThan(4);
    await expect(renderedRows(canvasElement).length).toBeLessThan(20);
    // The list is as tall as every row, so the container scrolls the whole route.
    await expect(scroller.scrollHeight).toBeGreaterThan(100 * 200);
    await expect(list).toHaveAttribute('style', expect.stringContaining('height'));
    const [first] = renderedRows(canvasElement);
    await expect(first).toHaveAttribute('aria-posinset', '1');
    await expect(first).toHaveAttribute('aria-setsize', '200');

    // Scrolled to the end, the last rows are there (and the first ones gone).
    scroller.scrollTop = scroller.scrollHeight;
    const last = await canvas.findByRole('button', { name: 'Reorder Customer 200' });
    await expect(canvas.queryByRole('button', { name: 'Reorder Customer 001' })).toBeNull();
    await expect(renderedRows(canvasElement).length).toBeLessThan(20);
    await expect(last.closest('li')).toHaveAttribute('aria-posinset', '200');
    scroller.scrollTop = 0;

    const firstHandle = await canvas.findByRole('button', { name: 'Reorder Customer 001' });
    firstHandle.focus();
    await userEvent.keyboard('[Space]');
    await waitFor(() => expect(liveRegion()).toHaveTextContent(/^Picked up Customer 001/));
    await nextFrame();
    const linksInView = new Set(
      [...canvasElement.querySelectorAll('ol > li a')].map((link) => link.getAttribute('href')),
    );
    commits.length = 0;
    rowRenders.length = 0;
    for (let move = 1; move <= 3; move += 1) {
      await userEvent.keyboard('[ArrowDown]');
      await waitFor(() =>
        expect(liveRegion()).toHaveTextContent(`moved to position ${move + 1} of 200`),
      );
      await nextFrame();
    }
    const moves = commits.filter((commit) => commit.phase === 'update');
    // No row that was already in view rendered again while another row moved past it.
    const movingHref = jobHref('job-001');
    const renderedAgain = rowRenders.filter((to) => to !== movingHref && linksInView.has(to));
    await expect(renderedAgain).toEqual([]);
    await userEvent.keyboard('[Space]');
    await waitFor(() => expect(args.onReorder).toHaveBeenCalledTimes(1));
    const order = (args.onReorder as ReturnType<typeof fn>).mock.calls[0]?.[0] as string[];
    await expect(order.slice(0, 5)).toEqual([
      'item-002',
      'item-003',
      'item-004',
      'item-001',
      'item-005',
    ]);
    await expect(order).toHaveLength(200);

    const slowest = Math.max(...moves.map((commit) => commit.actual));
    const base = Math.max(...moves.map((commit) => commit.base));
    console.info(
      `[RouteItemList 200 items] ${renderedRows(canvasElement).length} rows rendered; ` +
        `${moves.length} commits for 3 keyboard drag moves; slowest ${slowest.toFixed(1)} ms; ` +
        `whole tree unmemoized ${base.toFixed(1)} ms`,
    );
    await expect(moves.length).toBeGreaterThan(0);
  },
};

/**
 * 1,000 items on a page that scrolls (as in the app): a few rows in the document wherever one
 * looks. A row picked up by keyboard moves past every row that was rendered, the page scrolling
 * to keep it in view; each step is announced with its place among 1,000, and the drop reports
 * the whole order.
 */
export const ThousandItems: Story = {
  args: { items: manyItems(1000) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const rendered = () => renderedRows(canvasElement).length;
    await expect(rendered()).toBeGreaterThan(4);
    await expect(rendered()).toBeLessThan(25);
    const startedAt = window.scrollY;
    const handle = canvas.getByRole('button', { name: 'Reorder Customer 0001' });
    handle.focus();
    await userEvent.keyboard('[Space]');
    await waitFor(() =>
      expect(liveRegion()).toHaveTextContent('Picked up Customer 0001, position 1 of 1,000.'),
    );
    const places = 30;
    for (let move = 1; move <= places; move += 1) {
      await userEvent.keyboard('[ArrowDown]');
      await waitFor(() =>
        expect(liveRegion()).toHaveTextContent(
          `Customer 0001 moved to position ${move + 1} of 1,000.`,
        ),
      );
    }
    // The row is on screen, far below where the page began; the rows first rendered are gone.
    await expect(window.scrollY).toBeGreaterThan(startedAt + 1000);
    const moving = canvas.getByRole('button', { name: 'Reorder Customer 0001' });
    await expect(moving).toHaveFocus();
    await expect(moving).toHaveAttribute('aria-pressed', 'true');
    const box = moving.getBoundingClientRect();
    await expect(box.top).toBeGreaterThanOrEqual(0);
    await expect(box.bottom).toBeLessThanOrEqual(window.innerHeight);
    await expect(canvas.queryByRole('button', { name: 'Reorder Customer 0002' })).toBeNull();
    await expect(rendered()).toBeLessThan(25);

    await userEvent.keyboard('[Space]');
    await waitFor(() => expect(args.onReorder).toHaveBeenCalledTimes(1));
    await expect(liveRegion()).toHaveTextContent('Customer 0001 dropped at position 31 of 1,000.');
    const order = (args.onReorder as ReturnType<typeof fn>).mock.calls[0]?.[0] as string[];
    await expect(order).toHaveLength(1000);
    await expect(order.indexOf('item-0001')).toBe(places);
    await expect(order.slice(0, 2)).toEqual(['item-0002', 'item-0003']);
    // Dropped: shown at its new place, its handle keeps focus.
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Reorder Customer 0001' })).toHaveFocus(),
    );
    await expect(
      canvas.getByRole('button', { name: 'Reorder Customer 0001' }).closest('li'),
    ).toHaveAttribute('aria-posinset', String(places + 1));

    // Escape puts a moved row back.
    await userEvent.keyboard('[Space]');
    await userEvent.keyboard('[ArrowUp]');
    await waitFor(() =>
      expect(liveRegion()).toHaveTextContent('Customer 0001 moved to position 30 of 1,000.'),
    );
    await userEvent.keyboard('[Escape]');
    await waitFor(() =>
      expect(liveRegion()).toHaveTextContent(
        'Moving cancelled. Customer 0001 is back at position 31 of 1,000.',
      ),
    );
    await expect(args.onReorder).toHaveBeenCalledTimes(1);
    window.scrollTo(0, 0);
  },
};

export const Empty: Story = {
  args: { items: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No jobs or notes on this route yet.')).toBeVisible();
    await expect(canvas.queryByRole('list')).toBeNull();
    await expect(canvas.queryAllByRole('button')).toEqual([]);
  },
};
