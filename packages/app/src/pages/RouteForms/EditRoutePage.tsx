import { Navigate, useLoaderData, useNavigate } from 'react-router-dom';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay/hooks';
import type { EditRoutePageQuery } from './__generated__/EditRoutePageQuery.graphql';
import { EditRouteDialog } from '../RouteDetail/EditRoute';
import { FormPageMissing } from './FormPageMissing';

export const editRoutePageQuery = graphql`
  query EditRoutePageQuery($id: ID!, $companyId: ID!) {
    route(id: $id) {
      id
      status
      ...EditRoute_route
    }
    company(id: $companyId) {
      ...EditRoute_company
    }
  }
`;

/**
 * edit?route={id}: Edit Route as a page (a deep link); closing returns to the route. An archived
 * route is not edited here: it opens read-only.
 */
export function Component() {
  const { queryRef } = useLoaderData() as { queryRef: PreloadedQuery<EditRoutePageQuery> };
  const { route, company } = usePreloadedQuery<EditRoutePageQuery>(editRoutePageQuery, queryRef);
  const navigate = useNavigate();
  if (!route || !company) return <FormPageMissing what="route" />;
  // An archived route is read-only: its page says so and leads to the Archive to restore it.
  if (route.status === 'archive') return <Navigate to={`/route/${route.id}`} replace />;
  return (
    <EditRouteDialog
      route={route}
      company={company}
      open
      onClose={() => void navigate(`/route/${route.id}`, { replace: true })}
    />
  );
}
