/**
 * A page on another site can make a browser send a form (urlencoded, text/plain or multipart) or a
 * link (GET) without a CORS preflight; none of them may run an operation (decisions.md, "Atomic
 * writes and request limits"). Each forged request here carries the logout of a session of the
 * check's own: had the server run it, the session would be gone.
 */
import { PREFLIGHT_HEADER } from '@routebook/schema';
import { check, expectEqual, expectTrue } from '../check';
import type { HttpAnswer } from '../client';
import {
  expectErrorsOnly,
  expectLoggedIn,
  expectStatus,
  LOGOUT,
  OTHER_ORIGIN,
  ownSession,
  PNG,
} from './fixtures';

const SECTION = 'Extension: cross-site requests';

/** Refused before running: `status`, JSON errors with extensions.code BAD_REQUEST, no data. */
function expectRefusedShape(answer: HttpAnswer, status: number, what: string) {
  expectStatus(answer, status, `HTTP status of ${what}`);
  const body = expectErrorsOnly(answer, what);
  expectEqual(body.errors?.[0]?.extensions?.code, 'BAD_REQUEST', `error code of ${what}`);
  return body;
}

export const crossSiteChecks = [
  check(
    'cross-site.multipart-needs-preflight',
    SECTION,
    `a multipart request without the ${PREFLIGHT_HEADER} header is refused with 403 and runs nothing: no logout, no upload stored`,
    async (ctx) => {
      const { client, config } = ctx;
      const session = await ownSession(ctx, config.companies.level40.member);
      const form = new FormData();
      form.set('operations', JSON.stringify({ query: LOGOUT }));
      form.set('map', '{}');
      const forged = await client.request(config.endpoint, {
        method: 'POST',
        body: form,
        token: session.token,
        headers: { Origin: OTHER_ORIGIN },
      });
      expectRefusedShape(forged, 403, 'a multipart logout without the header');
      const upload = await client.upload(
        {
          query: 'mutation ConformanceUpload($file: Upload!) { uploadImage(file: $file) { url } }',
        },
        { file: { bytes: new Uint8Array(PNG), name: 'dot.png', type: 'image/png' } },
        { token: session.token, preflight: false, headers: { Origin: OTHER_ORIGIN } },
      );
      expectRefusedShape(upload, 403, 'an upload without the header');
      await expectLoggedIn(ctx, session.token, 'after a multipart logout without the header');
    },
  ),
  check(
    'cross-site.form-bodies-run-nothing',
    SECTION,
    'a POST of a urlencoded or text/plain body (what a cross-site form sends) is refused with 415 and runs nothing',
    async (ctx) => {
      const { client, config } = ctx;
      const session = await ownSession(ctx, config.companies.level40.member);
      const bodies: [string, BodyInit, Record<string, string>][] = [
        ['a urlencoded logout', new URLSearchParams({ query: LOGOUT }), {}],
        [
          'a text/plain logout',
          JSON.stringify({ query: LOGOUT }),
          { 'Content-Type': 'text/plain' },
        ],
        ['a text/plain body', 'hello', { 'Content-Type': 'text/plain' }],
      ];
      for (const [what, body, headers] of bodies) {
        const answer = await client.request(config.endpoint, {
          method: 'POST',
          body,
          token: session.token,
          headers: { Origin: OTHER_ORIGIN, ...headers },
        });
        expectRefusedShape(answer, 415, what);
      }
      await expectLoggedIn(ctx, session.token, 'after a urlencoded and a text/plain logout');
    },
  ),
  check(
    'cross-site.get-needs-preflight',
    SECTION,
    `a GET without the ${PREFLIGHT_HEADER} header (a link) is refused with 403 naming the header; with it, a query is answered`,
    async ({ client, config }) => {
      const url = new URL(config.endpoint);
      url.searchParams.set('query', 'query ConformanceGet { __typename }');
      const bare = await client.request(url.href);
      const body = expectRefusedShape(bare, 403, 'a GET without the header');
      expectTrue(
        body.errors?.[0]?.message.toLowerCase().includes(PREFLIGHT_HEADER),
        `the refusal should name ${PREFLIGHT_HEADER}: ${JSON.stringify(body.errors)}`,
      );
      const withHeader = await client.request(url.href, { headers: { [PREFLIGHT_HEADER]: '1' } });
      expectStatus(withHeader, 200, 'HTTP status of a GET with the header');
      expectEqual(
        (withHeader.body as { data?: unknown } | null)?.data,
        { __typename: 'Query' },
        'data of a GET with the header',
      );
    },
  ),
];
