/**
 * Every setting the Settings page offers is enforced by the server. The list comes from the
 * product's settings (key, name, default); "Require a photo before completing a job" holds on every
 * path that completes a job and afterwards; the customer-note walk is customerNote.test.ts.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { PRODUCT_SETTINGS, SETTING_KEYS, messages } from '@routebook/schema';
import {
  expectError,
  startTestServer,
  the,
  type SignedIn,
  type TestServer,
} from '../../../test/testSupport';

const SETTINGS = `query Settings($companyId: ID!, $status: String) {
  settings(companyId: $companyId, status: $status) { id key name status }
}`;
const UPDATE_SETTING = `mutation Setting($id: ID!, $status: String!) {
  updateSetting(id: $id, status: $status) { id key name status }
}`;
const JOB = `query Job($id: ID!) {
  job(id: $id) { id status completedAt photoRequiredToComplete counts { photos } }
}`;
const UPDATE_JOB = `mutation Update($id: ID!, $data: JobInput!, $clientMutationId: ID, $doneAt: String) {
  updateJob(id: $id, data: $data, clientMutationId: $clientMutationId, doneAt: $doneAt) {
    job { id status completedAt }
  }
}`;
const CREATE_JOB = `mutation Create($data: JobInput!) { createJob(data: $data) { job { id status } } }`;
const CREATE_ROUTE_ITEM = `mutation Item($data: RouteItemInput!, $job: RouteItemJobInput) {
  createRouteItem(data: $data, job: $job) { routeItem { job { id status } } }
}`;
const UPLOAD = `mutation Upload($file: Upload!) { uploadImage(file: $file) { url } }`;
const ADD_PHOTO = `mutation Add($data: JobPhotoInput!) { createJobPhoto(data: $data) { jobPhoto { id } } }`;
const DELETE_PHOTO = `mutation Delete($id: ID!) { deleteJobPhoto(id: $id) { deletedId } }`;
const SIGNUP = `mutation Signup($data: SignupInput!) { signupCompany(data: $data) { token } }`;
const CHOOSE = `mutation Choose($token: String!, $planLevel: Int!) {
  choosePlan(token: $token, planLevel: $planLevel) { token }
}`;

const PNG = Uint8Array.from(
  atob(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  ),
  (ch) => ch.charCodeAt(0),
);

interface Setting {
  id: string;
  key: string;
  name: string;
  status: string;
}

let t: TestServer;
beforeEach(async () => {
  t = await startTestServer();
});

const settingsOf = async (admin: SignedIn, status?: string): Promise<Setting[]> =>
  (await t.ok(admin.token, SETTINGS, { companyId: admin.companyId, status })).settings;

async function turn(admin: SignedIn, key: string, status: 'on' | 'off') {
  const setting = the((await settingsOf(admin)).find((s) => s.key === key));
  await t.ok(admin.token, UPDATE_SETTING, { id: setting.id, status });
}

/** An open job of the company that has no photo (the seed gives some jobs one). */
async function openJobWithoutPhoto(who: SignedIn): Promise<string> {
  for (const job of await t.routeJobs(who.token, who.companyId)) {
    if (job.status !== 'active' && job.status !== 'inprogress') continue;
    if (t.server.store.jobPhotos.count('jobId', job.id) === 0) return job.id;
  }
  throw new Error('no open job without a photo');
}

async function addPhoto(who: SignedIn, jobId: string): Promise<string> {
  const file = new File([PNG], 'gate.png', { type: 'image/png' });
  const { url } = (await t.ok(who.token, UPLOAD, { file })).uploadImage;
  return (await t.ok(who.token, ADD_PHOTO, { data: { job: jobId, url } })).createJobPhoto.jobPhoto
    .id;
}

const complete = (who: SignedIn, id: string, extra: Record<string, unknown> = {}) =>
  t.run(who.token, UPDATE_JOB, { id, data: { status: 'complete' }, ...extra });

const jobOf = async (who: SignedIn, id: string) => (await t.ok(who.token, JOB, { id })).job;

