import type { Meta, StoryObj } from '@storybook/react-vite';
import { messages } from '@routebook/schema';
import { expect, fireEvent, fn, screen, userEvent, waitFor, within } from 'storybook/test';

import { errorArgType } from '../../storyArgTypes';
import { closedInDocs } from '../modalStory';
import { ClockHoursModal } from './ClockHoursModal';

const meta = {
  title: 'Job/ClockHoursModal',
  component: ClockHoursModal,
  args: {
    open: true,
    onOpenChange: fn(),
    timeIn: '2026-11-02T08:30',
    timeOut: '2026-11-02T12:15',
    onSave: fn(),
    saving: false,
    error: null,
  },
  argTypes: { error: errorArgType },
  decorators: [closedInDocs()],
  tags: ['autodocs'],
} satisfies Meta<typeof ClockHoursModal>;

export default meta;
type Story = StoryObj<typeof meta>;

async function parts() {
  const modal = await screen.findByRole('dialog', { name: 'Edit Hours' });
  return {
    modal,
    // datetime-local inputs have no role; they are found by their labels.
    clockIn: within(modal).getByLabelText('Clock in'),
    clockOut: within(modal).getByLabelText('Clock out'),
    save: within(modal).getByRole('button', { name: 'SAVE' }),
  };
}

/**
 * Sets a datetime-local field as its picker would: user-event cannot type into one, so the value
 * is set and a change event fired, then focus leaves the field.
 */
async function pick(field: HTMLElement, value: string) {
  field.focus();
  fireEvent.change(field, { target: { value } });
  await userEvent.tab();
}

export const Playground: Story = {
  play: async ({ args }) => {
    const { modal, clockIn, clockOut, save } = await parts();
    // The wall-clock times as given, no time zone conversion.
    await expect(clockIn).toHaveValue('2026-11-02T08:30');
    await expect(clockOut).toHaveValue('2026-11-02T12:15');
    await expect(clockIn).toHaveAttribute('type', 'datetime-local');
    await expect(clockOut).toHaveAccessibleDescription('Leave empty while still clocked in.');

    await pick(clockIn, '2026-11-02T08:00');
    await pick(clockOut, '2026-11-02T12:45');
    await userEvent.click(save);
    await expect(args.onSave).toHaveBeenCalledWith({
      timeIn: '2026-11-02T08:00',
      timeOut: '2026-11-02T12:45',
    });

    await userEvent.click(within(modal).getByRole('button', { name: 'Cancel' }));
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

/** Still clocked in: Clock out is empty and saves as null. */
export const StillClockedIn: Story = {
  args: { timeOut: null },
  play: async ({ args }) => {
    const { modal, clockOut, save } = await parts();
    await expect(clockOut).toHaveValue('');
    await expect(within(modal).queryByRole('button', { name: 'Clear clock out' })).toBeNull();
    await userEvent.click(save);
    await expect(args.onSave).toHaveBeenCalledWith({ timeIn: '2026-11-02T08:30', timeOut: null });
  },
};

/** Clear empties Clock out (back to clocked in) and leaves focus on it. */
export const ClearClockOut: Story = {
  play: async ({ args }) => {
    const { modal, clockOut, save } = await parts();
    await userEvent.click(within(modal).getByRole('button', { name: 'Clear clock out' }));
    await expect(clockOut).toHaveValue('');
    await expect(clockOut).toHaveFocus();
    await expect(within(modal).queryByRole('button', { name: 'Clear clock out' })).toBeNull();
    await userEvent.click(save);
    await expect(args.onSave).toHaveBeenCalledWith({ timeIn: '2026-11-02T08:30', timeOut: null });
  },
};

export const ClockInRequired: Story = {
  play: async ({ args }) => {
    const { modal, clockIn, save } = await parts();
    await pick(clockIn, '');
    await expect(clockIn).toHaveValue('');
    await expect(within(modal).getByText(messages.clockInRequired)).toBeVisible();
    await expect(clockIn).toHaveAttribute('aria-invalid', 'true');
    await expect(clockIn).toHaveAccessibleDescription(messages.clockInRequired);
    await expect(save).toBeDisabled();
    await userEvent.click(save);
    await expect(args.onSave).not.toHaveBeenCalled();

    await pick(clockIn, '2026-11-02T07:45');
    await expect(within(modal).queryByText(messages.clockInRequired)).toBeNull();
    await expect(save).toBeEnabled();
  },
};

/** Clock out must come after clock in; the same minute is not after. */
export const ClockOutBeforeClockIn: Story = {
  play: async ({ args }) => {
    const { modal, clockIn, clockOut, save } = await parts();
    await pick(clockOut, '2026-11-02T08:10');
    await expect(within(modal).getByText(messages.clockOutBeforeClockIn)).toBeVisible();
    await expect(clockOut).toHaveAttribute('aria-invalid', 'true');
    await expect(clockOut).toHaveAccessibleDescription(
      `Leave empty while still clocked in. ${messages.clockOutBeforeClockIn}`,
    );
    await expect(save).toBeDisabled();

    await pick(clockOut, '2026-11-02T08:30');
    await expect(within(modal).getByText(messages.clockOutBeforeClockIn)).toBeVisible();
    await expect(save).toBeDisabled();

    // Moving the clock-in earlier puts them in order.
    await pick(clockIn, '2026-11-02T08:00');
    await expect(within(modal).queryByText(messages.clockOutBeforeClockIn)).toBeNull();
    await userEvent.click(save);
    await expect(args.onSave).toHaveBeenCalledWith({
      timeIn: '2026-11-02T08:00',
      timeOut: '2026-11-02T08:30',
    });
  },
};

export const Saving: Story = {
  args: { saving: true },
  play: async ({ args }) => {
    const { save } = await parts();
    await expect(save).toBeDisabled();
    await expect(save).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(save);
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

export const SaveFailed: Story = {
  args: {
    onSave: fn(async () => {
      throw new Error('Dates must be ISO 8601 (YYYY-MM-DD or a full timestamp).');
    }),
  },
  play: async ({ args }) => {
    const { modal, clockOut, save } = await parts();
    await pick(clockOut, '2026-11-02T16:00');
    await userEvent.click(save);
    await expect(args.onSave).toHaveBeenCalledWith({
      timeIn: '2026-11-02T08:30',
      timeOut: '2026-11-02T16:00',
    });
    await expect(await within(modal).findByRole('alert')).toHaveTextContent(
      'Dates must be ISO 8601 (YYYY-MM-DD or a full timestamp).',
    );
    await expect(clockOut).toHaveValue('2026-11-02T16:00');
    await waitFor(() => expect(save).toBeEnabled());
    await expect(args.onOpenChange).not.toHaveBeenCalled();
  },
};
