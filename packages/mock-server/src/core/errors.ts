import { GraphQLError } from 'graphql';
import { messages, type FieldErrors } from '@routebook/schema';

/** The kinds of refusal a client can tell apart, in `extensions.code`. */
export type ErrorCode =
  'BAD_USER_INPUT' | 'UNAUTHENTICATED' | 'FORBIDDEN' | 'PLAN_LIMIT' | 'NOT_FOUND';

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

export const notFound = (): never => fail('NOT_FOUND', messages.notFound);
export const forbidden = (message: string = messages.forbidden): never =>
  fail('FORBIDDEN', message);
export const planLimit = (message: string): never => fail('PLAN_LIMIT', message);
