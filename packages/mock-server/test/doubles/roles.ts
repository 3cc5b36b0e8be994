/** Doubles of roles. */
import type { Breakage } from './proxy';
import { inBatchesOnly, runsAsTheirAdmin } from './support';

export const roleDoubles: Breakage[] = [
  {
    breaks: 'roles.admin-only',
    description: "a server that runs a regular member's admin-only call as their company's admin",
    failsWith: 'not refused with FORBIDDEN for a regular member (alone): ',
    handle: runsAsTheirAdmin(),
  },
  {
    breaks: 'roles.admin-only',
    description: 'a server that checks the admin role except inside a batch',
    failsWith: 'not refused with FORBIDDEN for a regular member (in a batch): ',
    handle: inBatchesOnly(runsAsTheirAdmin()),
  },
];
