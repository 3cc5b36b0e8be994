/**
 * A technician's day (Query.today), the route's technician (Add/Edit Route) and the company's On my
 * way text.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_ON_MY_WAY_MESSAGE, fieldDayMessages } from '@routebook/schema';
import { expectError, startTestServer, the, type TestServer } from '../../../test/testSupport';

const TODAY = `query Today($companyId: ID!, $companyUserId: ID) {
  today(companyId: $companyId, companyUserId: $companyUserId) {
    companyUser { id firstName }
    routes { id name }
    jobs { id status route { id name } customer { displayName firstName address1 mobile } }
    done
    total
  }
}`;
const CREATE_ROUTE = `mutation Create($data: RouteInput!) {
  createRoute(data: $data) { route { id technician { id } } }
}`;
const UPDATE_ROUTE = `mutation Update($id: ID!, $data: RouteUpdateInput!) {
  updateRoute(id: $id, data: $data) { route { id name status technician { id firstName } } }
}`;
const ROUTE = `query Route($id: ID!) { route(id: $id) { id technician { id } } }`;
const COPY_ROUTE = `mutation Copy($routeId: ID!) {
  copyRoute(routeId: $routeId) { route { id status technician { id } } }
}`;
const ADD_JOB = `mutation Add($data: RouteItemInput!, $job: RouteItemJobInput) {
  createRouteItem(data: $data, job: $job) { routeItem { job { id } } }
}`;
const CUSTOMERS = `query C($companyId: ID!) { companyActiveCustomers(companyId: $companyId) { id } }`;
const ADD_USER = `mutation AddUser($data: CompanyUserInput!) {
  createCompanyUser(data: $data) { companyUser { id } }
}`;
const INVITE = `mutation Invite($data: InviteInput!) {
  inviteCompanyUser(data: $data) { companyUser { id status } }
}`;
const DELETE_USER = `mutation Delete($id: ID!) { deleteCompanyUser(id: $id) { deletedId } }`;
const MESSAGE = `query Message($id: ID!) { company(id: $id) { onMyWayMessage } }`;
const UPDATE_COMPANY = `mutation UpdateCompany($id: ID!, $data: CompanyInput!) {
  updateCompany(id: $id, data: $data) { id name onMyWayMessage }
}`;

interface TodayJob {
  id: string;
  status: string;
  route: { id: string; name: string };
  customer: { displayName: string; firstName: string | null; address1: string; mobile: string };
}

let t: TestServer;
beforeEach(async () => {
  t = await startTestServer();
});

/** The store's route named `name` of the company at `planLevel`. */
function seededRoute(planLevel: number, name: string) {
  const { store } = t.server;
  const company = the(store.companies.all().find((c) => c.planLevel === planLevel));
  return the(store.routes.all().find((r) => r.companyId === company.id && r.name === name));
}

