/** The broken doubles, each breaking one check; see proxy.ts. */
import type { Breakage } from './proxy';
import { batchingDoubles } from './batching';

export const BROKEN_DOUBLES: readonly Breakage[] = [...batchingDoubles];
export { startDouble, type Breakage, type RunningDouble } from './proxy';
