import type { UploadableMap } from 'relay-runtime';
import {
  requestHeaders,
  serverUnreachable,
  type GraphQLOperation,
  type GraphQLResult,
} from './batchingFetch';
import type { NetworkOptions } from './network';
import { postFormWithProgress, reportUploadProgress } from './uploadProgress';

/**
 * Files go as a GraphQL multipart request of their own (uploads are not batched) to config.json's
 * uploadUrl, reporting the bytes sent to watchUploadProgress listeners (in a browser; with
 * `fetchImpl`, no progress). The `operations` part is the operation as a JSON body would carry
 * it: its text, or its persisted id.
 */
export async function sendMultipart(
  options: NetworkOptions,
  operation: GraphQLOperation,
  uploadables: UploadableMap,
): Promise<GraphQLResult> {
  const url = options.uploadUrl ?? options.endpoint;
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
  const headers = {
    ...requestHeaders(options.getToken(), options.headers),
    'GraphQL-Require-Preflight': '1',
  };
  if (options.fetchImpl || typeof XMLHttpRequest === 'undefined') {
    let response: Response;
    try {
      response = await (options.fetchImpl ?? fetch)(url, {
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
  return (await postFormWithProgress(url, headers, form, (loaded, total) =>
    reportUploadProgress(sent, loaded, total),
  )) as GraphQLResult;
}
