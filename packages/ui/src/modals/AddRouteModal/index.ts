export {
  AddRouteModal,
  type AddRouteModalProps,
  type AddRouteValues,
  type NewRouteStatus,
} from './AddRouteModal';
