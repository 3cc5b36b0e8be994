/**
 * The server refuses what the forms refuse, with the messages of messages.ts verbatim
 * (product.md §Errors and their codes). A refusal is BAD_USER_INPUT whose
 * message is the first field's and whose `extensions.fields` names each field's message; the
 * forgot-password answer carries its message as `msg` of a failed result instead.
 */
import { messages } from '@routebook/schema';
import type { GraphQLResult } from '../client';
import { check, expectEqual, expectRefused, type Check } from '../check';
import type { CheckContext, Session } from '../context';
import {
  CREATE_COMPANY_USER,
  CREATE_ROUTE,
  CREATE_ROUTE_ITEM,
  DELETE_COMPANY_USER,
  DELETE_CUSTOMER,
  DELETE_ROUTE,
  DELETE_ROUTE_ITEM,
  INVITE_USER,
  UPDATE_ROUTE,
  adminAt,
  makeRoute,
  undoIfMade,
  uniqueEmail,
} from './support';

const SECTION = '§5 Validation rules';

/** Refused with BAD_USER_INPUT `message`; with `fields`, exactly those in `extensions.fields`. */
function expectInvalid(
  answer: GraphQLResult,
  message: string,
  fields?: Record<string, string>,
): void {
  const error = expectRefused(answer, 'BAD_USER_INPUT', message);
  if (fields) expectEqual(error.extensions?.fields, fields, `extensions.fields of "${message}"`);
}

const routeName = check(
  'validation.route-name',
  SECTION,
  `Add and Edit Route need a name: a blank one is refused with "${messages.routeNameRequired}"`,
  async (ctx) => {
    const admin = await adminAt(ctx, 'level40');
    const added = await ctx.run(admin, CREATE_ROUTE, {
      data: { name: '   ', status: 'draft', company: admin.companyId },
    });
    undoIfMade(ctx, added, ['createRoute', 'route', 'id'], (id) =>
      ctx.ok(admin, DELETE_ROUTE, { id }),
    );
    expectInvalid(added, messages.routeNameRequired, { name: messages.routeNameRequired });
    const route = await makeRoute(ctx, admin, 'Rename');
    const edited = await ctx.run(admin, UPDATE_ROUTE, { id: route.id, data: { name: '' } });
    expectInvalid(edited, messages.routeNameRequired, { name: messages.routeNameRequired });
  },
);

const routeStatus = check(
  'validation.route-status',
  SECTION,
  `Add Route's status is Draft (the default) or Active: another is refused with "${messages.routeStatusRequired}"`,
  async (ctx) => {
    const admin = await adminAt(ctx, 'level40');
    const refused = await ctx.run(admin, CREATE_ROUTE, {
      data: { name: ctx.unique('Conformance Complete'), status: 'Complete' },
    });
    undoIfMade(ctx, refused, ['createRoute', 'route', 'id'], (id) =>
      ctx.ok(admin, DELETE_ROUTE, { id }),
    );
    expectInvalid(refused, messages.routeStatusRequired);
    const data = await ctx.ok(admin, CREATE_ROUTE, {
      data: { name: ctx.unique('Conformance Default Status') },
    });
    const id = data.createRoute?.route?.id;
    if (typeof id === 'string') ctx.cleanup(() => ctx.ok(admin, DELETE_ROUTE, { id }));
    expectEqual(data.createRoute?.route?.status, 'draft', 'status of a route created without one');
  },
);

const customerNames = check(
  'validation.customer-names',
  SECTION,
  `a customer needs a last name ("${messages.lastNameRequired}") and a display name ("${messages.displayNameRequired}"), on both create operations`,
  async (ctx) => {
    const admin = await adminAt(ctx, 'level40');
    const create = async (operation: 'createCompanyCustomer' | 'createCustomer', data: object) => {
      const answer = await ctx.run(
        admin,
        `mutation ConformanceCustomerNames($data: CustomerInput!) { ${operation}(data: $data) { customer { id } } }`,
        { data: { firstName: 'Conformance', ...data } },
      );
      undoIfMade(ctx, answer, [operation, 'customer', 'id'], (id) =>
        ctx.ok(admin, DELETE_CUSTOMER, { id }),
      );
      return answer;
    };
    for (const operation of ['createCompanyCustomer', 'createCustomer'] as const) {
      expectInvalid(
        await create(operation, { lastName: ' ', displayName: 'Conformance Display' }),
        messages.lastNameRequired,
        { lastName: messages.lastNameRequired },
      );
      expectInvalid(
        await create(operation, { lastName: 'Conformance', displayName: '' }),
        messages.displayNameRequired,
        { displayName: messages.displayNameRequired },
      );
      expectInvalid(await create(operation, {}), messages.lastNameRequired, {
        lastName: messages.lastNameRequired,
        displayName: messages.displayNameRequired,
      });
    }
  },
);

