/**
 * What the rule doubles share: who is calling (asked of the server with the caller's own token),
 * the demo accounts logged in by the double itself (to re-send a request as someone else), the
 * root fields of an operation, and rewrites of answers (a fake success, a changed message).
 */
import { parse, Kind } from 'graphql';
import demo from '@routebook/conformance/demoConfig.json';
import type { Answer, Breakage, Exchange } from './proxy';
import { jsonAnswer, jsonOf, operationsOf } from './proxy';

type Forward = (request: Exchange) => Promise<Answer>;
type GraphQLOperation = { query?: string; variables?: any; operationName?: string };

/** The root field names of an operation's document (empty when it does not parse). */
export function rootFields(operation: GraphQLOperation): string[] {
  try {
    const document = parse(operation.query ?? '');
    return document.definitions.flatMap((definition) =>
      definition.kind === Kind.OPERATION_DEFINITION
        ? definition.selectionSet.selections.flatMap((selection) =>
            selection.kind === Kind.FIELD ? [selection.name.value] : [],
          )
        : [],
    );
  } catch {
    return [];
  }
}

/** Whether the operation calls one of `fields` at its root. */
export const calls =
  (...fields: string[]) =>
  (operation: GraphQLOperation): boolean =>
    rootFields(operation).some((field) => fields.includes(field));

/** The bearer token a request carries, or null. */
export function tokenOf(request: Exchange): string | null {
  const header = request.headers.authorization;
  const match = typeof header === 'string' ? /^Bearer\s+(.+)$/i.exec(header) : null;
  return match?.[1] ?? null;
}

/** The request as `token` (a re-send as someone else). */
export function asToken(request: Exchange, token: string): Exchange {
  return { ...request, headers: { ...request.headers, authorization: `Bearer ${token}` } };
}

/** A JSON POST of one operation to the request's path, as `token` (or no one). */
export function operationRequest(
  base: Exchange,
  operation: GraphQLOperation,
  token: string | null,
): Exchange {
  const { authorization: _authorization, ...headers } = base.headers;
  return {
    method: 'POST',
    path: base.path,
    headers: {
      ...headers,
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: Buffer.from(JSON.stringify(operation)),
  };
}

export interface Caller {
  token: string;
  role: string;
  companyId: string;
  planLevel: number | null;
}

const ME = `query ConformanceDoubleMe {
  me { currentUser { role company { id planLevel } } }
}`;

const callers = new Map<string, Promise<Caller | null>>();

/** Who sent the request, as the server answers `me` for its token (null: no login). */
export function callerOf(request: Exchange, forward: Forward): Promise<Caller | null> {
  const token = tokenOf(request);
  if (!token) return Promise.resolve(null);
  let caller = callers.get(token);
  if (!caller) {
    caller = forward(operationRequest(request, { query: ME }, token)).then((answer) => {
      const membership = jsonOf(answer.body)?.data?.me?.currentUser;
      if (!membership) return null;
      return {
        token,
        role: membership.role,
        companyId: membership.company.id,
        planLevel: membership.company.planLevel ?? null,
      };
    });
    callers.set(token, caller);
  }
  return caller;
}

const LOGIN = `query ConformanceDoubleLogin($data: UserLoginInput!) {
  userLogin(data: $data) { token user { currentUser { role company { id planLevel } } } }
}`;

const sessionsOf = new WeakMap<Forward, Promise<Caller[]>>();

/**
 * The demo accounts (admins first, then members), logged in once by this double through
 * `forward`: a faulty backend that answers as another member is imitated with their tokens.
 */
export function demoCallers(base: Exchange, forward: Forward): Promise<Caller[]> {
  let sessions = sessionsOf.get(forward);
  if (!sessions) {
    const accounts = Object.values(demo.companies).flatMap((company) => [company.admin]);
    accounts.push(...Object.values(demo.companies).map((company) => company.member));
    sessions = Promise.all(
      accounts.map(async (credentials) => {
        const answer = await forward(
          operationRequest(base, { query: LOGIN, variables: { data: credentials } }, null),
        );
        const login = jsonOf(answer.body)?.data?.userLogin;
        const membership = login?.user?.currentUser;
        if (!login?.token || !membership) {
          throw new Error(`the double cannot log in as ${credentials.email}`);
        }
        return {
          token: login.token as string,
          role: membership.role as string,
          companyId: membership.company.id as string,
          planLevel: membership.company.planLevel ?? null,
        };
      }),
    );
    sessionsOf.set(forward, sessions);
  }
  return sessions;
}

/** The GraphQL results of an answer, one per operation of the request. */
export function resultsOf(answer: Answer): any[] {
  const json = jsonOf(answer.body);
  if (json === undefined) return [];
  return Array.isArray(json) ? json : [json];
}

/** Whether a result is refused with one of `codes`. */
export const refusedWith = (result: any, ...codes: string[]): boolean =>
  (result?.errors ?? []).some((error: any) => codes.includes(error?.extensions?.code));

/**
 * A success made up for a refused operation, as a server that skipped the rule would answer:
 * every root field answers an object (an id made up where the check may look for one).
 */
export function fakeSuccess(operation: GraphQLOperation): any {
  const data = Object.fromEntries(
    rootFields(operation).map((field) => [field, { id: 'made-up-by-double' }]),
  );
  return { data };
}

/** Answers `results` for the request's operations (an array for a batch). */
export function answerWith(request: Exchange, answer: Answer, results: any[]): Answer {
  const batched = Array.isArray(jsonOf(request.body));
  return jsonAnswer(answer.status, batched ? results : results[0], answer.headers);
}

/**
 * A double that forwards the request and lets `change` rewrite each result of an operation that
 * `matches` (with the caller, asked of the server, when the request has a token).
 */
export function changeResults(
  matches: (operation: GraphQLOperation) => boolean,
  change: (result: any, operation: GraphQLOperation, caller: Caller | null) => any,
): Breakage['handle'] {
  return async (request, forward) => {
    const operations = operationsOf(request);
    if (!operations.some(matches)) return forward(request);
    const caller = await callerOf(request, forward);
    const answer = await forward(request);
    const results = resultsOf(answer);
    const changed = results.map((result, i) =>
      operations[i] && matches(operations[i]) ? change(result, operations[i], caller) : result,
    );
    // Unchanged, the answer goes as it came: a refusal's own status (400 for a query too deep).
    if (changed.every((result, i) => result === results[i])) return answer;
    return answerWith(request, { ...answer, status: 200 }, changed);
  };
}

/** Every string in `value` with `from` replaced by `to` (messages, `extensions.fields`, `msg`). */
export function replaceText(value: any, from: string, to: string): any {
  if (typeof value === 'string') return value.split(from).join(to);
  if (Array.isArray(value)) return value.map((item) => replaceText(item, from, to));
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, replaceText(item, from, to)]),
    );
  }
  return value;
}