describe('today', () => {
  it("answers field staff's own day: their active route's jobs in item order, with progress", async () => {
    const staff = await t.signIn('staff40@routebook.test');
    const monday = seededRoute(40, 'Monday Route');
    const { today } = await t.ok(staff.token, TODAY, { companyId: staff.companyId });
    expect(today.companyUser).toEqual({ id: staff.companyUserId, firstName: 'Sam' });
    expect(today.routes).toEqual([{ id: monday.id, name: 'Monday Route' }]);
    const routeOrder = (await t.routeJobs(staff.token, staff.companyId)).filter(
      (job) => job.routeId === monday.id,
    );
    expect(today.jobs.map((job: TodayJob) => job.id)).toEqual(routeOrder.map((job) => job.id));
    expect(today.jobs.map((job: TodayJob) => job.status)).toEqual([
      'complete',
      'inprogress',
      'active',
      'cancelled',
    ]);
    for (const job of today.jobs as TodayJob[]) {
      expect(job.route).toEqual({ id: monday.id, name: 'Monday Route' });
      expect(job.customer.displayName).toBeTruthy();
      expect(job.customer.address1).toBeTruthy();
      expect(job.customer.mobile).toMatch(/^555-01\d\d$/);
    }
    // Complete and cancelled are done; planned and in progress are not.
    expect([today.done, today.total]).toEqual([2, 4]);
    // Asking for themselves by id is the same day.
    const byId = await t.ok(staff.token, TODAY, {
      companyId: staff.companyId,
      companyUserId: staff.companyUserId,
    });
    expect(byId.today).toEqual(today);
  });

  it('orders routes by name, then items; leaves out drafts and routes of others', async () => {
    const admin = await t.signIn('admin40@routebook.test');
    const staff = await t.signIn('staff40@routebook.test');
    const customerId = (await t.ok(admin.token, CUSTOMERS, { companyId: admin.companyId }))
      .companyActiveCustomers[0].id;
    const addRoute = async (name: string, status: string) => {
      const { createRoute } = await t.ok(admin.token, CREATE_ROUTE, {
        data: { name, status, technician: staff.companyUserId },
      });
      const jobs: string[] = [];
      for (let i = 0; i < 2; i += 1) {
        const added = await t.ok(admin.token, ADD_JOB, {
          data: { route: createRoute.route.id, type: 'job' },
          job: { customer: customerId },
        });
        jobs.push(added.createRouteItem.routeItem.job.id);
      }
      return { id: createRoute.route.id as string, jobs };
    };
    const alpha = await addRoute('alpha route', 'active');
    await addRoute('Aardvark draft', 'draft');
    const zulu = await addRoute('Zulu Route', 'active');

    const { today } = await t.ok(staff.token, TODAY, { companyId: staff.companyId });
    expect(today.routes.map((route: { name: string }) => route.name)).toEqual([
      'alpha route',
      'Monday Route',
      'Zulu Route',
    ]);
    const ids = today.jobs.map((job: TodayJob) => job.id);
    expect(ids.slice(0, 2)).toEqual(alpha.jobs);
    expect(ids.slice(-2)).toEqual(zulu.jobs);
    expect([today.done, today.total]).toEqual([2, 8]);
    // Wednesday Route is Morgan's, not Sam's.
    expect(today.jobs.some((job: TodayJob) => job.route.name === 'Wednesday Route')).toBe(false);
  });

  it('lets an admin read any member of the company, the same day the member reads', async () => {
    const admin = await t.signIn('admin40@routebook.test');
    const staff = await t.signIn('staff40@routebook.test');
    const own = await t.ok(staff.token, TODAY, { companyId: staff.companyId });
    const asAdmin = await t.ok(admin.token, TODAY, {
      companyId: admin.companyId,
      companyUserId: staff.companyUserId,
    });
    expect(asAdmin.today).toEqual(own.today);
    // Without companyUserId, the admin's own day: none of the seed's routes is theirs.
    const adminsOwn = await t.ok(admin.token, TODAY, { companyId: admin.companyId });
    expect(adminsOwn.today).toMatchObject({ jobs: [], routes: [], done: 0, total: 0 });
    const multi = the(
      t.server.store.companyUsers
        .all()
        .find((m) => m.companyId === admin.companyId && m.email === 'multi@routebook.test'),
    );
    const morgans = await t.ok(admin.token, TODAY, {
      companyId: admin.companyId,
      companyUserId: multi.id,
    });
    expect(morgans.today.routes.map((route: { name: string }) => route.name)).toEqual([
      'Wednesday Route',
    ]);
  });

  it("refuses a regular member another member's day, and anyone another company's", async () => {
    const staff = await t.signIn('staff40@routebook.test');
    const admin = await t.signIn('admin40@routebook.test');
    const other = await t.signIn('staff30@routebook.test');
    expectError(
      await t.run(staff.token, TODAY, {
        companyId: staff.companyId,
        companyUserId: admin.companyUserId,
      }),
      'FORBIDDEN',
    );
    expectError(await t.run(staff.token, TODAY, { companyId: other.companyId }), 'FORBIDDEN');
    const result = await t.run(admin.token, TODAY, {
      companyId: admin.companyId,
      companyUserId: other.companyUserId,
    });
    expectError(result, 'NOT_FOUND');
    expect(JSON.stringify(result.data ?? null)).not.toContain('Shield');
    expectError(await t.run(null, TODAY, { companyId: staff.companyId }), 'UNAUTHENTICATED');
  });

  it("shows a completed job as done in the member's progress", async () => {
    const staff = await t.signIn('staff40@routebook.test');
    const { today } = await t.ok(staff.token, TODAY, { companyId: staff.companyId });
    const open = (today.jobs as TodayJob[]).find((job) => job.status === 'active');
    await t.ok(
      staff.token,
      `mutation($id: ID!) { updateJob(id: $id, data: { status: complete }) { job { id } } }`,
      { id: the(open).id },
    );
    const after = await t.ok(staff.token, TODAY, { companyId: staff.companyId });
    expect([after.today.done, after.today.total]).toEqual([3, 4]);
  });
});

