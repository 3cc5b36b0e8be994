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