/** A double that says `from` as `to` in the answers of the operations calling `fields`. */
export function changeMessage(fields: string[], from: string, to: string): Breakage['handle'] {
  return changeResults(calls(...fields), (result) => replaceText(result, from, to));
}

/**
 * The break of `handle` for JSON arrays only: a server whose batch path skips a rule that its
 * path for one operation keeps (the check sends the call both ways).
 */
export function inBatchesOnly(handle: Breakage['handle']): Breakage['handle'] {
  return (request, forward) =>
    Array.isArray(jsonOf(request.body)) ? handle(request, forward) : forward(request);
}

/** A double that rewrites the variables of the operations calling `fields` before sending. */
export function changeVariables(
  fields: string[],
  change: (variables: any) => any,
): Breakage['handle'] {
  return (request, forward) => {
    const json = jsonOf(request.body);
    if (json === undefined) return forward(request);
    const operations = Array.isArray(json) ? json : [json];
    if (!operations.some(calls(...fields))) return forward(request);
    const changed = operations.map((operation: GraphQLOperation) =>
      calls(...fields)(operation)
        ? { ...operation, variables: change(structuredClone(operation.variables ?? {})) }
        : operation,
    );
    const body = Array.isArray(json) ? changed : changed[0];
    return forward({ ...request, body: Buffer.from(JSON.stringify(body)) });
  };
}

/**
 * A server that runs a regular member's refused call as their company's admin: where an
 * operation `matches` (any by default) is refused with FORBIDDEN for a regular member, the whole
 * request is sent again with the token of the admin of their company (a demo account).
 */
export function runsAsTheirAdmin(
  matches: (operation: GraphQLOperation) => boolean = () => true,
): Breakage['handle'] {
  return async (request, forward) => {
    const operations = operationsOf(request);
    if (!operations.some(matches)) return forward(request);
    const answer = await forward(request);
    const refused = resultsOf(answer).some(
      (result, i) => operations[i] && matches(operations[i]) && refusedWith(result, 'FORBIDDEN'),
    );
    if (!refused) return answer;
    const caller = await callerOf(request, forward);
    if (caller?.role !== 'regular') return answer;
    const admin = (await demoCallers(request, forward)).find(
      (other) => other.role === 'admin' && other.companyId === caller.companyId,
    );
    return admin ? forward(asToken(request, admin.token)) : answer;
  };
}

/** The operation as `other` would send it: each variable naming the caller's company names theirs. */
export const asCompanyOf = (
  operation: GraphQLOperation,
  caller: Caller,
  other: Caller,
): GraphQLOperation => ({
  ...operation,
  variables: Object.fromEntries(
    Object.entries(operation.variables ?? {}).map(([name, value]) => [
      name,
      value === caller.companyId ? other.companyId : value,
    ]),
  ),
});

/**
 * A server that looks the records of `fields` up in every company: a single operation calling one
 * of them that is refused as NOT_FOUND is sent again by each other company's admin (the caller's
 * company ids swapped for theirs), and the first answer that is not refused is the caller's.
 */
export function findsInAnyCompany(...fields: string[]): Breakage['handle'] {
  return async (request, forward) => {
    const [operation, ...more] = operationsOf(request);
    if (!operation || more.length || !calls(...fields)(operation)) return forward(request);
    const answer = await forward(request);
    const caller = await callerOf(request, forward);
    if (!caller || !refusedWith(resultsOf(answer)[0], 'NOT_FOUND')) return answer;
    for (const other of await demoCallers(request, forward)) {
      if (other.role !== 'admin' || other.companyId === caller.companyId) continue;
      const retry = await forward(
        operationRequest(request, asCompanyOf(operation, caller, other), other.token),
      );
      const result = resultsOf(retry)[0];
      if (result && !result.errors?.length) return retry;
    }
    return answer;
  };
}