describe("a route's technician", () => {
  it('is set on Add Route, kept by an Edit Route without it, changed and cleared', async () => {
    const admin = await t.signIn('admin40@routebook.test');
    const staff = await t.signIn('staff40@routebook.test');
    const { createRoute } = await t.ok(admin.token, CREATE_ROUTE, {
      data: { name: 'Night Shift', technician: staff.companyUserId },
    });
    expect(createRoute.route.technician).toEqual({ id: staff.companyUserId });
    const id = createRoute.route.id as string;

    const renamed = await t.ok(admin.token, UPDATE_ROUTE, { id, data: { name: 'Late Shift' } });
    expect(renamed.updateRoute.route.technician).toEqual({
      id: staff.companyUserId,
      firstName: 'Sam',
    });
    const toAdmin = await t.ok(admin.token, UPDATE_ROUTE, {
      id,
      data: { technician: admin.companyUserId },
    });
    expect(toAdmin.updateRoute.route.technician.id).toBe(admin.companyUserId);
    const cleared = await t.ok(admin.token, UPDATE_ROUTE, { id, data: { technician: null } });
    expect(cleared.updateRoute.route.technician).toBeNull();
    // Field staff read it on the route.
    const read = await t.ok(staff.token, ROUTE, { id: seededRoute(40, 'Monday Route').id });
    expect(read.route.technician).toEqual({ id: staff.companyUserId });
  });

  it("refuses another company's member as NOT_FOUND and changes nothing", async () => {
    const admin = await t.signIn('admin40@routebook.test');
    const other = await t.signIn('staff30@routebook.test');
    const monday = seededRoute(40, 'Monday Route');
    const before = monday.technicianId;
    expectError(
      await t.run(admin.token, UPDATE_ROUTE, {
        id: monday.id,
        data: { technician: other.companyUserId },
      }),
      'NOT_FOUND',
      fieldDayMessages.technicianNotFound,
    );
    expect(t.server.store.routes.get(monday.id)?.technicianId).toBe(before);
    const routes = t.server.store.routes.all().length;
    expectError(
      await t.run(admin.token, CREATE_ROUTE, {
        data: { name: 'Stolen', technician: other.companyUserId },
      }),
      'NOT_FOUND',
      fieldDayMessages.technicianNotFound,
    );
    expect(t.server.store.routes.all()).toHaveLength(routes);
  });

  it('refuses a member who is not active; only admins set it', async () => {
    const admin = await t.signIn('admin40@routebook.test');
    const staff = await t.signIn('staff40@routebook.test');
    const { inviteCompanyUser } = await t.ok(admin.token, INVITE, {
      data: { firstName: 'Ivo', lastName: 'New', email: 'ivo@routebook.test' },
    });
    expect(inviteCompanyUser.companyUser.status).toBe('invited');
    const monday = seededRoute(40, 'Monday Route');
    expectError(
      await t.run(admin.token, UPDATE_ROUTE, {
        id: monday.id,
        data: { technician: inviteCompanyUser.companyUser.id },
      }),
      'BAD_USER_INPUT',
      fieldDayMessages.technicianInactive,
    );
    expectError(
      await t.run(staff.token, UPDATE_ROUTE, {
        id: monday.id,
        data: { technician: staff.companyUserId },
      }),
      'FORBIDDEN',
    );
  });

  it('goes with a copy of the route, and is cleared when the member is removed', async () => {
    const admin = await t.signIn('admin40@routebook.test');
    const { createCompanyUser } = await t.ok(admin.token, ADD_USER, {
      data: {
        firstName: 'Tia',
        lastName: 'Temp',
        email: 'tia@routebook.test',
        password: 'routebook',
        confirmPassword: 'routebook',
      },
    });
    const tia = createCompanyUser.companyUser.id as string;
    const monday = seededRoute(40, 'Monday Route');
    await t.ok(admin.token, UPDATE_ROUTE, { id: monday.id, data: { technician: tia } });
    const { copyRoute } = await t.ok(admin.token, COPY_ROUTE, { routeId: monday.id });
    expect(copyRoute.route).toMatchObject({ status: 'draft', technician: { id: tia } });

    await t.ok(admin.token, DELETE_USER, { id: tia });
    for (const id of [monday.id, copyRoute.route.id]) {
      expect((await t.ok(admin.token, ROUTE, { id })).route.technician).toBeNull();
    }
  });
});

