import { PREFLIGHT_HEADER } from '@routebook/schema';
import { OTHER_ORIGIN } from '@routebook/conformance';
import type { Breakage } from './proxy';

export const corsDoubles: Breakage[] = [
  {
    breaks: 'cors.app-origin',
    description: `a server whose preflight allows only Authorization and Content-Type, not ${PREFLIGHT_HEADER}`,
    failsWith: 'Access-Control-Allow-Headers should allow graphql-require-preflight',
    handle: async (request, forward) => {
      const answer = await forward(request);
      if (request.method !== 'OPTIONS') return answer;
      return {
        ...answer,
        headers: {
          ...answer.headers,
          'access-control-allow-headers': 'authorization, content-type',
        },
      };
    },
  },
  {
    breaks: 'cors.other-origin',
    description: 'a server that reflects any Origin into Access-Control-Allow-Origin',
    failsWith: `from ${OTHER_ORIGIN}: expected null, got "${OTHER_ORIGIN}"`,
    handle: async (request, forward) => {
      const origin = request.headers.origin;
      const answer = await forward(request);
      if (!origin) return answer;
      const allowed = { ...answer.headers, 'access-control-allow-origin': origin };
      if (request.method !== 'OPTIONS') return { ...answer, headers: allowed };
      return {
        status: 204,
        headers: {
          ...allowed,
          'access-control-allow-methods': 'GET, POST, OPTIONS',
          'access-control-allow-headers': request.headers['access-control-request-headers'] ?? '*',
        },
        body: Buffer.alloc(0),
      };
    },
  },
];
