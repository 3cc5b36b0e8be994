export { ForgotPasswordModal, type ForgotPasswordModalProps } from './ForgotPasswordModal';
export { ForgotPasswordForm, type ForgotPasswordFormProps } from './ForgotPasswordForm';
export type { ForgotPasswordResult } from './useForgotPassword';
