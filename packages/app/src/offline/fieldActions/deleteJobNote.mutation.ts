import { graphql } from 'react-relay/hooks';

export default graphql`
  mutation deleteJobNoteMutation($id: ID!, $clientMutationId: ID) {
    deleteJobNote(id: $id, clientMutationId: $clientMutationId) {
      job {
        ...JobDetailPage_job
      }
    }
  }
`;
