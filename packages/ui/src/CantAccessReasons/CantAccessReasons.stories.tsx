import type { Meta, StoryObj } from '@storybook/react-vite';
import { DEFAULT_CANT_ACCESS_REASONS, messages, fieldDayMessages } from '@routebook/schema';
import { expect, fn, userEvent, within } from 'storybook/test';

import { CantAccessReasons } from './CantAccessReasons';

const meta = {
  title: 'Settings/CantAccessReasons',
  component: CantAccessReasons,
  args: { reasons: DEFAULT_CANT_ACCESS_REASONS, onSave: fn(), saving: false },
  tags: ['autodocs'],
} satisfies Meta<typeof CantAccessReasons>;

export default meta;
type Story = StoryObj<typeof meta>;

const listed = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('list', { name: 'Reasons' }))
    .getAllByRole('listitem')
    .map((item) => item.firstChild?.textContent);

/** The defaults and Other; add one, remove one, then save the list. */
export const Playground: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(listed(canvasElement)).toEqual([
      'Gate locked',
      'Dog in yard',
      'Customer asked to reschedule',
      'Other (always offered)',
    ]);
    const save = canvas.getByRole('button', { name: 'Save reasons' });
    await expect(save).toBeDisabled();

    await userEvent.type(
      canvas.getByRole('textbox', { name: 'New reason' }),
      '  Road   closed{Enter}',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Remove Dog in yard' }));
    await expect(listed(canvasElement)).toEqual([
      'Gate locked',
      'Customer asked to reschedule',
      'Road closed',
      'Other (always offered)',
    ]);
    await expect(canvas.getByRole('textbox', { name: 'New reason' })).toHaveValue('');
    await userEvent.click(save);
    await expect(args.onSave).toHaveBeenCalledWith([
      'Gate locked',
      'Customer asked to reschedule',
      'Road closed',
    ]);
  },
};

/** A reason already listed, "Other" or a blank one is refused with the rule's message. */
export const Invalid: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByRole('textbox', { name: 'New reason' });
    const add = canvas.getByRole('button', { name: 'Add reason' });
    await userEvent.type(field, 'gate LOCKED');
    await userEvent.click(add);
    await expect(field).toHaveAccessibleDescription('"gate LOCKED" is on the list twice.');
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await userEvent.clear(field);
    await userEvent.type(field, 'other');
    await userEvent.click(add);
    await expect(canvas.getByText(fieldDayMessages.cantAccessReasonOther)).toBeVisible();
    await userEvent.clear(field);
    await userEvent.click(add);
    await expect(canvas.getByText(fieldDayMessages.cantAccessReasonBlank)).toBeVisible();
    await expect(listed(canvasElement)).toHaveLength(4);
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/** Twelve reasons is the most: a thirteenth is refused. */
export const Full: Story = {
  args: { reasons: Array.from({ length: 12 }, (_, i) => `Reason ${i + 1}`) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'New reason' }), 'One more');
    await userEvent.click(canvas.getByRole('button', { name: 'Add reason' }));
    await expect(canvas.getByText('The list can have at most 12 reasons.')).toBeVisible();
  },
};

/** The server refused the list: its message shows and the edits stay. */
export const SaveFailed: Story = {
  args: {
    onSave: fn(async () => {
      throw new Error(messages.forbidden);
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Remove Gate locked' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save reasons' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(messages.forbidden);
    await expect(listed(canvasElement)).toHaveLength(3);
  },
};

/** Saving: the button is busy. */
export const Saving: Story = {
  args: { saving: true },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: 'Save reasons' }),
    ).toHaveAttribute('aria-busy', 'true');
  },
};
