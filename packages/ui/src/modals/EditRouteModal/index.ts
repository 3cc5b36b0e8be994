export {
  EditRouteModal,
  type EditableRouteStatus,
  type EditRouteModalProps,
  type EditRouteValues,
} from './EditRouteModal';
