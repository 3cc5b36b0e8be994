/**
 * What a check works with: the client, logins of the configured accounts (one session each, shared
 * by the checks of a run), GraphQL helpers and clean-up steps that undo what a check created.
 */
import type { Client, GraphQLResult } from './client';
import { CheckFailure } from './check';
import type { CompanyKey, ConformanceConfig, Credentials } from './config';

export type Role = 'admin' | 'member';

/** A logged-in test account, with the ids its login answered. */
export interface Session {
  token: string;
  email: string;
  userId: string;
  /** The membership (CompanyUser) id. */
  companyUserId: string;
  companyId: string;
  companyName: string;
  /** The company's plan level as the server answers it (null: unset). */
  planLevel: number | null;
}

type Caller = Session | string | null;

export interface CheckContext {
  readonly client: Client;
  readonly config: ConformanceConfig;
  /** The run's session of the company's admin or member (logged in at the first call). */
  as(company: CompanyKey, role: Role): Promise<Session>;
  /** A session of its own, for checks that end sessions or change passwords. */
  logIn(credentials: Credentials): Promise<Session>;
  /**
   * Drops the run's sessions (`as`) of the account with this email, whatever company and role it
   * is configured as: the next `as` logs in again. A check that ends an account's other sessions
   * (a password change) calls it, so that later checks do not use a token it revoked.
   */
  forgetSessions(email: string): void;
  /** Runs an operation as `caller` (a session, a token, or null: logged out). */
  run(caller: Caller, query: string, variables?: Record<string, unknown>): Promise<GraphQLResult>;
  /**
   * Runs an operation inside a batch (a JSON array, after a plain query), as the app sends it when
   * calls meet in its batching window; answers the operation's own result.
   */
  runBatched(
    caller: Caller,
    query: string,
    variables?: Record<string, unknown>,
  ): Promise<GraphQLResult>;
  /** Runs an operation and fails the check on any error; answers `data`. */
  ok(
    caller: Caller,
    query: string,
    variables?: Record<string, unknown>,
  ): Promise<Record<string, any>>;
  /** Undoes what the check made, after it, passed or failed (last registered first). */
  cleanup(step: () => Promise<unknown>): void;
  /** A name no earlier run used, so that a check run twice against one server never collides. */
  unique(label: string): string;
}

export const LOGIN = `query ConformanceLogin($data: UserLoginInput!) {
  userLogin(data: $data) {
    token
    user { id currentUser { id company { id name planLevel } } }
  }
}`;

/** What goes first in a batch of `runBatched`: a query every server answers. */
const BATCH_COMPANION = 'query ConformanceBatchCompanion { __typename }';

const tokenOf = (caller: Caller) =>
  typeof caller === 'string' || caller === null ? caller : caller.token;

export interface RunState {
  sessions: Map<string, Promise<Session>>;
  runId: string;
  counter: number;
}

export function newRunState(): RunState {
  return {
    sessions: new Map(),
    runId: Date.now().toString(36) + Math.floor(Math.random() * 1e4).toString(36),
    counter: 0,
  };
}

/** A context for one check; `cleanups` is run by the runner afterwards. */
export function createContext(
  client: Client,
  state: RunState,
  cleanups: (() => Promise<unknown>)[],
): CheckContext {
  const { config } = client;
  const run: CheckContext['run'] = async (caller, query, variables = {}) => {
    const answer = await client.graphql({ query, variables }, { token: tokenOf(caller) });
    if (typeof answer.body !== 'object' || answer.body === null) {
      throw new CheckFailure(`HTTP ${answer.status} without a GraphQL result`);
    }
    return answer.body;
  };
  const runBatched: CheckContext['runBatched'] = async (caller, query, variables = {}) => {
    const answer = await client.batch([{ query: BATCH_COMPANION }, { query, variables }], {
      token: tokenOf(caller),
    });
    const results = answer.body;
    if (!Array.isArray(results) || results.length !== 2) {
      throw new CheckFailure(
        `a batch of 2 operations answered HTTP ${answer.status} ${JSON.stringify(results)}`,
      );
    }
    return results[1] as GraphQLResult;
  };
  const ok: CheckContext['ok'] = async (caller, query, variables) => {
    const result = await run(caller, query, variables);
    if (result.errors?.length) {
      throw new CheckFailure(
        `the server refused: ${result.errors.map((error) => `${error.message} (${String(error.extensions?.code)})`).join('; ')}`,
      );
    }
    return result.data ?? {};
  };
  const logIn: CheckContext['logIn'] = async ({ email, password }) => {
    const { userLogin } = await ok(null, LOGIN, { data: { email, password } });
    const membership = userLogin?.user?.currentUser;
    if (!userLogin?.token || !membership?.company) {
      throw new CheckFailure(`the login of ${email} answered no token or no current company`);
    }
    return {
      token: userLogin.token,
      email,
      userId: userLogin.user.id,
      companyUserId: membership.id,
      companyId: membership.company.id,
      companyName: membership.company.name,
      planLevel: membership.company.planLevel ?? null,
    };
  };
  return {
    client,
    config,
    run,
    runBatched,
    ok,
    logIn,
    as: (company, role) => {
      const key = `${company}.${role}`;
      let session = state.sessions.get(key);
      if (!session) {
        session = logIn(config.companies[company][role]);
        state.sessions.set(key, session);
        session.catch(() => state.sessions.delete(key));
      }
      return session;
    },
    forgetSessions: (email) => {
      for (const [company, roles] of Object.entries(config.companies)) {
        for (const role of ['admin', 'member'] as const) {
          if (roles[role].email.toLowerCase() === email.toLowerCase()) {
            state.sessions.delete(`${company}.${role}`);
          }
        }
      }
    },
    cleanup: (step) => void cleanups.push(step),
    unique: (label) => `${label} ${state.runId}-${++state.counter}`,
  };
}
