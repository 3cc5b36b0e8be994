/** Helpers for tests that drive the mock server through real GraphQL operations. */
import { expect } from 'vitest';
import type { ExecutionResult } from 'graphql';
import { createMockServer, type MockServer, type MockServerOptions } from '../src/core';
import { DEMO_PASSWORD } from '../src/seed/seed';

/** The fixed clock of tests: a Monday morning. */
export const TEST_NOW = new Date('2026-11-02T09:00:00.000Z');

export interface TestServer {
  server: MockServer;
  /** Logs in and returns the session token. */
  login(email: string, password?: string): Promise<string>;
  /** Logs in and returns the token with who the session is: account, membership and company. */
  signIn(email: string, password?: string): Promise<SignedIn>;
  /** Runs an operation as the holder of `token` (null: logged out). */
  run(
    token: string | null,
    query: string,
    variables?: Record<string, unknown>,
  ): Promise<ExecutionResult<Record<string, any>>>;
  /** The jobs on the company's routes that are not archived, with their route, in route order. */
  routeJobs(token: string, companyId: string): Promise<RouteJob[]>;
  /** Runs an operation and fails the test on any error; returns `data`. */
  ok(
    token: string | null,
    query: string,
    variables?: Record<string, unknown>,
  ): Promise<Record<string, any>>;
}

export interface RouteJob {
  id: string;
  status: string;
  routeId: string;
}

const ROUTE_JOBS = `query RouteJobs($companyId: ID!) {
  routes(companyId: $companyId) { id items { job { id status } } }
}`;

/** The value, failing the test when it is missing. */
export function the<T>(value: T | null | undefined): T {
  if (value == null) throw new Error('expected a value');
  return value;
}

export interface SignedIn {
  token: string;
  userId: string;
  companyUserId: string;
  companyId: string;
}

const SIGN_IN = `query SignIn($data: UserLoginInput!) {
  userLogin(data: $data) { token user { id currentUser { id company { id } } } }
}`;

export async function startTestServer(options: MockServerOptions = {}): Promise<TestServer> {
  const server = await createMockServer({ now: () => TEST_NOW, ...options });
  const run: TestServer['run'] = (token, query, variables) =>
    server.execute({ query, variables: variables ?? null, token }) as Promise<
      ExecutionResult<Record<string, any>>
    >;
  const ok: TestServer['ok'] = async (token, query, variables) => {
    const result = await run(token, query, variables);
    expect(result.errors, JSON.stringify(result.errors)).toBeUndefined();
    return result.data ?? {};
  };
  const signIn: TestServer['signIn'] = async (email, password = DEMO_PASSWORD) => {
    const { userLogin } = await ok(null, SIGN_IN, { data: { email, password } });
    return {
      token: userLogin.token,
      userId: userLogin.user.id,
      companyUserId: userLogin.user.currentUser.id,
      companyId: userLogin.user.currentUser.company.id,
    };
  };
  const login: TestServer['login'] = async (email, password) =>
    (await signIn(email, password)).token;
  const routeJobs: TestServer['routeJobs'] = async (token, companyId) => {
    const { routes } = await ok(token, ROUTE_JOBS, { companyId });
    return routes.flatMap((route: { id: string; items: { job: RouteJob | null }[] }) =>
      route.items.flatMap((item) => (item.job ? [{ ...item.job, routeId: route.id }] : [])),
    );
  };
  return { server, login, signIn, run, ok, routeJobs };
}

/** Asserts that a result failed with one error of `code` and exactly `message`. */
export function expectError(result: ExecutionResult, code: string, message?: string): void {
  expect(result.errors?.length, JSON.stringify(result)).toBe(1);
  const [error] = result.errors ?? [];
  expect(error?.extensions?.code).toBe(code);
  if (message !== undefined) expect(error?.message).toBe(message);
}

/** One GraphQL request over HTTP as an API client sends it: JSON, a bearer token when given. */
export function postGraphQL(
  serverUrl: string,
  query: string,
  variables?: unknown,
  token?: string | null,
): Promise<Response> {
  return fetch(`${serverUrl}/graphql`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify({ query, variables }),
  });
}
