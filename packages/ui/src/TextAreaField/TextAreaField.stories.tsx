import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';

import { TextAreaField } from './TextAreaField';

const meta = {
  title: 'Primitives/TextAreaField',
  component: TextAreaField,
  args: { label: 'Customers', hint: 'One per line.', onChange: fn() },
  tags: ['autodocs'],
} satisfies Meta<typeof TextAreaField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Labelled, described by its hint; typing keeps line breaks. */
export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    const field = within(canvasElement).getByRole('textbox', { name: 'Customers' });
    await expect(field).toHaveAccessibleDescription('One per line.');
    await userEvent.type(field, 'Ann Lee{Enter}Bo Day');
    await expect(field).toHaveValue('Ann Lee\nBo Day');
    await expect(args.onChange).toHaveBeenCalled();
  },
};

/** An error marks it invalid and describes it. */
export const WithError: Story = {
  args: { error: 'Paste at least one customer.' },
  play: async ({ canvasElement }) => {
    const field = within(canvasElement).getByRole('textbox', { name: 'Customers' });
    await expect(field).toBeInvalid();
    await expect(field).toHaveAccessibleDescription(/Paste at least one customer\./);
  },
};
