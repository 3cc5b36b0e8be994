export {
  COPIED_MS,
  pendingText,
  refusedText,
  SyncStatus,
  type SyncRefusedChange,
  type SyncStatusProps,
} from './SyncStatus';
