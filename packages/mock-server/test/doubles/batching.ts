import { MAX_BATCH_SIZE } from '@routebook/schema';
import { jsonAnswer, jsonOf, withJson, type Breakage } from './proxy';

export const batchingDoubles: Breakage[] = [
  {
    breaks: 'batching.in-order',
    description: 'a server without batching: a JSON array body answers 400',
    failsWith: 'HTTP status: expected 200, got 400',
    handle: (request, forward) =>
      Array.isArray(jsonOf(request.body))
        ? Promise.resolve(
            jsonAnswer(400, { errors: [{ message: 'POST body must be an object.' }] }),
          )
        : forward(request),
  },
  {
    breaks: 'batching.limit',
    description: `a server that runs batches of any size (sends ${MAX_BATCH_SIZE + 1} in two parts)`,
    failsWith: 'HTTP status: expected 413, got 200',
    handle: async (request, forward) => {
      const json = jsonOf(request.body);
      if (!Array.isArray(json) || json.length <= MAX_BATCH_SIZE) return forward(request);
      const parts = [json.slice(0, MAX_BATCH_SIZE), json.slice(MAX_BATCH_SIZE)];
      const answers = await Promise.all(parts.map((part) => forward(withJson(request, part))));
      return jsonAnswer(
        200,
        answers.flatMap((answer) => jsonOf(answer.body) as unknown[]),
      );
    },
  },
];
