/**
 * The plan level limits active routes and admin users (levels 10 and 20 allow 1,
 * level 30 allows 2, others no limit) and gates features. Each check counts what the company has
 * first, fills it up to the limit with records of its own, and undoes them afterwards.
 */
import {
  FEATURE_MIN_PLAN,
  PLAN_LEVELS,
  activeRouteLimit,
  adminUserLimit,
  messages,
  type Feature,
} from '@routebook/schema';
import { about, check, expectEqual, expectRefused, expectTrue, fail, type Check } from '../check';
import { PLAN_KEYS, type PlanKey } from '../config';
import type { CheckContext, Role, Session } from '../context';
import {
  ACTIVE_ROUTES,
  COMPANY_USERS,
  CREATE_COMPANY_USER,
  CREATE_ROUTE,
  DELETE_COMPANY_USER,
  DELETE_ROUTE,
  INVITE_USER,
  UPDATE_ROUTE,
  adminAt,
  eachWay,
  keyOf,
  lastWeek,
  levelOf,
  makeRoute,
  show,
  undoIfMade,
  uniqueEmail,
} from './support';

const LIMITS = '§9 Business constants and limits';
const GATES = '§6 Roles and permissions';

/** Above the highest limit: a company without a limit must take this many. */
const UNLIMITED_PROBE = 3;

async function activeRouteCount(ctx: CheckContext, admin: Session): Promise<number> {
  const data = await ctx.ok(admin, ACTIVE_ROUTES, { companyId: admin.companyId });
  return (data.routes as unknown[]).length;
}

function activeRoutesCheck(key: PlanKey): Check {
  const level = levelOf(key);
  const limit = activeRouteLimit(level);
  return check(
    `planLimits.active-routes-${level}`,
    LIMITS,
    limit === null
      ? `level ${level} has no active-route limit: more than ${UNLIMITED_PROBE - 1} routes may be active`
      : `level ${level} allows ${limit} active route${limit === 1 ? '' : 's'}: one more is refused with PLAN_LIMIT and the spec's message, on Add Route and on Edit Route, alone and in a batch`,
    async (ctx) => {
      const admin = await adminAt(ctx, key);
      let active = await activeRouteCount(ctx, admin);
      const wanted = limit ?? Math.max(active + 1, UNLIMITED_PROBE);
      for (; active < wanted; active++) {
        await makeRoute(ctx, admin, 'Active Route', 'active').catch((error: Error) =>
          fail(`active route ${active + 1} at level ${level}: ${error.message}`),
        );
      }
      if (limit === null) {
        const now = await activeRouteCount(ctx, admin);
        expectTrue(
          now >= UNLIMITED_PROBE,
          `level ${level} should hold ${UNLIMITED_PROBE} active routes; routes(status: active) lists ${now}`,
        );
        return;
      }
      const draft = await makeRoute(ctx, admin, 'Draft To Activate');
      for (const way of eachWay(ctx)) {
        const added = await way.run(admin, CREATE_ROUTE, {
          data: { name: ctx.unique('Conformance Over Limit'), status: 'active' },
        });
        undoIfMade(ctx, added, ['createRoute', 'route', 'id'], (id) =>
          ctx.ok(admin, DELETE_ROUTE, { id }),
        );
        await about(`Add Route ${way.how}`, () =>
          expectRefused(added, 'PLAN_LIMIT', messages.activeRouteLimitAddRoute),
        );
        const edited = await way.run(admin, UPDATE_ROUTE, {
          id: draft.id,
          data: { status: 'active' },
        });
        await about(`Edit Route ${way.how}`, () =>
          expectRefused(edited, 'PLAN_LIMIT', messages.activeRouteLimitEditRoute),
        );
      }
    },
  );
}

/** Admin seats as the server counts them: admins who are active or invited. */
async function adminSeats(ctx: CheckContext, admin: Session): Promise<number> {
  const data = await ctx.ok(admin, COMPANY_USERS, { id: admin.companyId });
  const members = (data.company?.companyUsers ?? []) as { role: string; status: string }[];
  return members.filter((m) => m.role === 'admin' && m.status !== 'inactive').length;
}

/** Invites an admin (no account is made) and removes the invitation afterwards. */
async function inviteAdmin(ctx: CheckContext, admin: Session): Promise<void> {
  const data = await ctx.ok(admin, INVITE_USER, {
    data: {
      firstName: 'Conformance',
      lastName: 'Admin',
      email: uniqueEmail(ctx, 'admin'),
      role: 'admin',
      company: admin.companyId,
    },
  });
  const id = data.inviteCompanyUser?.companyUser?.id as string;
  ctx.cleanup(() => ctx.ok(admin, DELETE_COMPANY_USER, { id }));
}

