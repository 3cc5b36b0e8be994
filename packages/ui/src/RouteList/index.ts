export { RouteList, type RouteListProps } from './RouteList';
export {
  ROUTE_STATUS_LABEL,
  RouteListRow,
  routeDetails,
  stopCount,
  type RouteListProgress,
  type RouteListRoute,
  type RouteListRowProps,
  type RouteStatus,
} from './RouteListRow';
