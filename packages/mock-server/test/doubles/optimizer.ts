/**
 * Doubles of the optimizer's contract: customer locations that differ by path, another company's
 * records changed, field staff let in, out-of-range points kept, a hand-placed pin geocoded over,
 * the import's columns not counted, remaining stops misnumbered or replayed, travel times without
 * a limit or with a broken matrix.
 */
import { TRAVEL_TIME_POINTS_MAX, messages } from '@routebook/schema';
import type { Answer, Breakage, Exchange } from './proxy';
import { jsonAnswer, jsonOf, operationsOf, withJson } from './proxy';
import {
  asToken,
  callerOf,
  calls,
  changeMessage,
  changeResults,
  changeVariables,
  demoCallers,
  refusedWith,
  resultsOf,
  runsAsTheirAdmin,
} from './support';

type Forward = (request: Exchange) => Promise<Answer>;

/** Every customer location in `value` (any depth) set to `location`. */
function withLocations(value: any, location: unknown): any {
  if (Array.isArray(value)) return value.map((item) => withLocations(item, location));
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [
        key,
        key === 'location' ? location : withLocations(item, location),
      ]),
    );
  }
  return value;
}

/**
 * A server that looks the records of `field` up in every company: a single call refused with
 * NOT_FOUND or FORBIDDEN is sent again as each other company's admin, unchanged, and the first
 * answer that is not refused is the caller's.
 */
function answersAsTheOwner(field: string): Breakage['handle'] {
  return async (request: Exchange, forward: Forward) => {
    const [operation, ...more] = operationsOf(request);
    if (!operation || more.length || !calls(field)(operation)) return forward(request);
    const answer = await forward(request);
    if (!refusedWith(resultsOf(answer)[0], 'NOT_FOUND', 'FORBIDDEN')) return answer;
    const caller = await callerOf(request, forward);
    for (const other of await demoCallers(request, forward)) {
      if (other.role !== 'admin' || other.companyId === caller?.companyId) continue;
      const retry = await forward(asToken(request, other.token));
      if (!resultsOf(retry)[0]?.errors?.length) return retry;
    }
    return answer;
  };
}

/** A point's coordinates held to the ranges, as a server that clamps rather than refuses. */
const clamped = (point: any) =>
  point && typeof point === 'object'
    ? {
        latitude: Math.max(-90, Math.min(90, point.latitude)),
        longitude: Math.max(-180, Math.min(180, point.longitude)),
      }
    : point;

/**
 * A server that forgets its clientMutationIds: each reorderRemainingStops is sent under a key of
 * its own (a replay runs again), and the key is echoed back as it was sent.
 */
function forgetsReorderKeys(): Breakage['handle'] {
  let sent = 0;
  return async (request, forward) => {
    const json = jsonOf(request.body);
    const [operation, ...more] = operationsOf(request);
    if (!operation || more.length || !calls('reorderRemainingStops')(operation)) {
      return forward(request);
    }
    const name = /clientMutationId:\s*\$(\w+)/.exec(operation.query ?? '')?.[1];
    const key = name ? operation.variables?.[name] : undefined;
    if (typeof key !== 'string') return forward(request);
    sent += 1;
    const answer = await forward(
      withJson(request, {
        ...json,
        variables: { ...operation.variables, [name!]: `${key.slice(0, 50)}-${sent}` },
      }),
    );
    const result = resultsOf(answer)[0];
    const payload = result?.data?.reorderRemainingStops;
    if (!payload) return answer;
    return jsonAnswer(
      answer.status,
      { ...result, data: { reorderRemainingStops: { ...payload, clientMutationId: key } } },
      answer.headers,
    );
  };
}

