import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';

import { ForgotPasswordForm } from './ForgotPasswordForm';

const meta = {
  title: 'Login/ForgotPasswordForm',
  component: ForgotPasswordForm,
  args: { onSubmit: fn(async () => ({ result: 'success' })) },
  tags: ['autodocs'],
} satisfies Meta<typeof ForgotPasswordForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The modal's rules on a page: the email is checked, sent, and the page says where to look. */
export const Sends: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const email = canvas.getByRole('textbox', { name: 'Email' });
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    await expect(await canvas.findByText('Email is required.')).toBeVisible();
    await userEvent.type(email, 'not-an-email');
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    await expect(await canvas.findByText('Email should be email pattern.')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.clear(email);
    await userEvent.type(email, ' ann@example.com ');
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    await expect(args.onSubmit).toHaveBeenCalledWith('ann@example.com');
    await expect(await screen.findByText('We sent email. Please check your email.')).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('Check your email');
  },
};

/** The server's msg as the toast; the email stays to try again. */
export const ServerRefuses: Story = {
  args: { onSubmit: fn(async () => ({ result: 'failed', msg: 'Too many requests.' })) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), 'ann@example.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    await expect(await screen.findByText('Too many requests.')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveValue('ann@example.com');
  },
};
