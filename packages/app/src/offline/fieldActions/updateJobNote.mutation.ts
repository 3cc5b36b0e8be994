import { graphql } from 'react-relay/hooks';

export default graphql`
  mutation updateJobNoteMutation($id: ID!, $data: JobNoteInput!, $clientMutationId: ID) {
    updateJobNote(id: $id, data: $data, clientMutationId: $clientMutationId) {
      job {
        ...JobDetailPage_job
      }
    }
  }
`;
