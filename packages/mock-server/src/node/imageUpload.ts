/** `POST /v1/image`: the editor's image upload, stored exactly as the uploadImage mutation stores it. */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { GraphQLError } from 'graphql';
import { messages } from '@routebook/schema';
import { MAX_UPLOAD_BYTES, UNEXPECTED_ERROR_MESSAGE, type MockServer } from '../core';
import {
  bearerToken,
  BodyTooLargeError,
  declaredLength,
  readBody,
  refuse,
  sendJson,
} from './httpResponses';

/** The largest `/v1/image` body: the image plus room for the multipart envelope. */
const MAX_IMAGE_REQUEST_BYTES = MAX_UPLOAD_BYTES + 64 * 1024;

const UPLOAD_IMAGE = 'mutation UploadImage($file: Upload!) { uploadImage(file: $file) { url } }';

const fileTooLargeMessage = () =>
  messages.fileTooLarge.replace('{max}', String(MAX_UPLOAD_BYTES / (1024 * 1024)));

/** The HTTP status of a failed uploadImage, by its error. */
function uploadErrorStatus(error: GraphQLError): number {
  const code = error.extensions?.code;
  if (code === 'UNAUTHENTICATED') return 401;
  if (code === 'FORBIDDEN' || code === 'PLAN_LIMIT') return 403;
  if (code === 'BAD_USER_INPUT') {
    if (error.message === messages.notAnImage) return 415;
    if (error.message.startsWith(messages.fileTooLarge.split('{max}')[0] ?? '')) return 413;
    return 400;
  }
  return 500;
}

/** The file of a multipart body (field `file` or `image`), or the raw body as one. */
async function uploadedFile(contentType: string, body: Uint8Array<ArrayBuffer>): Promise<unknown> {
  if (!/^multipart\/form-data\s*;/i.test(contentType)) return new File([body], 'image');
  try {
    const form = await new Request('http://localhost/v1/image', {
      method: 'POST',
      headers: { 'content-type': contentType },
      body,
    }).formData();
    return [form.get('file'), form.get('image')].find(
      (part) => part !== null && typeof part !== 'string',
    );
  } catch {
    return undefined;
  }
}

/** The handler of `POST /v1/image`; `persist` saves the store's changes before the answer. */
export function imageUploadHandler(server: MockServer, persist: () => void) {
  return async (req: IncomingMessage, res: ServerResponse) => {
    const token = bearerToken(req.headers.authorization);
    if (!(await server.contextFor(token)).session) {
      refuse(res, 401, 'UNAUTHENTICATED', messages.notLoggedIn);
      return;
    }
    const length = declaredLength(req);
    if (length !== null && length > MAX_IMAGE_REQUEST_BYTES) {
      refuse(res, 413, 'BAD_USER_INPUT', fileTooLargeMessage());
      return;
    }
    let body: Uint8Array<ArrayBuffer>;
    try {
      body = await readBody(req, MAX_IMAGE_REQUEST_BYTES);
    } catch (error) {
      if (!(error instanceof BodyTooLargeError)) throw error;
      refuse(res, 413, 'BAD_USER_INPUT', fileTooLargeMessage());
      return;
    }

    const file = await uploadedFile(req.headers['content-type'] ?? '', body);
    if (!file) {
      refuse(res, 400, 'BAD_USER_INPUT', messages.fileUnreadable);
      return;
    }

    const result = await server.execute({ query: UPLOAD_IMAGE, variables: { file }, token });
    persist();
    const [error] = result.errors ?? [];
    if (error) {
      const status = uploadErrorStatus(error);
      const code = String(error.extensions?.code ?? 'INTERNAL_SERVER_ERROR');
      refuse(res, status, code, status === 500 ? UNEXPECTED_ERROR_MESSAGE : error.message);
      return;
    }
    const { url } = (result.data as { uploadImage: { url: string } }).uploadImage;
    sendJson(res, 201, { url });
  };
}
