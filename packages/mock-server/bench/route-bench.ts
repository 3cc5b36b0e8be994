/**
 * `npm run bench`: how much the mock server's rules cost on its heaviest read, the route detail
 * query, beside two servers answering the same JSON: a bare graphql-yoga server resolving it from
 * a constant, and the floor, a plain Node `http` server sending the same bytes.
 *
 * A shared machine's speed drifts by the second, so the servers are not run one after the other:
 * each round loads mock, bare, floor in turn (3 s each, after one warm-up of each), ROUNDS rounds,
 * and the ratios printed are the medians of the per-round ratios. Loopback only (127.0.0.1, free
 * ports), under a minute in all.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { availableParallelism } from 'node:os';
import autocannon from 'autocannon';
import { createSchema, createYoga } from 'graphql-yoga';
import { median, reportFigures } from '../src/node/benchReport';
import { startHttpServer } from '../src/node/httpServer';
import { graphqlOverHttp as graphql } from '../test/http';
import { buildLargeRoute } from '../test/largeRoute';
import { formatTable } from '../src/node/logins';

const ITEMS = 200;
const NOTE_EVERY = 10;
const WARM_UP_SECONDS = 1;
const DURATION_SECONDS = 3;
const ROUNDS = 5;
const CONNECTIONS = 10;
/** The mock server keeps pace with a bare yoga (its rules cost little beside GraphQL itself). */
const TARGETS = { requestsRatio: { atLeast: 0.8 }, p99Ratio: { atMost: 1.25 } };

const ROUTE_QUERY = `query RouteBench($id: ID!) {
  route(id: $id) {
    id name status
    items {
      id type order
      note { id note }
      job {
        id status notes
        counts { clockIns tasks photos notes serviceItems }
        customer { id displayName address1 city state }
      }
    }
  }
}`;

/** The same field shapes, answered from a constant by the bare server. */
const BARE_TYPE_DEFS = /* GraphQL */ `
  type Query {
    route(id: ID!): Route
  }
  type Route {
    id: ID!
    name: String!
    status: String!
    items: [RouteItem!]!
  }
  type RouteItem {
    id: ID!
    type: String!
    order: Int!
    note: RouteNote
    job: Job
  }
  type RouteNote {
    id: ID!
    note: String
  }
  type Job {
    id: ID!
    status: String!
    notes: String
    counts: JobCounts!
    customer: Customer
  }
  type JobCounts {
    clockIns: Int!
    tasks: Int!
    photos: Int!
    notes: Int!
    serviceItems: Int!
  }
  type Customer {
    id: ID!
    displayName: String
    address1: String
    city: String
    state: String
  }
`;

async function listen(server: Server) {
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((done) => {
        server.close(() => done());
        server.closeAllConnections();
      }),
  };
}

/** A bare yoga server on loopback whose route resolver returns `route`. */
function startBareServer(route: unknown) {
  const yoga = createYoga({
    schema: createSchema({
      typeDefs: BARE_TYPE_DEFS,
      resolvers: { Query: { route: () => route } },
    }),
    logging: false,
    landingPage: false,
    graphiql: false,
  });
  return listen(createServer(yoga));
}

/** The floor: plain Node `http` reading the request and sending the answer's bytes. */
function startFloorServer(answer: string) {
  const bytes = Buffer.from(answer, 'utf8');
  return listen(
    createServer((request, response) => {
      request.resume();
      request.on('end', () => {
        response.writeHead(200, {
          'content-type': 'application/graphql-response+json; charset=utf-8',
          'content-length': bytes.byteLength,
        });
        response.end(bytes);
      });
    }),
  );
}

type LoadResult = Awaited<ReturnType<typeof autocannon>>;

async function load(url: string, token: string, body: string, seconds: number) {
  const result: LoadResult = await autocannon({
    url: `${url}/graphql`,
    method: 'POST',
    connections: CONNECTIONS,
    workers: 1,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body,
    duration: seconds,
  });
  const failures = result.errors + result.timeouts + result.non2xx;
  if (failures > 0) throw new Error(`${url}: ${failures} failed requests`);
  return result;
}

