export {
  CustomerModal,
  type CustomerModalMode,
  type CustomerModalProps,
  type CustomerSaveTag,
  type CustomerValues,
} from './CustomerModal';
