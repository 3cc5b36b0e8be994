import { fetchQuery, graphql, type Environment } from 'react-relay/hooks';
import type { TechnicianOption } from '@routebook/ui';
import type { technicianOptionsQuery } from './__generated__/technicianOptionsQuery.graphql';
import { memberName } from '../Reports/memberName';

const query = graphql`
  query technicianOptionsQuery($companyId: ID!, $current: ID!, $withCurrent: Boolean!) {
    companyActiveUsers(companyId: $companyId) {
      id
      ...memberName_companyUser
    }
    companyUser(id: $current) @include(if: $withCurrent) {
      id
      ...memberName_companyUser
    }
  }
`;

/**
 * Issue 17: the members the route forms' Technician select offers: the company's active ones, and
 * the route's technician (`current`) whatever their status, so an Edit Route save keeps them.
 */
export async function fetchTechnicianOptions(
  environment: Environment,
  companyId: string,
  current: string | null,
): Promise<TechnicianOption[]> {
  const data = await fetchQuery<technicianOptionsQuery>(environment, query, {
    companyId,
    current: current ?? '',
    withCurrent: current !== null,
  }).toPromise();
  const options = (data?.companyActiveUsers ?? []).map((member) => ({
    value: member.id,
    label: memberName(member),
  }));
  const technician = data?.companyUser;
  if (technician && !options.some((option) => option.value === technician.id)) {
    options.push({ value: technician.id, label: memberName(technician) });
  }
  return options;
}
