export {
  UserModal,
  type UserModalMode,
  type UserModalProps,
  type UserModalUser,
  type UserStatus,
  type UserValues,
} from './UserModal';
