import type { Meta, StoryObj } from '@storybook/react-vite';
import { messages } from '@routebook/schema';
import { expect, fn, userEvent, within } from 'storybook/test';

import { TOUCH_TARGET_MIN_PX } from '../touchTarget';
import { TextField } from './TextField';

const meta = {
  title: 'Primitives/TextField',
  component: TextField,
  args: { label: 'Route name', onChange: fn() },
  tags: ['autodocs'],
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Route name' });
    await expect(input).not.toHaveAttribute('aria-invalid');
    await expect(input.getBoundingClientRect().height).toBeGreaterThanOrEqual(TOUCH_TARGET_MIN_PX);
    await userEvent.type(input, 'Route 12');
    await expect(input).toHaveValue('Route 12');
    await expect(args.onChange).toHaveBeenCalledTimes('Route 12'.length);
  },
};

/** A required field is marked before anything is typed: "*" after the label, not in its name. */
export const Required: Story = {
  args: { required: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Route name' });
    await expect(input).toBeRequired();
    await expect(input).not.toHaveAttribute('aria-invalid');
    const labelLine = canvas.getByText('Route name').parentElement as HTMLElement;
    await expect(within(labelLine).getByText('*')).toBeVisible();
  },
};

/** An optional field has no mark. */
export const Optional: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Route name' })).not.toBeRequired();
    const labelLine = canvas.getByText('Route name').parentElement as HTMLElement;
    await expect(within(labelLine).queryByText('*')).not.toBeVisible();
  },
};

export const WithError: Story = {
  args: { error: messages.routeNameRequired, required: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Route name' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(messages.routeNameRequired);
    await expect(canvas.getByText(messages.routeNameRequired)).toBeVisible();
    // Plain text: the page decides what to announce on submit.
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

export const WithHint: Story = {
  args: { label: 'Email', type: 'email', hint: 'We send the reset link here.' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Email' });
    await expect(input).toHaveAccessibleDescription('We send the reset link here.');
    await expect(input).toHaveAttribute('type', 'email');
  },
};

export const WithHintAndError: Story = {
  args: {
    label: 'Email',
    type: 'email',
    hint: 'We send the reset link here.',
    error: messages.emailPattern,
    defaultValue: 'ann@',
  },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Email' });
    await expect(input).toHaveAccessibleDescription(
      `We send the reset link here. ${messages.emailPattern}`,
    );
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'Route 12' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Route name' });
    await expect(input).toBeDisabled();
    await expect(input).toHaveValue('Route 12');
  },
};

export const Password: Story = {
  args: { label: 'Password', type: 'password', autoComplete: 'current-password' },
  play: async ({ canvasElement }) => {
    // Password inputs have no textbox role: find them by label.
    const input = within(canvasElement).getByLabelText('Password');
    await userEvent.type(input, 'secret1');
    await expect(input).toHaveValue('secret1');
  },
};
