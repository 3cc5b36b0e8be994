import { graphql } from 'react-relay/hooks';

/**
 * What a login answers, kept whole on the device as the session (userLogin, createUser,
 * companyUserLogin). Spread with `@relay(mask: false)`; every field is read by the app.
 */
/* eslint-disable relay/unused-fields */
export const sessionFields = graphql`
  fragment sessionFields_loginResult on LoginResult {
    status
    token
    user {
      id
      firstName
      lastName
      email
      companies {
        id
        status
      }
      currentUser {
        id
        role
        company {
          id
          name
          planLevel
          logo
        }
      }
    }
  }
`;
/* eslint-enable relay/unused-fields */
