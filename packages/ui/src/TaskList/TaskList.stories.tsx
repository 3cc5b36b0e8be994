import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';

import { TaskList, type TaskListTask } from './TaskList';

const TASKS: TaskListTask[] = [
  { id: 'task-1', description: '<p><strong>Trim the hedges</strong> along the north fence.</p>' },
  {
    id: 'task-2',
    description: '<ul><li>Clear the gutters</li><li>Check the downpipes</li></ul>',
  },
];

const meta = {
  title: 'Job/TaskList',
  component: TaskList,
  args: { tasks: TASKS, editable: true, onEdit: fn(), onDelete: fn() },
  tags: ['autodocs'],
} satisfies Meta<typeof TaskList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    // The rich text is shown formatted.
    await expect(canvas.getByText('Trim the hedges').tagName).toBe('STRONG');
    await expect(canvas.getByText('Check the downpipes')).toBeVisible();

    // Each button is named for its task's text.
    const edit = canvas.getByRole('button', {
      name: /^Edit ?task: Trim the hedges along the north fence\.$/,
    });
    await userEvent.click(edit);
    await expect(args.onEdit).toHaveBeenCalledWith(TASKS[0]);
    await userEvent.click(
      canvas.getByRole('button', { name: /^Delete ?task: Clear the gutters Check the downpipes$/ }),
    );
    await expect(args.onDelete).toHaveBeenCalledWith(TASKS[1]);
    await expect(edit.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  },
};

const PENDING_TASK: TaskListTask = {
  id: 'task-3',
  description: '<p>Sweep the path</p>',
  pending: true,
};

/**
 * A task added without signal: shown at once, marked Pending until the server confirms
 * it; Edit and Delete stay available.
 */
export const PendingTask: Story = {
  args: { tasks: [...TASKS, PENDING_TASK] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const rows = canvasElement.querySelectorAll<HTMLElement>('ol > li');
    const [saved, , pending] = rows;
    if (!saved || !pending) throw new Error('three tasks expected');
    await expect(within(pending).getByText(/^Pending/)).toHaveTextContent('Pending: not sent yet');
    await expect(within(pending).getByText(/^Pending/)).toBeVisible();
    await expect(within(saved).queryByText(/^Pending/)).toBeNull();
    await expect(canvas.getAllByText(/^Pending/)).toHaveLength(1);
    await userEvent.click(canvas.getByRole('button', { name: /^Edit ?task: Sweep the path$/ }));
    await expect(args.onEdit).toHaveBeenCalledWith(PENDING_TASK);
    await userEvent.click(canvas.getByRole('button', { name: /^Delete ?task: Sweep the path$/ }));
    await expect(args.onDelete).toHaveBeenCalledWith(PENDING_TASK);
  },
};

/** Without the right to edit, the tasks are read only. */
export const ReadOnly: Story = {
  args: { editable: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(4);
    await expect(canvas.queryAllByRole('button')).toHaveLength(0);
  },
};

/** Nothing to list: the section around it says so. */
export const Empty: Story = {
  args: { tasks: [] },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('ol')).toBeNull();
  },
};

export const Many: Story = {
  args: {
    tasks: Array.from({ length: 12 }, (_, i) => ({
      id: `task-${i + 1}`,
      description: `<p>Task ${i + 1}: ${['Mow', 'Edge', 'Blow', 'Weed'][i % 4]} the front lawn</p>`,
    })),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('button', { name: /^Edit/ })).toHaveLength(12);
    await expect(canvas.getByText('Task 12: Weed the front lawn')).toBeVisible();
    // Keyboard: Edit then Delete of the first task, then the second task's Edit.
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: /^Edit ?task: Task 1:/ })).toHaveFocus();
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: /^Edit ?task: Task 2:/ })).toHaveFocus();
  },
};

const LONG =
  '<p>Remove the overgrown Leylandii along the boundary with number 14, chip the branches, and ' +
  'take the chippings to the green-waste site: https://www.example.com/a-very-long-address-that-does-not-break-on-its-own/and/keeps/going</p>';

/** Long text wraps at 375 px; the buttons name the task by its first words. */
export const LongText: Story = {
  args: { tasks: [{ id: 'long', description: LONG }] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(375);
    await expect(
      canvas.getByRole('button', {
        name: /^Edit ?task: Remove the overgrown Leylandii along the…$/,
      }),
    ).toBeVisible();
  },
};

/** Set by the unsafe payload if any of it ever ran. */
const probe = window as Window & { taskListPwned?: string };

/** A hostile description shows its text only. */
export const Unsafe: Story = {
  args: {
    tasks: [
      {
        id: 'bad',
        description:
          '<p>Check the boiler<img src="/missing.png" alt="" onerror="window.taskListPwned=1"></p><script>window.taskListPwned=2</script>',
      },
    ],
  },
  beforeEach: () => {
    delete probe.taskListPwned;
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Check the boiler')).toBeVisible();
    await expect(canvasElement.querySelector('script, [onerror]')).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 200));
    await expect(probe.taskListPwned).toBeUndefined();
    await expect(
      canvas.getByRole('button', { name: /^Edit ?task: Check the boiler$/ }),
    ).toBeVisible();
  },
};
