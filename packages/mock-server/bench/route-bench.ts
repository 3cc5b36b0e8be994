/**
 * `npm run bench`: how much the mock server's rules cost on its heaviest read, the route detail
 * query, against a bare graphql-yoga server answering the same JSON from a constant.
 *
 * Bounded and loopback only: both servers listen on 127.0.0.1 on a free port; each is loaded for
 * 1 s of warm-up then 5 s with 10 connections (under 30 s in all).
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { availableParallelism } from 'node:os';
import autocannon from 'autocannon';
import { createSchema, createYoga } from 'graphql-yoga';
import { startHttpServer } from '../src/node/httpServer';
import { buildLargeRoute, graphqlOverHttp as graphql } from '../src/node/largeRoute';
import { formatTable } from '../src/node/logins';

const ITEMS = 200;
const NOTE_EVERY = 10;
const WARM_UP_SECONDS = 1;
const DURATION_SECONDS = 5;
const CONNECTIONS = 10;

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

/** A bare yoga server on loopback whose route resolver returns `route`. */
async function startBareServer(route: unknown) {
  const yoga = createYoga({
    schema: createSchema({
      typeDefs: BARE_TYPE_DEFS,
      resolvers: { Query: { route: () => route } },
    }),
    logging: false,
    landingPage: false,
    graphiql: false,
  });
  const http = createServer(yoga);
  await new Promise<void>((done) => http.listen(0, '127.0.0.1', done));
  const { port } = http.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((done) => {
        http.close(() => done());
        http.closeAllConnections();
      }),
  };
}

async function load(url: string, token: string, body: string) {
  const options = {
    url: `${url}/graphql`,
    method: 'POST',
    connections: CONNECTIONS,
    workers: 1,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body,
  };
  await autocannon({ ...options, duration: WARM_UP_SECONDS });
  const result = await autocannon({ ...options, duration: DURATION_SECONDS });
  const failures = result.errors + result.timeouts + result.non2xx;
  if (failures > 0) throw new Error(`${url}: ${failures} failed requests`);
  return result;
}

async function main() {
  const mock = await startHttpServer({ port: 0, quiet: true });
  let bare: Awaited<ReturnType<typeof startBareServer>> | null = null;
  try {
    const { routeId, token } = await buildLargeRoute(mock.url, {
      email: 'admin40@routebook.test',
      items: ITEMS,
      noteEvery: NOTE_EVERY,
    });
    const body = JSON.stringify({ query: ROUTE_QUERY, variables: { id: routeId } });
    const { route } = await graphql(mock.url, token, ROUTE_QUERY, { id: routeId });
    const items = (route.items as unknown[]).length;
    bare = await startBareServer(route);
    const bareCheck = await graphql(bare.url, token, ROUTE_QUERY, { id: routeId });
    if (JSON.stringify(bareCheck.route) !== JSON.stringify(route)) {
      throw new Error('the bare server does not answer the same JSON');
    }

    const mockResult = await load(mock.url, token, body);
    const bareResult = await load(bare.url, token, body);

    const row = (name: string, result: typeof mockResult) => [
      name,
      result.requests.average.toFixed(0),
      result.latency.p50.toFixed(1),
      result.latency.p99.toFixed(1),
    ];
    console.log(
      `Route detail query: ${items} items (${JSON.stringify(route).length} bytes of JSON), ` +
        `${CONNECTIONS} connections, ${DURATION_SECONDS} s after ${WARM_UP_SECONDS} s warm-up`,
    );
    console.log(`Node ${process.version}, ${availableParallelism()} CPUs\n`);
    console.log(
      formatTable(
        ['server', 'requests/s', 'p50 ms', 'p99 ms'],
        [row('mock server', mockResult), row('bare yoga', bareResult)],
      ),
    );
    const rpsRatio = mockResult.requests.average / bareResult.requests.average;
    const p99Ratio = mockResult.latency.p99 / bareResult.latency.p99;
    console.log(
      `\nmock/bare: requests/s ${rpsRatio.toFixed(2)}x, p99 latency ${p99Ratio.toFixed(2)}x`,
    );
  } finally {
    await bare?.close();
    await mock.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
