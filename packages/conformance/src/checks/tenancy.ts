/**
 * Tenancy: an admin reads nothing of another company and changes nothing there, whatever ids they
 * send. The contract is what the mock server answers (docs/decisions.md, Errors): an id of another
 * company is answered as a missing one, null for a single read and NOT_FOUND for a change; a
 * `companyId` argument naming another company is FORBIDDEN; updateUser of another account is
 * FORBIDDEN. Accounts are shared across companies, so an admin must never reach an account beyond
 * their company. Afterwards the owning company reads its records again: nothing changed.
 */
import { check, expectEqual, expectRefused, fail, type Check } from '../check';
import type { GraphQLResult } from '../client';
import type { CompanyKey } from '../config';
import type { CheckContext, Session } from '../context';
import {
  CREATE_ROUTE,
  DELETE_ROUTE,
  addItem,
  eachWay,
  makeCustomer,
  makeRoute,
  show,
  undoIfMade,
} from './support';

const SECTION = 'Extension: one company never reaches another';

/** The companies whose ids the intruder tries: the unset plan's and another plan level's. */
const TARGETS: readonly CompanyKey[] = ['other', 'level30'];
const INTRUDER: CompanyKey = 'level40';

/** What another company owns, made by its admin for the check (and the config's member). */
interface Theirs {
  key: CompanyKey;
  owner: Session;
  member: Session;
  routeId: string;
  itemId: string;
  jobId: string;
  customerId: string;
  settingId: string;
  settingStatus: string;
}

const SNAPSHOT = `query ConformanceTenancySnapshot(
  $routeId: ID!
  $jobId: ID!
  $customerId: ID!
  $companyId: ID!
  $companyUserId: ID!
  $userId: ID!
) {
  route(id: $routeId) { id name status items { id order } }
  job(id: $jobId) { id status notes counts { clockIns tasks photos notes serviceItems } }
  companyCustomer(id: $customerId) { id firstName lastName displayName status }
  company(id: $companyId) { id name website }
  companyUser(id: $companyUserId) { id firstName lastName role status }
  user(id: $userId) { id firstName lastName }
  settings(companyId: $companyId) { id status }
}`;

const snapshotVariables = (t: Theirs) => ({
  routeId: t.routeId,
  jobId: t.jobId,
  customerId: t.customerId,
  companyId: t.owner.companyId,
  companyUserId: t.member.companyUserId,
  userId: t.member.userId,
});

type Snapshot = Record<string, any>;

async function snapshot(ctx: CheckContext, t: Theirs): Promise<Snapshot> {
  return ctx.ok(t.owner, SNAPSHOT, snapshotVariables(t));
}

const RESTORE = {
  company: `mutation ConformanceRestoreCompany($id: ID!, $data: CompanyInput!) {
    updateCompany(id: $id, data: $data) { id }
  }`,
  setting: `mutation ConformanceRestoreSetting($id: ID!, $status: String!) {
    updateSetting(id: $id, status: $status) { id }
  }`,
  member: `mutation ConformanceRestoreMember($id: ID!, $data: CompanyUserUpdateInput!) {
    updateCompanyUser(id: $id, data: $data) { companyUser { id } }
  }`,
  account: `mutation ConformanceRestoreAccount($id: ID!, $data: UserInput!) {
    updateUser(id: $id, data: $data) { id }
  }`,
  tasks: `query ConformanceTenancyTasks($id: ID!) { job(id: $id) { tasks { id } } }`,
  deleteTask: `mutation ConformanceTenancyDeleteTask($id: ID!) { deleteJobTask(id: $id) { deletedId } }`,
};

/**
 * Puts back what a wrong answer may have changed of the company's own records (its name, a
 * setting, the member's and the account's names) and deletes tasks a wrong answer added.
 */
