import { fetchQuery, type GraphQLTaggedNode } from 'react-relay/hooks';
import type { Environment, OperationType } from 'relay-runtime';

/** A query's answer from the server (not the store); throws the server's error, or when none came. */
export async function fetchAnswer<T extends OperationType>(
  environment: Environment,
  query: GraphQLTaggedNode,
  variables: T['variables'],
): Promise<T['response']> {
  const answer = await fetchQuery<T>(environment, query, variables, {
    fetchPolicy: 'network-only',
  }).toPromise();
  if (!answer) throw new Error('No answer from the server.');
  return answer;
}

/** For a route loader whose page shows why: the answer, or the server's reason it failed. */
export async function answerOrError<T extends OperationType>(
  environment: Environment,
  query: GraphQLTaggedNode,
  variables: T['variables'],
): Promise<{ answer: T['response']; error: null } | { answer: null; error: string }> {
  try {
    return { answer: await fetchAnswer<T>(environment, query, variables), error: null };
  } catch (failure) {
    return { answer: null, error: (failure as Error).message };
  }
}
