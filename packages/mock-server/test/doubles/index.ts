/** The broken doubles, each breaking one check; see proxy.ts. */
import type { Breakage } from './proxy';
import { batchingDoubles } from './batching';
import { persistedDoubles } from './persisted';
import { corsDoubles } from './cors';
import { crossSiteDoubles } from './crossSite';
import { errorDoubles } from './errors';
import { httpDoubles } from './http';
import { limitDoubles } from './limits';
import { sessionDoubles } from './sessions';
import { uploadDoubles } from './uploads';
import { planLimitDoubles } from './planLimits';
import { routeDoubles } from './routes';
import { validationDoubles } from './validation';
import { customerDoubles } from './customers';
import { serviceItemDoubles } from './serviceItems';
import { tenancyDoubles } from './tenancy';
import { roleDoubles } from './roles';
import { todayDoubles } from './today';
import { visitReportDoubles } from './visitReport';
import { signatureDoubles } from './signature';
import { cantAccessDoubles } from './cantAccess';
import { onMyWayDoubles } from './onMyWay';
import { fieldAccessDoubles } from './fieldAccess';
import { periodDoubles } from './periods';
import { settingDoubles } from './settings';
import { optimizerDoubles } from './optimizer';

export const BROKEN_DOUBLES: readonly Breakage[] = [
  // The transport and the API.
  ...httpDoubles,
  ...corsDoubles,
  ...crossSiteDoubles,
  ...sessionDoubles,
  ...errorDoubles,
  ...limitDoubles,
  ...uploadDoubles,
  ...batchingDoubles,
  ...persistedDoubles,
  // The rules.
  ...planLimitDoubles,
  ...routeDoubles,
  ...validationDoubles,
  ...customerDoubles,
  ...serviceItemDoubles,
  ...tenancyDoubles,
  ...roleDoubles,
  // The technician's day.
  ...todayDoubles,
  ...cantAccessDoubles,
  ...signatureDoubles,
  ...visitReportDoubles,
  ...onMyWayDoubles,
  // Every path to a record, and report periods.
  ...fieldAccessDoubles,
  ...periodDoubles,
  // Company settings that do what they say.
  ...settingDoubles,
  // Customer locations, the depot, remaining stops and travel times (the optimizer).
  ...optimizerDoubles,
];
export { startDouble, type Breakage, type RunningDouble } from './proxy';
