import { graphql } from 'react-relay/hooks';

/** A photo's or signature's file, stored before the action that links it to the job. */
export default graphql`
  mutation uploadImageMutation($file: Upload!, $clientMutationId: ID) {
    uploadImage(file: $file, clientMutationId: $clientMutationId) {
      url
    }
  }
`;
