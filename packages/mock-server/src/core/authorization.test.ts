/**
 * The authorization matrix, generated from the schema: every operation is tried without a token,
 * every admin operation as a regular user, every plan-gated one below its plan, and every
 * company-scoped one with another company's ids (nothing read, nothing changed).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import {
  getNamedType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isObjectType,
  isScalarType,
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLInputType,
} from 'graphql';
import { messages } from '@routebook/schema';
import { accessRules } from './access';
import { startTestServer, type TestServer } from '../../test/testSupport';

type Kind =
  | 'company'
  | 'user'
  | 'companyUser'
  | 'customer'
  | 'route'
  | 'routeItem'
  | 'routeNote'
  | 'job'
  | 'jobTask'
  | 'jobNote'
  | 'jobTime'
  | 'jobPhoto'
  | 'jobServiceItem'
  | 'serviceItem'
  | 'setting';

/** What an `id` argument names, per operation. */
const ID_ARG: Record<string, Kind> = {
  company: 'company',
  user: 'user',
  companyUser: 'companyUser',
  companyCustomer: 'customer',
  route: 'route',
  job: 'job',
  getJobServiceItemsByJobId: 'job',
  createJobTask: 'job',
  updateUser: 'user',
  updateCompanyUser: 'companyUser',
  deleteCompanyUser: 'companyUser',
  updateCompany: 'company',
  updateCompanyCustomer: 'customer',
  updateCustomer: 'customer',
  deleteCompanyCustomer: 'customer',
  copyCompanyCustomer: 'customer',
  geocodeCustomer: 'customer',
  updateRoute: 'route',
  deleteRoute: 'route',
  updateRouteNote: 'routeNote',
  deleteRouteItem: 'routeItem',
  updateJob: 'job',
  deleteJob: 'job',
  updateJobTask: 'jobTask',
  deleteJobTask: 'jobTask',
  updateJobNote: 'jobNote',
  deleteJobNote: 'jobNote',
  updateJobTime: 'jobTime',
  deleteJobTime: 'jobTime',
  deleteJobPhoto: 'jobPhoto',
  deleteJobServiceItem: 'jobServiceItem',
  updateServiceItem: 'serviceItem',
  deleteServiceItem: 'serviceItem',
  updateSetting: 'setting',
  reopenJob: 'job',
};

/** What any other ID argument or input field names, by its name. */
const ID_NAME: Record<string, Kind> = {
  companyId: 'company',
  company: 'company',
  userId: 'user',
  companyUserId: 'companyUser',
  routeId: 'route',
  newRouteId: 'route',
  route: 'route',
  routeItemId: 'routeItem',
  jobId: 'job',
  job: 'job',
  // The stops reorderRemainingStops puts in order.
  jobIds: 'job',
  customer: 'customer',
  serviceItemId: 'serviceItem',
  jobServiceItemId: 'jobServiceItem',
  // A route's technician (Add/Edit Route) is a member.
  technician: 'companyUser',
};

const PNG = Uint8Array.from(
  atob(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  ),
  (ch) => ch.charCodeAt(0),
);

let t: TestServer;
let victimCompanyId: string;
let victimIds: Record<Kind, string>;

function firstOf<T extends { id: string; companyId: string }>(rows: T[]): string {
  const row = rows.find((r) => r.companyId === victimCompanyId);
  if (!row) throw new Error('the seed lacks a row for the victim company');
  return row.id;
}

beforeAll(async () => {
  t = await startTestServer();
  const { store } = t.server;
  victimCompanyId = store.companies.all().find((c) => c.planLevel === 30)!.id;
  const jobWithAll = store.jobs
    .all()
    .find((j) => j.companyId === victimCompanyId && store.jobPhotos.count('jobId', j.id) > 0)!;
  victimIds = {
    company: victimCompanyId,
    user: store.companyUsers
      .all()
      .find((m) => m.companyId === victimCompanyId && m.role === 'admin')!.userId!,
    companyUser: firstOf(store.companyUsers.all()),
    customer: firstOf(store.customers.all()),
    route: firstOf(store.routes.all().filter((r) => r.status === 'draft')),
    routeItem: firstOf(store.routeItems.all()),
    routeNote: firstOf(store.routeNotes.all()),
    job: jobWithAll.id,
    jobTask: firstOf(store.jobTasks.all()),
    jobNote: firstOf(store.jobNotes.all()),
    jobTime: firstOf(store.jobTimes.all()),
    jobPhoto: firstOf(store.jobPhotos.all()),
    jobServiceItem: firstOf(store.jobServiceItems.all()),
    serviceItem: firstOf(store.serviceItems.all()),
    setting: firstOf(store.settings.all()),
  };
});

function idFor(operation: string, name: string): Kind | undefined {
  return name === 'id' ? ID_ARG[operation] : ID_NAME[name];
}