describe('the On my way message', () => {
  it('is the default until an admin saves another, which every member then reads', async () => {
    const admin = await t.signIn('admin10@routebook.test');
    const staff = await t.signIn('staff10@routebook.test');
    const read = async (token: string) =>
      (await t.ok(token, MESSAGE, { id: admin.companyId })).company.onMyWayMessage;
    expect(await read(staff.token)).toBe(DEFAULT_ON_MY_WAY_MESSAGE);
    expect(DEFAULT_ON_MY_WAY_MESSAGE).toBe(
      'Hi {customer}, this is {technician} from {company}, on my way, about {minutes} minutes.',
    );
    const text = '  Hello {customer}, {technician} of {company} is {minutes} min away.  ';
    const { updateCompany } = await t.ok(admin.token, UPDATE_COMPANY, {
      id: admin.companyId,
      data: { onMyWayMessage: text },
    });
    expect(updateCompany).toMatchObject({
      name: 'Greenway Lawn Care',
      onMyWayMessage: text.trim(),
    });
    expect(await read(staff.token)).toBe(text.trim());
    // A profile save without it keeps it.
    await t.ok(admin.token, UPDATE_COMPANY, { id: admin.companyId, data: { name: 'Greenway' } });
    expect(await read(admin.token)).toBe(text.trim());
  });

  it('must not be blank nor longer than 480 characters; field staff cannot change it', async () => {
    const admin = await t.signIn('admin10@routebook.test');
    const staff = await t.signIn('staff10@routebook.test');
    for (const [value, message] of [
      ['  ', fieldDayMessages.onMyWayMessageRequired],
      [null, fieldDayMessages.onMyWayMessageRequired],
      ['x'.repeat(481), fieldDayMessages.onMyWayMessageTooLong],
    ] as const) {
      expectError(
        await t.run(admin.token, UPDATE_COMPANY, {
          id: admin.companyId,
          data: { onMyWayMessage: value },
        }),
        'BAD_USER_INPUT',
        message,
      );
    }
    expectError(
      await t.run(staff.token, UPDATE_COMPANY, {
        id: staff.companyId,
        data: { onMyWayMessage: 'Mine' },
      }),
      'FORBIDDEN',
    );
    const { company } = await t.ok(admin.token, MESSAGE, { id: admin.companyId });
    expect(company.onMyWayMessage).toBe(DEFAULT_ON_MY_WAY_MESSAGE);
  });
});
