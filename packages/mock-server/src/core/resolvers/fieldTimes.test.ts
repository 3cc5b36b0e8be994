/**
 * A field action's own time: work done offline keeps the time it was done on the device (a note's
 * `doneAt`, a Complete's `doneAt`, a clock-in's times, a Can't access report's and a signature's),
 * not the time it synced, within the bounds of the schema's keptDoneAt: at most
 * DONE_AT_CLOCK_SKEW_MS ahead of the server, not before its job, at most DONE_AT_MAX_AGE_MS back.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { DONE_AT_CLOCK_SKEW_MS, DONE_AT_MAX_AGE_MS, messages } from '@routebook/schema';
import {
  TEST_NOW,
  expectError,
  startTestServer,
  the,
  type TestServer,
} from '../../../test/testSupport';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const PNG = Uint8Array.from(
  atob(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  ),
  (ch) => ch.charCodeAt(0),
);

const NOTE = `mutation Note($data: JobNoteInput!, $doneAt: String, $key: ID) {
  createJobNote(data: $data, doneAt: $doneAt, clientMutationId: $key) {
    clientMutationId
    jobNote { id description createdAt }
  }
}`;
const COMPLETE = `mutation Complete($id: ID!, $doneAt: String, $key: ID) {
  updateJob(id: $id, data: { status: complete }, doneAt: $doneAt, clientMutationId: $key) {
    clientMutationId
    job { id status completedAt }
  }
}`;
const CLOCK_IN = `mutation ClockIn($data: JobTimeInput!) {
  createJobTime(data: $data) { jobTime { id timeIn timeInAt timeOut timeOutAt minutes } }
}`;
const CANT_ACCESS = `mutation CantAccess($jobId: ID!, $data: CantAccessInput!) {
  reportCantAccess(jobId: $jobId, data: $data) { job { id cantAccess { reportedAt } } }
}`;
const SIGN = `mutation Sign($jobId: ID!, $data: JobSignatureInput!) {
  saveJobSignature(jobId: $jobId, data: $data) { job { id signature { signedAt } } }
}`;
const UPLOAD = `mutation Upload($file: Upload!) { uploadImage(file: $file) { url } }`;
const CREATE_JOB = `mutation CreateJob($data: JobInput!) { createJob(data: $data) { job { id } } }`;
const JOB = `query Job($id: ID!) {
  job(id: $id) {
    id status completedAt customer { id }
    jobNotes { id createdAt }
    jobTime { id status timeOut timeOutAt }
    visitReport { completedAt }
  }
}`;
const REPORT = `query Report($companyId: ID!, $from: String!, $to: String!) {
  report(companyId: $companyId, from: $from, to: $to) {
    jobsCompletedByDay { date count }
    cantAccess { reportedAt job { id } }
  }
}`;

/** The server's clock: TEST_NOW unless a test moves it. */
let clock: Date;
let t: TestServer;
beforeEach(async () => {
  clock = TEST_NOW;
  t = await startTestServer({ now: () => clock });
});

const iso = (ms: number) => new Date(ms).toISOString();
const now = TEST_NOW.getTime();

async function as(email: string) {
  const { token, companyId } = await t.signIn(email);
  const jobs = await t.routeJobs(token, companyId);
  // A job of Monday Route, made a day ago with the demo data (Tuesday Route's are made now).
  const withStatus = (status: string) =>
    the(
      jobs.find(
        (job) =>
          job.status === status && t.server.store.routes.get(job.routeId)?.name === 'Monday Route',
      ),
    ).id;
  const job = async (id: string) => (await t.ok(token, JOB, { id })).job;
  const note = (jobId: string, doneAt?: string, key?: string) =>
    t.run(token, NOTE, { data: { job: jobId, description: 'Gate was open' }, doneAt, key });
  const complete = (id: string, doneAt?: string, key?: string) =>
    t.run(token, COMPLETE, { id, doneAt, key });
  return { token, companyId, jobs, withStatus, job, note, complete };
}

