export { ALL_CHECKS } from './checks';
export { check, CheckFailure, type Check } from './check';
export { createClient, type Client } from './client';
export {
  parseConfig,
  readConfigFile,
  ConfigError,
  type ConformanceConfig,
  type CompanyKey,
} from './config';
export {
  applicableChecks,
  assertReachable,
  EndpointUnreachableError,
  runCheck,
  runChecks,
  verifyAccounts,
  WrongCompanyError,
  type CheckResult,
} from './run';
export { demoConfig } from './demo';
export { newRunState, type RunState } from './context';
// What the checks send that the broken doubles (packages/mock-server/test/doubles) must match.
export { FILLER_CHUNK, OTHER_ORIGIN } from './checks/fixtures';
export { TENANCY_FIELDS } from './checks/tenancy';