async function restore(ctx: CheckContext, t: Theirs, before: Snapshot): Promise<void> {
  const now = await snapshot(ctx, t);
  if (show(now.company) !== show(before.company)) {
    const { name, website } = before.company;
    await ctx.ok(t.owner, RESTORE.company, { id: t.owner.companyId, data: { name, website } });
  }
  const setting = (now.settings as { id: string; status: string }[]).find(
    (s) => s.id === t.settingId,
  );
  if (setting && setting.status !== t.settingStatus) {
    await ctx.ok(t.owner, RESTORE.setting, { id: t.settingId, status: t.settingStatus });
  }
  if (show(now.companyUser) !== show(before.companyUser)) {
    const { firstName, lastName } = before.companyUser;
    await ctx.ok(t.owner, RESTORE.member, {
      id: t.member.companyUserId,
      data: { firstName, lastName },
    });
  }
  if (show(now.user) !== show(before.user)) {
    const { firstName, lastName } = before.user;
    await ctx.ok(t.member, RESTORE.account, { id: t.member.userId, data: { firstName, lastName } });
  }
}

/** Makes a route with a job for a customer in `key`'s company, deleted afterwards. */
async function theirRecords(ctx: CheckContext, key: CompanyKey): Promise<Theirs> {
  const owner = await ctx.as(key, 'admin');
  const member = await ctx.as(key, 'member');
  const customer = await makeCustomer(ctx, owner, {
    lastName: 'Tenancy',
    displayName: ctx.unique('Conformance Tenancy'),
  });
  const route = await makeRoute(ctx, owner, 'Tenancy');
  const item = await addItem(ctx, owner, route.id, { customerId: customer.id });
  const settings = await ctx.ok(
    owner,
    `query ConformanceTenancySettings($companyId: ID!) { settings(companyId: $companyId) { id status } }`,
    { companyId: owner.companyId },
  );
  const setting = (settings.settings as { id: string; status: string }[])[0];
  if (!setting) fail(`${owner.companyName} has no setting to try`);
  const theirs: Theirs = {
    key,
    owner,
    member,
    routeId: route.id,
    itemId: item.id,
    jobId: item.jobId!,
    customerId: customer.id,
    settingId: setting.id,
    settingStatus: setting.status,
  };
  ctx.cleanup(async () => {
    const data = await ctx.ok(owner, RESTORE.tasks, { id: theirs.jobId });
    for (const task of data.job?.tasks ?? []) {
      await ctx.ok(owner, RESTORE.deleteTask, { id: task.id });
    }
  });
  return theirs;
}

/** One call of the intruder with another company's ids, and what the contract answers. */
interface Attempt {
  what: string;
  field: string;
  query: string;
  variables(t: Theirs, intruder: Session): Record<string, unknown>;
  /** null: a single read answers null without an error; else the refusal's code. */
  answer: null | 'NOT_FOUND' | 'FORBIDDEN';
  /** Undoes what a wrong answer made (as the owning company). */
  undo?(ctx: CheckContext, t: Theirs, result: GraphQLResult): void;
}

function judge(attempt: Attempt, t: Theirs, result: GraphQLResult, how: string): void {
  const where = `${attempt.what} of ${t.owner.companyName} (${how})`;
  if (attempt.answer === null) {
    expectEqual(result.errors ?? [], [], `errors reading ${where}`);
    expectEqual(result.data?.[attempt.field], null, `${where}, read by another company`);
    return;
  }
  if (!result.errors?.length) {
    fail(`${where}: expected ${attempt.answer}, the server answered ${show(result.data)}`);
  }
  expectRefused(result, attempt.answer);
  expectEqual(result.data?.[attempt.field] ?? null, null, `data answered for ${where}`);
}

