export {
  startHttpServer,
  bearerToken,
  DEFAULT_CORS_ORIGINS,
  MAX_JSON_BYTES,
  MAX_REQUEST_BYTES,
  PREFLIGHT_HEADER,
  type HttpServerOptions,
  type RunningHttpServer,
} from './httpServer';
export {
  DEFAULT_PERSISTED_QUERIES_FILE,
  PERSISTED_ID_FIELD,
  persistedQueriesFrom,
  persistedQueriesFromFile,
  readPersistedQueriesFile,
  type PersistedQueries,
} from './persistedOperations';
export { CorruptDataFileError, loadDataFile, saveDataFile } from './dataFile';
export { createDiskFileStore, uploadsDirectoryFor } from './diskFileStore';
export { formatLogins, formatInvitations, formatEmail, formatTable, outboxWatcher } from './logins';
export {
  formatFigures,
  median,
  meetsTarget,
  percentile,
  reportFigures,
  type BenchFigure,
} from './benchReport';
