import { graphql } from 'react-relay/hooks';

export default graphql`
  mutation updateJobTimeMutation($id: ID!, $data: JobTimeInput!, $clientMutationId: ID) {
    updateJobTime(id: $id, data: $data, clientMutationId: $clientMutationId) {
      job {
        ...JobDetailPage_job
      }
    }
  }
`;
