import { graphql } from 'react-relay/hooks';

export default graphql`
  mutation saveJobSignatureMutation($jobId: ID!, $data: JobSignatureInput!, $clientMutationId: ID) {
    saveJobSignature(jobId: $jobId, data: $data, clientMutationId: $clientMutationId) {
      job {
        ...JobDetailPage_job
      }
    }
  }
`;
