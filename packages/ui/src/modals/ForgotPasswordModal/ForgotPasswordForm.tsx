import { useState } from 'react';

import { Button } from '../../Button';
import { TextField } from '../../TextField';
import { useForgotPassword, type ForgotPasswordResult } from './useForgotPassword';
import styles from './ForgotPasswordForm.module.css';

export interface ForgotPasswordFormProps {
  /** Sends the reset email; a rejection is a transport error. */
  onSubmit(email: string): Promise<ForgotPasswordResult>;
}

/**
 * Forgot Password as a page's form (the forgot-password page): the modal's rules; once sent it
 * says where to look instead of closing.
 */
export function ForgotPasswordForm({ onSubmit }: ForgotPasswordFormProps) {
  const [sent, setSent] = useState(false);
  const { emailField, sending, handleSubmit } = useForgotPassword(onSubmit, () => setSent(true));
  return (
    <form className={styles.form} noValidate onSubmit={(event) => void handleSubmit(event)}>
      <TextField {...emailField} />
      {sent && (
        <p className={styles.sent} role="status">
          Check your email for a link to choose a new password.
        </p>
      )}
      <div>
        <Button type="submit" loading={sending}>
          Send
        </Button>
      </div>
    </form>
  );
}
