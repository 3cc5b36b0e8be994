/** Doubles of roles. */
import type { Breakage } from './proxy';
import { runsAsTheirAdmin } from './support';

export const roleDoubles: Breakage[] = [
  {
    breaks: 'roles.admin-only',
    description: "a server that runs a regular member's admin-only call as their company's admin",
    failsWith: 'not refused with FORBIDDEN for a regular member: ',
    handle: runsAsTheirAdmin(),
  },
];
