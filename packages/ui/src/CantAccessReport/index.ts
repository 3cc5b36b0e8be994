export {
  CantAccessReport,
  NO_CANT_ACCESS_IN_PERIOD,
  type CantAccessReportProps,
  type CantAccessReportRow,
} from './CantAccessReport';
