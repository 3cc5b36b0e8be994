export {
  ROUTE_ITEM_LIST_EMPTY,
  RouteItemList,
  routeItemLabel,
  type RouteItemListItem,
  type RouteItemListProps,
} from './RouteItemList';
export { ROUTE_ITEM_ACTION_LABEL, type RouteItemAction } from './RouteItemActions';
