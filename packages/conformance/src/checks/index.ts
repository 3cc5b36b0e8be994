/** Every check of the kit, in the order they run: the transport first, then the rules. */
import type { Check } from '../check';
import { batchingChecks } from './batching';
import { persistedChecks } from './persisted';
import { corsChecks } from './cors';
import { crossSiteChecks } from './crossSite';
import { errorChecks } from './errors';
import { httpChecks } from './http';
import { limitChecks } from './limits';
import { sessionChecks } from './sessions';
import { uploadChecks } from './uploads';
import { planLimitChecks } from './planLimits';
import { routeChecks } from './routes';
import { validationChecks } from './validation';
import { customerChecks } from './customers';
import { serviceItemChecks } from './serviceItems';
import { tenancyChecks } from './tenancy';
import { roleChecks } from './roles';
import { todayChecks } from './today';
import { visitReportChecks } from './visitReport';
import { signatureChecks } from './signature';
import { cantAccessChecks } from './cantAccess';
import { onMyWayChecks } from './onMyWay';
import { fieldAccessChecks } from './fieldAccess';
import { periodChecks } from './periods';
import { settingChecks } from './settings';
import { optimizerChecks } from './optimizer';

export const ALL_CHECKS: readonly Check[] = [
  // The transport and the API.
  ...httpChecks,
  ...corsChecks,
  ...crossSiteChecks,
  ...sessionChecks,
  ...errorChecks,
  ...limitChecks,
  ...uploadChecks,
  ...batchingChecks,
  ...persistedChecks,
  // The rules.
  ...planLimitChecks,
  ...routeChecks,
  ...validationChecks,
  ...customerChecks,
  ...serviceItemChecks,
  ...tenancyChecks,
  ...roleChecks,
  // The technician's day.
  ...todayChecks,
  ...cantAccessChecks,
  ...signatureChecks,
  ...visitReportChecks,
  ...onMyWayChecks,
  // Every path to a record, and report periods.
  ...fieldAccessChecks,
  ...periodChecks,
  // Company settings that do what they say.
  ...settingChecks,
  // Customer locations, the depot, remaining stops and travel times (the optimizer).
  ...optimizerChecks,
];
