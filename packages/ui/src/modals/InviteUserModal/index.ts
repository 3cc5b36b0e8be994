export {
  InviteUserModal,
  type InviteUserModalProps,
  type InviteUserValues,
} from './InviteUserModal';
