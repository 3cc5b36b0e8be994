import demo from './demoConfig.json';
import { parseConfig, type ConformanceConfig } from './config';

/** The kit's config for a mock server with the demo data at `endpoint`. */
export function demoConfig(endpoint: string): ConformanceConfig {
  return parseConfig(demo, endpoint);
}
