/**
 * Doubles of the plan limits: a server that lets a limited plan have one more active route or
 * admin (a made-up success where it should refuse), one that limits level 40 after all, one that
 * gates each feature a level too high (`>` for `>=`), and ones that keep each limit or gate for a
 * call alone but skip it inside a batch.
 */
import {
  FEATURE_MIN_PLAN,
  PLAN_LEVELS,
  activeRouteLimit,
  adminUserLimit,
  messages,
  type Feature,
} from '@routebook/schema';
import { jsonAnswer, jsonOf, operationsOf, type Breakage } from './proxy';
import {
  callerOf,
  calls,
  changeResults,
  fakeSuccess,
  inBatchesOnly,
  operationRequest,
  refusedWith,
  type Caller,
} from './support';

const ROUTE_WRITES = ['createRoute', 'updateRoute'];
const ADMIN_WRITES = ['createCompanyUser', 'inviteCompanyUser'];
const UNLIMITED = PLAN_LEVELS.filter((level) => activeRouteLimit(level) === null);
const LIMITED = PLAN_LEVELS.filter((level) => activeRouteLimit(level) !== null);

/** The refusal a server gives for a plan limit. */
const planLimitAnswer = (message: string) =>
  jsonAnswer(200, { errors: [{ message, extensions: { code: 'PLAN_LIMIT' } }], data: null });

/** A success made up for the plan-limit refusals of `fields` at `level`. */
function letThrough(fields: string[], level: number): Breakage['handle'] {
  return changeResults(calls(...fields), (result, operation, caller) =>
    caller?.planLevel === level && refusedWith(result, 'PLAN_LIMIT')
      ? fakeSuccess(operation)
      : result,
  );
}

/** How many of something the caller's company has, asked of the server with their token. */
async function countFor(
  request: Parameters<Breakage['handle']>[0],
  forward: Parameters<Breakage['handle']>[1],
  query: string,
  variables: Record<string, unknown>,
  pick: (data: any) => unknown[],
): Promise<number> {
  const token = (await callerOf(request, forward))?.token ?? null;
  const answer = await forward(operationRequest(request, { query, variables }, token));
  return pick(jsonOf(answer.body)?.data ?? {}).length;
}

/** Refuses a write of `fields` that `wanted` picks once the company has `max` of them. */
function limitAt(
  level: number,
  fields: string[],
  wanted: (variables: any) => boolean,
  count: (caller: Caller, ...rest: Parameters<Breakage['handle']>) => Promise<number>,
  max: number,
  message: string,
): Breakage['handle'] {
  return async (request, forward) => {
    const [operation, ...more] = operationsOf(request);
    if (!operation || more.length || !calls(...fields)(operation)) return forward(request);
    if (!wanted(operation.variables ?? {})) return forward(request);
    const caller = await callerOf(request, forward);
    if (caller?.planLevel !== level) return forward(request);
    if ((await count(caller, request, forward)) >= max) return planLimitAnswer(message);
    return forward(request);
  };
}

const activeRouteDoubles: Breakage[] = [
  ...LIMITED.map((level) => ({
    breaks: `planLimits.active-routes-${level}`,
    description: `a server that lets a level ${level} company make one more route active than ${activeRouteLimit(level)} (answers a success)`,
    failsWith:
      'Add Route alone: expected an error, got {"data":{"createRoute":{"id":"made-up-by-double"}}}',
    handle: letThrough(ROUTE_WRITES, level),
  })),
  ...UNLIMITED.map((level) => ({
    breaks: `planLimits.active-routes-${level}`,
    description: `a server that limits level ${level} to 2 active routes, as level 30`,
    failsWith: `at level ${level}: the server refused: ${messages.activeRouteLimitAddRoute} (PLAN_LIMIT)`,
    handle: limitAt(
      level,
      ROUTE_WRITES,
      (variables) => variables.data?.status === 'active',
      (caller, request, forward) =>
        countFor(
          request,
          forward,
          `query ConformanceDoubleActive($companyId: ID!) { routes(companyId: $companyId, status: active) { id } }`,
          { companyId: caller.companyId },
          (data) => data.routes ?? [],
        ),
      2,
      messages.activeRouteLimitAddRoute,
    ),
  })),
];