describe('the settings the product offers', () => {
  it('lists each offered setting once, with its key, in the product order', async () => {
    const admin = await t.signIn('admin10@routebook.test');
    const listed = await settingsOf(admin);
    expect(listed.map(({ key, name, status }) => ({ key, name, status }))).toEqual([
      { key: 'customerNotesForStaff', name: 'Show customer notes to field staff', status: 'on' },
      {
        key: 'photoRequiredToComplete',
        name: 'Require a photo before completing a job',
        status: 'off',
      },
    ]);
    expect(PRODUCT_SETTINGS.map((setting) => setting.key)).toEqual(listed.map((s) => s.key));
    expect((await settingsOf(admin, 'on')).map((s) => s.key)).toEqual(['customerNotesForStaff']);
  });

  it('no longer offers the route summary email: an old row is not listed nor switched', async () => {
    const admin = await t.signIn('admin10@routebook.test');
    // An older data file: rows by name, without keys, the email one among them.
    const { store } = t.server;
    for (const row of store.settings.where('companyId', admin.companyId)) {
      store.settings.update(row.id, { key: undefined });
    }
    const email = store.settings.insert({
      companyId: admin.companyId,
      name: 'Email the route summary at the end of the day',
      status: 'on',
    });

    const listed = await settingsOf(admin);
    expect(listed.map((s) => s.key)).toEqual(['customerNotesForStaff', 'photoRequiredToComplete']);
    expect(JSON.stringify(listed)).not.toContain('Email the route summary');
    expectError(
      await t.run(admin.token, UPDATE_SETTING, { id: email.id, status: 'off' }),
      'NOT_FOUND',
    );
    expect(store.settings.get(email.id)?.status).toBe('on');

    // The keyless rows still rule: switched by id, read by name.
    await turn(admin, SETTING_KEYS.photoRequiredToComplete, 'on');
    const staff = await t.signIn('staff10@routebook.test');
    const jobId = await openJobWithoutPhoto(staff);
    expectError(await complete(staff, jobId), 'CONFLICT', messages.photoRequiredToComplete);
  });

  it('gives a company made at sign-up every offered setting at its default', async () => {
    const { signupCompany } = await t.ok(null, SIGNUP, {
      data: {
        companyName: 'Acme Windows',
        firstName: 'Ada',
        lastName: 'Owner',
        email: 'ada@acme.example',
        password: 'acme-secret',
        botToken: 'test-token',
      },
    });
    await t.ok(null, CHOOSE, { token: signupCompany.token, planLevel: 40 });
    const ada = await t.signIn('ada@acme.example', 'acme-secret');
    expect((await settingsOf(ada)).map(({ key, status }) => ({ key, status }))).toEqual(
      PRODUCT_SETTINGS.map(({ key, defaultStatus }) => ({ key, status: defaultStatus })),
    );
  });

  it('the settings are an admin’s: a regular member may not list or switch them', async () => {
    const admin = await t.signIn('admin40@routebook.test');
    const staff = await t.signIn('staff40@routebook.test');
    expectError(await t.run(staff.token, SETTINGS, { companyId: staff.companyId }), 'FORBIDDEN');
    const [first] = await settingsOf(admin);
    expectError(
      await t.run(staff.token, UPDATE_SETTING, { id: the(first).id, status: 'off' }),
      'FORBIDDEN',
    );
  });
});

