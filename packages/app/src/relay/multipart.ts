import type { UploadableMap, Variables } from 'relay-runtime';
import { authHeaders, serverUnreachable, type GraphQLResult } from './batchingFetch';
import type { NetworkOptions } from './network';
import { postFormWithProgress, reportUploadProgress } from './uploadProgress';

/**
 * Files go as a GraphQL multipart request of their own (uploads are not batched), reporting the
 * bytes sent to watchUploadProgress listeners (in a browser; with `fetchImpl`, no progress).
 */
export async function sendMultipart(
  options: NetworkOptions,
  operation: { query: string; variables: Variables; operationName: string },
  uploadables: UploadableMap,
): Promise<GraphQLResult> {
  const files = Object.entries(uploadables);
  const variables = { ...operation.variables };
  for (const [name] of files) variables[name] = null;
  const form = new FormData();
  form.append('operations', JSON.stringify({ ...operation, variables }));
  form.append(
    'map',
    JSON.stringify(Object.fromEntries(files.map(([name], i) => [i, [`variables.${name}`]]))),
  );
  files.forEach(([, file], i) => form.append(String(i), file));
  const headers = { ...authHeaders(options.getToken()), 'GraphQL-Require-Preflight': '1' };
  if (options.fetchImpl || typeof XMLHttpRequest === 'undefined') {
    let response: Response;
    try {
      response = await (options.fetchImpl ?? fetch)(options.endpoint, {
        method: 'POST',
        headers,
        body: form,
      });
    } catch (error) {
      throw serverUnreachable(null, [operation.operationName], error);
    }
    const body = (await response.json().catch(() => null)) as GraphQLResult | null;
    if (!body || typeof body !== 'object') {
      throw serverUnreachable(response.status, [operation.operationName]);
    }
    return body;
  }
  const sent = files.map(([, file]) => file);
  return (await postFormWithProgress(options.endpoint, headers, form, (loaded, total) =>
    reportUploadProgress(sent, loaded, total),
  )) as GraphQLResult;
}
