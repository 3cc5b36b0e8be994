export {
  VisitReportShare,
  type VisitReportShareLink,
  type VisitReportShareProps,
} from './VisitReportShare';
