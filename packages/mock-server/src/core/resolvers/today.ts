import { byNameThenId, dayProgress } from '@routebook/schema';
import { isAdmin, owned, ownCompanyId, requireSession, type Context } from '../context';
import { forbidden } from '../errors';
import { sortedItems } from '../domain/routeItems';
import type { CompanyUserRecord, JobRecord, RouteRecord } from '../store/records';
import type { Resolver, ResolverMap } from './types';

/** What Query.today answers: the member, their active routes by name, and the jobs in order. */
interface TodayAnswer {
  companyUser: CompanyUserRecord;
  routes: RouteRecord[];
  jobs: JobRecord[];
}

/**
 * Whose day the caller may read: their own (no `companyUserId`, or their own id), or, for an
 * admin, any member of the company (another company's member is answered as one that does not
 * exist). A regular member asking for someone else is refused.
 */
function memberOf(ctx: Context, companyUserId: string | null | undefined): CompanyUserRecord {
  const { companyUser } = requireSession(ctx);
  if (companyUserId == null || companyUserId === companyUser.id) return companyUser;
  if (!isAdmin(ctx)) return forbidden();
  return owned(ctx, ctx.store.companyUsers, companyUserId);
}

/**
 * The technician's day: the active routes whose technician the member is, by name (then id), and
 * their jobs in item order. Routes have no date: the active ones are today's.
 */
const today: Resolver<unknown, { companyId: string; companyUserId?: string | null }> = (
  _,
  { companyId, companyUserId },
  ctx,
): TodayAnswer => {
  const ownId = ownCompanyId(ctx, companyId);
  const member = memberOf(ctx, companyUserId);
  const routes = ctx.store.routes
    .where('companyId', ownId)
    .filter((route) => route.status === 'active' && route.technicianId === member.id)
    .sort(byNameThenId((route) => route.name));
  const jobs = routes.flatMap((route) =>
    sortedItems(ctx.store, route.id).flatMap((item) => {
      const job = item.jobId ? ctx.store.jobs.get(item.jobId) : undefined;
      return job ? [job] : [];
    }),
  );
  return { companyUser: member, routes, jobs };
};

export const todayResolvers = {
  Query: { today },
  Today: {
    done: (day: TodayAnswer) => dayProgress(day.jobs.map((job) => job.status)).done,
    total: (day: TodayAnswer) => dayProgress(day.jobs.map((job) => job.status)).total,
  },
} satisfies ResolverMap;
