import { graphql } from 'react-relay/hooks';

export default graphql`
  mutation reorderRemainingStopsMutation($routeId: ID!, $jobIds: [ID!]!, $clientMutationId: ID) {
    reorderRemainingStops(routeId: $routeId, jobIds: $jobIds, clientMutationId: $clientMutationId) {
      route {
        id
        ...RouteItems_route
      }
    }
  }
`;
