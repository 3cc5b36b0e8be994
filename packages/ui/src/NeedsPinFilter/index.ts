export { NeedsPinFilter, needsPinText, type NeedsPinFilterProps } from './NeedsPinFilter';
