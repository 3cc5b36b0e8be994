import { beforeEach, describe, expect, it } from 'vitest';
import {
  DEFAULT_CANT_ACCESS_REASONS,
  cantAccessJobClosedMessage,
  messages,
  fieldDayMessages,
} from '@routebook/schema';
import { TEST_NOW, expectError, startTestServer, type TestServer } from '../../../test/testSupport';

const PNG = Uint8Array.from(
  atob(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  ),
  (ch) => ch.charCodeAt(0),
);

const CANT_ACCESS_FIELDS = `id reason note photoUrl reportedAt reopenedAt
  reportedBy { id name } reopenedBy { id name } job { id }`;
const JOB = `query Job($id: ID!) {
  job(id: $id) {
    id status
    cantAccess { ${CANT_ACCESS_FIELDS} }
    cantAccessHistory { id reason reopenedAt }
    jobTime { id status timeIn timeInAt timeOut timeOutAt user { id } }
  }
}`;
const REPORT = `mutation Report($jobId: ID!, $data: CantAccessInput!, $key: ID) {
  reportCantAccess(jobId: $jobId, data: $data, clientMutationId: $key) {
    clientMutationId
    job { id status cantAccess { ${CANT_ACCESS_FIELDS} } }
    route { id }
  }
}`;
const REOPEN = `mutation Reopen($id: ID!) {
  reopenJob(id: $id) { job { id status cantAccess { id } cantAccessHistory { id reopenedAt reopenedBy { id name } } } }
}`;
const REASONS = `query Reasons($id: ID!) { company(id: $id) { cantAccessReasons } }`;
const SET_REASONS = `mutation SetReasons($reasons: [String!]!) {
  updateCantAccessReasons(reasons: $reasons) { id cantAccessReasons }
}`;
const UPDATE_JOB = `mutation UpdateJob($id: ID!, $data: JobInput!) {
  updateJob(id: $id, data: $data) { job { id status cantAccess { id } } }
}`;
const UPLOAD = `mutation Upload($file: Upload!) { uploadImage(file: $file) { url } }`;
const REPORTS = `query Reports($companyId: ID!, $from: String!, $to: String!) {
  report(companyId: $companyId, from: $from, to: $to) {
    cantAccess { reason note photoUrl reportedAt reportedBy { name } reopenedAt
      job { id customer { displayName } route { name } } }
  }
}`;

let t: TestServer;
beforeEach(async () => {
  t = await startTestServer();
});

async function as(email: string) {
  const signedIn = await t.signIn(email);
  const jobs = await t.routeJobs(signedIn.token, signedIn.companyId);
  const withStatus = (status: string) => {
    const job = jobs.find((j) => j.status === status);
    if (!job) throw new Error(`${email} has no ${status} job`);
    return job.id;
  };
  const report = (jobId: string, data: Record<string, unknown>, key?: string) =>
    t.run(signedIn.token, REPORT, { jobId, data, key });
  const job = async (id: string) => (await t.ok(signedIn.token, JOB, { id })).job;
  return { ...signedIn, jobs, withStatus, report, job };
}

describe("the company's Can't access reasons", () => {
  it('are the defaults until an admin saves a list, which every member then reads', async () => {
    const admin = await as('admin40@routebook.test');
    const staff = await as('staff40@routebook.test');
    const read = async (who: typeof admin) =>
      (await t.ok(who.token, REASONS, { id: who.companyId })).company.cantAccessReasons;
    expect(await read(staff)).toEqual([...DEFAULT_CANT_ACCESS_REASONS]);

    const saved = await t.ok(admin.token, SET_REASONS, {
      reasons: ['  Road   closed ', 'Gate locked'],
    });
    expect(saved.updateCantAccessReasons.cantAccessReasons).toEqual(['Road closed', 'Gate locked']);
    expect(await read(staff)).toEqual(['Road closed', 'Gate locked']);
    // An empty list leaves Other alone.
    await t.ok(admin.token, SET_REASONS, { reasons: [] });
    expect(await read(staff)).toEqual([]);
  });

  it('refuses a list with Other, a duplicate, a blank or too many reasons', async () => {
    const admin = await as('admin40@routebook.test');
    expectError(
      await t.run(admin.token, SET_REASONS, { reasons: ['Other'] }),
      'BAD_USER_INPUT',
      fieldDayMessages.cantAccessReasonOther,
    );
    expectError(
      await t.run(admin.token, SET_REASONS, { reasons: ['Dog in yard', 'DOG IN YARD'] }),
      'BAD_USER_INPUT',
      '"DOG IN YARD" is on the list twice.',
    );
    expectError(
      await t.run(admin.token, SET_REASONS, { reasons: [' '] }),
      'BAD_USER_INPUT',
      fieldDayMessages.cantAccessReasonBlank,
    );
    const many = Array.from({ length: 13 }, (_, i) => `Reason ${i}`);
    expectError(
      await t.run(admin.token, SET_REASONS, { reasons: many }),
      'BAD_USER_INPUT',
      'The list can have at most 12 reasons.',
    );
  });

  it('are edited by admins only', async () => {
    const staff = await as('staff40@routebook.test');
    expectError(
      await t.run(staff.token, SET_REASONS, { reasons: ['Road closed'] }),
      'FORBIDDEN',
      messages.forbidden,
    );
  });
});