/** A value of `type` for a probe; ID-like names get the victim company's ids. */
function valueFor(type: GraphQLInputType, operation: string, name: string, path: Kind[]): unknown {
  if (isNonNullType(type)) return valueFor(type.ofType, operation, name, path);
  if (isListType(type)) return [valueFor(type.ofType, operation, name, path)];
  if (isInputObjectType(type)) {
    return Object.fromEntries(
      Object.values(type.getFields()).map((f) => [
        f.name,
        // Inside a list of order entries, `id` is a route item.
        valueFor(f.type, operation, f.name === 'id' ? 'routeItemId' : f.name, path),
      ]),
    );
  }
  if (isEnumType(type)) return type.getValues()[0]!.value;
  if (isScalarType(type)) {
    switch (type.name) {
      case 'ID': {
        // A field action's idempotency key names no record: probes go through the keyed path.
        if (name === 'clientMutationId') return `probe-${operation}`;
        const kind = idFor(operation, name);
        if (!kind) throw new Error(`${operation}: no entity kind known for ID "${name}"`);
        path.push(kind);
        return victimIds[kind];
      }
      case 'Int':
      case 'Float':
        return 40;
      case 'Boolean':
        return true;
      case 'Upload':
        return new File([PNG], 'probe.png', { type: 'image/png' });
      default:
        return name.toLowerCase().includes('email') ? 'probe@routebook.test' : 'Matrix probe';
    }
  }
  throw new Error(`unexpected input type ${String(type)}`);
}

function probe(field: GraphQLField<unknown, unknown>, kind: 'query' | 'mutation') {
  const kinds: Kind[] = [];
  const variables = Object.fromEntries(
    field.args.map((arg: GraphQLArgument) => [
      arg.name,
      valueFor(arg.type, field.name, arg.name, kinds),
    ]),
  );
  const params = field.args.map((a) => `$${a.name}: ${String(a.type)}`).join(', ');
  const args = field.args.map((a) => `${a.name}: $${a.name}`).join(', ');
  const named = getNamedType(field.type);
  const selection = isObjectType(named) ? ' { __typename }' : '';
  const query = `${kind} Probe${params ? `(${params})` : ''} { ${field.name}${args ? `(${args})` : ''}${selection} }`;
  return { query, variables, kinds };
}

function operations() {
  const schema = t.server.schema;
  const rules = accessRules(schema);
  return [
    ...Object.values(schema.getQueryType()!.getFields()).map((f) => ({
      field: f,
      kind: 'query' as const,
    })),
    ...Object.values(schema.getMutationType()!.getFields()).map((f) => ({
      field: f,
      kind: 'mutation' as const,
    })),
  ].map((op) => ({ ...op, rule: rules.get(op.field.name)! }));
}

