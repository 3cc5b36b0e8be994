/**
 * Doubles of tenancy: a server that looks ids up across companies. When the caller's company
 * does not have the record, it answers as the company that does: the double re-sends the request
 * with the tokens of the demo accounts it logged in itself until one is answered.
 */
import { TENANCY_FIELDS } from '@routebook/conformance';
import { operationsOf, type Breakage } from './proxy';
import {
  answerWith,
  calls,
  demoCallers,
  inBatchesOnly,
  operationRequest,
  refusedWith,
  resultsOf,
  rootFields,
  tokenOf,
} from './support';

function answersAnywhere(fields: string[]): Breakage['handle'] {
  const tried = calls(...fields);
  return async (request, forward) => {
    const operations = operationsOf(request);
    if (!operations.some(tried)) return forward(request);
    const answer = await forward(request);
    const own = tokenOf(request);
    const others = (await demoCallers(request, forward)).filter((other) => other.token !== own);
    let changed = false;
    const results: any[] = [];
    for (const [i, result] of resultsOf(answer).entries()) {
      const operation = operations[i];
      let found = result;
      if (operation && tried(operation)) {
        const field = rootFields(operation)[0]!;
        const missed = (candidate: any) =>
          !candidate ||
          refusedWith(candidate, 'NOT_FOUND', 'FORBIDDEN') ||
          candidate.data?.[field] == null;
        for (const other of others) {
          if (!missed(found)) break;
          const retry = await forward(operationRequest(request, operation, other.token));
          const answered = resultsOf(retry)[0];
          if (!missed(answered)) [found, changed] = [answered, true];
        }
      }
      results.push(found);
    }
    return changed ? answerWith(request, answer, results) : answer;
  };
}

/** Where each check sees the double answer as another company: the first call it tries. */
const FAILS_WITH = {
  'tenancy.reads': ', read by another company: expected null, got {',
  'tenancy.writes': ': expected NOT_FOUND, the server answered {"updateRoute"',
  'tenancy.accounts': ': expected NOT_FOUND, the server answered {"updateCompanyUser"',
};

export const tenancyDoubles: Breakage[] = Object.entries(TENANCY_FIELDS).flatMap(
  ([breaks, fields]) => [
    {
      breaks,
      description: `a server that finds ${fields.join(', ')} by id in any company`,
      failsWith: `(alone)${FAILS_WITH[breaks as keyof typeof FAILS_WITH]}`,
      handle: answersAnywhere(fields),
    },
    {
      breaks,
      description: `a server that finds ${fields.join(', ')} by id in any company inside a batch`,
      failsWith: `(in a batch)${FAILS_WITH[breaks as keyof typeof FAILS_WITH]}`,
      handle: inBatchesOnly(answersAnywhere(fields)),
    },
  ],
);
