export {
  SelectServiceItemModal,
  type SelectServiceItemModalProps,
  type SelectServiceItemOption,
} from './SelectServiceItemModal';
