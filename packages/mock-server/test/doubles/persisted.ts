import { jsonOf, withJson, type Breakage } from './proxy';

/** Takes the doc_id out of each operation: what a server without persisted queries reads. */
const withoutDocId = (operation: unknown) => {
  if (typeof operation !== 'object' || operation === null) return operation;
  const { doc_id: _dropped, ...rest } = operation as Record<string, unknown>;
  return rest;
};

export const persistedDoubles: Breakage[] = [
  {
    breaks: 'persisted.doc-id',
    description: 'a server without persisted queries: it reads no doc_id',
    failsWith: 'by doc_id answered no token: HTTP 400',
    handle: (request, forward) => {
      const json = jsonOf(request.body);
      if (json === undefined) return forward(request);
      return forward(
        withJson(request, Array.isArray(json) ? json.map(withoutDocId) : withoutDocId(json)),
      );
    },
  },
];
