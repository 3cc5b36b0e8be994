export {
  TimeSheet,
  type TimeSheetDay,
  type TimeSheetEntry,
  type TimeSheetProps,
} from './TimeSheet';
