import { beforeEach, describe, expect, it } from 'vitest';
import { MAX_PERIOD_DAYS, messages } from '@routebook/schema';
import { expectError, startTestServer, type TestServer } from '../../../test/testSupport';

const ME = `query Me { me { currentUser { id company { id } } } }`;
const ENTRY = `id status timeIn timeInAt timeOutAt minutes user { id } job { id }`;
const SHEET = `companyUser { id } from to entries { ${ENTRY} } days { date minutes } totalMinutes
  openEntry { ${ENTRY} }`;
const TIMESHEET = `query Timesheet($from: String!, $to: String!) {
  timesheet(from: $from, to: $to) { ${SHEET} }
}`;
const USER_TIMESHEET = `query UserTimesheet($companyUserId: ID!, $from: String!, $to: String!) {
  userTimesheet(companyUserId: $companyUserId, from: $from, to: $to) { ${SHEET} }
}`;
const REPORT = `query Report($companyId: ID!, $from: String!, $to: String!) {
  report(companyId: $companyId, from: $from, to: $to) {
    from to
    timeByUser { companyUser { id } minutes }
    timeByJob { job { id } minutes }
    jobsCompletedByRoute { route { id } count }
    jobsCompletedByDay { date count }
  }
}`;
const CREATE_TIME = `mutation CreateTime($data: JobTimeInput!) {
  createJobTime(data: $data) { jobTime { ${ENTRY} } }
}`;
const UPDATE_JOB = `mutation UpdateJob($id: ID!, $data: JobInput!) {
  updateJob(id: $id, data: $data) { job { id status completedAt } }
}`;

let t: TestServer;
beforeEach(async () => {
  t = await startTestServer();
});

async function as(email: string) {
  const { token, companyId } = await t.signIn(email);
  const me = (await t.ok(token, ME)).me.currentUser;
  const jobs = () => t.routeJobs(token, companyId);
  const activeJobs = async () => (await jobs()).filter((job) => job.status === 'active');
  /** Records a clock-in from `start` for `minutes` (null: still open), wall clock = UTC. */
  const clockIn = async (jobId: string, start: string, minutes: number | null) => {
    const at = new Date(start);
    const out = minutes === null ? null : new Date(at.getTime() + minutes * 60_000);
    const data = await t.ok(token, CREATE_TIME, {
      data: {
        job: jobId,
        timeIn: at.toISOString().slice(0, 16),
        timeInAt: at.toISOString(),
        timeOut: out?.toISOString().slice(0, 16) ?? null,
        timeOutAt: out?.toISOString() ?? null,
      },
    });
    return data.createJobTime.jobTime;
  };
  return { token, companyId, memberId: me.id as string, jobs, activeJobs, clockIn };
}

