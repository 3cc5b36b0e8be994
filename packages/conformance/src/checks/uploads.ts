/**
 * uploadImage and uploadCustomerCSV as GraphQL multipart requests, and the rich-text
 * editor's `v1/image` upload (decisions.md: "HTTP", "Uploads").
 */
import {
  fileTooLargeMessage,
  isUploadUrl,
  MAX_IMAGE_BYTES,
  messages,
  toCsv,
} from '@routebook/schema';
import { check, expectEqual, expectRefused, expectTrue } from '../check';
import type { Client, HttpAnswer, UploadFile } from '../client';
import type { Session } from '../context';
import {
  expectStatus,
  fileUrl,
  OTHER_ORIGIN,
  PNG,
  pngOfSize,
  sameBytes,
  textBytes,
  uniqueKey,
} from './fixtures';

const SECTION = '§7 The calls it makes';

const UPLOAD_IMAGE = `mutation ConformanceUploadImage($file: Upload!) { uploadImage(file: $file) { url } }`;

const png = (bytes: Uint8Array<ArrayBuffer> = new Uint8Array(PNG)): UploadFile => ({
  bytes,
  name: 'dot.png',
  type: 'image/png',
});

const uploadImage = (client: Client, file: UploadFile, token: string | null) =>
  client.upload({ query: UPLOAD_IMAGE }, { file }, { token });

const tooLarge = fileTooLargeMessage(MAX_IMAGE_BYTES, messages.fileTooLarge);

/**
 * The file at an upload URL: the same bytes as a PNG, typed by the server and not to be sniffed,
 * held in caches for a year (its URL never changes) and never run as a page.
 */
async function expectServedPng(client: Client, url: string, bytes: Uint8Array): Promise<void> {
  expectTrue(isUploadUrl(url), `expected an upload URL /uploads/<id>, got ${JSON.stringify(url)}`);
  const response = await fetch(fileUrl(client, url), { headers: client.config.headers });
  expectEqual(response.status, 200, `HTTP status of GET ${url}`);
  const header = (name: string) => response.headers.get(name) ?? '';
  expectEqual(header('content-type'), 'image/png', `Content-Type of ${url}`);
  expectEqual(header('x-content-type-options'), 'nosniff', `X-Content-Type-Options of ${url}`);
  expectEqual(header('content-security-policy'), "default-src 'none'", `CSP of ${url}`);
  for (const part of ['public', 'max-age=31536000', 'immutable']) {
    expectTrue(
      header('cache-control').includes(part),
      `Cache-Control of ${url} should include ${part}, got ${JSON.stringify(header('cache-control'))}`,
    );
  }
  const served = new Uint8Array(await response.arrayBuffer());
  expectTrue(sameBytes(served, bytes), `${url} served ${served.byteLength} other bytes`);
}

/** A POST to the editor's image upload URL. */
function postEditorImage(client: Client, body: BodyInit, headers: Record<string, string> = {}) {
  return client.request(client.config.imageUploadUrl, { method: 'POST', body, headers });
}

const imageForm = (bytes: Uint8Array<ArrayBuffer>) => {
  const form = new FormData();
  form.set('file', new Blob([bytes], { type: 'image/png' }), 'dot.png');
  return form;
};

/** A refusal outside GraphQL: `{ message, code }` (decisions.md, "HTTP"). */
function expectPlainRefusal(answer: HttpAnswer, status: number, message: string, code: string) {
  expectStatus(answer, status);
  expectEqual(answer.body, { message, code }, `the answer of status ${status}`);
}

const CSV_IMPORT = `mutation ConformanceImport($companyId: ID!, $file: Upload!) {
  uploadCustomerCSV(companyId: $companyId, file: $file) {
    result msg
    customerImport { desc recordCount importedCount status invalidData { line values reason } }
  }
}`;
const CUSTOMERS = `query ConformanceCustomers($companyId: ID!, $search: String) {
  companyActiveCustomers(companyId: $companyId, search: $search) { id displayName }
}`;
const DELETE_CUSTOMER = `mutation ConformanceDeleteCustomer($id: ID!) {
  deleteCompanyCustomer(id: $id) { deletedId }
}`;

