/**
 * Today (schema.graphql, Query.today): a member's day is the active routes they run
 * (Route.technician), by name, with their jobs in item order and the day's progress. A regular
 * member reads only their own day, an admin any member's of the company; another company's member
 * is NOT_FOUND, another company's id FORBIDDEN. The day check makes routes of its own for the
 * member and judges only those (the member's other routes stay as they are).
 */
import { dayProgress, messages } from '@routebook/schema';
import { about, check, expectEqual, expectRefused, type Check } from '../check';
import type { GraphQLResult } from '../client';
import type { Session } from '../context';
import { aCustomer, addItem, adminAt, eachWay, makeRoute, show, type JobStatus } from './support';

const SECTION = 'Extension: Today';

const TODAY = `query ConformanceToday($companyId: ID!, $companyUserId: ID) {
  today(companyId: $companyId, companyUserId: $companyUserId) {
    companyUser { id }
    routes { id name }
    jobs { id status }
    done
    total
  }
}`;

interface Day {
  companyUser: { id: string };
  routes: { id: string; name: string }[];
  jobs: { id: string; status: string }[];
  done: number;
  total: number;
}

const day = check(
  'today.day',
  SECTION,
  "a member's Today lists the active routes they run by name, their jobs route by route in item order, and done of total (complete and cancelled jobs are done); a draft route of theirs is left out",
  async (ctx) => {
    const admin = await adminAt(ctx, 'level40');
    const member = await ctx.as('level40', 'member');
    const customerId = await aCustomer(ctx, admin);
    const jobsOn = async (routeId: string, statuses: JobStatus[]) => {
      const ids: string[] = [];
      for (const status of statuses) {
        ids.push((await addItem(ctx, admin, routeId, { customerId, status })).jobId!);
      }
      return ids;
    };
    // Made in the reverse of their names' order, so that an order by creation shows.
    const second = await makeRoute(ctx, admin, 'Today B', 'active', member.companyUserId);
    const first = await makeRoute(ctx, admin, 'Today A', 'active', member.companyUserId);
    const draft = await makeRoute(ctx, admin, 'Today Draft', 'draft', member.companyUserId);
    const secondJobs = await jobsOn(second.id, ['complete', 'active']);
    const firstJobs = await jobsOn(first.id, ['cancelled', 'active']);
    const draftJobs = await jobsOn(draft.id, ['active']);

    const { today } = (await ctx.ok(member, TODAY, { companyId: member.companyId })) as {
      today: Day;
    };
    expectEqual(today.companyUser?.id, member.companyUserId, 'whose day Today answers');
    const routes = new Set([first.id, second.id, draft.id]);
    expectEqual(
      today.routes.filter((route) => routes.has(route.id)).map((route) => route.name),
      [first.name, second.name],
      "the kit's routes on the member's Today (by name, the draft left out)",
    );
    const jobs = new Set([...firstJobs, ...secondJobs, ...draftJobs]);
    expectEqual(
      today.jobs.filter((job) => jobs.has(job.id)).map((job) => job.id),
      [...firstJobs, ...secondJobs],
      "the kit's jobs on Today (route by route in item order, none of the draft)",
    );
    const statuses = today.jobs.map((job) => job.status);
    expectEqual(
      { done: today.done, total: today.total },
      dayProgress(statuses),
      `done and total of a day whose jobs are ${show(statuses)}`,
    );
  },
);

/** Fails unless `result` is `session`'s day. */
function expectDayOf(result: GraphQLResult, session: Session, what: string): void {
  expectEqual(result.errors, undefined, `errors of ${what}`);
  expectEqual(result.data?.today?.companyUser?.id, session.companyUserId, `whose day ${what} is`);
}

/** Fails unless `result` is refused with `code` and `message`, answering nothing of the day. */
function expectNoDay(result: GraphQLResult, code: string, message: string): void {
  expectRefused(result, code, message);
  expectEqual(result.data?.today ?? null, null, 'the day answered');
}

const who = check(
  'today.who',
  SECTION,
  "a regular member reads their own day only (another member's is FORBIDDEN), an admin any member's; another company's member is NOT_FOUND and another company's id FORBIDDEN — alone and in a batch",
  async (ctx) => {
    const admin = await ctx.as('level40', 'admin');
    const member = await ctx.as('level40', 'member');
    const outsider = await ctx.as('other', 'admin');
    for (const way of eachWay(ctx)) {
      const own = await way.run(member, TODAY, {
        companyId: member.companyId,
        companyUserId: member.companyUserId,
      });
      expectDayOf(own, member, `a regular member's own day (${way.how})`);
      const others = await way.run(member, TODAY, {
        companyId: member.companyId,
        companyUserId: admin.companyUserId,
      });
      await about(`a regular member asking for another member's day (${way.how})`, () =>
        expectNoDay(others, 'FORBIDDEN', messages.forbidden),
      );
      const asAdmin = await way.run(admin, TODAY, {
        companyId: admin.companyId,
        companyUserId: member.companyUserId,
      });
      expectDayOf(asAdmin, member, `a member's day asked by their admin (${way.how})`);
      const elsewhere = await way.run(outsider, TODAY, {
        companyId: outsider.companyId,
        companyUserId: member.companyUserId,
      });
      await about(`another company's admin asking for a member's day (${way.how})`, () =>
        expectNoDay(elsewhere, 'NOT_FOUND', messages.notFound),
      );
      const wrongCompany = await way.run(admin, TODAY, { companyId: outsider.companyId });
      await about(`an admin naming another company's id (${way.how})`, () =>
        expectNoDay(wrongCompany, 'FORBIDDEN', messages.wrongCompany),
      );
    }
  },
);

export const todayChecks: Check[] = [day, who];