/** A job the office adds now (the server's clock): it did not exist before. */
async function newJob(admin: Awaited<ReturnType<typeof as>>): Promise<string> {
  const customer = (await admin.job(admin.withStatus('active'))).customer.id;
  return (await t.ok(admin.token, CREATE_JOB, { data: { customer } })).createJob.job.id;
}

describe('a job note written offline (createJobNote doneAt)', () => {
  it('keeps the time it was written, in the answer and on the job', async () => {
    const staff = await as('staff40@routebook.test');
    const jobId = staff.withStatus('active');
    const writtenAt = iso(now - 2 * MINUTE);
    const result = await staff.note(jobId, writtenAt);
    expect(result.errors).toBeUndefined();
    const { jobNote } = result.data!.createJobNote;
    expect(jobNote.createdAt).toBe(writtenAt);
    expect((await staff.job(jobId)).jobNotes).toContainEqual({
      id: jobNote.id,
      createdAt: writtenAt,
    });
  });

  it('is written now without doneAt, and a time in another zone is kept in UTC', async () => {
    const staff = await as('staff40@routebook.test');
    const jobId = staff.withStatus('active');
    expect((await staff.note(jobId)).data!.createJobNote.jobNote.createdAt).toBe(iso(now));
    const zoned = await staff.note(jobId, '2026-11-02T09:40:00+01:00');
    expect(zoned.data!.createJobNote.jobNote.createdAt).toBe('2026-11-02T08:40:00.000Z');
  });

  it(`keeps a clock up to ${DONE_AT_CLOCK_SKEW_MS / MINUTE} minutes fast; a later time is the server's now`, async () => {
    const staff = await as('staff40@routebook.test');
    const jobId = staff.withStatus('active');
    const skewed = iso(now + DONE_AT_CLOCK_SKEW_MS);
    expect((await staff.note(jobId, skewed)).data!.createJobNote.jobNote.createdAt).toBe(skewed);
    const ahead = await staff.note(jobId, iso(now + DONE_AT_CLOCK_SKEW_MS + 1000));
    expect(ahead.data!.createJobNote.jobNote.createdAt).toBe(iso(now));
    const tomorrow = await staff.note(jobId, iso(now + DAY));
    expect(tomorrow.data!.createJobNote.jobNote.createdAt).toBe(iso(now));
  });

  it("keeps a time before the job existed at the job's creation", async () => {
    const admin = await as('admin40@routebook.test');
    const created = now - HOUR;
    clock = new Date(created);
    const jobId = await newJob(admin);
    clock = TEST_NOW;
    const result = await admin.note(jobId, iso(created - 30 * MINUTE));
    expect(result.data!.createJobNote.jobNote.createdAt).toBe(iso(created));
  });

  it(`keeps a time more than ${DONE_AT_MAX_AGE_MS / DAY} days back at ${DONE_AT_MAX_AGE_MS / DAY} days before now`, async () => {
    const admin = await as('admin40@routebook.test');
    const jobId = await newJob(admin);
    const later = now + 10 * DAY;
    clock = new Date(later);
    const result = await admin.note(jobId, iso(later - 9 * DAY));
    expect(result.data!.createJobNote.jobNote.createdAt).toBe(iso(later - DONE_AT_MAX_AGE_MS));
    const within = await admin.note(jobId, iso(later - 6 * DAY));
    expect(within.data!.createJobNote.jobNote.createdAt).toBe(iso(later - 6 * DAY));
  });

  it('refuses a doneAt that is not an ISO 8601 instant, and writes nothing', async () => {
    const staff = await as('staff40@routebook.test');
    const jobId = staff.withStatus('active');
    const before = (await staff.job(jobId)).jobNotes;
    for (const doneAt of ['yesterday', '2026-11-02T08:00', '2026-11-31T08:00:00Z']) {
      expectError(await staff.note(jobId, doneAt), 'BAD_USER_INPUT', messages.invalidDate);
    }
    expect((await staff.job(jobId)).jobNotes).toEqual(before);
  });

  it('is written once per key; the same key with another time is refused', async () => {
    const staff = await as('staff40@routebook.test');
    const jobId = staff.withStatus('active');
    const writtenAt = iso(now - 5 * MINUTE);
    const first = await staff.note(jobId, writtenAt, 'note-key-1');
    const again = await staff.note(jobId, writtenAt, 'note-key-1');
    expect(again.data).toEqual(first.data);
    expectError(
      await staff.note(jobId, iso(now - 4 * MINUTE), 'note-key-1'),
      'IDEMPOTENCY_KEY_REUSED',
    );
    const notes = (await staff.job(jobId)).jobNotes;
    expect(notes.filter((n: { createdAt: string }) => n.createdAt === writtenAt)).toHaveLength(1);
  });
});

