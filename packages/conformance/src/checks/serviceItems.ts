/**
 * Saving the Select Service Item modal links newly checked items, keeps still checked
 * linked ones and unlinks unchecked linked ones, through updateJobServiceItemByPayload as the app
 * sends it. The check works on a job of its own at level 40 with the company's service items.
 * A member marks a linked item done at the tap's time (within bounds), not on a
 * cancelled job.
 */
import { messages, planServiceItemSync, type ServiceItemSelection } from '@routebook/schema';
import { check, expectEqual, expectRefused, expectTrue, type Check } from '../check';
import type { CheckContext, Session } from '../context';
import { ownJob } from './fixtures';
import { aCustomer, addItem, adminAt, makeRoute, serviceItemIds, show } from './support';

const SAVE = `mutation ConformanceSaveServiceItems($jobId: ID!, $items: [ServiceItemSelectionInput!]!) {
  updateJobServiceItemByPayload(jobId: $jobId, items: $items) {
    jobServiceItems { id serviceItem { id } }
  }
}`;

const LINKS = `query ConformanceJobServiceItems($id: ID!) {
  getJobServiceItemsByJobId(id: $id) { id serviceItem { id } }
}`;

interface Link {
  id: string;
  serviceItemId: string;
}

const linksOf = (raw: { id: string; serviceItem: { id: string } }[]): Link[] =>
  raw
    .map((link) => ({ id: link.id, serviceItemId: link.serviceItem.id }))
    .sort((a, b) => a.serviceItemId.localeCompare(b.serviceItemId));

async function save(
  ctx: CheckContext,
  admin: Session,
  jobId: string,
  items: ServiceItemSelection[],
): Promise<Link[]> {
  await ctx.ok(admin, SAVE, { jobId, items });
  const data = await ctx.ok(admin, LINKS, { id: jobId });
  return linksOf(data.getJobServiceItemsByJobId ?? []);
}

const sync = check(
  'serviceItems.sync',
  '§4 States and transitions',
  'saving service items: a newly checked item is linked, a still checked one keeps its link, an unchecked linked one is unlinked',
  async (ctx) => {
    const admin = await adminAt(ctx, 'level40');
    const [a, b, c] = (await serviceItemIds(ctx, admin, 3)) as [string, string, string];
    const route = await makeRoute(ctx, admin, 'Service Items');
    const item = await addItem(ctx, admin, route.id, { customerId: await aCustomer(ctx, admin) });
    const jobId = item.jobId!;
    let links: Link[] = [];
    // Unlinked before the route goes (a job with service items cannot be deleted).
    ctx.cleanup(() =>
      ctx.ok(admin, SAVE, {
        jobId,
        items: links.map((link) => ({
          serviceItemId: link.serviceItemId,
          jobServiceItemId: link.id,
          isChecked: false,
        })),
      }),
    );
    const first: ServiceItemSelection[] = [
      { serviceItemId: a, isChecked: true },
      { serviceItemId: b, isChecked: true },
      { serviceItemId: c, isChecked: false },
    ];
    links = await save(ctx, admin, jobId, first);
    expectEqual(
      links.map((link) => link.serviceItemId),
      [a, b].sort(),
      'service items linked after checking two of three',
    );
    const linkOf = (id: string) => links.find((link) => link.serviceItemId === id)?.id;
    const kept = linkOf(a);
    const second: ServiceItemSelection[] = [
      { serviceItemId: a, isChecked: true, jobServiceItemId: kept ?? null },
      { serviceItemId: b, isChecked: false, jobServiceItemId: linkOf(b) ?? null },
      { serviceItemId: c, isChecked: true },
    ];
    const plan = planServiceItemSync(second);
    links = await save(ctx, admin, jobId, second);
    expectEqual(
      links.map((link) => link.serviceItemId),
      [...plan.create, ...plan.update.map((u) => u.serviceItemId)].sort(),
      `service items linked after the second save (${show(plan)})`,
    );
    expectEqual(linkOf(a), kept, 'the link of the item that stayed checked');
  },
);

const MARK = `mutation ConformanceMarkServiceItemDone($id: ID!, $isComplete: Boolean, $doneAt: String) {
  updateJobServiceItem(jobServiceItemId: $id, isComplete: $isComplete, doneAt: $doneAt) {
    jobServiceItem { id isComplete completedAt }
  }
}`;
const CANCEL = `mutation ConformanceCancelJob($id: ID!) {
  updateJob(id: $id, data: { status: cancelled }) { job { id status } }
}`;
const DONE_FLAGS = `query ConformanceServiceItemsDone($id: ID!) {
  getJobServiceItemsByJobId(id: $id) { id isComplete completedAt }
}`;

const done = check(
  'serviceItems.done',
  '§4 States and transitions',
  `a member marks a job's service item done, at a time no later than the server's now (doneAt a day ahead is not kept), and not on a cancelled job (CONFLICT "${messages.jobCancelled}")`,
  async (ctx) => {
    const { jobId, admin } = await ownJob(ctx, 'level40', 'active');
    const member = await ctx.as('level40', 'member');
    const [itemId] = (await serviceItemIds(ctx, admin, 1)) as [string];
    const saved = await ctx.ok(member, SAVE, {
      jobId,
      items: [{ serviceItemId: itemId, isChecked: true }],
    });
    const linkId: string = saved.updateJobServiceItemByPayload.jobServiceItems[0].id;
    // Unlinked before the job goes (a job with service items cannot be deleted).
    ctx.cleanup(() =>
      ctx.ok(admin, SAVE, {
        jobId,
        items: [{ serviceItemId: itemId, isChecked: false, jobServiceItemId: linkId }],
      }),
    );
    const dayAhead = new Date(Date.now() + 86_400_000).toISOString();
    const marked = (await ctx.ok(member, MARK, { id: linkId, isComplete: true, doneAt: dayAhead }))
      .updateJobServiceItem?.jobServiceItem;
    expectEqual(marked?.isComplete, true, 'isComplete of the item marked done');
    expectTrue(
      typeof marked?.completedAt === 'string' &&
        Date.parse(marked.completedAt) < Date.parse(dayAhead),
      `completedAt of a service item marked done with a time a day ahead (${dayAhead}): expected the server's now, got ${show(marked?.completedAt)}`,
    );
    await ctx.ok(member, MARK, { id: linkId, isComplete: false });
    await ctx.ok(admin, CANCEL, { id: jobId });
    const refused = await ctx.run(member, MARK, { id: linkId, isComplete: true });
    expectRefused(refused, 'CONFLICT', messages.jobCancelled);
    const links = (await ctx.ok(admin, DONE_FLAGS, { id: jobId })).getJobServiceItemsByJobId;
    expectEqual(
      links,
      [{ id: linkId, isComplete: false, completedAt: null }],
      'the service item of the cancelled job, after marking it done was refused',
    );
  },
);

export const serviceItemChecks: Check[] = [sync, done];
