import { GraphQLError } from 'graphql';
import { messages, type FieldErrors } from '@routebook/schema';

/**
 * The kinds of refusal a client can tell apart, in `extensions.code`. CONFLICT: the record is in a
 * state that refuses the change (a cancelled job); IDEMPOTENCY_KEY_REUSED: a clientMutationId sent
 * again with other arguments; TOO_MANY_REQUESTS: the server is too busy to take the request now
 * (with `retryAfterSeconds`), it may be sent again later unchanged.
 */
export type ErrorCode =
  | 'BAD_USER_INPUT'
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'PLAN_LIMIT'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'IDEMPOTENCY_KEY_REUSED'
  | 'TOO_MANY_REQUESTS';

export function fail(
  code: ErrorCode,
  message: string,
  extensions: Record<string, unknown> = {},
): never {
  throw new GraphQLError(message, { extensions: { code, ...extensions } });
}

/** A broken validation rule: the message is the first field's, `fields` has them all. */
export function badInput(message: string, fields?: FieldErrors<string>): never {
  return fail('BAD_USER_INPUT', message, fields ? { fields } : {});
}

/** Throws BAD_USER_INPUT with the first message when a validator found anything. */
export function assertValid(errors: FieldErrors<string>): void {
  const first = Object.values(errors).find((message) => message !== undefined);
  if (first !== undefined) badInput(first, errors);
}

/** A record that is missing or another company's; `message` may say which record it was. */
export const notFound = (message: string = messages.notFound): never => fail('NOT_FOUND', message);
export const forbidden = (message: string = messages.forbidden): never =>
  fail('FORBIDDEN', message);
export const planLimit = (message: string): never => fail('PLAN_LIMIT', message);
export const conflict = (message: string): never => fail('CONFLICT', message);
