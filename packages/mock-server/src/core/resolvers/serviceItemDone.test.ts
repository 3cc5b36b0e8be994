/**
 * Staff mark a job's service item done (or not) on the job, offline too: the done flag of
 * updateJobServiceItem, at the tap's time (`doneAt`, a field action's bounds), scoped to the
 * caller's company and refused on a cancelled job as other new work is.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { DONE_AT_CLOCK_SKEW_MS, messages } from '@routebook/schema';
import {
  TEST_NOW,
  expectError,
  startTestServer,
  the,
  type TestServer,
} from '../../../test/testSupport';

const LINK_FIELDS = 'id isComplete completedAt note serviceItem { id name }';
const ITEMS = `query Items($companyId: ID!) { getServiceItems(companyId: $companyId) { id name } }`;
const LINK = `mutation Link($jobId: ID!, $serviceItemId: ID!) {
  createJobServiceItem(jobId: $jobId, serviceItemId: $serviceItemId) { jobServiceItem { ${LINK_FIELDS} } }
}`;
const MARK = `mutation Mark($id: ID!, $isComplete: Boolean, $doneAt: String, $key: ID) {
  updateJobServiceItem(jobServiceItemId: $id, isComplete: $isComplete, doneAt: $doneAt, clientMutationId: $key) {
    jobServiceItem { ${LINK_FIELDS} }
    job { id jobServiceItems { id isComplete } }
  }
}`;
const NOTE = `mutation Note($id: ID!, $note: String) {
  updateJobServiceItem(jobServiceItemId: $id, note: $note) { jobServiceItem { ${LINK_FIELDS} } }
}`;
const JOB = `query Job($id: ID!) { job(id: $id) { id jobServiceItems { ${LINK_FIELDS} } } }`;
const UPDATE_JOB = `mutation UpdateJob($id: ID!, $data: JobInput!) {
  updateJob(id: $id, data: $data) { job { id status } }
}`;

const MINUTE = 60_000;
const iso = (ms: number) => new Date(ms).toISOString();
const now = TEST_NOW.getTime();

let t: TestServer;
beforeEach(async () => {
  t = await startTestServer();
});

/**
 * staff40 with an active job of Monday Route (made a day ago with the demo data) and a service
 * item linked to it, not done.
 */
async function staffWithLink() {
  const staff = await t.signIn('staff40@routebook.test');
  const admin = await t.signIn('admin40@routebook.test');
  const jobs = await t.routeJobs(staff.token, staff.companyId);
  const jobId = the(
    jobs.find(
      (job) =>
        job.status === 'active' && t.server.store.routes.get(job.routeId)?.name === 'Monday Route',
    ),
  ).id;
  const [item] = (await t.ok(staff.token, ITEMS, { companyId: staff.companyId })).getServiceItems;
  const link = (await t.ok(staff.token, LINK, { jobId, serviceItemId: item.id }))
    .createJobServiceItem.jobServiceItem;
  const mark = (variables: { isComplete?: boolean; doneAt?: string; key?: string }) =>
    t.run(staff.token, MARK, { id: link.id, ...variables });
  const stored = () => the(t.server.store.jobServiceItems.get(link.id));
  return { staff, admin, jobId, link, mark, stored };
}

