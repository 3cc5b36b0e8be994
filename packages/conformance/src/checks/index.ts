/** Every check of the kit, in the order they run: the transport first, then the rules. */
import type { Check } from '../check';
import { batchingChecks } from './batching';
import { corsChecks } from './cors';
import { crossSiteChecks } from './crossSite';
import { errorChecks } from './errors';
import { httpChecks } from './http';
import { limitChecks } from './limits';
import { sessionChecks } from './sessions';
import { uploadChecks } from './uploads';

export const ALL_CHECKS: readonly Check[] = [
  ...httpChecks,
  ...corsChecks,
  ...crossSiteChecks,
  ...sessionChecks,
  ...errorChecks,
  ...limitChecks,
  ...uploadChecks,
  ...batchingChecks,
];
