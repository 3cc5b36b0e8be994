import { graphql, useFragment } from 'react-relay/hooks';
import { SelectField } from '@routebook/ui';
import type { TechnicianSelect_members$key } from './__generated__/TechnicianSelect_members.graphql';

/** Admins' Technician select on Today: whose day the page shows (the company's active members). */
export function TechnicianSelect({
  members,
  value,
  ownId,
  onChange,
}: {
  members: TechnicianSelect_members$key;
  /** The member shown. */
  value: string;
  /** The admin's own membership, marked "(you)". */
  ownId: string;
  onChange(companyUserId: string): void;
}) {
  const data = useFragment(
    graphql`
      fragment TechnicianSelect_members on CompanyUser @relay(plural: true) {
        id
        firstName
        lastName
        email
      }
    `,
    members,
  );
  const options = data.map(({ id, firstName, lastName, email }) => {
    // First and last name, else the email, as the reports name members.
    const name = [firstName, lastName].filter(Boolean).join(' ') || email;
    return { value: id, label: id === ownId ? `${name} (you)` : name };
  });
  return (
    <SelectField
      label="Technician"
      name="technician"
      options={options}
      value={value}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
