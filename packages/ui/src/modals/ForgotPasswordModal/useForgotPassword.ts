import { messages, TIMING, validateForgotPassword } from '@routebook/schema';
import { useId, useState, type FormEvent } from 'react';

import { useToast } from '../../Toast';

/** The answer of sendForgotPassword. */
export interface ForgotPasswordResult {
  result: string;
  msg?: string | null;
}

/**
 * Forgot Password's rules, for the modal and the page: the email is checked before
 * sending; the outcome is a 2-second toast ("We sent email…", the server's msg, or "Failed Please
 * try again."). `onSent` runs on success; otherwise the email is kept.
 */
export function useForgotPassword(
  onSubmit: (email: string) => Promise<ForgotPasswordResult>,
  onSent: () => void,
) {
  const toast = useToast();
  const emailId = useId();
  const [email, setEmail] = useState('');
  const [emailError, setEmailError] = useState<string | undefined>(undefined);
  const [sending, setSending] = useState(false);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    const errors = validateForgotPassword({ email });
    setEmailError(errors.email);
    if (errors.email !== undefined) {
      document.getElementById(emailId)?.focus();
      return;
    }
    const short = { durationMs: TIMING.toastShort };
    setSending(true);
    try {
      const answer = await onSubmit(email.trim());
      if (answer.result === 'success') {
        toast.show(messages.forgotPasswordSent, { ...short, tone: 'success' });
        onSent();
      } else {
        toast.show(answer.msg || messages.forgotPasswordFailed, { ...short, tone: 'error' });
      }
    } catch {
      toast.show(messages.forgotPasswordFailed, { ...short, tone: 'error' });
    } finally {
      setSending(false);
    }
  }

  const reset = () => {
    setEmail('');
    setEmailError(undefined);
  };

  /** The email field's props (a TextField's). */
  const emailField = {
    id: emailId,
    label: 'Email',
    name: 'email',
    type: 'email',
    inputMode: 'email' as const,
    autoComplete: 'email',
    required: true,
    value: email,
    onChange: (event: { target: { value: string } }) => {
      setEmail(event.target.value);
      setEmailError(undefined);
    },
    error: emailError,
  };

  return { emailField, sending, handleSubmit, reset };
}
