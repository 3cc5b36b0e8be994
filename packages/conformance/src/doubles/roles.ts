/** Doubles of roles. */
import type { Breakage } from './proxy';
import { asToken, callerOf, demoCallers, refusedWith, resultsOf } from './support';

export const roleDoubles: Breakage[] = [
  {
    breaks: 'roles.admin-only',
    description: "a server that runs a regular member's admin-only call as their company's admin",
    failsWith: 'not refused with FORBIDDEN for a regular member: ',
    handle: async (request, forward) => {
      const answer = await forward(request);
      if (!resultsOf(answer).some((result) => refusedWith(result, 'FORBIDDEN'))) return answer;
      const caller = await callerOf(request, forward);
      if (caller?.role !== 'regular') return answer;
      const admin = (await demoCallers(request, forward)).find(
        (other) => other.role === 'admin' && other.companyId === caller.companyId,
      );
      return admin ? forward(asToken(request, admin.token)) : answer;
    },
  },
];
