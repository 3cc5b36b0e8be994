export {
  CopyMoveModal,
  type CopyMoveMode,
  type CopyMoveModalProps,
  type CopyMoveRoute,
} from './CopyMoveModal';