describe('a service item marked done on the job (updateJobServiceItem isComplete)', () => {
  it('lets field staff mark it done at the time of the tap, shown on the job', async () => {
    const { jobId, link, mark, staff } = await staffWithLink();
    expect(link).toMatchObject({ isComplete: false, completedAt: null });
    const tappedAt = iso(now - 5 * MINUTE);
    const result = await mark({ isComplete: true, doneAt: tappedAt });
    expect(result.errors).toBeUndefined();
    expect(result.data!.updateJobServiceItem.jobServiceItem).toMatchObject({
      id: link.id,
      isComplete: true,
      completedAt: tappedAt,
    });
    const { job } = await t.ok(staff.token, JOB, { id: jobId });
    expect(job.jobServiceItems).toContainEqual(
      expect.objectContaining({ id: link.id, isComplete: true, completedAt: tappedAt }),
    );
  });

  it('keeps the first time of an item already done; not done clears it; no doneAt is now', async () => {
    const { mark } = await staffWithLink();
    const first = iso(now - 10 * MINUTE);
    await mark({ isComplete: true, doneAt: first });
    const again = await mark({ isComplete: true, doneAt: iso(now - MINUTE) });
    expect(again.data!.updateJobServiceItem.jobServiceItem.completedAt).toBe(first);
    const undone = await mark({ isComplete: false });
    expect(undone.data!.updateJobServiceItem.jobServiceItem).toMatchObject({
      isComplete: false,
      completedAt: null,
    });
    const redone = await mark({ isComplete: true });
    expect(redone.data!.updateJobServiceItem.jobServiceItem.completedAt).toBe(iso(now));
  });

  it('keeps the done mark and its time when only the note changes', async () => {
    const { link, mark, staff, stored } = await staffWithLink();
    const tappedAt = iso(now - 4 * MINUTE);
    await mark({ isComplete: true, doneAt: tappedAt });
    const edited = await t.run(staff.token, NOTE, { id: link.id, note: 'Two filters' });
    expect(edited.data!.updateJobServiceItem.jobServiceItem).toMatchObject({
      isComplete: true,
      completedAt: tappedAt,
      note: 'Two filters',
    });
    expect(stored()).toMatchObject({ note: 'Two filters', serviceItemId: link.serviceItem.id });
  });

  it(`keeps a clock up to ${DONE_AT_CLOCK_SKEW_MS / MINUTE} minutes fast; later is the server's now`, async () => {
    const { mark } = await staffWithLink();
    const ahead = await mark({ isComplete: true, doneAt: iso(now + DONE_AT_CLOCK_SKEW_MS + 1000) });
    expect(ahead.data!.updateJobServiceItem.jobServiceItem.completedAt).toBe(iso(now));
  });

  it("keeps a time before the job existed at the job's creation", async () => {
    const { jobId, mark } = await staffWithLink();
    const createdAt = the(t.server.store.jobs.get(jobId)?.createdAt);
    const before = await mark({ isComplete: true, doneAt: iso(Date.parse(createdAt) - MINUTE) });
    expect(before.data!.updateJobServiceItem.jobServiceItem.completedAt).toBe(createdAt);
  });

  it('marks it done once for a change sent twice with its key', async () => {
    const { mark, stored } = await staffWithLink();
    const tappedAt = iso(now - 3 * MINUTE);
    const [one, two] = await Promise.all([
      mark({ isComplete: true, doneAt: tappedAt, key: 'mark-1' }),
      mark({ isComplete: true, doneAt: tappedAt, key: 'mark-1' }),
    ]);
    expect(one.data).toEqual(two.data);
    expect(stored()).toMatchObject({ isComplete: true, completedAt: tappedAt });
    expectError(
      await mark({ isComplete: true, doneAt: iso(now), key: 'mark-1' }),
      'IDEMPOTENCY_KEY_REUSED',
    );
  });

  it('refuses a doneAt that is not an ISO 8601 instant, and changes nothing', async () => {
    const { mark, stored } = await staffWithLink();
    const before = JSON.stringify(stored());
    for (const doneAt of ['just now', '2026-11-02T08:00', '2026-11-31T08:00:00Z']) {
      expectError(await mark({ isComplete: true, doneAt }), 'BAD_USER_INPUT', messages.invalidDate);
    }
    expect(JSON.stringify(stored())).toBe(before);
  });

  it('refuses marking it done on a cancelled job, and lets a mark be taken back there', async () => {
    const { admin, jobId, mark, stored } = await staffWithLink();
    await mark({ isComplete: true, doneAt: iso(now - MINUTE) });
    await mark({ isComplete: false });
    await t.ok(admin.token, UPDATE_JOB, { id: jobId, data: { status: 'cancelled' } });
    expectError(await mark({ isComplete: true }), 'CONFLICT', messages.jobCancelled);
    expect(stored()).toMatchObject({ isComplete: false, completedAt: null });
    // Marked done before the office cancelled it: the mark can still be corrected.
    t.server.store.jobServiceItems.update(stored().id, {
      isComplete: true,
      completedAt: iso(now - MINUTE),
    });
    const undone = await mark({ isComplete: false });
    expect(undone.errors).toBeUndefined();
    expect(stored()).toMatchObject({ isComplete: false, completedAt: null });
  });

  it("answers another company's staff as if the item were gone, changing nothing", async () => {
    const { link, stored } = await staffWithLink();
    const outsider = await t.signIn('staff30@routebook.test');
    // Their plan includes service items too: only the company tells them apart.
    t.server.store.companies.update(outsider.companyId, { planLevel: 40 });
    const before = JSON.stringify(stored());
    expectError(
      await t.run(outsider.token, MARK, { id: link.id, isComplete: true }),
      'NOT_FOUND',
      messages.jobServiceItemDeleted,
    );
    expect(JSON.stringify(stored())).toBe(before);
  });
});
