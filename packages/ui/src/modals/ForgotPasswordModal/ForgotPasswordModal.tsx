import { messages, TIMING, validateForgotPassword } from '@routebook/schema';
import { useId, useState, type FormEvent } from 'react';

import { FormModal } from '../FormModal';
import { TextField } from '../../TextField';
import { useOnOpen } from '../useOnOpen';
import { useToast } from '../../Toast';

/** The answer of sendForgotPassword (spec §7). */
export interface ForgotPasswordResult {
  result: string;
  msg?: string | null;
}

export interface ForgotPasswordModalProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  /** Sends the reset email; a rejection is a transport error. */
  onSubmit(email: string): Promise<ForgotPasswordResult>;
}

/**
 * Forgot Password (spec §2 modal 13, §5, §8): an email, checked before sending; the outcome is a
 * 2-second toast. Success closes the modal; a server message or a transport error keeps it open
 * with the email kept. Needs a ToastProvider above it.
 */
export function ForgotPasswordModal({ open, onOpenChange, onSubmit }: ForgotPasswordModalProps) {
  const toast = useToast();
  const emailId = useId();
  const [email, setEmail] = useState('');
  const [emailError, setEmailError] = useState<string | undefined>(undefined);
  const [sending, setSending] = useState(false);

  // A fresh form each time the modal opens.
  useOnOpen(open, () => {
    setEmail('');
    setEmailError(undefined);
  });

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
        onOpenChange(false);
      } else {
        toast.show(answer.msg || messages.forgotPasswordFailed, { ...short, tone: 'error' });
      }
    } catch {
      toast.show(messages.forgotPasswordFailed, { ...short, tone: 'error' });
    } finally {
      setSending(false);
    }
  }

  return (
    <FormModal
      open={open}
      onOpenChange={onOpenChange}
      title="Forgot Password"
      submitLabel="Send"
      canSubmit={true}
      busy={sending}
      error={null}
      onSubmit={handleSubmit}
    >
      <TextField
        id={emailId}
        label="Email"
        name="email"
        type="email"
        inputMode="email"
        autoComplete="email"
        required
        value={email}
        onChange={(event) => {
          setEmail(event.target.value);
          setEmailError(undefined);
        }}
        error={emailError}
      />
    </FormModal>
  );
}
