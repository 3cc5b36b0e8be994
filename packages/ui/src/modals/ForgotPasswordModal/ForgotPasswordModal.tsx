import { FormModal } from '../FormModal';
import { TextField } from '../../TextField';
import { useOnOpen } from '../useOnOpen';
import { useForgotPassword, type ForgotPasswordResult } from './useForgotPassword';

export interface ForgotPasswordModalProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  /** Sends the reset email; a rejection is a transport error. */
  onSubmit(email: string): Promise<ForgotPasswordResult>;
}

/**
 * Forgot Password (product.md §Accounts, companies and plans): an email, checked before sending;
 * the outcome is a 2-second toast. Success closes the modal; a server message or a transport error
 * keeps it open with the email kept. Needs a ToastProvider above it.
 */
export function ForgotPasswordModal({ open, onOpenChange, onSubmit }: ForgotPasswordModalProps) {
  const { emailField, sending, handleSubmit, reset } = useForgotPassword(onSubmit, () =>
    onOpenChange(false),
  );
  // A fresh form each time the modal opens.
  useOnOpen(open, reset);

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
      <TextField {...emailField} />
    </FormModal>
  );
}