describe("reportCantAccess (a technician's report)", () => {
  it('cancels the open job with the report, and clocks out the clock-in at its time', async () => {
    const staff = await as('staff40@routebook.test');
    const jobId = staff.withStatus('inprogress');
    const before = await staff.job(jobId);
    const open = before.jobTime.find((entry: { status: string }) => entry.status === 'active');
    expect(open).toBeDefined();

    const reportedAt = new Date(TEST_NOW.getTime() - 10 * 60_000).toISOString();
    const result = await staff.report(jobId, {
      reason: 'Gate locked',
      note: '  Padlock on the side gate ',
      reportedAt,
      reportedWallClock: '2026-11-02T10:50',
    });
    expect(result.errors).toBeUndefined();
    const { job } = result.data!.reportCantAccess;
    expect(job.status).toBe('cancelled');
    expect(job.cantAccess).toMatchObject({
      reason: 'Gate locked',
      note: 'Padlock on the side gate',
      photoUrl: null,
      reportedAt,
      reopenedAt: null,
      reportedBy: { id: staff.companyUserId, name: expect.stringMatching(/^Sam Staff/) },
      job: { id: jobId },
    });

    const after = await staff.job(jobId);
    expect(after.jobTime.find((entry: { id: string }) => entry.id === open.id)).toMatchObject({
      status: 'complete',
      timeOutAt: reportedAt,
      timeOut: '2026-11-02T10:50',
    });
    expect(after.cantAccessHistory).toHaveLength(1);
  });

  it('keeps a photo uploaded to the company, and refuses a URL that was not', async () => {
    const staff = await as('staff40@routebook.test');
    const jobId = staff.withStatus('active');
    const refused = await staff.report(jobId, {
      reason: 'Dog in yard',
      photoUrl: '/uploads/not-ours',
    });
    expectError(refused, 'BAD_USER_INPUT', messages.photoNotUploaded);
    expect((await staff.job(jobId)).status).toBe('active');

    const file = new File([PNG], 'gate.png', { type: 'image/png' });
    const { url } = (await t.ok(staff.token, UPLOAD, { file })).uploadImage;
    const result = await staff.report(jobId, { reason: 'Dog in yard', photoUrl: url });
    expect(result.data?.reportCantAccess.job.cantAccess.photoUrl).toBe(url);
  });

  it("refuses a reason off the company's list, and Other without a note", async () => {
    const staff = await as('staff40@routebook.test');
    const jobId = staff.withStatus('active');
    expectError(
      await staff.report(jobId, { reason: 'Road closed' }),
      'BAD_USER_INPUT',
      fieldDayMessages.cantAccessReasonUnknown,
    );
    expectError(
      await staff.report(jobId, { reason: '' }),
      'BAD_USER_INPUT',
      fieldDayMessages.cantAccessReasonRequired,
    );
    expectError(
      await staff.report(jobId, { reason: 'Other', note: '   ' }),
      'BAD_USER_INPUT',
      fieldDayMessages.cantAccessOtherNeedsNote,
    );
    expectError(
      await staff.report(jobId, { reason: 'Gate locked', note: 'x'.repeat(1001) }),
      'BAD_USER_INPUT',
      'The note can be at most 1000 characters.',
    );
    expect((await staff.job(jobId)).status).toBe('active');

    const other = await staff.report(jobId, { reason: 'Other', note: 'Road flooded' });
    expect(other.data?.reportCantAccess.job.cantAccess).toMatchObject({
      reason: 'Other',
      note: 'Road flooded',
    });
  });

  it('takes a reason the admin added, and no longer one the admin removed', async () => {
    const admin = await as('admin40@routebook.test');
    const staff = await as('staff40@routebook.test');
    await t.ok(admin.token, SET_REASONS, { reasons: ['Road closed'] });
    const jobId = staff.withStatus('active');
    expectError(
      await staff.report(jobId, { reason: 'Gate locked' }),
      'BAD_USER_INPUT',
      fieldDayMessages.cantAccessReasonUnknown,
    );
    expect((await staff.report(jobId, { reason: 'Road closed' })).errors).toBeUndefined();
  });

  it('refuses a job that is complete or cancelled with CONFLICT', async () => {
    const staff = await as('staff40@routebook.test');
    expectError(
      await staff.report(staff.withStatus('complete'), { reason: 'Gate locked' }),
      'CONFLICT',
      cantAccessJobClosedMessage('complete'),
    );
    expectError(
      await staff.report(staff.withStatus('cancelled'), { reason: 'Gate locked' }),
      'CONFLICT',
      cantAccessJobClosedMessage('cancelled'),
    );
  });

  it("answers another company's job as NOT_FOUND and changes nothing", async () => {
    const staff = await as('staff40@routebook.test');
    const other = await as('staff30@routebook.test');
    const victim = other.withStatus('active');
    expectError(
      await staff.report(victim, { reason: 'Gate locked' }),
      'NOT_FOUND',
      messages.jobDeleted,
    );
    expect(t.server.store.jobs.get(victim)?.status).toBe('active');
    expect(t.server.store.cantAccessReports.where('jobId', victim)).toEqual([]);
  });

  it('is a field action: a repeated key writes once and answers the same report', async () => {
    const staff = await as('staff40@routebook.test');
    const jobId = staff.withStatus('active');
    const data = { reason: 'Customer asked to reschedule' };
    const first = await staff.report(jobId, data, 'ca-key-1');
    const again = await staff.report(jobId, data, 'ca-key-1');
    expect(first.errors).toBeUndefined();
    expect(again.errors).toBeUndefined();
    expect(again.data).toEqual(first.data);
    expect(again.data?.reportCantAccess.clientMutationId).toBe('ca-key-1');
    expect(t.server.store.cantAccessReports.where('jobId', jobId)).toHaveLength(1);
    // The same key with another reason is refused, not a second report.
    expectError(
      await staff.report(jobId, { reason: 'Dog in yard' }, 'ca-key-1'),
      'IDEMPOTENCY_KEY_REUSED',
      messages.clientMutationIdReused,
    );
    // A new key is a new report: the job is cancelled by now.
    expectError(await staff.report(jobId, data, 'ca-key-2'), 'CONFLICT');
  });

  it('takes a report time in the future as now, and refuses one that is not ISO 8601', async () => {
    const staff = await as('staff40@routebook.test');
    const jobId = staff.withStatus('active');
    expectError(
      await staff.report(jobId, { reason: 'Gate locked', reportedAt: 'yesterday' }),
      'BAD_USER_INPUT',
      messages.invalidDate,
    );
    expectError(
      await staff.report(jobId, { reason: 'Gate locked', reportedWallClock: '10:50' }),
      'BAD_USER_INPUT',
      messages.invalidDate,
    );
    const result = await staff.report(jobId, {
      reason: 'Gate locked',
      reportedAt: '2030-01-01T00:00:00Z',
    });
    expect(result.data?.reportCantAccess.job.cantAccess.reportedAt).toBe(TEST_NOW.toISOString());
  });
});