const READS: Attempt[] = [
  {
    what: 'a route',
    field: 'route',
    query: `query ConformanceTheirRoute($id: ID!) { route(id: $id) { id name items { id } } }`,
    variables: (t) => ({ id: t.routeId }),
    answer: null,
  },
  {
    what: 'a job',
    field: 'job',
    query: `query ConformanceTheirJob($id: ID!) { job(id: $id) { id notes customer { id displayName } } }`,
    variables: (t) => ({ id: t.jobId }),
    answer: null,
  },
  {
    what: 'a customer',
    field: 'companyCustomer',
    query: `query ConformanceTheirCustomer($id: ID!) { companyCustomer(id: $id) { id displayName } }`,
    variables: (t) => ({ id: t.customerId }),
    answer: null,
  },
  {
    what: 'the company',
    field: 'company',
    query: `query ConformanceTheirCompany($id: ID!) { company(id: $id) { id name } }`,
    variables: (t) => ({ id: t.owner.companyId }),
    answer: null,
  },
  {
    what: 'a member',
    field: 'companyUser',
    query: `query ConformanceTheirMember($id: ID!) { companyUser(id: $id) { id email } }`,
    variables: (t) => ({ id: t.member.companyUserId }),
    answer: null,
  },
  {
    what: "a member's account",
    field: 'user',
    query: `query ConformanceTheirAccount($id: ID!) { user(id: $id) { id email } }`,
    variables: (t) => ({ id: t.member.userId }),
    answer: null,
  },
  {
    what: 'the settings',
    field: 'settings',
    query: `query ConformanceTheirSettings($companyId: ID!) { settings(companyId: $companyId) { id name } }`,
    variables: (t) => ({ companyId: t.owner.companyId }),
    answer: 'FORBIDDEN',
  },
  {
    what: 'the routes',
    field: 'routes',
    query: `query ConformanceTheirRoutes($companyId: ID!) { routes(companyId: $companyId) { id } }`,
    variables: (t) => ({ companyId: t.owner.companyId }),
    answer: 'FORBIDDEN',
  },
  {
    what: 'the active customers',
    field: 'companyActiveCustomers',
    query: `query ConformanceTheirCustomers($companyId: ID!) { companyActiveCustomers(companyId: $companyId) { id } }`,
    variables: (t) => ({ companyId: t.owner.companyId }),
    answer: 'FORBIDDEN',
  },
  {
    what: "a job's service items",
    field: 'getJobServiceItemsByJobId',
    query: `query ConformanceTheirJobServiceItems($id: ID!) { getJobServiceItemsByJobId(id: $id) { id } }`,
    variables: (t) => ({ id: t.jobId }),
    answer: 'NOT_FOUND',
  },
];

const RENAMED = 'Renamed by another company';

const WRITES: Attempt[] = [
  {
    what: 'updateRoute of a route',
    field: 'updateRoute',
    query: `mutation ConformanceTheirUpdateRoute($id: ID!, $data: RouteUpdateInput!) { updateRoute(id: $id, data: $data) { route { id } } }`,
    variables: (t) => ({ id: t.routeId, data: { name: RENAMED } }),
    answer: 'NOT_FOUND',
  },
  {
    what: 'createRouteItem on a route',
    field: 'createRouteItem',
    query: `mutation ConformanceTheirAddItem($data: RouteItemInput!, $note: RouteItemNoteInput) { createRouteItem(data: $data, note: $note) { routeItem { id } } }`,
    variables: (t) => ({
      data: { route: t.routeId, type: 'note', order: 10 },
      note: { route: t.routeId, note: `<p>${RENAMED}</p>` },
    }),
    answer: 'NOT_FOUND',
  },
  {
    what: 'deleteRouteItem of a job item',
    field: 'deleteRouteItem',
    query: `mutation ConformanceTheirDeleteItem($id: ID!) { deleteRouteItem(id: $id) { deletedId } }`,
    variables: (t) => ({ id: t.itemId }),
    answer: 'NOT_FOUND',
  },
  {
    what: 'createJobTask on a job',
    field: 'createJobTask',
    query: `mutation ConformanceTheirTask($id: ID!, $data: JobTaskInput!) { createJobTask(id: $id, data: $data) { jobTask { id } } }`,
    variables: (t) => ({ id: t.jobId, data: { description: `<p>${RENAMED}</p>`, job: t.jobId } }),
    answer: 'NOT_FOUND',
  },
  {
    what: 'updateJob of a job',
    field: 'updateJob',
    query: `mutation ConformanceTheirJobNotes($id: ID!, $data: JobInput!) { updateJob(id: $id, data: $data) { job { id } } }`,
    variables: (t) => ({ id: t.jobId, data: { notes: RENAMED } }),
    answer: 'NOT_FOUND',
  },
  {
    what: 'updateCompanyCustomer of a customer',
    field: 'updateCompanyCustomer',
    query: `mutation ConformanceTheirCustomerEdit($id: ID!, $data: CustomerInput!) { updateCompanyCustomer(id: $id, data: $data) { customer { id } } }`,
    variables: (t) => ({ id: t.customerId, data: { lastName: RENAMED, displayName: RENAMED } }),
    answer: 'NOT_FOUND',
  },
  {
    what: 'updateCompany of the company',
    field: 'updateCompany',
    query: `mutation ConformanceTheirCompanyEdit($id: ID!, $data: CompanyInput!) { updateCompany(id: $id, data: $data) { id } }`,
    variables: (t) => ({ id: t.owner.companyId, data: { name: RENAMED } }),
    answer: 'NOT_FOUND',
  },
  {
    what: 'updateSetting of a setting',
    field: 'updateSetting',
    query: `mutation ConformanceTheirSetting($id: ID!, $status: String!) { updateSetting(id: $id, status: $status) { id } }`,
    variables: (t) => ({ id: t.settingId, status: t.settingStatus === 'on' ? 'off' : 'on' }),
    answer: 'NOT_FOUND',
  },
  {
    what: 'createRoute naming the company',
    field: 'createRoute',
    query: CREATE_ROUTE,
    variables: (t) => ({ data: { name: RENAMED, status: 'draft', company: t.owner.companyId } }),
    answer: 'FORBIDDEN',
    undo: (ctx, t, result) =>
      undoIfMade(ctx, result, ['createRoute', 'route', 'id'], (id) =>
        ctx.ok(t.owner, DELETE_ROUTE, { id }),
      ),
  },
];

