export {
  ForgotPasswordModal,
  type ForgotPasswordModalProps,
  type ForgotPasswordResult,
} from './ForgotPasswordModal';