describe('reopenJob (an admin)', () => {
  it('takes the job back to active and keeps the closed report in its history', async () => {
    const staff = await as('staff40@routebook.test');
    const admin = await as('admin40@routebook.test');
    const jobId = staff.withStatus('active');
    await staff.report(jobId, { reason: 'Gate locked' });

    const { job } = (await t.ok(admin.token, REOPEN, { id: jobId })).reopenJob;
    expect(job.status).toBe('active');
    expect(job.cantAccess).toBeNull();
    expect(job.cantAccessHistory).toEqual([
      {
        id: expect.any(String),
        reopenedAt: TEST_NOW.toISOString(),
        reopenedBy: { id: admin.companyUserId, name: expect.stringMatching(/^Alex Admin/) },
      },
    ]);
    // Open again: it may be reported again.
    expect((await staff.report(jobId, { reason: 'Dog in yard' })).errors).toBeUndefined();
    expect(
      (await staff.job(jobId)).cantAccessHistory.map((r: { reason: string }) => r.reason),
    ).toEqual(['Dog in yard', 'Gate locked']);
  });

  it('is refused to field staff, and on a job that is not cancelled', async () => {
    const staff = await as('staff40@routebook.test');
    const admin = await as('admin40@routebook.test');
    const jobId = staff.withStatus('active');
    await staff.report(jobId, { reason: 'Gate locked' });
    expectError(await t.run(staff.token, REOPEN, { id: jobId }), 'FORBIDDEN', messages.forbidden);
    expect((await staff.job(jobId)).status).toBe('cancelled');
    expectError(
      await t.run(admin.token, REOPEN, { id: staff.withStatus('complete') }),
      'CONFLICT',
      fieldDayMessages.reopenNotCancelled,
    );
    const other = await as('admin30@routebook.test');
    expectError(await t.run(other.token, REOPEN, { id: jobId }), 'NOT_FOUND');
  });

  it("closes the report too when an admin's Edit Job takes the job out of cancelled", async () => {
    const staff = await as('staff40@routebook.test');
    const admin = await as('admin40@routebook.test');
    const jobId = staff.withStatus('active');
    await staff.report(jobId, { reason: 'Gate locked' });
    await t.ok(admin.token, UPDATE_JOB, { id: jobId, data: { status: 'inprogress' } });
    // Cancelled again by the office: not because of the old report.
    const { job } = (
      await t.ok(admin.token, UPDATE_JOB, { id: jobId, data: { status: 'cancelled' } })
    ).updateJob;
    expect(job.cantAccess).toBeNull();
  });
});