describe('"Require a photo before completing a job"', () => {
  let admin: SignedIn;
  let staff: SignedIn;
  beforeEach(async () => {
    admin = await t.signIn('admin40@routebook.test');
    staff = await t.signIn('staff40@routebook.test');
  });

  it('off (the default): a job without a photo is completed', async () => {
    const jobId = await openJobWithoutPhoto(staff);
    expect((await jobOf(staff, jobId)).photoRequiredToComplete).toBe(false);
    const result = await complete(staff, jobId);
    expect(result.errors).toBeUndefined();
    expect(the(result.data).updateJob.job.status).toBe('complete');
  });

  it('on: Complete without a photo is refused with its message, and the job stays open', async () => {
    await turn(admin, SETTING_KEYS.photoRequiredToComplete, 'on');
    const jobId = await openJobWithoutPhoto(staff);
    const before = await jobOf(staff, jobId);
    expect(before.photoRequiredToComplete).toBe(true);

    expectError(await complete(staff, jobId), 'CONFLICT', messages.photoRequiredToComplete);
    expect(messages.photoRequiredToComplete).toBe('Add a photo before completing this job.');
    // Admins too: the rule is the job's, not the role's.
    expectError(await complete(admin, jobId), 'CONFLICT', messages.photoRequiredToComplete);
    expect(await jobOf(staff, jobId)).toEqual(before);
  });

  it('on: a Complete replayed from the outbox (its key and device time) is refused alike', async () => {
    await turn(admin, SETTING_KEYS.photoRequiredToComplete, 'on');
    const jobId = await openJobWithoutPhoto(staff);
    const replay = { clientMutationId: 'outbox-complete-1', doneAt: '2026-11-02T08:30:00.000Z' };
    expectError(await complete(staff, jobId, replay), 'CONFLICT', messages.photoRequiredToComplete);
    expect((await jobOf(staff, jobId)).status).not.toBe('complete');
  });

  it('on: with a photo the job is completed', async () => {
    await turn(admin, SETTING_KEYS.photoRequiredToComplete, 'on');
    const jobId = await openJobWithoutPhoto(staff);
    await addPhoto(staff, jobId);
    const result = await complete(staff, jobId);
    expect(result.errors).toBeUndefined();
    expect(the(result.data).updateJob.job.status).toBe('complete');
  });

  it('on: no job is created already complete (Add Job, Add item)', async () => {
    await turn(admin, SETTING_KEYS.photoRequiredToComplete, 'on');
    const customer = the(t.server.store.customers.where('companyId', admin.companyId)[0]).id;
    const routeId = the((await t.routeJobs(admin.token, admin.companyId))[0]).routeId;
    const jobsBefore = t.server.store.jobs.count('companyId', admin.companyId);

    expectError(
      await t.run(admin.token, CREATE_JOB, { data: { customer, status: 'complete' } }),
      'CONFLICT',
      messages.photoRequiredToComplete,
    );
    expectError(
      await t.run(admin.token, CREATE_ROUTE_ITEM, {
        data: { route: routeId, type: 'job' },
        job: { customer, status: 'complete' },
      }),
      'CONFLICT',
      messages.photoRequiredToComplete,
    );
    expect(t.server.store.jobs.count('companyId', admin.companyId)).toBe(jobsBefore);

    const active = await t.ok(admin.token, CREATE_JOB, { data: { customer, status: 'active' } });
    expect(active.createJob.job.status).toBe('active');
  });

  it('on: a complete job keeps its last photo', async () => {
    await turn(admin, SETTING_KEYS.photoRequiredToComplete, 'on');
    const jobId = await openJobWithoutPhoto(staff);
    const first = await addPhoto(staff, jobId);
    const second = await addPhoto(staff, jobId);
    expect((await complete(staff, jobId)).errors).toBeUndefined();

    await t.ok(staff.token, DELETE_PHOTO, { id: first });
    expectError(
      await t.run(staff.token, DELETE_PHOTO, { id: second }),
      'CONFLICT',
      messages.completeJobKeepsPhoto,
    );
    expect((await jobOf(staff, jobId)).counts.photos).toBe(1);
  });

  it('on: a photo deleted while Complete is sent never leaves a complete job without one', async () => {
    await turn(admin, SETTING_KEYS.photoRequiredToComplete, 'on');
    const jobId = await openJobWithoutPhoto(staff);
    const photo = await addPhoto(staff, jobId);
    const [deleted, completed] = await Promise.all([
      t.run(staff.token, DELETE_PHOTO, { id: photo }),
      complete(staff, jobId),
    ]);
    // Exactly one wins, whichever runs first; the other is refused with its message.
    const refusals = [deleted, completed].filter((result) => result.errors?.length);
    expect(refusals).toHaveLength(1);
    expect([messages.photoRequiredToComplete, messages.completeJobKeepsPhoto]).toContain(
      the(refusals[0]?.errors?.[0]).message,
    );
    const job = await jobOf(staff, jobId);
    expect(job.status === 'complete' ? job.counts.photos : 1).toBeGreaterThan(0);
  });

  it("another company's setting does not apply", async () => {
    await turn(admin, SETTING_KEYS.photoRequiredToComplete, 'on');
    const otherStaff = await t.signIn('staff10@routebook.test');
    expect(otherStaff.companyId).not.toBe(admin.companyId);
    const jobId = await openJobWithoutPhoto(otherStaff);
    expect((await jobOf(otherStaff, jobId)).photoRequiredToComplete).toBe(false);
    expect((await complete(otherStaff, jobId)).errors).toBeUndefined();
  });

  it('off again: the job without a photo is completed', async () => {
    await turn(admin, SETTING_KEYS.photoRequiredToComplete, 'on');
    const jobId = await openJobWithoutPhoto(staff);
    expectError(await complete(staff, jobId), 'CONFLICT');
    await turn(admin, SETTING_KEYS.photoRequiredToComplete, 'off');
    expect((await complete(staff, jobId)).errors).toBeUndefined();
  });
});