export const optimizerDoubles: Breakage[] = [
  {
    breaks: 'locations.every-path',
    description: "a server that answers field staff no location on Today's jobs",
    failsWith: "the location field staff reads through Today's jobs: expected",
    handle: changeResults(calls('today'), (result, _operation, caller) =>
      caller?.role === 'regular' ? withLocations(result, null) : result,
    ),
  },
  {
    breaks: 'locations.every-path',
    description: "a server that reads a job's customer without its location",
    failsWith: 'the location an admin reads through Job.customer: expected',
    handle: changeResults(calls('job'), (result) => withLocations(result, null)),
  },
  ...['geocodeCustomer', 'updateCompanyDepot', 'reorderRemainingStops'].map((field): Breakage => ({
    breaks: 'locations.other-company',
    description: `a server that runs another company's ${field} on the records it names`,
    failsWith: `${field} by another company's admin: expected NOT_FOUND or FORBIDDEN`,
    handle: answersAsTheOwner(field),
  })),
  ...['geocodeCustomer', 'updateCompanyDepot'].map((field): Breakage => ({
    breaks: 'locations.staff-forbidden',
    description: `a server that lets field staff call ${field}`,
    failsWith: `${field} by field staff (alone): expected an error`,
    handle: runsAsTheirAdmin(calls(field)),
  })),
  {
    breaks: 'locations.ranges',
    description: "a server that holds a depot's point to the ranges rather than refusing it",
    failsWith: 'a depot at latitude 90.5: expected an error',
    handle: changeVariables(['updateCompanyDepot'], (variables) => ({
      ...variables,
      depot: clamped(variables.depot),
    })),
  },
  {
    breaks: 'locations.ranges',
    description: "a server that holds a customer's pin to the ranges rather than refusing it",
    failsWith: "a customer's pin at latitude 90.5: expected an error",
    handle: changeVariables(['updateCompanyCustomer'], (variables) => ({
      ...variables,
      data: { ...variables.data, location: clamped(variables.data?.location) },
    })),
  },
  {
    breaks: 'locations.ranges',
    description: 'a server that words the latitude refusal its own way',
    failsWith: 'a depot at latitude 90.5: error message',
    handle: changeMessage(['updateCompanyDepot'], messages.latitudeInvalid, 'Invalid latitude.'),
  },
  {
    breaks: 'locations.manual-pin',
    description: 'a server whose geocodeCustomer moves a pin placed by hand',
    failsWith: 'the location geocodeCustomer answers for a pin placed by hand: expected',
    handle: changeResults(calls('geocodeCustomer'), (result) =>
      withLocations(result, { latitude: 39.7817, longitude: -89.6501, source: 'geocoded' }),
    ),
  },
  {
    breaks: 'locations.manual-pin',
    description: 'a server that keeps a pin placed by hand when sent location: null',
    failsWith: 'the location after location: null: expected null or a geocoded one',
    handle: changeVariables(['updateCompanyCustomer'], (variables) => {
      if (variables.data?.location !== null) return variables;
      const { location: _location, ...data } = variables.data;
      return { ...variables, data };
    }),
  },
  {
    breaks: 'locations.import-columns',
    description: "a server that does not count the rows placed by the file's columns",
    failsWith: 'locatedFromFileCount: expected 1, got 0',
    async handle(request, forward) {
      const answer = await forward(request);
      if (!request.body.toString('latin1').includes('uploadCustomerCSV')) return answer;
      const json = jsonOf(answer.body);
      const imported = json?.data?.uploadCustomerCSV?.customerImport;
      if (!imported) return answer;
      imported.locatedFromFileCount = 0;
      return jsonAnswer(answer.status, json, answer.headers);
    },
  },
  {
    breaks: 'remainingStops.order',
    description: 'a server that renumbers the reordered items 1, 2, 3 rather than 10, 20, 30',
    failsWith: 'the route reorderRemainingStops answers: expected',
    handle: changeResults(calls('reorderRemainingStops'), (result) => {
      const route = result?.data?.reorderRemainingStops?.route;
      if (!route?.items) return result;
      const items = route.items.map((item: any, i: number) => ({ ...item, order: i + 1 }));
      return {
        ...result,
        data: {
          reorderRemainingStops: {
            ...result.data.reorderRemainingStops,
            route: { ...route, items },
          },
        },
      };
    }),
  },
  {
    breaks: 'remainingStops.order',
    description: 'a server that forgets clientMutationIds: a replay reorders the route again',
    failsWith: 'the route after a replay of the first key: expected',
    handle: forgetsReorderKeys(),
  },
  {
    breaks: 'travelTimes.matrix',
    description: `a server that answers only the first ${TRAVEL_TIME_POINTS_MAX} points rather than refusing more`,
    failsWith: `${TRAVEL_TIME_POINTS_MAX + 1} points: expected an error`,
    handle: changeVariables(['travelTimes'], (variables) => ({
      ...variables,
      points: (variables.points ?? []).slice(0, TRAVEL_TIME_POINTS_MAX),
    })),
  },
  {
    breaks: 'travelTimes.matrix',
    description: 'a server that answers a matrix of the wrong size with a negative time',
    failsWith: 'travelTimes for 3 points: expected null or 3 rows of 3 whole non-negative seconds',
    handle: changeResults(calls('travelTimes'), (result) =>
      result?.errors?.length
        ? result
        : {
            data: {
              travelTimes: {
                seconds: [
                  [0, -5],
                  [3, 0],
                ],
              },
            },
          },
    ),
  },
];
