export { ClockInList, type ClockInEntry, type ClockInListProps } from './ClockInList';
