/**
 * What a change queued on a phone meets when the office changed things meanwhile. Each refusal is a
 * GraphQL error with a code and a message a person understands, and writes nothing.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { messages } from '@routebook/schema';
import { expectError, startTestServer, the, type TestServer } from '../../test/testSupport';

const PNG = Uint8Array.from(
  atob(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  ),
  (ch) => ch.charCodeAt(0),
);
const IN = { timeIn: '2026-11-02T08:00', timeInAt: '2026-11-02T08:00:00.000Z' };
const OUT = { timeOut: '2026-11-02T08:45', timeOutAt: '2026-11-02T08:45:00.000Z' };

const JOB = `query Job($id: ID!) {
  job(id: $id) { id status notes counts { clockIns tasks photos notes serviceItems } }
}`;
const UPDATE_JOB = `mutation($id: ID!, $data: JobInput!) { updateJob(id: $id, data: $data) { job { id status notes } } }`;
const DELETE_JOB = `mutation($id: ID!) { deleteJob(id: $id) { deletedId } }`;
const CLOCK_IN = `mutation($data: JobTimeInput!) { createJobTime(data: $data) { jobTime { id } } }`;
const CLOCK_OUT = `mutation($id: ID!, $data: JobTimeInput!) { updateJobTime(id: $id, data: $data) { jobTime { id status } } }`;
const DELETE_TIME = `mutation($id: ID!) { deleteJobTime(id: $id) { deletedId } }`;
const ADD_TASK = `mutation($id: ID!, $data: JobTaskInput!) { createJobTask(id: $id, data: $data) { jobTask { id } } }`;
const EDIT_TASK = `mutation($id: ID!, $data: JobTaskInput!) { updateJobTask(id: $id, data: $data) { jobTask { id } } }`;
const DELETE_TASK = `mutation($id: ID!) { deleteJobTask(id: $id) { deletedId } }`;
const ADD_NOTE = `mutation($data: JobNoteInput!) { createJobNote(data: $data) { jobNote { id } } }`;
const EDIT_NOTE = `mutation($id: ID!, $data: JobNoteInput!) { updateJobNote(id: $id, data: $data) { jobNote { id } } }`;
const DELETE_NOTE = `mutation($id: ID!) { deleteJobNote(id: $id) { deletedId } }`;
const UPLOAD = `mutation($file: Upload!) { uploadImage(file: $file) { url } }`;
const ADD_PHOTO = `mutation($data: JobPhotoInput!) { createJobPhoto(data: $data) { jobPhoto { id } } }`;
const DELETE_PHOTO = `mutation($id: ID!) { deleteJobPhoto(id: $id) { deletedId } }`;
const ITEMS = `query($companyId: ID!) { getServiceItems(companyId: $companyId) { id } }`;
const LINK = `mutation($jobId: ID!, $serviceItemId: ID!) {
  createJobServiceItem(jobId: $jobId, serviceItemId: $serviceItemId) { jobServiceItem { id } }
}`;
const EDIT_LINK = `mutation($id: ID!, $note: String) {
  updateJobServiceItem(jobServiceItemId: $id, note: $note) { jobServiceItem { id } }
}`;
const UNLINK = `mutation($id: ID!) { deleteJobServiceItem(id: $id) { deletedId } }`;
const DELETE_ITEM = `mutation($id: ID!) { deleteServiceItem(id: $id) { deletedId } }`;
const SAVE_ITEMS = `mutation($jobId: ID!, $items: [ServiceItemSelectionInput!]!) {
  updateJobServiceItemByPayload(jobId: $jobId, items: $items) { jobServiceItems { id } }
}`;

let t: TestServer;
beforeEach(async () => {
  t = await startTestServer();
});

/** staff40 (the technician, offline) and admin40 (the office), with a bare active job. */
async function officeAndTechnician() {
  const staff = await t.signIn('staff40@routebook.test');
  const admin = await t.signIn('admin40@routebook.test');
  const jobs = await t.routeJobs(admin.token, admin.companyId);
  const counts = async (id: string) => (await t.ok(admin.token, JOB, { id })).job;
  let job: string | undefined;
  for (const { id, status } of jobs) {
    const { counts: c } = await counts(id);
    if (status === 'active' && Object.values(c as object).every((n) => n === 0)) job = id;
  }
  const items: { id: string }[] = (await t.ok(staff.token, ITEMS, { companyId: staff.companyId }))
    .getServiceItems;
  const url: string = (await t.ok(staff.token, UPLOAD, { file: new File([PNG], 'gate.png') }))
    .uploadImage.url;
  // The demo data leaves staff40 clocked in elsewhere; clock out there first.
  for (const entry of t.server.store.jobTimes.where('companyUserId', staff.companyUserId)) {
    if (entry.status === 'active') await t.ok(staff.token, CLOCK_OUT, { id: entry.id, data: OUT });
  }
  return { staff, admin, job: the(job), items, url, counts };
}

