/** Doubles of Today: a day in the wrong order or miscounted, and a day read by whoever asks. */
import { jsonOf, operationsOf, type Breakage } from './proxy';
import {
  answerWith,
  callerOf,
  calls,
  changeResults,
  demoCallers,
  findsInAnyCompany,
  inBatchesOnly,
  operationRequest,
  resultsOf,
  runsAsTheirAdmin,
} from './support';

/** The result with its `today` changed by `change`. */
const changeToday = (change: (today: any) => any): Breakage['handle'] =>
  changeResults(calls('today'), (result) =>
    result?.data?.today
      ? { ...result, data: { ...result.data, today: change(result.data.today) } }
      : result,
  );

const DRAFTS = `query ConformanceDoubleDrafts($companyId: ID!) {
  routes(companyId: $companyId, status: draft) { id name technician { id } jobs { id status } }
}`;

/** A server whose Today takes the member's draft routes (as their admin reads them) for active. */
const withDrafts: Breakage['handle'] = async (request, forward) => {
  const operations = operationsOf(request);
  if (!operations.some(calls('today'))) return forward(request);
  const caller = await callerOf(request, forward);
  const admin = (await demoCallers(request, forward)).find(
    (other) => other.role === 'admin' && other.companyId === caller?.companyId,
  );
  const answer = await forward(request);
  if (!caller || !admin) return answer;
  const drafts = await forward(
    operationRequest(
      request,
      { query: DRAFTS, variables: { companyId: caller.companyId } },
      admin.token,
    ),
  );
  const results = resultsOf(answer).map((result, i) => {
    const today = result?.data?.today;
    if (!operations[i] || !calls('today')(operations[i]!) || !today) return result;
    const theirs = (jsonOf(drafts.body)?.data?.routes ?? []).filter(
      (route: any) => route.technician?.id === today.companyUser?.id,
    );
    return {
      ...result,
      data: {
        ...result.data,
        today: {
          ...today,
          routes: [...today.routes, ...theirs.map(({ id, name }: any) => ({ id, name }))],
          jobs: [...today.jobs, ...theirs.flatMap((route: any) => route.jobs)],
        },
      },
    };
  });
  return answerWith(request, answer, results);
};

const memberReadsAnyDay = runsAsTheirAdmin(calls('today'));

export const todayDoubles: Breakage[] = [
  {
    breaks: 'today.day',
    description: "a server that answers Today's jobs last first",
    failsWith:
      "the kit's jobs on Today (route by route in item order, none of the draft): expected",
    handle: changeToday((today) => ({ ...today, jobs: [...today.jobs].reverse() })),
  },
  {
    breaks: 'today.day',
    description: "a server whose Today lists the member's draft routes too",
    failsWith: "the kit's routes on the member's Today (by name, the draft left out): expected",
    handle: withDrafts,
  },
  {
    breaks: 'today.day',
    description: 'a server that counts only complete jobs as done (a cancelled one still to do)',
    failsWith: 'done and total of a day whose jobs are',
    handle: changeToday((today) => ({
      ...today,
      done: today.jobs.filter((job: { status: string }) => job.status === 'complete').length,
    })),
  },
  {
    breaks: 'today.who',
    description: "a server that answers a regular member's request for another member's day",
    failsWith: "a regular member asking for another member's day (alone): expected an error",
    handle: memberReadsAnyDay,
  },
  {
    breaks: 'today.who',
    description:
      "a server that refuses another member's day to a regular member except inside a batch",
    failsWith: "a regular member asking for another member's day (in a batch): expected an error",
    handle: inBatchesOnly(memberReadsAnyDay),
  },
  {
    breaks: 'today.who',
    description: "a server that finds Today's member in any company",
    failsWith: "another company's admin asking for a member's day (alone): expected an error",
    handle: findsInAnyCompany('today'),
  },
];
