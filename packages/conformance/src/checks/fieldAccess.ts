/**
 * A field's rule on every path to its record (schema.graphql, @selfOrAdmin and @access
 * on a type's fields): a colleague's login name, email and mobile (`CompanyUser.username`,
 * `.email`, `.mobile`, `User.email`) are read only by the person themself and the company's
 * admins, however the colleague is reached; another company reached through `me.companies` shows
 * its id and name alone. The checks make a route run by the admin and one run by the member, with
 * a job both clocked in on.
 */
import {
  buildASTSchema,
  getNamedType,
  isNonNullType,
  isObjectType,
  parse,
  type GraphQLObjectType,
  type GraphQLSchema,
} from 'graphql';
import { messages, typeDefs } from '@routebook/schema';
import { about, check, expectEqual, expectRefused, expectTrue, fail, type Check } from '../check';
import type { GraphQLResult } from '../client';
import type { ConformanceConfig } from '../config';
import type { CheckContext, Session } from '../context';
import { LOGOUT, clockIn, ownJob, ownSession } from './fixtures';
import { UPDATE_ROUTE, eachWay, makeRoute, show } from './support';

const SECTION = "Extension: a field's rule on every path";

/** A person's fields only they and the admins read; the others (names, role) stay readable. */
const PERSONAL_FIELDS: readonly string[] = ['email', 'mobile', 'username'];
const PERSON = 'id email mobile username';

interface Scene {
  admin: Session;
  member: Session;
  /** A draft route the admin runs: the member sees the admin as its technician. */
  adminsRouteId: string;
  /** An active route the member runs (on their Today), with one job. */
  membersRouteId: string;
  /** The job of the member's route, which the admin and the member both clocked in on. */
  jobId: string;
}

async function makeScene(ctx: CheckContext): Promise<Scene> {
  const admin = await ctx.as('level40', 'admin');
  const member = await ctx.as('level40', 'member');
  const adminsRoute = await makeRoute(ctx, admin, 'Paths', 'draft', admin.companyUserId);
  const { jobId, routeId } = await ownJob(ctx, 'level40', 'active');
  await ctx.ok(admin, UPDATE_ROUTE, {
    id: routeId,
    data: { status: 'active', technician: member.companyUserId },
  });
  await clockIn(ctx, admin, jobId, 30);
  await clockIn(ctx, member, jobId, 20);
  return { admin, member, adminsRouteId: adminsRoute.id, membersRouteId: routeId, jobId };
}

/** A read that reaches a person: what it is called, the operation and its variables. */
interface PersonRead {
  what: string;
  query: string;
  variables: Record<string, unknown>;
}

/** The reads by which a regular member reaches the admin of their company, a colleague. */
const colleagueReads = ({ admin, member, adminsRouteId, jobId }: Scene): PersonRead[] => [
  {
    what: "routes' technician",
    query: `query ConformanceRoutesTechnicians($companyId: ID!) {
      routes(companyId: $companyId) { id technician { ${PERSON} } }
    }`,
    variables: { companyId: member.companyId },
  },
  {
    what: "a route's technician",
    query: `query ConformanceRouteTechnician($id: ID!) { route(id: $id) { id technician { ${PERSON} } } }`,
    variables: { id: adminsRouteId },
  },
  {
    what: "a job's clock-ins",
    query: `query ConformanceJobClockIns($id: ID!) { job(id: $id) { id jobTime { id user { ${PERSON} } } } }`,
    variables: { id: jobId },
  },
  {
    what: "the clock-ins of Today's jobs",
    query: `query ConformanceTodayClockIns($companyId: ID!, $companyUserId: ID) {
      today(companyId: $companyId, companyUserId: $companyUserId) {
        jobs { id jobTime { id user { ${PERSON} } } }
      }
    }`,
    variables: { companyId: member.companyId, companyUserId: member.companyUserId },
  },
  {
    what: 'user(id)',
    query: `query ConformanceColleagueAccount($id: ID!) { user(id: $id) { id email } }`,
    variables: { id: admin.userId },
  },
];

/** Whether `result`'s data holds `person`'s email (as the server may case it). */
const holdsEmailOf = (result: GraphQLResult, person: Session) =>
  JSON.stringify(result.data ?? null)
    .toLowerCase()
    .includes(person.email.toLowerCase());

