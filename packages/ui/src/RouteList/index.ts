export { RouteList, type RouteListProps } from './RouteList';
export {
  ROUTE_STATUS_LABEL,
  RouteListRow,
  type RouteListRoute,
  type RouteListRowProps,
  type RouteStatus,
} from './RouteListRow';
