import { fetchQuery, graphql, type Environment } from 'react-relay/hooks';
import type { TechnicianOption } from '@routebook/ui';
import type { technicianOptionsQuery } from './__generated__/technicianOptionsQuery.graphql';

const query = graphql`
  query technicianOptionsQuery($companyId: ID!, $routeId: ID!, $withRoute: Boolean!) {
    companyActiveUsers(companyId: $companyId) {
      id
      firstName
      lastName
      email
    }
    route(id: $routeId) @include(if: $withRoute) {
      id
      technician {
        id
        firstName
        lastName
        email
      }
    }
  }
`;

/** What the route forms' Technician select offers, and the route's technician now. */
export interface TechnicianChoice {
  options: TechnicianOption[];
  /** The route's technician (Edit Route); null for none, and for a new route. */
  current: string | null;
}

/** A member as the select names them: first and last name, else the email (as reports do). */
const nameOf = (member: { firstName?: string | null; lastName?: string | null; email: string }) =>
  [member.firstName, member.lastName].filter(Boolean).join(' ') || member.email;

/**
 * The company's active members for the route forms' Technician select, and the route's
 * technician as the server has it now (offered even when no longer active, so a save keeps them).
 */
export async function fetchTechnicianChoice(
  environment: Environment,
  companyId: string,
  routeId: string | null,
): Promise<TechnicianChoice> {
  const data = await fetchQuery<technicianOptionsQuery>(environment, query, {
    companyId,
    routeId: routeId ?? '',
    withRoute: routeId !== null,
  }).toPromise();
  const options = (data?.companyActiveUsers ?? []).map((member) => ({
    value: member.id,
    label: nameOf(member),
  }));
  const technician = data?.route?.technician ?? null;
  if (technician && !options.some((option) => option.value === technician.id)) {
    options.push({ value: technician.id, label: nameOf(technician) });
  }
  return { options, current: technician?.id ?? null };
}
