import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { messages } from '@routebook/schema';

import { errorArgType } from '../storyArgTypes';
import { LoginForm } from './LoginForm';

const meta = {
  title: 'Account/LoginForm',
  component: LoginForm,
  args: {
    onSubmit: fn(),
    submitting: false,
    error: null,
    onForgotPassword: fn(),
    onForgotPasswordIntent: fn(),
  },
  argTypes: { error: errorArgType },
  tags: ['autodocs'],
} satisfies Meta<typeof LoginForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const fields = (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  return {
    canvas,
    email: canvas.getByRole('textbox', { name: 'Email' }),
    // Password inputs have no role; find them by their label.
    password: canvas.getByLabelText('Password'),
    logIn: canvas.getByRole('button', { name: 'Log In' }),
  };
};

export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    const { canvas, email, password, logIn } = fields(canvasElement);
    await expect(email).toHaveAttribute('autocomplete', 'username');
    await expect(email).toHaveAttribute('inputmode', 'email');
    await expect(password).toHaveAttribute('type', 'password');
    await expect(password).toHaveAttribute('autocomplete', 'current-password');
    await expect(canvas.queryByRole('alert')).toBeNull();

    await userEvent.type(email, 'ana@example.com');
    await userEvent.type(password, 'secret-pass');
    await userEvent.click(logIn);
    await expect(args.onSubmit).toHaveBeenCalledWith({
      email: 'ana@example.com',
      password: 'secret-pass',
    });

    // Enter in the password field submits too.
    await userEvent.type(password, '{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledTimes(2);

    // A pointer reaching "Can't Log In?" is a hint to fetch what it opens, before the tap.
    const forgot = canvas.getByRole('button', { name: "Can't Log In?" });
    await expect(args.onForgotPasswordIntent).not.toHaveBeenCalled();
    await userEvent.hover(forgot);
    await expect(args.onForgotPasswordIntent).toHaveBeenCalled();
    await expect(args.onForgotPassword).not.toHaveBeenCalled();
    await userEvent.click(forgot);
    await expect(args.onForgotPassword).toHaveBeenCalledTimes(1);
  },
};

/** An empty login is not sent: each empty field says it is required, focus on the first. */
export const EmptyFields: Story = {
  play: async ({ canvasElement, args }) => {
    const { canvas, email, password, logIn } = fields(canvasElement);
    await userEvent.click(logIn);
    await expect(await canvas.findByText(messages.emailRequired)).toBeVisible();
    await expect(canvas.getByText(messages.passwordRequired)).toBeVisible();
    await expect(email).toHaveAccessibleDescription(messages.emailRequired);
    await expect(email).toBeInvalid();
    await expect(password).toHaveAccessibleDescription(messages.passwordRequired);
    await expect(email).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();

    // With the email typed, only the password is named, and Enter moves focus to it.
    await userEvent.type(email, 'ana@example.com{Enter}');
    await expect(canvas.queryByText(messages.emailRequired)).toBeNull();
    await expect(canvas.getByText(messages.passwordRequired)).toBeVisible();
    await expect(password).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();

    await userEvent.type(password, 'secret-pass{Enter}');
    await expect(canvas.queryByText(messages.passwordRequired)).toBeNull();
    await expect(args.onSubmit).toHaveBeenCalledWith({
      email: 'ana@example.com',
      password: 'secret-pass',
    });
  },
};

export const WithError: Story = {
  args: { error: 'Email or password is incorrect.' },
  play: async ({ canvasElement, args }) => {
    const { canvas, email, password } = fields(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Email or password is incorrect.');
    // The user can correct and try again with the keyboard alone.
    await userEvent.type(email, 'ana@example.com');
    await userEvent.type(password, 'right-pass{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith({
      email: 'ana@example.com',
      password: 'right-pass',
    });
  },
};

export const Submitting: Story = {
  args: { submitting: true },
  play: async ({ canvasElement, args }) => {
    const { email, password, logIn } = fields(canvasElement);
    await expect(logIn).toBeDisabled();
    await expect(logIn).toHaveAttribute('aria-busy', 'true');
    await userEvent.type(email, 'ana@example.com');
    await userEvent.type(password, 'secret-pass{Enter}');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};
