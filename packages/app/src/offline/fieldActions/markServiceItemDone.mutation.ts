import { graphql } from 'react-relay/hooks';

export default graphql`
  mutation markServiceItemDoneMutation(
    $jobServiceItemId: ID!
    $isComplete: Boolean!
    $clientMutationId: ID
    $doneAt: String
  ) {
    updateJobServiceItem(
      jobServiceItemId: $jobServiceItemId
      isComplete: $isComplete
      clientMutationId: $clientMutationId
      doneAt: $doneAt
    ) {
      job {
        ...JobDetailPage_job
      }
    }
  }
`;
