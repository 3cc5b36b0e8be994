/** The network layer keeps query answers and reads them back when the server is not reached. */
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RequestParameters } from 'relay-runtime';
import { ServerUnreachableError } from '../relay/batchingFetch';
import { createNetwork, SAVE_AFTER_MS } from '../relay/network';
import { clearAnswers, readAnswer, saveAnswer } from './answers';
import { offlineStatus } from './offlineStatus';

const SAM = 'u1@co1';
const VARIABLES = { id: '7', companyId: 'co1' };
const ROUTE = { data: { route: { id: '7', name: 'Monday Route' } } };
const FETCHED_AT = Date.UTC(2026, 10, 2, 10, 42);

const request = (operationKind: 'query' | 'mutation', name: string): RequestParameters => ({
  id: null,
  cacheID: name,
  metadata: {},
  name,
  operationKind,
  text: `${operationKind} ${name} { x }`,
});
const QUERY = request('query', 'RouteDetailPageQuery');
const MUTATION = request('mutation', 'RouteDetailRenameMutation');

const unreachable: typeof fetch = () => Promise.reject(new TypeError('Failed to fetch'));
const answering =
  (body: unknown): typeof fetch =>
  () =>
    Promise.resolve(new Response(JSON.stringify([body]), { status: 200 }));

const networkWith = (fetchImpl: typeof fetch, member: string | null = SAM) =>
  createNetwork({ endpoint: '/graphql', getToken: () => 't', getMember: () => member, fetchImpl });

const execute = (
  network: ReturnType<typeof createNetwork>,
  operation: RequestParameters,
  variables = VARIABLES,
) => network.execute(operation, variables, {}).toPromise();

/** Waits past the moment a kept answer would have been stored. */
const afterSaving = () => new Promise((resolve) => setTimeout(resolve, SAVE_AFTER_MS + 500));

beforeEach(async () => {
  await clearAnswers();
  offlineStatus.reset();
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

describe('a query the server answers', () => {
  it("is kept under the member's key and clears the offline status", async () => {
    offlineStatus.servedStored(1);
    await execute(networkWith(answering(ROUTE)), QUERY);
    await vi.waitFor(
      async () => expect((await readAnswer(SAM, QUERY.name, VARIABLES))?.response).toEqual(ROUTE),
      { timeout: SAVE_AFTER_MS + 3000 },
    );
    expect(offlineStatus.get()).toBeNull();
  });

  it('is not kept with errors, nor when logged out', async () => {
    const partial = { ...ROUTE, errors: [{ message: 'Not found.' }] };
    await execute(networkWith(answering(partial)), QUERY);
    await execute(networkWith(answering(ROUTE), null), QUERY);
    await afterSaving();
    expect(await readAnswer(SAM, QUERY.name, VARIABLES)).toBeNull();
  });
});

describe('a query the server does not answer', () => {
  it("gets the member's stored answer, and the status says when it was fetched", async () => {
    await saveAnswer(SAM, QUERY.name, VARIABLES, ROUTE, FETCHED_AT);
    const answer = await execute(networkWith(unreachable), QUERY, {
      companyId: 'co1',
      id: '7',
    });
    expect(answer).toEqual(ROUTE);
    expect(offlineStatus.get()).toBe(FETCHED_AT);
  });

  it('the status keeps the oldest of the answers served', async () => {
    await saveAnswer(SAM, QUERY.name, VARIABLES, ROUTE, FETCHED_AT);
    await saveAnswer(SAM, QUERY.name, { id: '8', companyId: 'co1' }, ROUTE, FETCHED_AT + 60_000);
    const network = networkWith(unreachable);
    await execute(network, QUERY);
    await execute(network, QUERY, { id: '8', companyId: 'co1' });
    expect(offlineStatus.get()).toBe(FETCHED_AT);
  });

  it('with nothing stored, fails as before', async () => {
    await expect(execute(networkWith(unreachable), QUERY)).rejects.toBeInstanceOf(
      ServerUnreachableError,
    );
    expect(offlineStatus.get()).toBeNull();
  });

  it("never gets another member's answer", async () => {
    await saveAnswer('u2@co1', QUERY.name, VARIABLES, ROUTE, FETCHED_AT);
    await expect(execute(networkWith(unreachable), QUERY)).rejects.toBeInstanceOf(
      ServerUnreachableError,
    );
  });
});

describe('a mutation', () => {
  it('is never answered from storage', async () => {
    await saveAnswer(SAM, MUTATION.name, VARIABLES, ROUTE, FETCHED_AT);
    await expect(execute(networkWith(unreachable), MUTATION)).rejects.toBeInstanceOf(
      ServerUnreachableError,
    );
    expect(offlineStatus.get()).toBeNull();
  });

  it('is never stored', async () => {
    await execute(networkWith(answering(ROUTE)), MUTATION);
    await afterSaving();
    expect(await readAnswer(SAM, MUTATION.name, VARIABLES)).toBeNull();
  });
});
