export { OpenClockIn, type OpenClockInEntry, type OpenClockInProps } from './OpenClockIn';
