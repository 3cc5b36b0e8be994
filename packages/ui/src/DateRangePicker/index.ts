export { DateRangePicker, type DateRangePickerProps } from './DateRangePicker';
export {
  DATE_RANGE_MESSAGES,
  MAX_RANGE_DAYS,
  dateRangeErrors,
  isDateRange,
  lastDays,
  thisWeek,
  thisYear,
  type DateRange,
} from './dateRanges';
