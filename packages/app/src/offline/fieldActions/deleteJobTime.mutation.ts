import { graphql } from 'react-relay/hooks';

export default graphql`
  mutation deleteJobTimeMutation($id: ID!, $clientMutationId: ID) {
    deleteJobTime(id: $id, clientMutationId: $clientMutationId) {
      job {
        ...JobDetailPage_job
      }
    }
  }
`;
