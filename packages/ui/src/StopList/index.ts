export { StopList, type Stop, type StopListProps, type StopListRoute } from './StopList';