describe('a job the office cancelled while the technician was offline', () => {
  it('takes no new clock-in, task or service item, and a regular user cannot complete it', async () => {
    const { staff, admin, job, items, counts } = await officeAndTechnician();
    await t.ok(admin.token, UPDATE_JOB, { id: job, data: { status: 'cancelled' } });
    const before = await counts(job);

    const attempts = [
      [CLOCK_IN, { data: { job, ...IN } }],
      [CLOCK_IN, { data: { job, ...IN, ...OUT } }],
      [ADD_TASK, { id: job, data: { description: '<p>Trim</p>' } }],
      [LINK, { jobId: job, serviceItemId: the(items[0]).id }],
      [SAVE_ITEMS, { jobId: job, items: [{ serviceItemId: the(items[0]).id, isChecked: true }] }],
      [UPDATE_JOB, { id: job, data: { status: 'complete' } }],
      [UPDATE_JOB, { id: job, data: { status: 'active', notes: 'Back on' } }],
    ] as const;
    for (const [query, variables] of attempts) {
      expectError(await t.run(staff.token, query, variables), 'CONFLICT', messages.jobCancelled);
    }
    expect(await counts(job)).toEqual(before);
    expect(t.server.store.jobs.get(job)?.completedAt).toBeNull();
  });

  it('still takes notes, photos and the Important Note sent with the status unchanged', async () => {
    const { staff, admin, job, url, counts } = await officeAndTechnician();
    await t.ok(admin.token, UPDATE_JOB, { id: job, data: { status: 'cancelled' } });
    await t.ok(staff.token, ADD_NOTE, { data: { job, description: 'Nobody home.' } });
    await t.ok(staff.token, ADD_PHOTO, { data: { job, url } });
    await t.ok(staff.token, UPDATE_JOB, {
      id: job,
      data: { status: 'cancelled', notes: 'Gate locked' },
    });
    expect(await counts(job)).toMatchObject({
      status: 'cancelled',
      notes: 'Gate locked',
      counts: { notes: 1, photos: 1 },
    });
  });

  it('lets a technician clocked in when it was cancelled clock out and correct their work', async () => {
    const { staff, admin, job, items } = await officeAndTechnician();
    const entry = (await t.ok(staff.token, CLOCK_IN, { data: { job, ...IN } })).createJobTime
      .jobTime.id;
    const task = (await t.ok(staff.token, ADD_TASK, { id: job, data: { description: 'a' } }))
      .createJobTask.jobTask.id;
    const link = (await t.ok(staff.token, LINK, { jobId: job, serviceItemId: the(items[0]).id }))
      .createJobServiceItem.jobServiceItem.id;
    await t.ok(admin.token, UPDATE_JOB, { id: job, data: { status: 'cancelled' } });

    const out = await t.ok(staff.token, CLOCK_OUT, { id: entry, data: OUT });
    expect(out.updateJobTime.jobTime.status).toBe('complete');
    await t.ok(staff.token, EDIT_TASK, { id: task, data: { description: 'b' } });
    await t.ok(staff.token, EDIT_LINK, { id: link, note: 'none used' });
    // Unticking in the modal unlinks; nothing new is linked.
    await t.ok(staff.token, SAVE_ITEMS, {
      jobId: job,
      items: [{ serviceItemId: the(items[0]).id, isChecked: false, jobServiceItemId: link }],
    });
  });

  it('is reopened by an admin only, after which the same work is taken', async () => {
    const { staff, admin, job } = await officeAndTechnician();
    await t.ok(admin.token, UPDATE_JOB, { id: job, data: { status: 'cancelled' } });
    const clockIn = { data: { job, ...IN } };
    expectError(await t.run(staff.token, CLOCK_IN, clockIn), 'CONFLICT', messages.jobCancelled);
    await t.ok(admin.token, UPDATE_JOB, { id: job, data: { status: 'active' } });
    await t.ok(staff.token, CLOCK_IN, clockIn);
  });
});

