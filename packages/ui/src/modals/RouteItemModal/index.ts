export {
  RouteItemModal,
  type RouteItemModalProps,
  type RouteItemType,
  type RouteItemValues,
} from './RouteItemModal';