describe("the reports' Can't access section", () => {
  it("lists the period's reports, reopened ones included, for admins at plan 30+", async () => {
    const staff = await as('staff40@routebook.test');
    const admin = await as('admin40@routebook.test');
    const [first, second] = staff.jobs.filter((j) => j.status === 'active');
    await staff.report(first!.id, {
      reason: 'Gate locked',
      reportedAt: '2026-11-01T23:30:00Z',
      reportedWallClock: '2026-11-02T00:30',
    });
    await staff.report(second!.id, { reason: 'Other', note: 'Road flooded' });
    await t.ok(admin.token, REOPEN, { id: first!.id });

    const read = async (from: string, to: string) =>
      (await t.ok(admin.token, REPORTS, { companyId: admin.companyId, from, to })).report
        .cantAccess;
    const rows = await read('2026-11-02', '2026-11-02');
    expect(rows).toEqual([
      expect.objectContaining({
        reason: 'Gate locked',
        reopenedAt: TEST_NOW.toISOString(),
        job: expect.objectContaining({ id: first!.id, route: { name: expect.any(String) } }),
      }),
      expect.objectContaining({ reason: 'Other', note: 'Road flooded', reopenedAt: null }),
    ]);
    // The day is the reporting device's: 00:30 on the 2nd there, though the 1st in UTC.
    expect(await read('2026-11-01', '2026-11-01')).toEqual([]);

    expectError(
      await t.run(staff.token, REPORTS, {
        companyId: staff.companyId,
        from: '2026-11-02',
        to: '2026-11-02',
      }),
      'FORBIDDEN',
    );
    const admin10 = await as('admin10@routebook.test');
    expectError(
      await t.run(admin10.token, REPORTS, {
        companyId: admin10.companyId,
        from: '2026-11-02',
        to: '2026-11-02',
      }),
      'PLAN_LIMIT',
      messages.planFeature,
    );
  });
});
