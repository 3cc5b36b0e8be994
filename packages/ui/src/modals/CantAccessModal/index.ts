export {
  CantAccessModal,
  type CantAccessModalProps,
  type CantAccessSubmission,
} from './CantAccessModal';