describe('a job or record deleted while the technician was offline', () => {
  it('answers every field action on a deleted job with "This job was deleted"', async () => {
    const { staff, admin, job, items, url } = await officeAndTechnician();
    await t.ok(admin.token, DELETE_JOB, { id: job });
    const before = t.server.store.version;
    const attempts = [
      [CLOCK_IN, { data: { job, ...IN } }],
      [ADD_TASK, { id: job, data: { description: '<p>Trim</p>' } }],
      [ADD_NOTE, { data: { job, description: 'Done' } }],
      [ADD_PHOTO, { data: { job, url } }],
      [LINK, { jobId: job, serviceItemId: the(items[0]).id }],
      [SAVE_ITEMS, { jobId: job, items: [{ serviceItemId: the(items[0]).id, isChecked: true }] }],
      [UPDATE_JOB, { id: job, data: { status: 'complete' } }],
    ] as const;
    for (const [query, variables] of attempts) {
      expectError(await t.run(staff.token, query, variables), 'NOT_FOUND', messages.jobDeleted);
    }
    expect(t.server.store.version).toBe(before);
  });

  it('says which record is gone when a clock-in, task, note, photo or link was deleted', async () => {
    const { staff, admin, job, items, url } = await officeAndTechnician();
    const made = {
      time: (await t.ok(staff.token, CLOCK_IN, { data: { job, ...IN } })).createJobTime.jobTime.id,
      task: (await t.ok(staff.token, ADD_TASK, { id: job, data: { description: 'a' } }))
        .createJobTask.jobTask.id,
      note: (await t.ok(staff.token, ADD_NOTE, { data: { job, description: 'a' } })).createJobNote
        .jobNote.id,
      photo: (await t.ok(staff.token, ADD_PHOTO, { data: { job, url } })).createJobPhoto.jobPhoto
        .id,
      link: (await t.ok(staff.token, LINK, { jobId: job, serviceItemId: the(items[0]).id }))
        .createJobServiceItem.jobServiceItem.id,
    };
    await t.ok(admin.token, DELETE_TIME, { id: made.time });
    await t.ok(admin.token, DELETE_TASK, { id: made.task });
    await t.ok(admin.token, DELETE_NOTE, { id: made.note });
    await t.ok(admin.token, DELETE_PHOTO, { id: made.photo });
    await t.ok(admin.token, UNLINK, { id: made.link });
    const before = t.server.store.version;

    const attempts = [
      [CLOCK_OUT, { id: made.time, data: OUT }, messages.clockInDeleted],
      [DELETE_TIME, { id: made.time }, messages.clockInDeleted],
      [EDIT_TASK, { id: made.task, data: { description: 'b' } }, messages.taskDeleted],
      [DELETE_TASK, { id: made.task }, messages.taskDeleted],
      [EDIT_NOTE, { id: made.note, data: { description: 'b' } }, messages.jobNoteDeleted],
      [DELETE_NOTE, { id: made.note }, messages.jobNoteDeleted],
      [DELETE_PHOTO, { id: made.photo }, messages.photoDeleted],
      [EDIT_LINK, { id: made.link, note: 'x' }, messages.jobServiceItemDeleted],
      [UNLINK, { id: made.link }, messages.jobServiceItemDeleted],
    ] as const;
    for (const [query, variables, message] of attempts) {
      expectError(await t.run(staff.token, query, variables), 'NOT_FOUND', message);
    }
    expect(t.server.store.version).toBe(before);
  });

  it('refuses linking a service item the office deleted from the list', async () => {
    const { staff, admin, job, items, counts } = await officeAndTechnician();
    await t.ok(admin.token, DELETE_ITEM, { id: the(items[0]).id });
    for (const [query, variables] of [
      [LINK, { jobId: job, serviceItemId: the(items[0]).id }],
      [SAVE_ITEMS, { jobId: job, items: [{ serviceItemId: the(items[0]).id, isChecked: true }] }],
    ] as const) {
      expectError(
        await t.run(staff.token, query, variables),
        'NOT_FOUND',
        messages.serviceItemDeleted,
      );
    }
    expect((await counts(job)).counts.serviceItems).toBe(0);
  });
});

describe('the other refusals a queued change meets', () => {
  it('refuses a second open clock-in, naming the open one', async () => {
    const { staff, job } = await officeAndTechnician();
    const first = (await t.ok(staff.token, CLOCK_IN, { data: { job, ...IN } })).createJobTime;
    const other = the(
      (await t.routeJobs(staff.token, staff.companyId)).find(
        (j) => j.id !== job && j.status === 'active',
      ),
    );
    const refused = await t.run(staff.token, CLOCK_IN, { data: { job: other.id, ...IN } });
    expectError(refused, 'BAD_USER_INPUT', messages.alreadyClockedIn);
    expect(refused.errors?.[0]?.extensions?.openClockIn).toMatchObject({
      id: first.jobTime.id,
      jobId: job,
    });
  });

  it('refuses service items once the plan no longer has them', async () => {
    const { staff, job, items, counts } = await officeAndTechnician();
    // The company's plan went down to 30 while the phone was offline.
    t.server.store.companies.update(staff.companyId, { planLevel: 30 });
    for (const [query, variables] of [
      [LINK, { jobId: job, serviceItemId: the(items[0]).id }],
      [SAVE_ITEMS, { jobId: job, items: [{ serviceItemId: the(items[0]).id, isChecked: true }] }],
    ] as const) {
      expectError(await t.run(staff.token, query, variables), 'PLAN_LIMIT', messages.planFeature);
    }
    expect((await counts(job)).counts.serviceItems).toBe(0);
  });
});
