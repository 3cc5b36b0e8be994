export { DayProgress, dayProgressText, type DayProgressProps } from './DayProgress';
