import { graphql } from 'react-relay/hooks';

export default graphql`
  mutation createJobTaskMutation($id: ID!, $data: JobTaskInput!, $clientMutationId: ID) {
    createJobTask(id: $id, data: $data, clientMutationId: $clientMutationId) {
      jobTask {
        id
      }
      job {
        ...JobDetailPage_job
      }
    }
  }
`;
