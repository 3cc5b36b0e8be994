export {
  createMockServer,
  maskError,
  UNEXPECTED_ERROR_MESSAGE,
  type MockServer,
  type MockServerOptions,
  type OperationRequest,
} from './createMockServer';
export { accessRules, fieldAccessRules, type AccessRule } from './access';
export { DEFAULT_APP_URL } from './context';
export { addressOf, hasAddress, type Geocoder, type PostalAddress } from './domain/geocoding';
export { offlineGeocoder, offlineLocation } from './domain/offlineGeocoder';
export { isTravelTimeMatrix, noTravelTimes, type TravelTimeSource } from './domain/travelTimes';
export {
  createMemoryFileStore,
  fileIdOfUrl,
  isFileId,
  newFileId,
  uploadUrl,
  type FileStore,
  type StoredFile,
} from './files';
export { servedFile, type ServedFile } from './servedFiles';
export { Store, type StoreChanges, type StoreSnapshot } from './store/store';
export type { JobRecord, RouteRecord } from './store/records';
export type { DemoLogin } from '../seed/seed';
export { sniffImageType, MAX_UPLOAD_BYTES } from './uploads';
export {
  assertTokenLimit,
  measureOperations,
  parseWithLimits,
  queryLimitsRule,
  QUERY_LIMITS,
  QUERY_TOO_LARGE,
  type QueryMeasure,
} from './queryLimits';
export {
  ANSWER_TOO_LARGE,
  createRequestBudget,
  OperationBudget,
  QUERY_TIMEOUT,
  REQUEST_BUDGET,
  RequestBudget,
  runWithin,
  SLICE_MS,
  type RequestBudgetLimits,
  type RequestBudgetOptions,
} from './requestBudget';
