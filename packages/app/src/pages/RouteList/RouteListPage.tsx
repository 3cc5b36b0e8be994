import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay/hooks';
import { useLoaderData } from 'react-router-dom';
import { useSession } from '../../services/services';
import type { RouteListPageQuery } from './__generated__/RouteListPageQuery.graphql';
import { CompanyRoutes } from './CompanyRoutes';

export const routeListPageQuery = graphql`
  query RouteListPageQuery($companyId: ID!) {
    company(id: $companyId) {
      ...CompanyRoutes_company
    }
  }
`;

/** route/list: the company's routes. */
export function Component() {
  const { queryRef } = useLoaderData() as { queryRef: PreloadedQuery<RouteListPageQuery> };
  const { company } = usePreloadedQuery<RouteListPageQuery>(routeListPageQuery, queryRef);
  const session = useSession();
  if (!company) return <p>Your company could not be found. Please log in again.</p>;
  return (
    <>
      <h1>Routes</h1>
      <CompanyRoutes company={company} isAdmin={session?.user.currentUser?.role === 'admin'} />
    </>
  );
}
