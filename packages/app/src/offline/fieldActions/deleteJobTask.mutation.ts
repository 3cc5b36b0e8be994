import { graphql } from 'react-relay/hooks';

export default graphql`
  mutation deleteJobTaskMutation($id: ID!, $clientMutationId: ID) {
    deleteJobTask(id: $id, clientMutationId: $clientMutationId) {
      job {
        ...JobDetailPage_job
      }
    }
  }
`;
