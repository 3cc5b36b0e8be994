import { ForgotPasswordModal } from '@routebook/ui';
import { useSendForgotPassword } from './sendForgotPassword';

/**
 * The login page's Forgot Password modal with its request, in its own chunk:
 * the login page loads it when "Can't Log In?" is reached or tapped, not up front.
 */
export default function ForgotPasswordDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
}) {
  const sendForgotPassword = useSendForgotPassword();
  return (
    <ForgotPasswordModal open={open} onOpenChange={onOpenChange} onSubmit={sendForgotPassword} />
  );
}