describe('timesheet (My Time Sheet, plan 40+)', () => {
  it.each(['staff10@routebook.test', 'admin30@routebook.test', 'staff30@routebook.test'])(
    'is refused below plan 40 (%s)',
    async (email) => {
      const user = await as(email);
      expectError(
        await t.run(user.token, TIMESHEET, { from: '2026-11-01', to: '2026-11-02' }),
        'PLAN_LIMIT',
        'Please upgrade your company plan to use this feature.',
      );
    },
  );

  it('adds up the minutes of finished clock-ins per day at plan 40', async () => {
    const admin = await as('admin40@routebook.test');
    const [first, second] = await admin.activeJobs();
    if (!first || !second) throw new Error('the plan-40 company needs two active jobs');
    // Every time before the test clock's now (09:00): a time ahead of it would be kept at now.
    const morning = await admin.clockIn(first.id, '2026-11-02T07:00:00.000Z', 90);
    const sunday = await t.ok(admin.token, CREATE_TIME, {
      data: {
        job: second.id,
        timeIn: '2026-11-01T17:00',
        timeInAt: '2026-11-01T17:00:00.000Z',
        timeOutAt: '2026-11-01T17:45:59.000Z',
      },
    });
    const open = await admin.clockIn(second.id, '2026-11-02T08:45:00.000Z', null);

    const data = await t.ok(admin.token, TIMESHEET, { from: '2026-10-31', to: '2026-11-02' });
    const sheet = data.timesheet;
    expect(sheet.companyUser.id).toBe(admin.memberId);
    expect(sheet.from).toBe('2026-10-31');
    expect(sheet.to).toBe('2026-11-02');
    expect(morning.minutes).toBe(90);
    expect(sheet.days).toEqual([
      { date: '2026-10-31', minutes: 0 },
      { date: '2026-11-01', minutes: 45 },
      { date: '2026-11-02', minutes: 90 },
    ]);
    expect(sheet.totalMinutes).toBe(135);
    expect(sheet.entries.map((entry: { id: string }) => entry.id)).toEqual([
      sunday.createJobTime.jobTime.id,
      morning.id,
      open.id,
    ]);
    expect(sheet.openEntry).toMatchObject({ id: open.id, status: 'active', minutes: null });
  });

  it('counts a clock-in on its device-local day', async () => {
    const admin = await as('admin40@routebook.test');
    const [job] = await admin.activeJobs();
    // A device at UTC-10 clocks in at 22:30 on the 1st, which is 08:30 UTC on the 2nd.
    await t.ok(admin.token, CREATE_TIME, {
      data: {
        job: job?.id,
        timeIn: '2026-11-01T22:30',
        timeInAt: '2026-11-02T08:30:00.000Z',
        timeOutAt: '2026-11-02T09:00:00.000Z',
      },
    });
    const data = await t.ok(admin.token, TIMESHEET, { from: '2026-11-01', to: '2026-11-02' });
    expect(data.timesheet.days).toEqual([
      { date: '2026-11-01', minutes: 30 },
      { date: '2026-11-02', minutes: 0 },
    ]);
    expect(data.timesheet.openEntry).toBeNull();
  });

  it("shows the caller's open clock-in, wherever it started, without counting it", async () => {
    const staff = await as('staff40@routebook.test');
    const data = await t.ok(staff.token, TIMESHEET, { from: '2026-10-01', to: '2026-10-01' });
    expect(data.timesheet.entries).toEqual([]);
    expect(data.timesheet.totalMinutes).toBe(0);
    expect(data.timesheet.openEntry).toMatchObject({
      status: 'active',
      minutes: null,
      user: { id: staff.memberId },
    });
  });

  it.each([
    ['2026-11-31', '2026-12-01'],
    ['2026-11-01T00:00:00Z', '2026-11-02'],
    ['11/01/2026', '2026-11-02'],
  ])('refuses the period %s to %s', async (from, to) => {
    const admin = await as('admin40@routebook.test');
    expectError(
      await t.run(admin.token, TIMESHEET, { from, to }),
      'BAD_USER_INPUT',
      'Dates must be ISO 8601 (YYYY-MM-DD or a full timestamp).',
    );
  });

  it('refuses a period that ends before it starts, saying so', async () => {
    const admin = await as('admin40@routebook.test');
    expectError(
      await t.run(admin.token, TIMESHEET, { from: '2026-11-02', to: '2026-11-01' }),
      'BAD_USER_INPUT',
      'To must be the same day as From or later.',
    );
  });

  it('covers at most 366 days, and says so of a longer period', async () => {
    const admin = await as('admin40@routebook.test');
    const data = await t.ok(admin.token, TIMESHEET, { from: '2028-01-01', to: '2028-12-31' });
    expect(data.timesheet.days).toHaveLength(366);
    const longer = await t.run(admin.token, TIMESHEET, { from: '2026-01-01', to: '2027-01-02' });
    expectError(longer, 'BAD_USER_INPUT', 'A period can be at most 366 days.');
    expect(longer.errors?.[0]?.extensions?.fields).toEqual({
      to: 'A period can be at most 366 days.',
    });
  });
});

describe('userTimesheet (reports/timecard-user-view)', () => {
  it("shows an admin a member's time", async () => {
    const staff = await as('staff40@routebook.test');
    const admin = await as('admin40@routebook.test');
    const [job] = await staff.activeJobs();
    await staff.clockIn(job?.id ?? '', '2026-10-30T08:00:00.000Z', 200);
    const data = await t.ok(admin.token, USER_TIMESHEET, {
      companyUserId: staff.memberId,
      from: '2026-10-30',
      to: '2026-10-30',
    });
    expect(data.userTimesheet).toMatchObject({
      companyUser: { id: staff.memberId },
      days: [{ date: '2026-10-30', minutes: 200 }],
      totalMinutes: 200,
      openEntry: { status: 'active', user: { id: staff.memberId } },
    });
    expect(data.userTimesheet.entries).toHaveLength(1);
  });

  it('is refused to a regular user', async () => {
    const staff = await as('staff40@routebook.test');
    expectError(
      await t.run(staff.token, USER_TIMESHEET, {
        companyUserId: staff.memberId,
        from: '2026-11-01',
        to: '2026-11-02',
      }),
      'FORBIDDEN',
      messages.forbidden,
    );
  });

  it("answers another company's member as missing", async () => {
    const other = await as('staff10@routebook.test');
    const admin = await as('admin40@routebook.test');
    expectError(
      await t.run(admin.token, USER_TIMESHEET, {
        companyUserId: other.memberId,
        from: '2026-11-01',
        to: '2026-11-02',
      }),
      'NOT_FOUND',
      'Not found.',
    );
  });
});

