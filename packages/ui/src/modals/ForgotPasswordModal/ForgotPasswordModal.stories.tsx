import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';

import { closedInDocs } from '../modalStory';
import { ForgotPasswordModal } from './ForgotPasswordModal';
import type { ForgotPasswordResult } from './useForgotPassword';

const answer =
  (result: ForgotPasswordResult, afterMs = 0) =>
  () =>
    new Promise<ForgotPasswordResult>((resolve) => setTimeout(() => resolve(result), afterMs));

/** The ToastProvider the component needs comes from .storybook/preview.ts, as in the app. */
const meta = {
  title: 'Account/ForgotPasswordModal',
  component: ForgotPasswordModal,
  args: {
    open: true,
    onOpenChange: fn(),
    onSubmit: fn(answer({ result: 'success', msg: null }, 300)),
  },
  decorators: [closedInDocs()],
  tags: ['autodocs'],
} satisfies Meta<typeof ForgotPasswordModal>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialog = () => screen.findByRole('dialog', { name: 'Forgot Password' });

async function send(email: string) {
  const modal = await dialog();
  const field = within(modal).getByRole('textbox', { name: 'Email' });
  if (email !== '') await userEvent.type(field, email);
  await userEvent.click(within(modal).getByRole('button', { name: 'Send' }));
  return { modal, field };
}

/** A toast with this text in the live region, shown for 2 s (product.md §Timings and sizes). */
async function expectShortToast(text: string) {
  const toast = await screen.findByText(text);
  await expect(toast.closest('[role="status"]')).not.toBeNull();
  await expect(toast).toHaveAttribute('data-duration-ms', '2000');
  await waitFor(() => expect(screen.queryByText(text)).toBeNull());
}

export const Playground: Story = {
  play: async ({ args }) => {
    const modal = await dialog();
    const field = within(modal).getByRole('textbox', { name: 'Email' });
    await waitFor(() => expect(field).toHaveFocus());
    await expect(field).toHaveAttribute('type', 'email');
    await expect(field).toHaveAttribute('inputmode', 'email');
    await userEvent.type(field, ' ana@example.com {Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith('ana@example.com');
    // Send shows it is busy while the answer is awaited.
    const sendButton = within(modal).getByRole('button', { name: 'Send' });
    await expect(sendButton).toHaveAttribute('aria-busy', 'true');
    await expect(await screen.findByText('We sent email. Please check your email.')).toBeVisible();
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

export const EmailRequired: Story = {
  play: async ({ args }) => {
    const { modal, field } = await send('');
    await expect(within(modal).getByText('Email is required.')).toBeVisible();
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription(expect.stringContaining('Email is required.'));
    await expect(field).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const EmailPattern: Story = {
  play: async ({ args }) => {
    const { modal, field } = await send('ana.example.com');
    await expect(within(modal).getByText('Email should be email pattern.')).toBeVisible();
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onSubmit).not.toHaveBeenCalled();
    // Fixing the address clears the message and sends.
    await userEvent.clear(field);
    await userEvent.type(field, 'ana@example.com{Enter}');
    await expect(within(modal).queryByText('Email should be email pattern.')).toBeNull();
    await expect(args.onSubmit).toHaveBeenCalledWith('ana@example.com');
    // The story ends when the send does: its answer closes the modal (and would otherwise land in
    // the next story the Storybook UI opens).
    await waitFor(() => expect(args.onOpenChange).toHaveBeenCalledWith(false));
  },
};

export const Success: Story = {
  args: { onSubmit: fn(answer({ result: 'success', msg: null })) },
  play: async ({ args }) => {
    await send('ana@example.com');
    await expect(args.onSubmit).toHaveBeenCalledWith('ana@example.com');
    await waitFor(() => expect(args.onOpenChange).toHaveBeenCalledWith(false));
    await expectShortToast('We sent email. Please check your email.');
  },
};

export const ServerMessage: Story = {
  args: { onSubmit: fn(answer({ result: 'failed', msg: 'No company found for this email.' })) },
  play: async ({ args }) => {
    const { field } = await send('ana@example.com');
    await expectShortToast('No company found for this email.');
    await expect(await dialog()).toBeVisible();
    await expect(field).toHaveValue('ana@example.com');
    await expect(args.onOpenChange).not.toHaveBeenCalled();
  },
};

export const TransportError: Story = {
  args: {
    onSubmit: fn(async (): Promise<ForgotPasswordResult> => {
      throw new TypeError('Failed to fetch');
    }),
  },
  play: async ({ args }) => {
    const { modal, field } = await send('ana@example.com');
    await expectShortToast('Failed Please try again.');
    await expect(await dialog()).toBeVisible();
    await expect(field).toHaveValue('ana@example.com');
    await expect(within(modal).getByRole('button', { name: 'Send' })).toBeEnabled();
    await expect(args.onOpenChange).not.toHaveBeenCalled();
  },
};
