import { graphql } from 'react-relay/hooks';

export default graphql`
  mutation addJobPhotoMutation($data: JobPhotoInput!, $clientMutationId: ID) {
    createJobPhoto(data: $data, clientMutationId: $clientMutationId) {
      job {
        ...JobDetailPage_job
      }
    }
  }
`;
