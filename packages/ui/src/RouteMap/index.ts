export {
  pinName,
  pinStates,
  RouteMap,
  type PinState,
  type RouteMapProps,
  type RouteMapStop,
} from './RouteMap';
