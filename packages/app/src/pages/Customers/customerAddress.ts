import { graphql } from 'react-relay/hooks';

/**
 * The customer's name and address as a job and a stop show them (`customerAddressLines`). Spread
 * with `@relay(mask: false)`; every field is read where it is spread.
 */
/* eslint-disable relay/unused-fields */
export const customerAddressFields = graphql`
  fragment customerAddress_customer on Customer {
    displayName
    address1
    address2
    city
    state
    zip
  }
`;
