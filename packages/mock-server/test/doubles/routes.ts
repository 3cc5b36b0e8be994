/** Doubles of the route item rules, each a way a backend gets orders, copy, move or deletes wrong. */
import { messages } from '@routebook/schema';
import { jsonOf, type Breakage, type Exchange } from './proxy';
import {
  changeMessage,
  changeResults,
  changeVariables,
  calls,
  fakeSuccess,
  refusedWith,
} from './support';

/** A request whose operation calls `to` where the client called `from` (the answer named back). */
function sendAs(from: string, to: string, types: [string, string][] = []): Breakage['handle'] {
  return async (request, forward) => {
    const json = jsonOf(request.body);
    if (json === undefined || Array.isArray(json) || !calls(from)(json)) return forward(request);
    let query = (json.query as string).replace(new RegExp(`\\b${from}\\(`), `${to}(`);
    for (const [was, is] of types) query = query.replace(was, is);
    const sent: Exchange = { ...request, body: Buffer.from(JSON.stringify({ ...json, query })) };
    const answer = await forward(sent);
    const result = jsonOf(answer.body);
    if (!result?.data || !(to in result.data)) return answer;
    const { [to]: value, ...rest } = result.data;
    return {
      ...answer,
      body: Buffer.from(JSON.stringify({ ...result, data: { ...rest, [from]: value } })),
    };
  };
}

export const routeDoubles: Breakage[] = [
  {
    breaks: 'routes.new-item-order',
    description: 'a server that keeps the order the client sent for a new item',
    failsWith: 'order of item 1 (the client sent 5): expected 10, got 5',
    handle: changeResults(calls('createRouteItem'), (result, operation) => {
      const item = result?.data?.createRouteItem?.routeItem;
      if (!item) return result;
      const order = operation.variables?.data?.order ?? item.order;
      const payload = { ...result.data.createRouteItem, routeItem: { ...item, order } };
      return { ...result, data: { ...result.data, createRouteItem: payload } };
    }),
  },
  {
    breaks: 'routes.reorder',
    description: 'a server that renumbers a reorder back to front',
    failsWith: 'items answered by updateRouteItemsOrder: expected',
    handle: changeVariables(['updateRouteItemsOrder'], (variables) => {
      const items = (variables.items ?? []) as { id: string; order: number }[];
      return {
        ...variables,
        items: items.map((item, i) => ({ ...item, order: items[items.length - 1 - i]!.order })),
      };
    }),
  },
  {
    breaks: 'routes.reorder-stale',
    description: 'a server that accepts a reorder leaving items out (answers a success)',
    failsWith:
      'expected an error, got {"data":{"updateRouteItemsOrder":{"id":"made-up-by-double"}}}',
    handle: changeResults(calls('updateRouteItemsOrder'), (result, operation) =>
      refusedWith(result, 'BAD_USER_INPUT') ? fakeSuccess(operation) : result,
    ),
  },
  {
    breaks: 'routes.copy-item',
    description: 'a server whose copy moves the item',
    failsWith: 'expected a new item, got',
    handle: sendAs('copyRouteItem', 'moveRouteItem', [['$newRouteId: ID)', '$newRouteId: ID!)']]),
  },
  {
    breaks: 'routes.move-item',
    description: 'a server whose move copies the item (the original stays where it was)',
    failsWith: 'the items left on the route moved from: expected',
    handle: sendAs('moveRouteItem', 'copyRouteItem'),
  },
  {
    breaks: 'routes.copy-move-archived',
    description: 'a server that copies and moves to an archived route (answers a success)',
    failsWith: 'expected an error, got {"data":{"copyRouteItem":{"id":"made-up-by-double"}}}',
    handle: changeResults(calls('copyRouteItem', 'moveRouteItem'), (result, operation) =>
      refusedWith(result, 'BAD_USER_INPUT') ? fakeSuccess(operation) : result,
    ),
  },
  {
    breaks: 'routes.delete-job-blocked',
    description: "a server that tidies the spec's double space out of the delete-blocked message",
    failsWith: `error message: expected "${messages.jobDeleteBlocked}", got "${messages.jobDeleteBlocked.replace('  ', ' ')}"`,
    handle: changeMessage(
      ['deleteRouteItem'],
      messages.jobDeleteBlocked,
      messages.jobDeleteBlocked.replace('  ', ' '),
    ),
  },
  {
    breaks: 'routes.delete-route-blocked',
    description: "a server that refuses a route's delete with the job item's message",
    failsWith: `error message: expected "${messages.routeDeleteBlocked}", got "${messages.jobDeleteBlocked}"`,
    handle: changeMessage(['deleteRoute'], messages.routeDeleteBlocked, messages.jobDeleteBlocked),
  },
];