/** Fails unless the colleague's details are refused at the field: FORBIDDEN, none in the data. */
function expectDetailsRefused(result: GraphQLResult, colleague: Session): void {
  expectTrue(
    !holdsEmailOf(result, colleague),
    `the answer holds the colleague's email ${colleague.email}: ${show(result)}`,
  );
  const error = expectRefused(result, 'FORBIDDEN', messages.forbidden);
  const field = error.path?.at(-1);
  expectTrue(
    typeof field === 'string' && PERSONAL_FIELDS.includes(field),
    `the refusal should be at the colleague's ${PERSONAL_FIELDS.join(', ')} (their name stays readable), but its path is ${show(error.path)}`,
  );
}

const TECHNICIAN_NAME = `query ConformanceTechnicianName($id: ID!) {
  route(id: $id) { id technician { id firstName lastName role } }
}`;

const colleagues = check(
  'fieldAccess.colleagues',
  SECTION,
  `a regular member reads no colleague's email, mobile or login name: through routes' technician, a route's, a job's clock-ins, Today's clock-ins and user(id) each is FORBIDDEN "${messages.forbidden}" at the field, alone and in a batch; the colleague's name stays readable`,
  async (ctx) => {
    const scene = await makeScene(ctx);
    const { admin, member } = scene;
    for (const way of eachWay(ctx)) {
      for (const read of colleagueReads(scene)) {
        await about(`a regular member reading ${read.what} (${way.how})`, async () =>
          expectDetailsRefused(await way.run(member, read.query, read.variables), admin),
        );
      }
    }
    const named = await about("a colleague's name through a route's technician", () =>
      ctx.ok(member, TECHNICIAN_NAME, { id: scene.adminsRouteId }),
    );
    expectEqual(
      named.route?.technician?.id,
      admin.companyUserId,
      "a colleague's name through a route's technician: the technician's id",
    );
  },
);

/** Fails unless `reader` is answered `read`, without an error, with the email of `person`. */
async function expectDetailsOf(
  ctx: CheckContext,
  reader: Session,
  person: Session,
  read: PersonRead,
): Promise<void> {
  const data = await ctx.ok(reader, read.query, read.variables);
  expectTrue(
    holdsEmailOf({ data }, person),
    `expected ${person.email} in the answer, got ${show(data)}`,
  );
}

const selfOrAdmin = check(
  'fieldAccess.self-or-admin',
  SECTION,
  "an admin reads a member's email, mobile and login name through a route's technician, a job's clock-ins, user(id) and the member's Today; the member reads their own through Today, their route and user(id)",
  async (ctx) => {
    const { admin, member, membersRouteId, jobId } = await makeScene(ctx);
    const technician = `query ConformanceOwnTechnician($id: ID!) { route(id: $id) { id technician { ${PERSON} } } }`;
    const account = `query ConformanceAccount($id: ID!) { user(id: $id) { id email } }`;
    const today = `query ConformanceTodayPerson($companyId: ID!, $companyUserId: ID) {
      today(companyId: $companyId, companyUserId: $companyUserId) { companyUser { ${PERSON} } }
    }`;
    const adminReads: PersonRead[] = [
      { what: "a route's technician", query: technician, variables: { id: membersRouteId } },
      {
        what: "a job's clock-ins",
        query: `query ConformanceClockInPeople($id: ID!) { job(id: $id) { id jobTime { id user { ${PERSON} } } } }`,
        variables: { id: jobId },
      },
      { what: 'user(id)', query: account, variables: { id: member.userId } },
      {
        what: "the member's Today",
        query: today,
        variables: { companyId: admin.companyId, companyUserId: member.companyUserId },
      },
    ];
    for (const read of adminReads) {
      await about(`an admin reading a member's details through ${read.what}`, () =>
        expectDetailsOf(ctx, admin, member, read),
      );
    }
    const ownReads: PersonRead[] = [
      { what: 'Today', query: today, variables: { companyId: member.companyId } },
      { what: 'the route they run', query: technician, variables: { id: membersRouteId } },
      { what: 'user(id)', query: account, variables: { id: member.userId } },
    ];
    for (const read of ownReads) {
      await about(`a regular member reading their own details through ${read.what}`, () =>
        expectDetailsOf(ctx, member, member, read),
      );
    }
  },
);