const jobCustomer = check(
  'validation.job-customer',
  SECTION,
  `a job needs a customer: Add Item and Add Job without one are refused with "${messages.customerRequired}"`,
  async (ctx) => {
    const admin = await adminAt(ctx, 'level40');
    const route = await makeRoute(ctx, admin, 'No Customer');
    const item = await ctx.run(admin, CREATE_ROUTE_ITEM, {
      data: { route: route.id, type: 'job', order: 10 },
      job: { route: route.id, company: admin.companyId, status: 'active' },
    });
    undoIfMade(ctx, item, ['createRouteItem', 'routeItem', 'id'], (id) =>
      ctx.ok(admin, DELETE_ROUTE_ITEM, { id }),
    );
    expectInvalid(item, messages.customerRequired, { customer: messages.customerRequired });
    const job = await ctx.run(
      admin,
      `mutation ConformanceAddJob($data: JobInput!) { createJob(data: $data) { job { id } } }`,
      { data: { route: route.id, status: 'active', company: admin.companyId } },
    );
    expectInvalid(job, messages.customerRequired, { customer: messages.customerRequired });
  },
);

/** Add User as `admin`, undoing a member the server should not have made. */
async function addUser(ctx: CheckContext, admin: Session, data: Record<string, unknown>) {
  const answer = await ctx.run(admin, CREATE_COMPANY_USER, {
    data: { ...data, company: admin.companyId },
  });
  undoIfMade(ctx, answer, ['createCompanyUser', 'companyUser', 'id'], (id) =>
    ctx.ok(admin, DELETE_COMPANY_USER, { id }),
  );
  return answer;
}

const addUserRules = check(
  'validation.add-user',
  SECTION,
  `Add User: a first name and a password equal to its confirmation, the messages joined ("${messages.userFirstNameRequired}${messages.userPasswordRequired}"); an email of a member is refused with "${messages.emailExistsInCompany}"`,
  async (ctx) => {
    const admin = await adminAt(ctx, 'level40');
    const member = await ctx.as('level40', 'member');
    expectInvalid(
      await addUser(ctx, admin, {
        firstName: ' ',
        email: uniqueEmail(ctx, 'add-user'),
        password: 'secret1',
        confirmPassword: 'secret2',
      }),
      `${messages.userFirstNameRequired}${messages.userPasswordRequired}`,
      { firstName: messages.userFirstNameRequired, password: messages.userPasswordRequired },
    );
    expectInvalid(
      await addUser(ctx, admin, {
        firstName: 'Conformance',
        email: uniqueEmail(ctx, 'no-password'),
        password: '',
        confirmPassword: '',
      }),
      messages.userPasswordRequired,
      { password: messages.userPasswordRequired },
    );
    expectInvalid(
      await addUser(ctx, admin, {
        firstName: 'Conformance',
        lastName: 'Duplicate',
        email: member.email,
        password: 'secret1',
        confirmPassword: 'secret1',
      }),
      messages.emailExistsInCompany,
    );
  },
);

