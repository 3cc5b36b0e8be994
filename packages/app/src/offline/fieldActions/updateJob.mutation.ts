import { graphql } from 'react-relay/hooks';

export default graphql`
  mutation updateJobMutation($id: ID!, $data: JobInput!, $clientMutationId: ID, $doneAt: String) {
    updateJob(id: $id, data: $data, clientMutationId: $clientMutationId, doneAt: $doneAt) {
      job {
        ...JobDetailPage_job
      }
    }
  }
`;
