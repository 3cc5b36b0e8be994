export {
  ClockHoursModal,
  type ClockHoursModalProps,
  type ClockHoursValues,
} from './ClockHoursModal';