const editUserPassword = check(
  'validation.edit-user-password',
  SECTION,
  `Edit User with "update password" ticked: a password shorter than 6 characters or unlike its confirmation is refused with "${messages.editPasswordInvalid}"; unticked, it is ignored`,
  async (ctx) => {
    const admin = await adminAt(ctx, 'level40');
    // An invited member has no account yet, so no password can change even on a wrong answer.
    const invited = await ctx.ok(admin, INVITE_USER, {
      data: {
        firstName: 'Conformance',
        lastName: 'Password',
        email: uniqueEmail(ctx, 'edit-user'),
        company: admin.companyId,
      },
    });
    const id = invited.inviteCompanyUser.companyUser.id as string;
    ctx.cleanup(() => ctx.ok(admin, DELETE_COMPANY_USER, { id }));
    const edit = (data: Record<string, unknown>) =>
      ctx.run(
        admin,
        `mutation ConformanceEditUser($id: ID!, $data: CompanyUserUpdateInput!) { updateCompanyUser(id: $id, data: $data) { companyUser { id } } }`,
        { id, data },
      );
    const invalid = { password: messages.editPasswordInvalid };
    expectInvalid(
      await edit({ updatePassword: true, password: 'abc12', confirmPassword: 'abc12' }),
      messages.editPasswordInvalid,
      invalid,
    );
    expectInvalid(
      await edit({ updatePassword: true, password: 'abcdef', confirmPassword: 'abcdeg' }),
      messages.editPasswordInvalid,
      invalid,
    );
    const unticked = await edit({ updatePassword: false, password: 'abc', confirmPassword: 'x' });
    expectEqual(unticked.errors ?? [], [], 'errors of an edit with "update password" unticked');
  },
);

const serviceItemName = check(
  'validation.service-item-name',
  SECTION,
  `a service item needs a name: a blank one is refused with "${messages.serviceItemNameRequired}"`,
  async (ctx) => {
    const admin = await adminAt(ctx, 'level40');
    const answer = await ctx.run(
      admin,
      `mutation ConformanceServiceItemName($data: ServiceItemInput!) { createServiceItem(data: $data) { serviceItem { id } } }`,
      { data: { name: '  ', company: admin.companyId } },
    );
    undoIfMade(ctx, answer, ['createServiceItem', 'serviceItem', 'id'], (id) =>
      ctx.ok(
        admin,
        `mutation ConformanceDeleteServiceItem($id: ID!) { deleteServiceItem(id: $id) { deletedId } }`,
        { id },
      ),
    );
    expectInvalid(answer, messages.serviceItemNameRequired, {
      name: messages.serviceItemNameRequired,
    });
  },
);

const inviteNames = check(
  'validation.invite-names',
  SECTION,
  `Invite User needs a first name ("${messages.inviteFirstNameRequired}") and a last name ("${messages.inviteLastNameRequired}")`,
  async (ctx) => {
    const admin = await adminAt(ctx, 'level40');
    const invite = async (names: Record<string, string>) => {
      const answer = await ctx.run(admin, INVITE_USER, {
        data: { ...names, email: uniqueEmail(ctx, 'invite'), company: admin.companyId },
      });
      undoIfMade(ctx, answer, ['inviteCompanyUser', 'companyUser', 'id'], (id) =>
        ctx.ok(admin, DELETE_COMPANY_USER, { id }),
      );
      return answer;
    };
    expectInvalid(
      await invite({ firstName: '', lastName: ' ' }),
      messages.inviteFirstNameRequired,
      {
        firstName: messages.inviteFirstNameRequired,
        lastName: messages.inviteLastNameRequired,
      },
    );
    expectInvalid(
      await invite({ firstName: 'Conformance', lastName: '' }),
      messages.inviteLastNameRequired,
      { lastName: messages.inviteLastNameRequired },
    );
  },
);

const FORGOT_PASSWORD = `query ConformanceForgotPassword($data: ForgotPasswordInput!) {
  sendForgotPassword(data: $data) { result msg }
}`;

const forgotPassword = check(
  'validation.forgot-password',
  SECTION,
  `Forgot Password: a blank email answers failed "${messages.emailRequired}", one not like an email "${messages.emailPattern}"`,
  async (ctx) => {
    for (const [email, msg] of [
      ['', messages.emailRequired],
      ['not-an-email', messages.emailPattern],
    ] as const) {
      const data = await ctx.ok(null, FORGOT_PASSWORD, { data: { email } });
      expectEqual(data.sendForgotPassword, { result: 'failed', msg }, `answer for "${email}"`);
    }
  },
);

export const validationChecks: Check[] = [
  routeName,
  routeStatus,
  customerNames,
  jobCustomer,
  addUserRules,
  editUserPassword,
  serviceItemName,
  inviteNames,
  forgotPassword,
];
