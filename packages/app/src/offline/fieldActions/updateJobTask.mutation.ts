import { graphql } from 'react-relay/hooks';

export default graphql`
  mutation updateJobTaskMutation($id: ID!, $data: JobTaskInput!, $clientMutationId: ID) {
    updateJobTask(id: $id, data: $data, clientMutationId: $clientMutationId) {
      job {
        ...JobDetailPage_job
      }
    }
  }
`;
