export {
  OptimizeRoutePanel,
  appliedText,
  formatDrivingTime,
  formatKilometres,
  type OptimizeEnd,
  type OptimizeRouteMeasure,
  type OptimizeRouteMissing,
  type OptimizeRoutePanelProps,
  type OptimizeRouteState,
  type OptimizeRouteStop,
  type OptimizeRouteSummary,
  type OptimizeStart,
} from './OptimizeRoutePanel';
