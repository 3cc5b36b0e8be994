import { graphql, readInlineData } from 'react-relay/hooks';
import type { memberName_companyUser$key } from './__generated__/memberName_companyUser.graphql';

const memberNameFragment = graphql`
  fragment memberName_companyUser on CompanyUser @inline {
    firstName
    lastName
    email
  }
`;

/** A member as the reports name them: first and last name, else their email. */
export function memberName(key: memberName_companyUser$key): string {
  const member = readInlineData(memberNameFragment, key);
  return [member.firstName, member.lastName].filter(Boolean).join(' ') || member.email;
}