let contract: GraphQLSchema | null = null;

/** Company's fields but id and name, each as a selection (`customersConnection(first: 5) { … }`). */
function otherCompanyFields(): { name: string; selection: string }[] {
  contract ??= buildASTSchema(parse(typeDefs));
  const company = contract.getType('Company') as GraphQLObjectType;
  return Object.values(company.getFields())
    .filter((field) => field.name !== 'id' && field.name !== 'name')
    .map((field) => {
      const args = field.args.filter((arg) => isNonNullType(arg.type));
      const call = args.length
        ? `${field.name}(${args.map((arg) => `${arg.name}: 5`).join(', ')})`
        : field.name;
      const object = isObjectType(getNamedType(field.type));
      return { name: field.name, selection: object ? `${call} { __typename }` : call };
    });
}

const MEMBERSHIPS = `query ConformanceMemberships {
  me { currentUser { id role company { id } } companies { id role status company { id name } } }
}`;

const SWITCH_COMPANY = `query ConformanceSwitchCompany($data: CompanyUserLoginInput!) {
  companyUserLogin(data: $data) { token }
}`;

interface Membership {
  id: string;
  role: string;
  status: string;
  company: { id: string; name: string };
}

interface Memberships {
  currentUser: { role: string; company: { id: string } };
  companies: Membership[];
}

/**
 * The account's session under a company where it is an admin (switched to when it logs in
 * elsewhere), so that its own company's fields all answer and a refusal can only be the other
 * company's: one refused field nulls the whole answer, the other company's refusal with it.
 */
async function adminSessionOf(ctx: CheckContext): Promise<{ token: string; me: Memberships }> {
  const account = ctx.config.accountInTwoCompanies!;
  const session = await ownSession(ctx, account);
  const read = async (token: string) =>
    (
      await about('the memberships and their companies by id and name', () =>
        ctx.ok(token, MEMBERSHIPS),
      )
    ).me as Memberships;
  const me = await read(session.token);
  if (me.currentUser?.role === 'admin') return { token: session.token, me };
  const home = me.companies?.find((m) => m.role === 'admin' && m.status === 'active');
  if (!home) {
    fail(
      `accountInTwoCompanies (${account.email}) must be an admin of one of its companies: ${show(me)}`,
    );
  }
  const { companyUserLogin } = await about(`switching to ${home.company.name}`, () =>
    ctx.ok(session, SWITCH_COMPANY, { data: { companyId: home.company.id } }),
  );
  const token = String(companyUserLogin?.token);
  ctx.cleanup(() => ctx.run(token, LOGOUT));
  return { token, me: await read(token) };
}

const otherCompany = check(
  'fieldAccess.other-company',
  SECTION,
  `another company reached through me.companies (a membership the session is not logged in under) shows its id and name; each of its other fields is FORBIDDEN "${messages.wrongCompany}"`,
  async (ctx) => {
    const { token, me } = await adminSessionOf(ctx);
    const at = me.companies.findIndex((m) => m.company?.id !== me.currentUser.company.id);
    if (at < 0) {
      fail(
        `accountInTwoCompanies (${ctx.config.accountInTwoCompanies!.email}) has no membership besides the company it is logged in to: ${show(me)}`,
      );
    }
    const theirs = me.companies[at]!.company;
    for (const field of otherCompanyFields()) {
      const result = await ctx.run(
        token,
        `query ConformanceOtherCompanyField { me { companies { company { id ${field.selection} } } } }`,
      );
      const path = ['me', 'companies', at, 'company', field.name];
      const refusal = result.errors?.find((error) => show(error.path) === show(path));
      expectTrue(
        refusal?.extensions?.code === 'FORBIDDEN' && refusal.message === messages.wrongCompany,
        `another company's ${field.name} through me.companies (${theirs.name}): expected FORBIDDEN "${messages.wrongCompany}" at ${path.join('.')}, got ${show(result)}`,
      );
    }
  },
);

export const fieldAccessChecks: Check[] = [
  colleagues,
  selfOrAdmin,
  {
    ...otherCompany,
    appliesTo: (config: ConformanceConfig) => config.accountInTwoCompanies !== null,
  },
];
