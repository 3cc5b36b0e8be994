/**
 * Can't access (schema.graphql, reportCantAccess): any member reports an open job with a
 * reason from the company's list (or Other, with a note); the job becomes cancelled with
 * Job.cantAccess set, and every open clock-in on it is clocked out. A reason off the list, Other
 * without a note, a closed job and another company's job are refused, changing nothing.
 */
import {
  CANT_ACCESS_OTHER,
  cantAccessJobClosedMessage,
  fieldDayMessages,
  messages,
} from '@routebook/schema';
import { about, check, expectEqual, expectRefused, type Check } from '../check';
import type { GraphQLResult } from '../client';
import type { Session } from '../context';
import { clockIn, ownJob } from './fixtures';
import { eachWay } from './support';

const SECTION = "Extension: Can't access";

const REPORT = `mutation ConformanceReportCantAccess($jobId: ID!, $data: CantAccessInput!) {
  reportCantAccess(jobId: $jobId, data: $data) { job { id status } }
}`;

const JOB = `query ConformanceCantAccessJob($id: ID!) {
  job(id: $id) {
    id
    status
    cantAccess { reason note reportedBy { id } }
    jobTime { id status }
  }
}`;

const REASONS = `query ConformanceCantAccessReasons($id: ID!) {
  company(id: $id) { id cantAccessReasons }
}`;

const COMPLETE = `mutation ConformanceCompleteJob($id: ID!, $data: JobInput!) {
  updateJob(id: $id, data: $data) { job { id status } }
}`;

const report = check(
  'cantAccess.report',
  SECTION,
  "a regular member reports Can't access on an open job with a reason from the company's list and a note: the job is cancelled, Job.cantAccess holds the reason, the note and who reported it, and every open clock-in on the job (an admin's here) is clocked out",
  async (ctx) => {
    const { jobId, admin } = await ownJob(ctx, 'level40', 'active');
    const member = await ctx.as('level40', 'member');
    const { company } = await ctx.ok(member, REASONS, { id: member.companyId });
    const reason: string = company?.cantAccessReasons?.[0] ?? CANT_ACCESS_OTHER;
    await about("an admin's clock-in on the job, left open", () => clockIn(ctx, admin, jobId));
    const note = ctx.unique('Conformance: the gate was locked');
    await ctx.ok(member, REPORT, { jobId, data: { reason, note } });
    const { job } = await ctx.ok(admin, JOB, { id: jobId });
    expectEqual(job?.status, 'cancelled', "the job's status after the report");
    expectEqual(
      job.cantAccess,
      { reason, note, reportedBy: { id: member.companyUserId } },
      'Job.cantAccess after the report',
    );
    expectEqual(
      (job.jobTime as { status: string }[]).map((entry) => entry.status),
      ['complete'],
      "the job's clock-ins after the report (one was open)",
    );
  },
);

/** Fails unless `result` is refused with `code` and `message`, answering no job. */
function expectNotReported(result: GraphQLResult, code: string, message: string): void {
  expectRefused(result, code, message);
  expectEqual(result.data?.reportCantAccess ?? null, null, 'data answered');
}

const refusals = check(
  'cantAccess.refusals',
  SECTION,
  `a reason not on the company's list is BAD_USER_INPUT "${fieldDayMessages.cantAccessReasonUnknown}", ${CANT_ACCESS_OTHER} without a note "${fieldDayMessages.cantAccessOtherNeedsNote}"; another company's job is NOT_FOUND "${messages.jobDeleted}", a complete job CONFLICT "${cantAccessJobClosedMessage('complete')}"; the job stays as it was — alone and in a batch`,
  async (ctx) => {
    const { jobId, admin } = await ownJob(ctx, 'level40', 'active');
    const member = await ctx.as('level40', 'member');
    const outsider = await ctx.as('other', 'member');
    const tryReport = async (
      what: string,
      caller: Session,
      data: object,
      code: string,
      message: string,
    ) => {
      for (const way of eachWay(ctx)) {
        await about(`${what} (${way.how})`, async () =>
          expectNotReported(await way.run(caller, REPORT, { jobId, data }), code, message),
        );
      }
    };
    await tryReport(
      "a reason not on the company's list",
      member,
      { reason: ctx.unique('Conformance reason') },
      'BAD_USER_INPUT',
      fieldDayMessages.cantAccessReasonUnknown,
    );
    await tryReport(
      `${CANT_ACCESS_OTHER} without a note`,
      member,
      { reason: CANT_ACCESS_OTHER, note: '  ' },
      'BAD_USER_INPUT',
      fieldDayMessages.cantAccessOtherNeedsNote,
    );
    const anyReason = { reason: CANT_ACCESS_OTHER, note: 'Conformance: locked out' };
    await tryReport(
      "another company's member reporting",
      outsider,
      anyReason,
      'NOT_FOUND',
      messages.jobDeleted,
    );
    const before = await ctx.ok(admin, JOB, { id: jobId });
    expectEqual(
      { status: before.job?.status, cantAccess: before.job?.cantAccess },
      { status: 'active', cantAccess: null },
      'the job after the refusals',
    );
    await ctx.ok(admin, COMPLETE, { id: jobId, data: { status: 'complete' } });
    await tryReport(
      'a complete job',
      member,
      anyReason,
      'CONFLICT',
      cantAccessJobClosedMessage('complete'),
    );
    const { job } = await ctx.ok(admin, JOB, { id: jobId });
    expectEqual(job?.status, 'complete', "the complete job's status after the refused reports");
  },
);

export const cantAccessChecks: Check[] = [report, refusals];
