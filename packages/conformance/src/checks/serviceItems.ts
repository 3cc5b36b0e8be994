/**
 * Spec §4: saving the Select Service Item modal links newly checked items, keeps still checked
 * linked ones and unlinks unchecked linked ones, through updateJobServiceItemByPayload as the app
 * sends it. The check works on a job of its own at level 40 with the company's service items.
 */
import { planServiceItemSync, type ServiceItemSelection } from '@routebook/schema';
import { check, expectEqual, type Check } from '../check';
import type { CheckContext, Session } from '../context';
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

export const serviceItemChecks: Check[] = [sync];
