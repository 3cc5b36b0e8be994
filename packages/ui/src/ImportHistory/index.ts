export {
  ImportHistory,
  type ImportHistoryImport,
  type ImportHistoryProps,
  type ImportHistoryRow,
} from './ImportHistory';
