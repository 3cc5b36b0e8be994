import { messages } from '@routebook/schema';
import {
  jsonOf,
  operationsOf,
  rewriteResults,
  withJson,
  type Answer,
  type Breakage,
  type Exchange,
} from './proxy';

const bearerOf = (request: Exchange) =>
  /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1] ?? null;

const withToken = (request: Exchange, token: string): Exchange => ({
  ...request,
  headers: { ...request.headers, authorization: `Bearer ${token}` },
});

/** The GraphQL results of an answer, one per operation. */
const resultsOf = (answer: Answer): any[] => [jsonOf(answer.body)].flat();

const refusedLogin = (answer: Answer) =>
  resultsOf(answer).some((result) =>
    result?.errors?.some((error: any) => error.extensions?.code === 'UNAUTHENTICATED'),
  );

const LOGIN = 'query DoubleLogin($data: UserLoginInput!) { userLogin(data: $data) { token } }';

/**
 * A server whose sessions never end: it remembers the password of every login it answered (and
 * every new password set with updateUser), and when a token it gave is refused, it logs in again
 * with them and answers as that new session. Ended sessions (a logout, a password change) go on
 * working, as with a backend that never revokes its tokens.
 */
function sessionsNeverEnd(breaks: string, description: string, failsWith: string): Breakage {
  const accounts = new Map<string, string>(); // token -> email
  const passwords = new Map<string, string>(); // email -> the latest password
  const renewed = new Map<string, string>(); // a refused token -> the token of the new login

  const learn = (request: Exchange, answer: Answer, token: string | null) => {
    const results = resultsOf(answer);
    operationsOf(request).forEach((operation, i) => {
      const result = results[i];
      const data = operation.variables?.data;
      if (/\buserLogin\b/.test(operation.query ?? '') && result?.data?.userLogin?.token) {
        accounts.set(result.data.userLogin.token, data.email);
        passwords.set(data.email, data.password);
      }
      const email = token ? accounts.get(token) : undefined;
      if (/\bupdateUser\b/.test(operation.query ?? '') && data?.password && email) {
        if (!result?.errors) passwords.set(email, data.password);
      }
    });
  };

  return {
    breaks,
    description,
    failsWith,
    handle: async (request, forward) => {
      const given = bearerOf(request);
      const token = (given && renewed.get(given)) ?? given;
      const sent = token ? withToken(request, token) : request;
      let answer = await forward(sent);
      learn(sent, answer, token);
      const email = token ? accounts.get(token) : undefined;
      if (given && token && email && refusedLogin(answer)) {
        const login = await forward(
          withJson(
            { ...request, headers: { ...request.headers, authorization: '' } },
            { query: LOGIN, variables: { data: { email, password: passwords.get(email) } } },
          ),
        );
        const fresh: string | undefined = jsonOf(login.body)?.data?.userLogin?.token;
        if (fresh) {
          accounts.set(fresh, email);
          renewed.set(given, fresh);
          answer = await forward(withToken(request, fresh));
          learn(withToken(request, fresh), answer, fresh);
        }
      }
      return answer;
    },
  };
}

export const sessionDoubles: Breakage[] = [
  (() => {
    const known = new Set<string>();
    return {
      breaks: 'sessions.wrong-password',
      description: 'a server that tells a wrong password from an unknown email',
      failsWith: `error message: expected "${messages.invalidLogin}", got "Wrong password."`,
      handle: async (request, forward) => {
        const answer = await forward(request);
        const operation = operationsOf(request)[0];
        const email = operation?.variables?.data?.email;
        if (!/\buserLogin\b/.test(operation?.query ?? '') || typeof email !== 'string') {
          return answer;
        }
        const result = jsonOf(answer.body);
        if (result?.data?.userLogin?.token) known.add(email);
        return rewriteResults(
          () => known.has(email),
          (refused) =>
            refused?.errors?.[0]?.message === messages.invalidLogin
              ? { ...refused, errors: [{ ...refused.errors[0], message: 'Wrong password.' }] }
              : refused,
        )(request, () => Promise.resolve(answer));
      },
    } satisfies Breakage;
  })(),
  {
    breaks: 'sessions.needs-token',
    description: 'a server that answers a missing or unknown login as FORBIDDEN',
    failsWith: 'expected "UNAUTHENTICATED", got "FORBIDDEN"',
    handle: rewriteResults(
      () => true,
      (result) => ({
        ...result,
        errors: result?.errors?.map((error: any) =>
          error.extensions?.code === 'UNAUTHENTICATED'
            ? { ...error, extensions: { ...error.extensions, code: 'FORBIDDEN' } }
            : error,
        ),
      }),
    ),
  },
  sessionsNeverEnd(
    'sessions.logout',
    'a server whose logout does not revoke the token',
    'expected an error, got {"data":{"me":{"id":',
  ),
  sessionsNeverEnd(
    'sessions.password-change-ends-others',
    "a server whose password change leaves the account's other sessions working",
    'expected an error, got {"data":{"me":{"id":',
  ),
];