const SERVERS = ['mock server', 'bare yoga', 'plain http'] as const;
type ServerName = (typeof SERVERS)[number];

async function main() {
  const mock = await startHttpServer({ port: 0, quiet: true });
  const others: { close(): Promise<void> }[] = [];
  try {
    const { routeId, token } = await buildLargeRoute(mock.url, {
      email: 'admin40@routebook.test',
      items: ITEMS,
      noteEvery: NOTE_EVERY,
    });
    const body = JSON.stringify({ query: ROUTE_QUERY, variables: { id: routeId } });
    const { route } = await graphql(mock.url, token, ROUTE_QUERY, { id: routeId });
    const items = (route.items as unknown[]).length;
    const answer = JSON.stringify({ data: { route } });
    const bare = await startBareServer(route);
    others.push(bare);
    const floor = await startFloorServer(answer);
    others.push(floor);
    for (const url of [bare.url, floor.url]) {
      const check = await graphql(url, token, ROUTE_QUERY, { id: routeId });
      if (JSON.stringify(check.route) !== JSON.stringify(route)) {
        throw new Error(`${url} does not answer the same JSON`);
      }
    }
    const urls: Record<ServerName, string> = {
      'mock server': mock.url,
      'bare yoga': bare.url,
      'plain http': floor.url,
    };

    for (const name of SERVERS) await load(urls[name], token, body, WARM_UP_SECONDS);
    const runs = new Map<ServerName, LoadResult[]>(SERVERS.map((name) => [name, []]));
    for (let round = 0; round < ROUNDS; round += 1) {
      for (const name of SERVERS) {
        runs.get(name)?.push(await load(urls[name], token, body, DURATION_SECONDS));
      }
    }
    const results = (name: ServerName) => runs.get(name) ?? [];
    const perRound = (name: ServerName, pick: (result: LoadResult) => number) =>
      results(name).map(pick);
    const ratios = (name: ServerName, over: ServerName, pick: (result: LoadResult) => number) =>
      perRound(name, pick).map((value, round) => value / (perRound(over, pick)[round] ?? NaN));
    const requests = (result: LoadResult) => result.requests.average;
    const p99 = (result: LoadResult) => result.latency.p99;

    console.log(
      `Route detail query: ${items} items (${answer.length} bytes of JSON), ` +
        `${CONNECTIONS} connections; ${ROUNDS} rounds of ${DURATION_SECONDS} s per server, ` +
        `alternated, after ${WARM_UP_SECONDS} s warm-up each`,
    );
    console.log(`Node ${process.version}, ${availableParallelism()} CPUs\n`);
    console.log(
      formatTable(
        ['server', 'requests/s (median)', 'p50 ms (median)', 'p99 ms (median)'],
        SERVERS.map((name) => [
          name,
          median(perRound(name, requests)).toFixed(0),
          median(perRound(name, (result) => result.latency.p50)).toFixed(1),
          median(perRound(name, p99)).toFixed(1),
        ]),
        [false, true, true, true],
      ),
    );
    reportFigures('Median of the per-round ratios:', [
      {
        name: 'mock/bare yoga requests/s',
        value: median(ratios('mock server', 'bare yoga', requests)),
        unit: 'x',
        digits: 2,
        target: TARGETS.requestsRatio,
      },
      {
        name: 'mock/bare yoga p99 latency',
        value: median(ratios('mock server', 'bare yoga', p99)),
        unit: 'x',
        digits: 2,
        target: TARGETS.p99Ratio,
      },
      {
        name: 'mock/plain http requests/s (the floor)',
        value: median(ratios('mock server', 'plain http', requests)),
        unit: 'x',
        digits: 2,
      },
      {
        name: 'bare yoga/plain http requests/s',
        value: median(ratios('bare yoga', 'plain http', requests)),
        unit: 'x',
        digits: 2,
      },
    ]);
  } finally {
    for (const server of others) await server.close();
    await mock.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
