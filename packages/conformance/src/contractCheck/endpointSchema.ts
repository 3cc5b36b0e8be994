/**
 * The endpoint's side of the contract check: its schema, introspected over HTTP or read from an
 * SDL file its team publishes.
 */
import { readFile } from 'node:fs/promises';
import {
  buildClientSchema,
  buildSchema,
  getIntrospectionQuery,
  type GraphQLSchema,
  type IntrospectionQuery,
} from 'graphql';

/** The schema cannot be had: unreachable endpoint, introspection refused, unreadable SDL. */
export class EndpointSchemaError extends Error {
  override name = 'EndpointSchemaError';
}

export interface IntrospectOptions {
  /** Sent with the request (an API key, `Authorization`). */
  headers?: Record<string, string>;
  /** Default 30 s. */
  timeoutMs?: number;
}

interface IntrospectionAnswer {
  data?: IntrospectionQuery | null;
  errors?: { message: string }[];
}

async function postIntrospection(
  url: string,
  query: string,
  { headers = {}, timeoutMs = 30_000 }: IntrospectOptions,
): Promise<IntrospectionAnswer> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json', ...headers },
      body: JSON.stringify({ query, operationName: 'IntrospectionQuery' }),
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    const cause = (error as { cause?: { message?: string } }).cause?.message;
    throw new EndpointSchemaError(
      `cannot reach ${url}: ${cause ?? (error as Error).message ?? String(error)}`,
      { cause: error },
    );
  }
  const text = await response.text();
  let body: IntrospectionAnswer;
  try {
    body = JSON.parse(text) as IntrospectionAnswer;
  } catch {
    throw new EndpointSchemaError(
      `${url} answered ${response.status} with no GraphQL JSON: ${text.slice(0, 200)}`,
    );
  }
  if (!response.ok && !body.errors?.length) {
    throw new EndpointSchemaError(`${url} answered ${response.status} to the introspection query.`);
  }
  return body;
}

/**
 * The endpoint's schema by the standard introspection query, over POST. Deprecated arguments
 * and input fields are asked for too (a server that does not know `includeDeprecated` there gets
 * the query without it): they still work, so the app must not see them as missing.
 */
export async function introspectEndpoint(
  url: string,
  options: IntrospectOptions = {},
): Promise<GraphQLSchema> {
  let answer = await postIntrospection(
    url,
    getIntrospectionQuery({ inputValueDeprecation: true }),
    options,
  );
  if (!answer.data?.__schema)
    answer = await postIntrospection(url, getIntrospectionQuery(), options);
  if (!answer.data?.__schema) {
    const reasons = answer.errors?.map((error) => error.message).join('; ') || 'no data';
    throw new EndpointSchemaError(
      `${url} refused the introspection query (${reasons}). If introspection is disabled there, ` +
        'pass the schema its team publishes with --schema FILE.',
    );
  }
  try {
    return buildClientSchema(answer.data);
  } catch (error) {
    throw new EndpointSchemaError(
      `${url}'s introspection is not a valid schema: ${(error as Error).message}`,
      { cause: error },
    );
  }
}

/** An SDL file's schema. */
export async function readSchemaFile(path: string): Promise<GraphQLSchema> {
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (error) {
    throw new EndpointSchemaError(`cannot read ${path}: ${(error as Error).message}`, {
      cause: error,
    });
  }
  try {
    return buildSchema(text);
  } catch (error) {
    throw new EndpointSchemaError(
      `${path} is not a valid GraphQL schema: ${(error as Error).message}`,
      { cause: error },
    );
  }
}
