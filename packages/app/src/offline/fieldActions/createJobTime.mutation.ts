import { graphql } from 'react-relay/hooks';

export default graphql`
  mutation createJobTimeMutation($data: JobTimeInput!, $clientMutationId: ID) {
    createJobTime(data: $data, clientMutationId: $clientMutationId) {
      jobTime {
        id
      }
      job {
        ...JobDetailPage_job
      }
    }
  }
`;