export const uploadChecks = [
  check(
    'uploads.image-round-trip',
    SECTION,
    'uploadImage (GraphQL multipart) stores a PNG at /uploads/<id>, served with the same bytes as image/png, nosniff, no scripts and a year of caching',
    async ({ client, as }) => {
      const admin = await as('level40', 'admin');
      const answer = await uploadImage(client, png(), admin.token);
      expectStatus(answer, 200);
      expectEqual(answer.body?.errors, undefined, 'errors');
      await expectServedPng(client, answer.body?.data?.uploadImage?.url, PNG);
    },
  ),
  check(
    'uploads.image-typed-by-bytes',
    SECTION,
    `a text file named dot.png and sent as image/png is refused: BAD_USER_INPUT "${messages.notAnImage}"`,
    async ({ client, as }) => {
      const admin = await as('level40', 'admin');
      const file = { ...png(textBytes('just some text, not an image')), name: 'fake.png' };
      const answer = await uploadImage(client, file, admin.token);
      expectRefused(answer, 'BAD_USER_INPUT', messages.notAnImage);
      expectEqual(answer.body?.data?.uploadImage ?? null, null, 'uploadImage');
    },
  ),
  check(
    'uploads.image-size-limit',
    SECTION,
    `an image of ${MAX_IMAGE_BYTES} + 1 bytes is refused: BAD_USER_INPUT "${tooLarge}"`,
    async ({ client, as }) => {
      const admin = await as('level40', 'admin');
      const answer = await uploadImage(client, png(pngOfSize(MAX_IMAGE_BYTES + 1)), admin.token);
      expectRefused(answer, 'BAD_USER_INPUT', tooLarge);
    },
  ),
  check(
    'uploads.image-needs-login',
    SECTION,
    `uploadImage without a token is refused: UNAUTHENTICATED "${messages.notLoggedIn}"`,
    async ({ client }) => {
      const answer = await uploadImage(client, png(), null);
      expectRefused(answer, 'UNAUTHENTICATED', messages.notLoggedIn);
    },
  ),
  check(
    'uploads.editor-image-needs-token',
    SECTION,
    `POST imageUploadUrl without a valid Bearer token (none, unknown, Basic; a cross-site form, urlencoded or text) answers 401 { message: "${messages.notLoggedIn}", code: UNAUTHENTICATED } and no CORS access`,
    async ({ client }) => {
      const refusal = { message: messages.notLoggedIn, code: 'UNAUTHENTICATED' };
      for (const authorization of [null, 'Bearer conformance-unknown-token', 'Basic eDp5']) {
        const answer = await postEditorImage(
          client,
          imageForm(new Uint8Array(PNG)),
          authorization ? { Authorization: authorization } : {},
        );
        expectStatus(answer, 401, `HTTP status with Authorization ${authorization ?? '(none)'}`);
        expectEqual(
          answer.body,
          refusal,
          `the answer with Authorization ${authorization ?? '(none)'}`,
        );
      }
      const forms: [string, BodyInit][] = [
        ['a cross-site multipart form', imageForm(new Uint8Array(PNG))],
        ['a cross-site urlencoded form', new URLSearchParams({ file: 'x' })],
        ['a cross-site text/plain form', 'plain text'],
      ];
      for (const [what, body] of forms) {
        const answer = await postEditorImage(client, body, { Origin: OTHER_ORIGIN });
        expectStatus(answer, 401, `HTTP status of ${what}`);
        expectEqual(
          answer.headers.get('access-control-allow-origin'),
          null,
          `Access-Control-Allow-Origin of ${what}`,
        );
      }
    },
  ),
  check(
    'uploads.editor-image-stored',
    SECTION,
    'POST imageUploadUrl with a Bearer token and a multipart "file" PNG answers 201 { url }, and the URL serves the same bytes',
    async ({ client, as }) => {
      const admin = await as('level40', 'admin');
      const answer = await postEditorImage(client, imageForm(new Uint8Array(PNG)), {
        Authorization: `Bearer ${admin.token}`,
      });
      expectStatus(answer, 201);
      const body = answer.body as { url?: unknown } | null;
      expectTrue(
        typeof body?.url === 'string' && Object.keys(body).length === 1,
        `expected { url }, got ${JSON.stringify(body)}`,
      );
      await expectServedPng(client, body.url as string, PNG);
    },
  ),
  check(
    'uploads.editor-image-refusals',
    SECTION,
    `POST imageUploadUrl refuses a text file with 415 "${messages.notAnImage}", a form without a file with 400 "${messages.fileUnreadable}" and an image over ${MAX_IMAGE_BYTES} bytes with 413 "${tooLarge}"`,
    async ({ client, as }) => {
      const admin = await as('level40', 'admin');
      const Authorization = `Bearer ${admin.token}`;
      const text = await postEditorImage(client, imageForm(textBytes('hello')), { Authorization });
      expectPlainRefusal(text, 415, messages.notAnImage, 'BAD_USER_INPUT');
      const noFile = new FormData();
      noFile.set('other', 'value');
      const missing = await postEditorImage(client, noFile, { Authorization });
      expectPlainRefusal(missing, 400, messages.fileUnreadable, 'BAD_USER_INPUT');
      const big = await postEditorImage(client, imageForm(pngOfSize(MAX_IMAGE_BYTES + 100_000)), {
        Authorization,
      });
      expectPlainRefusal(big, 413, tooLarge, 'BAD_USER_INPUT');
    },
  ),
  check(
    'uploads.customer-csv',
    SECTION,
    `uploadCustomerCSV (plan 30+) imports the good rows of a file and reports each refused row with its line, cells and reason; "${messages.csvImportSummary}"`,
    async (ctx) => {
      const { client } = ctx;
      const admin: Session = await ctx.as('level30', 'admin');
      const tag = uniqueKey(ctx, 'Csv');
      // Whatever the answer, the customers this run imported are deleted afterwards.
      ctx.cleanup(async () => {
        const { companyActiveCustomers } = await ctx.ok(admin, CUSTOMERS, {
          companyId: admin.companyId,
          search: tag,
        });
        for (const customer of companyActiveCustomers ?? []) {
          await ctx.ok(admin, DELETE_CUSTOMER, { id: customer.id });
        }
      });
      const rows = [
        ['firstName', 'lastName', 'displayName', 'city'],
        ['Ada', tag, `Ada ${tag}`, 'Springfield'],
        ['Bob', '', `Bob ${tag}`, 'Shelbyville'],
        ['Cy', tag, `Cy ${tag}`, 'Ogdenville'],
        ['Di', tag, '', 'Capital City'],
      ];
      const name = `${tag}.csv`;
      const answer = await client.upload(
        { query: CSV_IMPORT, variables: { companyId: admin.companyId } },
        { file: { bytes: textBytes(toCsv(rows, { formulaSafe: false })), name, type: 'text/csv' } },
        { token: admin.token },
      );
      expectEqual(answer.body?.errors, undefined, 'errors');
      const result = answer.body?.data?.uploadCustomerCSV;
      expectEqual(result?.result, 'success', 'result');
      expectEqual(
        result?.msg,
        messages.csvImportSummary.replace('{imported}', '2').replace('{refused}', '2'),
        'msg',
      );
      expectEqual(
        result?.customerImport,
        {
          desc: name,
          recordCount: 4,
          importedCount: 2,
          status: 'partial',
          invalidData: [
            { line: 3, values: rows[2], reason: messages.lastNameRequired },
            { line: 5, values: rows[4], reason: messages.displayNameRequired },
          ],
        },
        'customerImport',
      );
      const { companyActiveCustomers } = await ctx.ok(admin, CUSTOMERS, {
        companyId: admin.companyId,
        search: tag,
      });
      expectEqual(
        (companyActiveCustomers as { displayName: string }[]).map((c) => c.displayName).sort(),
        [`Ada ${tag}`, `Cy ${tag}`],
        'the imported customers',
      );
    },
  ),
];