describe('a job completed offline (updateJob doneAt)', () => {
  it('is complete from the tap: in the answer, on its visit report and on that day in Reports', async () => {
    const staff = await as('staff40@routebook.test');
    const admin = await as('admin40@routebook.test');
    const jobId = staff.withStatus('active');
    const period = { companyId: admin.companyId, from: '2026-11-01', to: '2026-11-02' };
    const countOn = async (date: string) =>
      the(
        (await t.ok(admin.token, REPORT, period)).report.jobsCompletedByDay.find(
          (day: { date: string }) => day.date === date,
        ),
      ).count as number;
    const [sunday, monday] = [await countOn('2026-11-01'), await countOn('2026-11-02')];

    // Tapped late on Sunday in a dead zone; synced on Monday morning (the server's now).
    const tappedAt = '2026-11-01T23:50:00.000Z';
    const result = await staff.complete(jobId, tappedAt, 'complete-key-1');
    expect(result.errors).toBeUndefined();
    expect(result.data!.updateJob.job).toEqual({
      id: jobId,
      status: 'complete',
      completedAt: tappedAt,
    });
    expect((await staff.job(jobId)).visitReport).toEqual({ completedAt: tappedAt });
    expect(await countOn('2026-11-01')).toBe(sunday + 1);
    expect(await countOn('2026-11-02')).toBe(monday);

    // A replay answers the first answer and keeps its time.
    const again = await staff.complete(jobId, tappedAt, 'complete-key-1');
    expect(again.data).toEqual(result.data);
  });

  it("keeps a Complete from a clock running ahead at the server's now", async () => {
    const staff = await as('staff40@routebook.test');
    const jobId = staff.withStatus('active');
    const result = await staff.complete(jobId, iso(now + HOUR));
    expect(result.data!.updateJob.job.completedAt).toBe(iso(now));
  });

  it("keeps a Complete before the job existed at the job's creation", async () => {
    const admin = await as('admin40@routebook.test');
    const created = now - 20 * MINUTE;
    clock = new Date(created);
    const jobId = await newJob(admin);
    clock = TEST_NOW;
    const result = await admin.complete(jobId, iso(created - 3 * HOUR));
    expect(result.data!.updateJob.job.completedAt).toBe(iso(created));
  });

  it('keeps the first completion of a job already complete, whatever doneAt says', async () => {
    const staff = await as('staff40@routebook.test');
    const jobId = staff.withStatus('complete');
    const { completedAt } = await staff.job(jobId);
    const result = await staff.complete(jobId, iso(now - 5 * MINUTE));
    expect(result.data!.updateJob.job.completedAt).toBe(completedAt);
  });

  it('refuses a doneAt that is not an ISO 8601 instant, and changes nothing', async () => {
    const staff = await as('staff40@routebook.test');
    const jobId = staff.withStatus('active');
    expectError(await staff.complete(jobId, 'just now'), 'BAD_USER_INPUT', messages.invalidDate);
    expect((await staff.job(jobId)).status).toBe('active');
  });
});

