export {
  ServiceItemModal,
  type ServiceItemModalProps,
  type ServiceItemValues,
} from './ServiceItemModal';
