import { randomBytes } from 'node:crypto';
import { messages } from '@routebook/schema';
import { jsonAnswer, jsonOf, type Answer, type Breakage, type Exchange } from './proxy';

/** The operation text of a GraphQL multipart request, or null when it is not one. */
async function multipartQuery(request: Exchange): Promise<string | null> {
  const type = request.headers['content-type'] ?? '';
  if (request.method !== 'POST' || !/^multipart\/form-data/i.test(type)) return null;
  try {
    const form = await new Request('http://double/', {
      method: 'POST',
      headers: { 'content-type': type },
      body: new Uint8Array(request.body),
    }).formData();
    const operations = JSON.parse(String(form.get('operations')));
    return [operations]
      .flat()
      .map((operation: { query?: string }) => operation.query ?? '')
      .join('\n');
  } catch {
    return null;
  }
}

/**
 * A double that changes each file of a GraphQL multipart request before the server reads it, as
 * a server that reads less of a file than it is given (up to an image's end, say).
 */
export function changeUploadedFiles(change: (bytes: Buffer) => Uint8Array): Breakage['handle'] {
  return async (request, forward) => {
    const type = request.headers['content-type'] ?? '';
    if (request.method !== 'POST' || !/^multipart\/form-data/i.test(type)) return forward(request);
    const form = await new Request('http://double/', {
      method: 'POST',
      headers: { 'content-type': type },
      body: new Uint8Array(request.body),
    }).formData();
    const changed = new FormData();
    for (const [name, value] of form) {
      if (typeof value === 'string') changed.append(name, value);
      else {
        const bytes = change(Buffer.from(await value.arrayBuffer()));
        changed.append(name, new Blob([new Uint8Array(bytes)], { type: value.type }), value.name);
      }
    }
    const rebuilt = new Request('http://double/', { method: 'POST', body: changed });
    return forward({
      ...request,
      headers: { ...request.headers, 'content-type': rebuilt.headers.get('content-type') ?? type },
      body: Buffer.from(await rebuilt.arrayBuffer()),
    });
  };
}

/** A made-up upload URL, as a server that stored the file would answer. */
const madeUpUrl = () => `/uploads/${randomBytes(16).toString('base64url')}`;

const isEditorUpload = (request: Exchange) =>
  request.method === 'POST' && new URL(request.path, 'http://double').pathname === '/v1/image';

/** A double that rewrites the JSON answer of uploadImage multipart requests. */
function rewriteUploadAnswer(
  rewrite: (json: any, request: Exchange) => Answer | null,
): Breakage['handle'] {
  return async (request, forward) => {
    const query = await multipartQuery(request);
    const answer = await forward(request);
    if (!query || !/\buploadImage\b/.test(query)) return answer;
    return rewrite(jsonOf(answer.body), request) ?? answer;
  };
}

const errorOf = (json: any) => json?.errors?.[0] as { message?: string } | undefined;

export const uploadDoubles: Breakage[] = [
  {
    breaks: 'uploads.image-round-trip',
    description: 'a server that serves uploads as application/octet-stream, without nosniff',
    failsWith: 'expected "image/png", got "application/octet-stream"',
    handle: async (request, forward) => {
      const answer = await forward(request);
      if (!new URL(request.path, 'http://double').pathname.startsWith('/uploads/')) return answer;
      const { 'x-content-type-options': _nosniff, ...headers } = answer.headers;
      return { ...answer, headers: { ...headers, 'content-type': 'application/octet-stream' } };
    },
  },
  {
    breaks: 'uploads.image-typed-by-bytes',
    description: 'a server that trusts the file name and type: a text file named .png is stored',
    failsWith: 'expected an error, got {"data":{"uploadImage":{"url":',
    handle: rewriteUploadAnswer((json) =>
      errorOf(json)?.message === messages.notAnImage
        ? jsonAnswer(200, { data: { uploadImage: { url: madeUpUrl() } } })
        : null,
    ),
  },
  {
    breaks: 'uploads.image-size-limit',
    description: "a server that answers its multipart parser's own refusal of a large file",
    failsWith: 'expected "BAD_USER_INPUT", got "PAYLOAD_TOO_LARGE"',
    handle: rewriteUploadAnswer((json) =>
      errorOf(json)?.message?.startsWith('The file is too large')
        ? jsonAnswer(413, {
            errors: [
              {
                message: 'File truncated as it exceeds the 10485760 byte size limit.',
                extensions: { code: 'PAYLOAD_TOO_LARGE' },
              },
            ],
          })
        : null,
    ),
  },
  {
    breaks: 'uploads.image-needs-login',
    description: 'a server that stores uploads sent without a login',
    failsWith: 'expected an error, got {"data":{"uploadImage":{"url":',
    handle: rewriteUploadAnswer((_, request) =>
      request.headers.authorization
        ? null
        : jsonAnswer(200, { data: { uploadImage: { url: madeUpUrl() } } }),
    ),
  },
  {
    breaks: 'uploads.editor-image-needs-token',
    description: "a server whose v1/image does not check the token: 201 to anyone's image",
    failsWith: 'HTTP status with Authorization (none): expected 401, got 201',
    handle: async (request, forward) => {
      const answer = await forward(request);
      return isEditorUpload(request) && answer.status === 401
        ? jsonAnswer(201, { url: madeUpUrl() })
        : answer;
    },
  },
  {
    breaks: 'uploads.editor-image-stored',
    description: 'a server whose v1/image answers { location } (as TinyMCE expects), not { url }',
    failsWith: 'expected { url }, got {"location":',
    handle: async (request, forward) => {
      const answer = await forward(request);
      const json = jsonOf(answer.body);
      return isEditorUpload(request) && answer.status === 201 && json?.url
        ? jsonAnswer(201, { location: json.url })
        : answer;
    },
  },
  {
    breaks: 'uploads.editor-image-refusals',
    description: 'a server whose v1/image crashes on a file that is not an image: 500',
    failsWith: 'HTTP status: expected 415, got 500',
    handle: async (request, forward) => {
      const answer = await forward(request);
      return isEditorUpload(request) && answer.status === 415
        ? jsonAnswer(500, { message: messages.unexpectedError, code: 'INTERNAL_SERVER_ERROR' })
        : answer;
    },
  },
  {
    breaks: 'uploads.customer-csv',
    description: 'a server that skips the refused rows of a CSV import without reporting them',
    failsWith: 'Rows refused: 2.", got "Customers imported: 2. Rows refused: 0."',
    handle: async (request, forward) => {
      const query = await multipartQuery(request);
      const answer = await forward(request);
      const json = jsonOf(answer.body);
      const result = json?.data?.uploadCustomerCSV;
      if (!query?.includes('uploadCustomerCSV') || !result?.customerImport) return answer;
      const { customerImport } = result;
      return jsonAnswer(answer.status, {
        data: {
          uploadCustomerCSV: {
            ...result,
            msg: messages.csvImportSummary
              .replace('{imported}', String(customerImport.importedCount))
              .replace('{refused}', '0'),
            customerImport: {
              ...customerImport,
              recordCount: customerImport.importedCount,
              status: 'complete',
              invalidData: [],
            },
          },
        },
      });
    },
  },
];
