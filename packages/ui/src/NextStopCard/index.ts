export {
  NextStopCard,
  earlierOpenText,
  type NextStopCardEarlier,
  type NextStopCardProps,
  type NextStopCardStop,
} from './NextStopCard';