describe('authorization matrix', () => {
  it('every operation declares who may call it', () => {
    for (const { field, rule } of operations()) {
      expect(rule.declared, field.name).toBe(true);
    }
    expect(operations().length).toBeGreaterThan(70);
  });

  it('every protected operation refuses a caller without a token', async () => {
    const protectedOps = operations().filter((op) => !op.rule.public);
    for (const { field, kind } of protectedOps) {
      const { query, variables } = probe(field, kind);
      const result = await t.run(null, query, variables);
      expect(result.errors?.[0]?.extensions?.code, field.name).toBe('UNAUTHENTICATED');
      expect(result.errors?.[0]?.message).toBe(messages.notLoggedIn);
    }
    const garbage = await t.run('not-a-token', '{ me { id } }');
    expect(garbage.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('every admin-only operation refuses a regular user with FORBIDDEN', async () => {
    const token = await t.login('staff40@routebook.test');
    const adminOps = operations().filter((op) => op.rule.role === 'admin');
    expect(adminOps.length).toBeGreaterThan(30);
    for (const { field, kind } of adminOps) {
      const { query, variables } = probe(field, kind);
      const result = await t.run(token, query, variables);
      expect(result.errors?.[0]?.extensions?.code, field.name).toBe('FORBIDDEN');
    }
  });

  it('every plan-gated operation refuses a company below its plan with PLAN_LIMIT', async () => {
    const token = await t.login('admin10@routebook.test');
    const gated = operations().filter((op) => op.rule.feature);
    expect(gated.map((op) => op.field.name)).toContain('getServiceItems');
    for (const { field, kind } of gated) {
      const { query, variables } = probe(field, kind);
      const result = await t.run(token, query, variables);
      expect(result.errors?.[0]?.extensions?.code, field.name).toBe('PLAN_LIMIT');
      expect(result.errors?.[0]?.message).toBe(messages.planFeature);
    }
  });

  it("a regular member reads no colleague's data by naming them (today)", async () => {
    const { store } = t.server;
    const staff = store.companyUsers.all().find((m) => m.email === 'staff40@routebook.test')!;
    const colleague = store.companyUsers
      .all()
      .find((m) => m.companyId === staff.companyId && m.role === 'admin')!;
    const token = await t.login('staff40@routebook.test');
    const memberScoped = operations().filter(
      (op) =>
        !op.rule.public &&
        op.rule.role !== 'admin' &&
        op.field.args.some((arg) => arg.name === 'companyUserId'),
    );
    expect(memberScoped.map((op) => op.field.name)).toContain('today');
    for (const { field, kind } of memberScoped) {
      const { query, variables } = probe(field, kind);
      const own = {
        ...variables,
        companyId: staff.companyId,
        userId: staff.userId,
        companyUserId: colleague.id,
      };
      const result = await t.run(token, query, own);
      expect(['FORBIDDEN', 'NOT_FOUND', 'BAD_USER_INPUT'], field.name).toContain(
        result.errors?.[0]?.extensions?.code,
      );
      expect(JSON.stringify(result.data ?? null), field.name).not.toContain(colleague.id);
    }
  });

  it("another company's ids read nothing and change nothing", async () => {
    const token = await t.login('admin40@routebook.test');
    const { store } = t.server;
    const victimRows = () =>
      JSON.stringify(
        Object.entries(store.snapshot().tables).map(([name, table]) => [
          name,
          table.rows.filter(
            (row) =>
              (row as { companyId?: string }).companyId === victimCompanyId ||
              row.id === victimIds.user,
          ),
        ]),
      );
    const before = victimRows();
    const companyName = store.companies.get(victimCompanyId)!.name;
    const scoped = operations().filter((op) => !op.rule.public);
    let probed = 0;
    for (const { field, kind } of scoped) {
      const { query, variables, kinds } = probe(field, kind);
      if (kinds.length === 0) continue;
      probed += 1;
      const result = await t.run(token, query, variables);
      const data = JSON.stringify(result.data ?? null);
      for (const victimKind of kinds) {
        expect(data, `${field.name} leaked ${victimKind}`).not.toContain(
          `"${victimIds[victimKind]}"`,
        );
      }
      expect(data, field.name).not.toContain(companyName);
      if (result.errors) {
        expect(['NOT_FOUND', 'FORBIDDEN', 'BAD_USER_INPUT'], field.name).toContain(
          result.errors[0]?.extensions?.code,
        );
      } else {
        // Answered without an error: only an empty or null answer is acceptable.
        expect(JSON.parse(data)[field.name], field.name).toSatisfy(
          (value: unknown) =>
            value === null || value === false || (Array.isArray(value) && value.length === 0),
        );
      }
      expect(victimRows(), `${field.name} changed the other company's data`).toBe(before);
    }
    expect(probed).toBeGreaterThan(55);
  });

  it('every public operation, probed without a login, reveals nothing of a company', async () => {
    const { store } = t.server;
    const publicOps = operations().filter((op) => op.rule.public);
    expect(publicOps.map((op) => op.field.name)).toContain('sharedVisitReport');
    const companyName = store.companies.get(victimCompanyId)!.name;
    for (const { field, kind } of publicOps) {
      const { query, variables } = probe(field, kind);
      const result = await t.run(null, query, variables);
      const data = JSON.stringify(result.data ?? null);
      for (const id of Object.values(victimIds)) {
        expect(data, `${field.name} leaked ${id}`).not.toContain(`"${id}"`);
      }
      expect(data, field.name).not.toContain(companyName);
    }
  });

  it("a visit report's share link opens that report alone, without a login", async () => {
    const admin = await t.login(
      store()
        .companyUsers.all()
        .find((m) => m.companyId === victimCompanyId && m.role === 'admin')!.email,
    );
    const shared = await t.run(
      admin,
      'mutation S($jobId: ID!) { shareVisitReport(jobId: $jobId) { path } }',
      { jobId: victimIds.job },
    );
    const token = (shared.data?.shareVisitReport as { path: string }).path.split('/').at(-1);
    const result = await t.run(
      null,
      `query R($token: String!) { sharedVisitReport(token: $token) {
        __typename companyName customer { displayName } notes { description } photos { url }
      } }`,
      { token },
    );
    expect(result.errors).toBeUndefined();
    const data = JSON.stringify(result.data);
    expect(data).toContain(store().companies.get(victimCompanyId)!.name);
    for (const id of Object.values(victimIds)) expect(data).not.toContain(`"${id}"`);
    // Its link opens no other job's report, and no ids of any record.
    for (const probeToken of ['Matrix probe', victimIds.job, `${token}x`]) {
      const other = await t.run(
        null,
        'query R($token: String!) { sharedVisitReport(token: $token) { companyName } }',
        { token: probeToken },
      );
      expect(other).toEqual({ data: { sharedVisitReport: null } });
    }
  });
});

const store = () => t.server.store;
