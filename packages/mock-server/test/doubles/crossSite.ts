import { PREFLIGHT_HEADER } from '@routebook/schema';
import { withJson, type Breakage } from './proxy';

export const crossSiteDoubles: Breakage[] = [
  {
    breaks: 'cross-site.multipart-needs-preflight',
    description: `a server without CSRF prevention: every request is run as if it sent ${PREFLIGHT_HEADER}`,
    failsWith: 'a multipart logout without the header: expected 403, got 200',
    handle: (request, forward) =>
      forward({ ...request, headers: { ...request.headers, [PREFLIGHT_HEADER]: '1' } }),
  },
  {
    breaks: 'cross-site.form-bodies-run-nothing',
    description: 'a server that reads urlencoded and text/plain bodies as GraphQL requests',
    failsWith: 'a urlencoded logout: expected 415, got 200',
    handle: (request, forward) => {
      const type = request.headers['content-type'] ?? '';
      const text = request.body.toString('utf8');
      let json: unknown;
      if (/^application\/x-www-form-urlencoded/i.test(type)) {
        json = Object.fromEntries(new URLSearchParams(text));
      } else if (/^text\/plain/i.test(type)) {
        try {
          json = JSON.parse(text);
        } catch {
          return forward(request);
        }
      } else {
        return forward(request);
      }
      const asJson = withJson(request, json);
      return forward({
        ...asJson,
        headers: { ...asJson.headers, 'content-type': 'application/json' },
      });
    },
  },
  {
    breaks: 'cross-site.get-needs-preflight',
    description: `a server that answers GET requests without ${PREFLIGHT_HEADER}`,
    failsWith: 'a GET without the header: expected 403, got 200',
    handle: (request, forward) =>
      forward(
        request.method === 'GET'
          ? { ...request, headers: { ...request.headers, [PREFLIGHT_HEADER]: '1' } }
          : request,
      ),
  },
];
