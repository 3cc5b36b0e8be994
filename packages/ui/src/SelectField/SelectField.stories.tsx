import type { Meta, StoryObj } from '@storybook/react-vite';
import { messages } from '@routebook/schema';
import { expect, fn, userEvent, within } from 'storybook/test';

import { TOUCH_TARGET_MIN_PX } from '../touchTarget';
import { SelectField } from './SelectField';

const meta = {
  title: 'Primitives/SelectField',
  component: SelectField,
  args: {
    label: 'Status',
    options: [
      { value: 'draft', label: 'Draft' },
      { value: 'active', label: 'Active' },
    ],
    onChange: fn(),
  },
  tags: ['autodocs'],
} satisfies Meta<typeof SelectField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'Status' });
    await expect(select).toHaveValue('draft');
    await expect(select.getBoundingClientRect().height).toBeGreaterThanOrEqual(TOUCH_TARGET_MIN_PX);
    await userEvent.selectOptions(select, 'Active');
    await expect(select).toHaveValue('active');
    await expect(args.onChange).toHaveBeenCalledTimes(1);
  },
};

/** Add Route: when the plan is limited, the picker's sub-header says why. */
export const WithSubHeader: Story = {
  args: { subHeader: messages.activeRouteLimitAddRoute },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const select = canvas.getByRole('combobox', { name: 'Status' });
    await expect(canvas.getByText(messages.activeRouteLimitAddRoute)).toBeVisible();
    await expect(select).toHaveAccessibleDescription(messages.activeRouteLimitAddRoute);
  },
};

export const WithDisabledOption: Story = {
  args: {
    subHeader: messages.activeRouteLimitAddRoute,
    options: [
      { value: 'draft', label: 'Draft' },
      { value: 'active', label: 'Active', disabled: true },
    ],
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const select = canvas.getByRole('combobox', { name: 'Status' });
    await expect(canvas.getByRole('option', { name: 'Active' })).toBeDisabled();
    await expect(canvas.getByRole('option', { name: 'Draft' })).toBeEnabled();
    await userEvent.selectOptions(select, 'Active').catch(() => undefined);
    await expect(select).toHaveValue('draft');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const WithError: Story = {
  args: {
    label: 'Item type',
    options: [
      { value: '', label: 'Choose a type' },
      { value: 'job', label: 'Job' },
      { value: 'note', label: 'Note' },
    ],
    error: messages.itemTypeRequired,
  },
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'Item type' });
    await expect(select).toHaveAttribute('aria-invalid', 'true');
    await expect(select).toHaveAccessibleDescription(messages.itemTypeRequired);
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('combobox', { name: 'Status' })).toBeDisabled();
  },
};
