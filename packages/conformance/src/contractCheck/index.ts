export {
  checkCompatibility,
  collectUsage,
  formatProblem,
  formatSummary,
  type AppOperation,
  type AppUsage,
  type CompatibilityReport,
  type Problem,
  type ProblemKind,
} from './contractCheck';
export { EndpointSchemaError, introspectEndpoint, readSchemaFile } from './endpointSchema';
export { AppOperationsError, compileApp, loadAppSide, type AppSide } from './operations';
export { parseContractCheckArgs, runContractCheck, USAGE, type Output } from './cli';
