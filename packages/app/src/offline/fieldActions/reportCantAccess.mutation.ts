import { graphql } from 'react-relay/hooks';

export default graphql`
  mutation reportCantAccessMutation($jobId: ID!, $data: CantAccessInput!, $clientMutationId: ID) {
    reportCantAccess(jobId: $jobId, data: $data, clientMutationId: $clientMutationId) {
      job {
        ...JobDetailPage_job
      }
    }
  }
`;
