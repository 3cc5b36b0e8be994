import { graphql } from 'react-relay/hooks';

export default graphql`
  mutation createJobNoteMutation($data: JobNoteInput!, $clientMutationId: ID, $doneAt: String) {
    createJobNote(data: $data, clientMutationId: $clientMutationId, doneAt: $doneAt) {
      jobNote {
        id
      }
      job {
        ...JobDetailPage_job
      }
    }
  }
`;
