/**
 * The app runs in a browser at its own origin (config.appOrigin) and calls the GraphQL endpoint
 * and the editor's image upload there; no other origin may read their answers.
 */
import { PREFLIGHT_HEADER } from '@routebook/schema';
import { check, expectEqual, expectTrue } from '../check';
import type { Client } from '../client';
import { OTHER_ORIGIN } from './fixtures';

const SECTION = 'Extension: browser access (CORS)';

const preflight = (client: Client, url: string, origin: string, headers: string) =>
  client.request(url, {
    method: 'OPTIONS',
    headers: {
      Origin: origin,
      'Access-Control-Request-Method': 'POST',
      'Access-Control-Request-Headers': headers,
    },
  });

const listOf = (header: string | null) =>
  (header ?? '').split(',').map((part) => part.trim().toLowerCase());

const plainPost = (client: Client, origin: string) =>
  client.request(client.config.endpoint, {
    method: 'POST',
    headers: { Origin: origin, 'Content-Type': 'application/json' },
    body: JSON.stringify({ query: 'query ConformanceCors { __typename }' }),
  });

export const corsChecks = [
  check(
    'cors.app-origin',
    SECTION,
    `a preflight from appOrigin may POST with Authorization, Content-Type and ${PREFLIGHT_HEADER} (the image upload URL with Authorization), and answers carry Access-Control-Allow-Origin: appOrigin`,
    async ({ client, config }) => {
      const asked: [string, string[]][] = [
        [config.endpoint, ['authorization', 'content-type', PREFLIGHT_HEADER]],
        [config.imageUploadUrl, ['authorization']],
      ];
      for (const [url, headers] of asked) {
        const answer = await preflight(client, url, config.appOrigin, headers.join(', '));
        const what = `the preflight of ${url}`;
        expectTrue(
          answer.status >= 200 && answer.status < 300,
          `${what}: expected a 2xx status, got ${answer.status}`,
        );
        expectEqual(
          answer.headers.get('access-control-allow-origin'),
          config.appOrigin,
          `${what}: Access-Control-Allow-Origin`,
        );
        const methods = listOf(answer.headers.get('access-control-allow-methods'));
        expectTrue(
          methods.includes('post') || methods.includes('*'),
          `${what}: Access-Control-Allow-Methods should allow POST, got ${JSON.stringify(methods)}`,
        );
        const allowed = listOf(answer.headers.get('access-control-allow-headers'));
        for (const header of headers) {
          expectTrue(
            allowed.includes(header) || allowed.includes('*'),
            `${what}: Access-Control-Allow-Headers should allow ${header}, got ${JSON.stringify(allowed)}`,
          );
        }
      }
      const actual = await plainPost(client, config.appOrigin);
      expectEqual(
        actual.headers.get('access-control-allow-origin'),
        config.appOrigin,
        'Access-Control-Allow-Origin of a POST from appOrigin',
      );
    },
  ),
  check(
    'cors.other-origin',
    SECTION,
    'another origin gets no Access-Control-Allow-Origin: not on a preflight of the endpoint or the image upload URL, nor on a POST',
    async ({ client, config }) => {
      expectTrue(OTHER_ORIGIN !== config.appOrigin, 'appOrigin is the kit’s own other origin');
      for (const url of [config.endpoint, config.imageUploadUrl]) {
        const answer = await preflight(client, url, OTHER_ORIGIN, 'authorization, content-type');
        expectEqual(
          answer.headers.get('access-control-allow-origin'),
          null,
          `Access-Control-Allow-Origin of the preflight of ${url} from ${OTHER_ORIGIN}`,
        );
      }
      const actual = await plainPost(client, OTHER_ORIGIN);
      expectEqual(
        actual.headers.get('access-control-allow-origin'),
        null,
        `Access-Control-Allow-Origin of a POST from ${OTHER_ORIGIN}`,
      );
    },
  ),
];