function adminUsersCheck(key: PlanKey): Check {
  const level = levelOf(key);
  const limit = adminUserLimit(level);
  return check(
    `planLimits.admin-users-${level}`,
    GATES,
    limit === null
      ? `level ${level} has no admin limit: more than ${UNLIMITED_PROBE - 1} admins may be added`
      : `level ${level} allows ${limit} admin${limit === 1 ? '' : 's'} (active or invited): Add User with the admin role is refused with PLAN_LIMIT "${messages.adminUserLimit}", alone and in a batch`,
    async (ctx) => {
      const admin = await adminAt(ctx, key);
      let seats = await adminSeats(ctx, admin);
      const wanted = limit ?? Math.max(seats + 1, UNLIMITED_PROBE);
      for (; seats < wanted; seats++) {
        await inviteAdmin(ctx, admin).catch((error: Error) =>
          fail(`admin ${seats + 1} at level ${level}: ${error.message}`),
        );
      }
      if (limit === null) {
        const now = await adminSeats(ctx, admin);
        expectTrue(
          now >= UNLIMITED_PROBE,
          `level ${level} should hold ${UNLIMITED_PROBE} admins; companyUsers lists ${now}`,
        );
        return;
      }
      for (const way of eachWay(ctx)) {
        const added = await way.run(admin, CREATE_COMPANY_USER, {
          data: {
            firstName: 'Conformance',
            lastName: 'Over Limit',
            email: uniqueEmail(ctx, 'over-limit'),
            password: 'conformance',
            confirmPassword: 'conformance',
            role: 'admin',
            company: admin.companyId,
          },
        });
        undoIfMade(ctx, added, ['createCompanyUser', 'companyUser', 'id'], (id) =>
          ctx.ok(admin, DELETE_COMPANY_USER, { id }),
        );
        await about(`Add User ${way.how}`, () =>
          expectRefused(added, 'PLAN_LIMIT', messages.adminUserLimit),
        );
      }
    },
  );
}

/** One operation a plan feature gates, called as `role` of a company. */
interface GatedCall {
  feature: Feature;
  what: string;
  role: Role;
  query: string;
  variables(session: Session): Record<string, unknown>;
}

const GATED_CALLS: GatedCall[] = [
  {
    feature: 'reports',
    what: 'Reports (report)',
    role: 'admin',
    query: `query ConformanceReport($companyId: ID!, $from: String!, $to: String!) {
      report(companyId: $companyId, from: $from, to: $to) { from to }
    }`,
    variables: (session) => ({ companyId: session.companyId, ...lastWeek() }),
  },
  {
    feature: 'customerImport',
    what: 'the customer import (customerImports)',
    role: 'admin',
    query: `query ConformanceCustomerImports($companyId: ID!) {
      customerImports(companyId: $companyId) { id }
    }`,
    variables: (session) => ({ companyId: session.companyId }),
  },
  {
    feature: 'myTimeSheet',
    what: 'Time Clock and My Time Sheet (timesheet, which both pages read)',
    role: 'member',
    query: `query ConformanceTimesheet($from: String!, $to: String!) {
      timesheet(from: $from, to: $to) { from to totalMinutes }
    }`,
    variables: () => lastWeek(),
  },
  {
    feature: 'serviceItems',
    what: 'service items (getServiceItems)',
    role: 'member',
    query: `query ConformanceServiceItems($companyId: ID!) {
      getServiceItems(companyId: $companyId) { id }
    }`,
    variables: (session) => ({ companyId: session.companyId }),
  },
];

function featureCheck(call: GatedCall): Check {
  const min = FEATURE_MIN_PLAN[call.feature];
  const below = PLAN_LEVELS.filter((level) => level < min).at(-1);
  if (below === undefined || !PLAN_LEVELS.some((level) => level === min)) {
    throw new Error(`no plan levels around ${call.feature}'s ${min}`);
  }
  const feature = call.feature.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
  return check(
    `planLimits.feature-${feature}`,
    GATES,
    `${call.what} needs plan level ${min}: level ${below} is refused with PLAN_LIMIT (alone and in a batch), level ${min} answers`,
    async (ctx) => {
      const refusedAt = await adminAt(ctx, keyOf(below));
      const caller = await ctx.as(keyOf(below), call.role);
      for (const way of eachWay(ctx)) {
        const refused = await way.run(caller, call.query, call.variables(caller));
        await about(`level ${below} ${way.how}`, () => {
          expectRefused(refused, 'PLAN_LIMIT', messages.planFeature);
          expectEqual(refused.data ?? null, null, `data answered to level ${refusedAt.planLevel}`);
        });
      }
      await adminAt(ctx, keyOf(min));
      const allowed = await ctx.as(keyOf(min), call.role);
      const answered = await ctx.run(allowed, call.query, call.variables(allowed));
      if (answered.errors?.length || !answered.data) {
        fail(`level ${min} should be answered ${call.what}; the server answered ${show(answered)}`);
      }
    },
  );
}

export const planLimitChecks: Check[] = [
  ...PLAN_KEYS.map(activeRoutesCheck),
  ...PLAN_KEYS.map(adminUsersCheck),
  ...GATED_CALLS.map(featureCheck),
];
