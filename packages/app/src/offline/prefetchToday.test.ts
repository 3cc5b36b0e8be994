import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import { createEnvironment } from '../relay/environment';
import { createNetwork, SAVE_AFTER_MS } from '../relay/network';
import { clearAnswers, readAnswer } from './answers';
import { MAX_JOBS, MAX_ROUTES, prefetchToday } from './prefetchToday';

const SAM = 'u1@co1';

interface Operation {
  operationName: string;
  variables: { id: string; companyId: string } & Record<string, unknown>;
}

/** A server whose routes carry `jobsPerRoute` jobs each; records every operation asked. */
function fakeServer(jobsPerRoute: number) {
  const asked: Operation[] = [];
  const fetchImpl: typeof fetch = (_input, init) => {
    const operations = JSON.parse(String(init?.body)) as Operation[];
    asked.push(...operations);
    const answers = operations.map(({ operationName, variables: { id } }) =>
      operationName === 'RouteDetailPageQuery'
        ? {
            data: {
              route: {
                id,
                items: Array.from({ length: jobsPerRoute }, (_, i) => ({
                  job: { id: `${id}-job${i}` },
                })),
              },
            },
          }
        : { data: { job: { id } } },
    );
    return Promise.resolve(new Response(JSON.stringify(answers)));
  };
  const environment = createEnvironment(
    createNetwork({ endpoint: '/graphql', getToken: () => 't', getMember: () => SAM, fetchImpl }),
  );
  const named = (name: string) => asked.filter((operation) => operation.operationName === name);
  return { environment, named };
}

beforeEach(() => clearAnswers());

describe("prefetchToday (field staff's day, for reading offline)", () => {
  it("asks for each route and each of its jobs with the loaders' variables, and keeps them", async () => {
    const { environment, named } = fakeServer(2);
    await prefetchToday({
      environment,
      companyId: 'co1',
      routeIds: ['r1', 'r2'],
      going: () => true,
    });
    expect(named('RouteDetailPageQuery').map((op) => op.variables)).toEqual([
      { id: 'r1', companyId: 'co1' },
      { id: 'r2', companyId: 'co1' },
    ]);
    expect(named('JobDetailPageQuery').map((op) => op.variables.id)).toEqual([
      'r1-job0',
      'r1-job1',
      'r2-job0',
      'r2-job1',
    ]);
    // The network layer keeps them (at idle): what the pages read back offline.
    await expect
      .poll(() => readAnswer(SAM, 'JobDetailPageQuery', { companyId: 'co1', id: 'r2-job1' }), {
        timeout: SAVE_AFTER_MS + 3000,
      })
      .not.toBeNull();
    expect(
      await readAnswer(SAM, 'RouteDetailPageQuery', { id: 'r1', companyId: 'co1' }),
    ).not.toBeNull();
  });

  it(`asks for at most ${MAX_ROUTES} routes and ${MAX_JOBS} jobs`, async () => {
    expect([MAX_ROUTES, MAX_JOBS]).toEqual([10, 200]);
    const { environment, named } = fakeServer(25);
    const routeIds = Array.from({ length: 12 }, (_, i) => `r${i}`);
    const asked = await prefetchToday({
      environment,
      companyId: 'co1',
      routeIds,
      going: () => true,
    });
    expect(asked).toEqual({ routes: 10, jobs: 200 });
    expect(named('RouteDetailPageQuery')).toHaveLength(10);
    expect(named('JobDetailPageQuery')).toHaveLength(200);
    expect(named('RouteDetailPageQuery').map((op) => op.variables.id)).not.toContain('r10');
  });

  it('stops once the member logged out', async () => {
    const { environment, named } = fakeServer(5);
    let going = true;
    const run = prefetchToday({
      environment,
      companyId: 'co1',
      routeIds: ['r1', 'r2', 'r3', 'r4', 'r5'],
      going: () => going,
    });
    going = false;
    await run;
    expect(named('RouteDetailPageQuery')).toHaveLength(0);
    expect(named('JobDetailPageQuery')).toHaveLength(0);
    expect(named('JobServiceItemsChoicesQuery')).toHaveLength(0);
  });

  it("keeps the company's service items, so Select service items opens offline", async () => {
    const { environment, named } = fakeServer(1);
    await prefetchToday({ environment, companyId: 'co1', routeIds: ['r1'], going: () => true });
    // The variables the job page asks the list with (JobServiceItems.tsx).
    expect(named('JobServiceItemsChoicesQuery').map((op) => op.variables)).toEqual([
      { companyId: 'co1' },
    ]);
    await expect
      .poll(() => readAnswer(SAM, 'JobServiceItemsChoicesQuery', { companyId: 'co1' }), {
        timeout: SAVE_AFTER_MS + 3000,
      })
      .not.toBeNull();
  });

  it("asks for each route's stops (Next stop) and, when named, the member's Today", async () => {
    const { environment, named } = fakeServer(1);
    await prefetchToday({
      environment,
      companyId: 'co1',
      routeIds: ['r1', 'r2'],
      companyUserId: 'cu7',
      going: () => true,
    });
    // The variables the today and job page loaders ask with (routing/routes.tsx).
    expect(named('TodayPageQuery').map((op) => op.variables)).toEqual([
      { companyId: 'co1', companyUserId: 'cu7', isAdmin: false },
    ]);
    expect(named('NextStopQuery').map((op) => op.variables)).toEqual([
      { routeId: 'r1', companyId: 'co1' },
      { routeId: 'r2', companyId: 'co1' },
    ]);
    await expect
      .poll(
        () =>
          readAnswer(SAM, 'TodayPageQuery', {
            isAdmin: false,
            companyUserId: 'cu7',
            companyId: 'co1',
          }),
        { timeout: SAVE_AFTER_MS + 3000 },
      )
      .not.toBeNull();

    // Asked from Today itself, which keeps its own answer: not again.
    const again = fakeServer(1);
    await prefetchToday({
      environment: again.environment,
      companyId: 'co1',
      routeIds: ['r1'],
      going: () => true,
    });
    expect(again.named('TodayPageQuery')).toEqual([]);
    expect(again.named('NextStopQuery')).toHaveLength(1);
  });
});
