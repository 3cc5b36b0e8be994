import { graphql, useMutation } from 'react-relay/hooks';
import type { useCreateRouteMutation } from './__generated__/useCreateRouteMutation.graphql';

/**
 * createRoute, answering with the company's route list so the new route shows without a refetch.
 */
export function useCreateRoute() {
  return useMutation<useCreateRouteMutation>(graphql`
    mutation useCreateRouteMutation($data: RouteInput!) {
      createRoute(data: $data) {
        route {
          id
        }
        company {
          ...CompanyRoutes_company
        }
      }
    }
  `);
}
