import { graphql } from 'react-relay/hooks';

export default graphql`
  mutation syncServiceItemsMutation(
    $jobId: ID!
    $items: [ServiceItemSelectionInput!]!
    $clientMutationId: ID
  ) {
    updateJobServiceItemByPayload(
      jobId: $jobId
      items: $items
      clientMutationId: $clientMutationId
    ) {
      jobServiceItems {
        id
        serviceItem {
          id
        }
      }
      job {
        ...JobDetailPage_job
      }
    }
  }
`;
