import { graphql } from 'react-relay/hooks';

export default graphql`
  mutation deleteJobPhotoMutation($id: ID!, $clientMutationId: ID) {
    deleteJobPhoto(id: $id, clientMutationId: $clientMutationId) {
      job {
        ...JobDetailPage_job
      }
    }
  }
`;
