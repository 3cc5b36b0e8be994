/**
 * Doubles of tenancy: a server that looks ids up across companies. When the caller's company
 * does not have the record, it answers as the company that does: the double re-sends the request
 * with the tokens of the demo accounts it logged in itself until one is answered.
 */
import { TENANCY_FIELDS } from '../checks/tenancy';
import { operationsOf, type Breakage } from './proxy';
import {
  asToken,
  calls,
  demoCallers,
  refusedWith,
  resultsOf,
  rootFields,
  tokenOf,
} from './support';

function answersAnywhere(fields: string[]): Breakage['handle'] {
  return async (request, forward) => {
    const operations = operationsOf(request);
    const operation = operations[0];
    if (operations.length !== 1 || !operation || !calls(...fields)(operation)) {
      return forward(request);
    }
    const answer = await forward(request);
    const field = rootFields(operation)[0]!;
    const missed = (result: any) =>
      !result || refusedWith(result, 'NOT_FOUND', 'FORBIDDEN') || result.data?.[field] == null;
    if (!missed(resultsOf(answer)[0])) return answer;
    const own = tokenOf(request);
    for (const other of await demoCallers(request, forward)) {
      if (other.token === own) continue;
      const retry = await forward(asToken(request, other.token));
      if (!missed(resultsOf(retry)[0])) return retry;
    }
    return answer;
  };
}

/** Where each check sees the double answer as another company: the first call it tries. */
const FAILS_WITH = {
  'tenancy.reads': ', read by another company: expected null, got {',
  'tenancy.writes': ': expected NOT_FOUND, the server answered {"updateRoute"',
  'tenancy.accounts': ': expected NOT_FOUND, the server answered {"updateCompanyUser"',
};

export const tenancyDoubles: Breakage[] = Object.entries(TENANCY_FIELDS).map(
  ([breaks, fields]) => ({
    breaks,
    description: `a server that finds ${fields.join(', ')} by id in any company`,
    failsWith: FAILS_WITH[breaks as keyof typeof FAILS_WITH],
    handle: answersAnywhere(fields),
  }),
);
