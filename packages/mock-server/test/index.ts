/**
 * What tests, journeys and benches use to drive a mock server from outside
 * (`@routebook/mock-server/testing`): never imported by the server itself.
 */
export { graphqlOverHttp, logInOverHttp, postGraphql, type GraphqlAnswer } from './http';
export { buildLargeRoute, type LargeRouteOptions } from './largeRoute';
export { addManyCustomers } from './manyCustomers';
