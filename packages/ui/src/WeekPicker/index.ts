export { WeekPicker, type WeekPickerProps } from './WeekPicker';
