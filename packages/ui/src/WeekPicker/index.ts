export { WeekPicker, type WeekPickerProps } from './WeekPicker';
export { addDays, isDay, weekStartOf } from './weekDates';