const ACCOUNTS: Attempt[] = [
  {
    what: 'updateCompanyUser of a member',
    field: 'updateCompanyUser',
    query: `mutation ConformanceTheirMemberEdit($id: ID!, $data: CompanyUserUpdateInput!) { updateCompanyUser(id: $id, data: $data) { companyUser { id } } }`,
    variables: (t) => ({ id: t.member.companyUserId, data: { firstName: RENAMED } }),
    answer: 'NOT_FOUND',
  },
  {
    what: "updateUser of a member's account",
    field: 'updateUser',
    query: `mutation ConformanceTheirAccountEdit($id: ID!, $data: UserInput!) { updateUser(id: $id, data: $data) { id } }`,
    variables: (t) => ({ id: t.member.userId, data: { firstName: RENAMED, lastName: RENAMED } }),
    answer: 'FORBIDDEN',
  },
];

function tenancyCheck(id: string, title: string, attempts: readonly Attempt[]): Check {
  return check(id, SECTION, title, async (ctx) => {
    const intruder = await ctx.as(INTRUDER, 'admin');
    for (const key of TARGETS) {
      const theirs = await theirRecords(ctx, key);
      if (theirs.owner.companyId === intruder.companyId) {
        fail(`companies.${key} and companies.${INTRUDER} are one company`);
      }
      const before = await snapshot(ctx, theirs);
      ctx.cleanup(() => restore(ctx, theirs, before));
      for (const attempt of attempts) {
        for (const way of eachWay(ctx)) {
          const variables = attempt.variables(theirs, intruder);
          const result = await way.run(intruder, attempt.query, variables);
          attempt.undo?.(ctx, theirs, result);
          judge(attempt, theirs, result, way.how);
        }
      }
      expectEqual(
        await snapshot(ctx, theirs),
        before,
        `${theirs.owner.companyName}'s records read by its admin after the attempts`,
      );
    }
  });
}

export const tenancyChecks: Check[] = [
  tenancyCheck(
    'tenancy.reads',
    `an admin reads nothing of another company by its ids, alone or in a batch: single reads answer null, lists by companyId FORBIDDEN (${READS.map((a) => a.field).join(', ')})`,
    READS,
  ),
  tenancyCheck(
    'tenancy.writes',
    `an admin changes nothing of another company, alone or in a batch: each change by its ids is NOT_FOUND, naming its company FORBIDDEN (${WRITES.map((a) => a.field).join(', ')})`,
    WRITES,
  ),
  tenancyCheck(
    'tenancy.accounts',
    'an admin reaches no member or account of another company, alone or in a batch: updateCompanyUser is NOT_FOUND, updateUser FORBIDDEN, and the names stay',
    ACCOUNTS,
  ),
];

/** The operations each tenancy check tries (its double answers them as their owner). */
export const TENANCY_FIELDS = {
  'tenancy.reads': READS.map((attempt) => attempt.field),
  'tenancy.writes': WRITES.map((attempt) => attempt.field),
  'tenancy.accounts': ACCOUNTS.map((attempt) => attempt.field),
};