describe('report (plan 30+)', () => {
  it('sums finished time per member and per job, most first', async () => {
    const admin = await as('admin30@routebook.test');
    const staff = await as('staff30@routebook.test');
    const [a, b] = await admin.activeJobs();
    if (!a || !b) throw new Error('the plan-30 company needs two active jobs');
    // Days before the test clock's now (Nov 2) and after the seed's Last Week (Oct 26).
    await admin.clockIn(a.id, '2026-10-28T08:00:00.000Z', 90);
    await admin.clockIn(b.id, '2026-10-29T08:00:00.000Z', 20);
    await staff.clockIn(b.id, '2026-10-29T10:00:00.000Z', 30);
    await admin.clockIn(b.id, '2026-10-29T12:00:00.000Z', null);
    await admin.clockIn(a.id, '2026-10-30T08:00:00.000Z', 600);

    const data = await t.ok(admin.token, REPORT, {
      companyId: admin.companyId,
      from: '2026-10-28',
      to: '2026-10-29',
    });
    expect(data.report).toEqual({
      from: '2026-10-28',
      to: '2026-10-29',
      timeByUser: [
        { companyUser: { id: admin.memberId }, minutes: 110 },
        { companyUser: { id: staff.memberId }, minutes: 30 },
      ],
      timeByJob: [
        { job: { id: a.id }, minutes: 90 },
        { job: { id: b.id }, minutes: 50 },
      ],
      jobsCompletedByRoute: [],
      jobsCompletedByDay: [
        { date: '2026-10-28', count: 0 },
        { date: '2026-10-29', count: 0 },
      ],
    });
  });

  it('counts jobs completed per route and per day', async () => {
    const admin = await as('admin40@routebook.test');
    const period = { companyId: admin.companyId, from: '2026-11-01', to: '2026-11-02' };
    const before = (await t.ok(admin.token, REPORT, period)).report;
    const [job] = await admin.activeJobs();
    if (!job) throw new Error('the plan-40 company needs an active job');
    const done = await t.ok(admin.token, UPDATE_JOB, { id: job.id, data: { status: 'complete' } });
    expect(done.updateJob.job.completedAt?.slice(0, 10)).toBe('2026-11-02');

    const after = (await t.ok(admin.token, REPORT, period)).report;
    const countOn = (report: typeof before, date: string) =>
      report.jobsCompletedByDay.find((d: { date: string }) => d.date === date).count;
    const countFor = (report: typeof before, routeId: string) =>
      report.jobsCompletedByRoute.find((r: { route: { id: string } }) => r.route.id === routeId)
        ?.count ?? 0;
    expect(after.jobsCompletedByDay.map((d: { date: string }) => d.date)).toEqual([
      '2026-11-01',
      '2026-11-02',
    ]);
    expect(countOn(after, '2026-11-01')).toBe(0);
    expect(countOn(after, '2026-11-02')).toBe(countOn(before, '2026-11-02') + 1);
    expect(countFor(after, job.routeId)).toBe(countFor(before, job.routeId) + 1);
    const counts = after.jobsCompletedByRoute.map((r: { count: number }) => r.count);
    expect(counts.every((count: number) => count > 0)).toBe(true);
    expect(counts).toEqual([...counts].sort((x, y) => y - x));
    const total = counts.reduce((sum: number, count: number) => sum + count, 0);
    expect(total).toBeLessThanOrEqual(countOn(after, '2026-11-02'));
  });

  it("refuses another company's id and regular users; needs plan 30", async () => {
    const admin = await as('admin40@routebook.test');
    const other = await as('admin30@routebook.test');
    const period = { from: '2026-11-01', to: '2026-11-02' };
    expectError(
      await t.run(admin.token, REPORT, { companyId: other.companyId, ...period }),
      'FORBIDDEN',
      'That belongs to another company.',
    );
    const staff = await as('staff40@routebook.test');
    expectError(
      await t.run(staff.token, REPORT, { companyId: staff.companyId, ...period }),
      'FORBIDDEN',
      messages.forbidden,
    );
    const small = await as('admin20@routebook.test');
    expectError(
      await t.run(small.token, REPORT, { companyId: small.companyId, ...period }),
      'PLAN_LIMIT',
      messages.planFeature,
    );
    expectError(
      await t.run(admin.token, REPORT, { companyId: admin.companyId, from: 'x', to: 'y' }),
      'BAD_USER_INPUT',
      messages.invalidDate,
    );
  });

  it(`refuses a period over ${MAX_PERIOD_DAYS} days naming the limit`, async () => {
    const admin = await as('admin40@routebook.test');
    const year = { companyId: admin.companyId, from: '2025-11-02', to: '2026-11-02' };
    expect((await t.ok(admin.token, REPORT, year)).report.from).toBe('2025-11-02');
    expectError(
      await t.run(admin.token, REPORT, { ...year, from: '2025-11-01' }),
      'BAD_USER_INPUT',
      `A period can be at most ${MAX_PERIOD_DAYS} days.`,
    );
  });
});
