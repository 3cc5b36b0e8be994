export {
  VisitReport,
  type VisitReportData,
  type VisitReportProps,
  type VisitReportSignature,
} from './VisitReport';
