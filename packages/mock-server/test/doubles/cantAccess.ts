/**
 * Doubles of Can't access: a report that leaves the job open, loses its note or its clock-ins,
 * and refusals a server gets wrong.
 */
import { cantAccessJobClosedMessage } from '@routebook/schema';
import { operationsOf, type Breakage } from './proxy';
import {
  callerOf,
  calls,
  changeMessage,
  changeResults,
  changeVariables,
  demoCallers,
  fakeSuccess,
  findsInAnyCompany,
  inBatchesOnly,
  operationRequest,
  refusedWith,
  resultsOf,
} from './support';

const reports = calls('reportCantAccess');

const REOPEN = `mutation ConformanceDoubleReopen($id: ID!) { reopenJob(id: $id) { job { id } } }`;

/** A server that records a report but leaves the job open: its admin reopens it at once. */
const leavesJobOpen: Breakage['handle'] = async (request, forward) => {
  const [operation, ...more] = operationsOf(request);
  if (!operation || more.length || !reports(operation)) return forward(request);
  const answer = await forward(request);
  const caller = await callerOf(request, forward);
  const admin = (await demoCallers(request, forward)).find(
    (other) => other.role === 'admin' && other.companyId === caller?.companyId,
  );
  if (admin && !resultsOf(answer)[0]?.errors) {
    await forward(
      operationRequest(
        request,
        { query: REOPEN, variables: { id: operation.variables?.jobId } },
        admin.token,
      ),
    );
  }
  return answer;
};

/** A server that answers a reported job's clock-ins as still open. */
const clockInsStayOpen = changeResults(calls('job'), (result) => {
  const job = result?.data?.job;
  if (!job?.cantAccess || !Array.isArray(job.jobTime)) return result;
  const jobTime = job.jobTime.map((entry: object) => ({ ...entry, status: 'active' }));
  return { ...result, data: { ...result.data, job: { ...job, jobTime } } };
});

const takesAnyReason = changeResults(reports, (result, operation) =>
  refusedWith(result, 'BAD_USER_INPUT') ? fakeSuccess(operation) : result,
);

export const cantAccessDoubles: Breakage[] = [
  {
    breaks: 'cantAccess.report',
    description: 'a server that records the report but leaves the job open (reopened at once)',
    failsWith: `the job's status after the report: expected "cancelled", got "active"`,
    handle: leavesJobOpen,
  },
  {
    breaks: 'cantAccess.report',
    description: "a server that drops the report's note",
    failsWith: 'Job.cantAccess after the report: expected',
    handle: changeVariables(['reportCantAccess'], (variables) => ({
      ...variables,
      data: { ...variables.data, note: null },
    })),
  },
  {
    breaks: 'cantAccess.report',
    description: "a server that leaves a reported job's open clock-ins open",
    failsWith: `the job's clock-ins after the report (one was open): expected ["complete"], got ["active"]`,
    handle: clockInsStayOpen,
  },
  {
    breaks: 'cantAccess.refusals',
    description: "a server that takes any reason, on the company's list or not (answers a success)",
    failsWith: "a reason not on the company's list (alone): expected an error",
    handle: takesAnyReason,
  },
  {
    breaks: 'cantAccess.refusals',
    description: 'a server that takes any reason inside a batch',
    failsWith: "a reason not on the company's list (in a batch): expected an error",
    handle: inBatchesOnly(takesAnyReason),
  },
  {
    breaks: 'cantAccess.refusals',
    description: 'a server that finds the reported job in any company',
    failsWith: "another company's member reporting (alone): expected an error",
    handle: findsInAnyCompany('reportCantAccess'),
  },
  {
    breaks: 'cantAccess.refusals',
    description: 'a server that refuses a closed job without saying its status',
    failsWith: `a complete job (alone): error message: expected "${cantAccessJobClosedMessage('complete')}", got "This job is closed."`,
    handle: changeMessage(
      ['reportCantAccess'],
      cantAccessJobClosedMessage('complete'),
      'This job is closed.',
    ),
  },
];
