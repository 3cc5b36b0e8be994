export {
  ImportHistory,
  type ImportHistoryImport,
  type ImportHistoryProps,
  type ImportHistoryRow,
} from './ImportHistory';
export { ImportHistoryLocations, type ImportLocations } from './ImportHistoryLocations';
