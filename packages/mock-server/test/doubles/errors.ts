import { messages } from '@routebook/schema';
import { jsonOf, operationsOf, rewriteResults, withJson, type Breakage } from './proxy';
import { answerWith, resultsOf, rootFields } from './support';

type GraphQLError = { message: string; extensions?: Record<string, unknown> };

/** A double that rewrites each GraphQL error with extensions.code `code`. */
const rewriteErrors = (code: string, rewrite: (error: GraphQLError) => GraphQLError) =>
  rewriteResults(
    () => true,
    (result) =>
      result?.errors
        ? {
            ...result,
            errors: result.errors.map((error: GraphQLError) =>
              error.extensions?.code === code ? rewrite(error) : error,
            ),
          }
        : result,
  );

const recode = (code: string, to: string | undefined) =>
  rewriteErrors(code, (error) => ({ ...error, extensions: { ...error.extensions, code: to } }));

type Operation = { query?: string; variables?: Record<string, unknown> };

/** The operation's root field and its clientMutationId (sent as a variable), or null. */
function keyOf(operation: Operation): string | null {
  const name = /\bclientMutationId:\s*\$(\w+)/.exec(operation.query ?? '')?.[1];
  const key = name ? operation.variables?.[name] : undefined;
  return typeof key === 'string' ? `${rootFields(operation)[0]}:${key}` : null;
}

/**
 * A server that keeps clientMutationId keys for everyone, not per member: a key sent again with
 * the same arguments, by anyone, answers the first answer (a batch is taken one operation at a
 * time, as such a server would).
 */
function keysForEveryone(): Breakage['handle'] {
  const kept = new Map<string, { variables: string; result: unknown }>();
  return async (request, forward) => {
    const operations = operationsOf(request) as Operation[];
    if (!operations.some((operation) => keyOf(operation) !== null)) return forward(request);
    const batched = Array.isArray(jsonOf(request.body));
    const results: unknown[] = [];
    let status = 200;
    for (const operation of operations) {
      const key = keyOf(operation);
      const variables = JSON.stringify(operation.variables ?? {});
      const known = key ? kept.get(key) : undefined;
      if (known?.variables === variables) {
        results.push(known.result);
        continue;
      }
      const answer = await forward(withJson(request, batched ? [operation] : operation));
      const [result] = resultsOf(answer);
      status = answer.status;
      if (key && !known && !(result as { errors?: unknown })?.errors) {
        kept.set(key, { variables, result });
      }
      results.push(result);
    }
    return answerWith(request, { status, headers: {}, body: Buffer.alloc(0) }, results);
  };
}

export const errorDoubles: Breakage[] = [
  {
    breaks: 'errors.bad-user-input',
    description: "a server that sends a validation error's message without extensions.fields",
    failsWith: `extensions.fields: expected {"name":"${messages.routeNameRequired}"}, got undefined`,
    handle: rewriteErrors('BAD_USER_INPUT', ({ message }) => ({
      message,
      extensions: { code: 'BAD_USER_INPUT' },
    })),
  },
  {
    breaks: 'errors.unauthenticated',
    description: 'a server that strips extensions.code from a refused login',
    failsWith: 'expected "UNAUTHENTICATED", got undefined',
    handle: recode('UNAUTHENTICATED', undefined),
  },
  {
    breaks: 'errors.forbidden',
    description: 'a server that says only "Forbidden" when a companyId is not the caller’s',
    failsWith: `error message: expected "${messages.wrongCompany}", got "Forbidden"`,
    handle: rewriteErrors('FORBIDDEN', (error) =>
      error.message === messages.wrongCompany ? { ...error, message: 'Forbidden' } : error,
    ),
  },
  {
    breaks: 'errors.plan-limit',
    description: 'a server that answers a feature above the plan as FORBIDDEN',
    failsWith: 'expected "PLAN_LIMIT", got "FORBIDDEN"',
    handle: recode('PLAN_LIMIT', 'FORBIDDEN'),
  },
  {
    breaks: 'errors.not-found',
    description: 'a server that answers a missing record as INTERNAL_SERVER_ERROR',
    failsWith: 'expected "NOT_FOUND", got "INTERNAL_SERVER_ERROR"',
    handle: rewriteErrors('NOT_FOUND', () => ({
      message: messages.unexpectedError,
      extensions: { code: 'INTERNAL_SERVER_ERROR' },
    })),
  },
  {
    breaks: 'errors.conflict',
    description: 'a server that answers new work on a cancelled job as BAD_USER_INPUT',
    failsWith: 'expected "CONFLICT", got "BAD_USER_INPUT"',
    handle: recode('CONFLICT', 'BAD_USER_INPUT'),
  },
  {
    breaks: 'errors.idempotency-key-reused',
    description: 'a server that answers a reused clientMutationId as CONFLICT',
    failsWith: 'expected "IDEMPOTENCY_KEY_REUSED", got "CONFLICT"',
    handle: recode('IDEMPOTENCY_KEY_REUSED', 'CONFLICT'),
  },
  {
    breaks: 'errors.repeat-answers-first',
    description: 'a server that ignores clientMutationId: every repeat writes again',
    failsWith: 'clientMutationId: expected "task-',
    handle: (request, forward) => {
      const json = jsonOf(request.body);
      if (json === undefined) return forward(request);
      const strip = (operation: any) =>
        operation?.variables
          ? { ...operation, variables: { ...operation.variables, key: undefined } }
          : operation;
      return forward(withJson(request, Array.isArray(json) ? json.map(strip) : strip(json)));
    },
  },
  {
    breaks: 'errors.keys-per-member',
    description:
      "a server that keeps clientMutationId keys for everyone: another company's member repeating a key and its arguments gets the first answer",
    failsWith:
      "'s member with the same key and arguments (alone) got another member's answer, their note",
    handle: keysForEveryone(),
  },
];
