/** The broken doubles, each breaking one check; see proxy.ts. */
import type { Breakage } from './proxy';
import { batchingDoubles } from './batching';
import { corsDoubles } from './cors';
import { crossSiteDoubles } from './crossSite';
import { errorDoubles } from './errors';
import { httpDoubles } from './http';
import { limitDoubles } from './limits';
import { sessionDoubles } from './sessions';
import { uploadDoubles } from './uploads';

export const BROKEN_DOUBLES: readonly Breakage[] = [
  ...httpDoubles,
  ...corsDoubles,
  ...crossSiteDoubles,
  ...sessionDoubles,
  ...errorDoubles,
  ...limitDoubles,
  ...uploadDoubles,
  ...batchingDoubles,
];
export { startDouble, type Breakage, type RunningDouble } from './proxy';