describe("a clock-in's times (kept from the future only)", () => {
  it('keeps a clock-in and out from a clock running ahead at now, their wall clocks moved with them', async () => {
    const admin = await as('admin40@routebook.test');
    const jobId = admin.withStatus('active');
    // A device at UTC+1 whose clock is 10 minutes and 45 seconds fast.
    const { data } = await t.run(admin.token, CLOCK_IN, {
      data: {
        job: jobId,
        timeIn: '2026-11-02T09:00',
        timeInAt: '2026-11-02T08:00:00.000Z',
        timeOut: '2026-11-02T10:10',
        timeOutAt: '2026-11-02T09:10:45.000Z',
      },
    });
    expect(data?.createJobTime.jobTime).toMatchObject({
      timeIn: '2026-11-02T09:00',
      timeInAt: '2026-11-02T08:00:00.000Z',
      timeOut: '2026-11-02T10:00',
      timeOutAt: iso(now),
      minutes: 60,
    });
  });

  it(`keeps a clock-in up to ${DONE_AT_CLOCK_SKEW_MS / MINUTE} minutes ahead as sent`, async () => {
    const admin = await as('admin40@routebook.test');
    const jobId = admin.withStatus('active');
    const timeInAt = iso(now + DONE_AT_CLOCK_SKEW_MS);
    const { data } = await t.run(admin.token, CLOCK_IN, {
      data: { job: jobId, timeIn: '2026-11-02T09:02', timeInAt },
    });
    expect(data?.createJobTime.jobTime).toMatchObject({ timeIn: '2026-11-02T09:02', timeInAt });
  });

  it('keeps hours recorded for work done before the job was entered', async () => {
    const admin = await as('admin40@routebook.test');
    const jobId = await newJob(admin);
    const { data } = await t.run(admin.token, CLOCK_IN, {
      data: {
        job: jobId,
        timeInAt: iso(now - 10 * DAY),
        timeOutAt: iso(now - 10 * DAY + HOUR),
      },
    });
    expect(data?.createJobTime.jobTime).toMatchObject({
      timeInAt: iso(now - 10 * DAY),
      minutes: 60,
    });
  });
});

describe("Can't access and the customer's signature (reportedAt, signedAt)", () => {
  it('keeps a report from a clock a day ahead at now, its wall clock and day moved with it', async () => {
    const staff = await as('staff40@routebook.test');
    const admin = await as('admin40@routebook.test');
    const jobId = staff.withStatus('inprogress');
    const open = the(
      (await staff.job(jobId)).jobTime.find(
        (entry: { status: string }) => entry.status === 'active',
      ),
    );
    // A device at UTC-5 whose date is a day ahead.
    const result = await t.run(staff.token, CANT_ACCESS, {
      jobId,
      data: {
        reason: 'Gate locked',
        reportedAt: '2026-11-03T09:00:00.000Z',
        reportedWallClock: '2026-11-03T04:00',
      },
    });
    expect(result.data?.reportCantAccess.job.cantAccess.reportedAt).toBe(iso(now));
    const closed = (await staff.job(jobId)).jobTime.find((e: { id: string }) => e.id === open.id);
    expect(closed).toMatchObject({ timeOutAt: iso(now), timeOut: '2026-11-02T04:00' });
    const listed = async (day: string) =>
      (
        await t.ok(admin.token, REPORT, { companyId: admin.companyId, from: day, to: day })
      ).report.cantAccess.map((report: { job: { id: string } }) => report.job.id);
    expect(await listed('2026-11-02')).toContain(jobId);
    expect(await listed('2026-11-03')).not.toContain(jobId);
  });

  it("keeps a report or a signature from before the job existed at the job's creation", async () => {
    const admin = await as('admin40@routebook.test');
    const created = now - 15 * MINUTE;
    clock = new Date(created);
    const reported = await newJob(admin);
    const signed = await newJob(admin);
    clock = TEST_NOW;
    const report = await t.run(admin.token, CANT_ACCESS, {
      jobId: reported,
      data: { reason: 'Gate locked', reportedAt: iso(created - DAY) },
    });
    expect(report.data?.reportCantAccess.job.cantAccess.reportedAt).toBe(iso(created));

    const file = new File([PNG], 'signature.png', { type: 'image/png' });
    const { url } = (await t.ok(admin.token, UPLOAD, { file })).uploadImage;
    const signature = await t.run(admin.token, SIGN, {
      jobId: signed,
      data: { imageUrl: url, signedBy: 'Dana Customer', signedAt: iso(created - HOUR) },
    });
    expect(signature.data?.saveJobSignature.job.signature.signedAt).toBe(iso(created));
  });
});