/** The active-route limit kept for a call alone but skipped inside a batch. */
const batchedRouteDoubles: Breakage[] = LIMITED.map((level) => ({
  breaks: `planLimits.active-routes-${level}`,
  description: `a server that checks level ${level}'s active-route limit except inside a batch (answers a success there)`,
  failsWith:
    'Add Route in a batch: expected an error, got {"data":{"createRoute":{"id":"made-up-by-double"}}}',
  handle: inBatchesOnly(letThrough(ROUTE_WRITES, level)),
}));

const adminDoubles: Breakage[] = [
  ...LIMITED.map((level) => ({
    breaks: `planLimits.admin-users-${level}`,
    description: `a server that lets a level ${level} company have one more admin than ${adminUserLimit(level)} (answers a success)`,
    failsWith:
      'Add User alone: expected an error, got {"data":{"createCompanyUser":{"id":"made-up-by-double"}}}',
    handle: letThrough(ADMIN_WRITES, level),
  })),
  ...UNLIMITED.map((level) => ({
    breaks: `planLimits.admin-users-${level}`,
    description: `a server that limits level ${level} to 2 admins, as level 30`,
    failsWith: `at level ${level}: the server refused: ${messages.adminUserLimit} (PLAN_LIMIT)`,
    handle: limitAt(
      level,
      ADMIN_WRITES,
      (variables) => variables.data?.role === 'admin',
      (caller, request, forward) =>
        countFor(
          request,
          forward,
          `query ConformanceDoubleAdmins($id: ID!) { company(id: $id) { companyUsers { role status } } }`,
          { id: caller.companyId },
          (data) =>
            (data.company?.companyUsers ?? []).filter(
              (m: any) => m.role === 'admin' && m.status !== 'inactive',
            ),
        ),
      2,
      messages.adminUserLimit,
    ),
  })),
];

/** The admin limit kept for a call alone but skipped inside a batch. */
const batchedAdminDoubles: Breakage[] = LIMITED.map((level) => ({
  breaks: `planLimits.admin-users-${level}`,
  description: `a server that checks level ${level}'s admin limit except inside a batch (answers a success there)`,
  failsWith:
    'Add User in a batch: expected an error, got {"data":{"createCompanyUser":{"id":"made-up-by-double"}}}',
  handle: inBatchesOnly(letThrough(ADMIN_WRITES, level)),
}));

/** The operation each feature check calls. */
const GATED: Partial<Record<Feature, string>> = {
  reports: 'report',
  customerImport: 'customerImports',
  myTimeSheet: 'timesheet',
  serviceItems: 'getServiceItems',
};

const featureDoubles: Breakage[] = Object.entries(GATED).map(([feature, field]) => {
  const min = FEATURE_MIN_PLAN[feature as Feature];
  return {
    breaks: `planLimits.feature-${feature.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`,
    description: `a server that gates ${field} above level ${min} instead of from it`,
    failsWith: `level ${min} should be answered`,
    handle: async (request, forward) => {
      const operations = operationsOf(request);
      if (operations.length !== 1 || !calls(field)(operations[0]!)) return forward(request);
      const caller = await callerOf(request, forward);
      if (caller?.planLevel !== min) return forward(request);
      return planLimitAnswer(messages.planFeature);
    },
  };
});

/** A feature's plan gate kept for a call alone but skipped inside a batch. */
const batchedFeatureDoubles: Breakage[] = Object.entries(GATED).map(([feature, field]) => {
  const min = FEATURE_MIN_PLAN[feature as Feature];
  return {
    breaks: `planLimits.feature-${feature.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`,
    description: `a server that gates ${field} from level ${min} except inside a batch (answers a success there)`,
    failsWith: 'in a batch: expected an error, got {"data":{',
    handle: inBatchesOnly(
      changeResults(calls(field), (result, operation) =>
        refusedWith(result, 'PLAN_LIMIT') ? fakeSuccess(operation) : result,
      ),
    ),
  };
});

export const planLimitDoubles: Breakage[] = [
  ...activeRouteDoubles,
  ...batchedRouteDoubles,
  ...adminDoubles,
  ...batchedAdminDoubles,
  ...featureDoubles,
  ...batchedFeatureDoubles,
];
