/**
 * GraphQL over HTTP as a client sends it, for tests, journeys and benches that drive a running
 * server: one call with its answer as it came, one that throws on errors, and a demo login.
 */
import { DEMO_PASSWORD } from '../src/seed/seed';

type Json = Record<string, any>;

/** A GraphQL answer as it came: data and errors. */
export interface GraphqlAnswer {
  data?: Json;
  errors?: { message: string; extensions?: { code?: string } }[];
}

/** One GraphQL call over HTTP; the answer as it came, errors included. */
export async function postGraphql(
  url: string,
  token: string | null,
  query: string,
  variables: Json = {},
): Promise<GraphqlAnswer> {
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify({ query, variables }),
  });
  return (await response.json()) as GraphqlAnswer;
}

/** One GraphQL call over HTTP; throws with the server's messages on errors. */
export async function graphqlOverHttp(
  url: string,
  token: string | null,
  query: string,
  variables: Json = {},
): Promise<Json> {
  const result = await postGraphql(url, token, query, variables);
  if (result.errors?.length) {
    throw new Error(`GraphQL errors: ${result.errors.map((error) => error.message).join('; ')}`);
  }
  return result.data as Json;
}

/** Logs in a demo account (password `routebook`); its token and company. */
export async function logInOverHttp(
  url: string,
  email: string,
): Promise<{ token: string; companyId: string }> {
  const { userLogin } = await graphqlOverHttp(
    url,
    null,
    `query Login($data: UserLoginInput!) {
      userLogin(data: $data) { token user { currentUser { company { id } } } }
    }`,
    { data: { email, password: DEMO_PASSWORD } },
  );
  return { token: userLogin.token, companyId: userLogin.user.currentUser.company.id };
}
