import { graphql, useMutation } from 'react-relay/hooks';
import type { mutationsReorderMutation } from './__generated__/mutationsReorderMutation.graphql';
import type { mutationsCreateItemMutation } from './__generated__/mutationsCreateItemMutation.graphql';
import type { mutationsUpdateNoteMutation } from './__generated__/mutationsUpdateNoteMutation.graphql';
import type { mutationsDeleteItemMutation } from './__generated__/mutationsDeleteItemMutation.graphql';
import type { mutationsMoveItemMutation } from './__generated__/mutationsMoveItemMutation.graphql';
import type { mutationsCopyItemMutation } from './__generated__/mutationsCopyItemMutation.graphql';
import type { mutationsUpdateRouteMutation } from './__generated__/mutationsUpdateRouteMutation.graphql';
import type { mutationsCreateCustomerMutation } from './__generated__/mutationsCreateCustomerMutation.graphql';

/*
 * The route detail's writes. Each answers with the records it changed and the route whose items
 * changed, spread through the same fragments the page reads, so Relay updates without a refetch.
 */

/** updateRouteItemsOrder: the items renumbered 10, 20, 30 ... (the list shows it meanwhile). */
export const useReorderRouteItems = () =>
  useMutation<mutationsReorderMutation>(graphql`
    mutation mutationsReorderMutation($items: [RouteItemOrderInput!]!) {
      updateRouteItemsOrder(items: $items) {
        route {
          id
          items {
            id
            order
          }
        }
      }
    }
  `);

export const useCreateRouteItem = () =>
  useMutation<mutationsCreateItemMutation>(graphql`
    mutation mutationsCreateItemMutation(
      $data: RouteItemInput!
      $job: RouteItemJobInput
      $note: RouteItemNoteInput
    ) {
      createRouteItem(data: $data, job: $job, note: $note) {
        route {
          ...RouteItems_route
        }
      }
    }
  `);

export const useUpdateRouteNote = () =>
  useMutation<mutationsUpdateNoteMutation>(graphql`
    mutation mutationsUpdateNoteMutation($id: ID!, $data: RouteNoteUpdateInput!) {
      updateRouteNote(id: $id, data: $data) {
        id
        note
      }
    }
  `);

export const useDeleteRouteItem = () =>
  useMutation<mutationsDeleteItemMutation>(graphql`
    mutation mutationsDeleteItemMutation($id: ID!) {
      deleteRouteItem(id: $id) {
        deletedId
        route {
          ...RouteItems_route
        }
      }
    }
  `);

export const useMoveRouteItem = () =>
  useMutation<mutationsMoveItemMutation>(graphql`
    mutation mutationsMoveItemMutation($routeItemId: ID!, $newRouteId: ID!) {
      moveRouteItem(routeItemId: $routeItemId, newRouteId: $newRouteId) {
        fromRoute {
          ...RouteItems_route
        }
        toRoute {
          ...RouteItems_route
        }
      }
    }
  `);

export const useCopyRouteItem = () =>
  useMutation<mutationsCopyItemMutation>(graphql`
    mutation mutationsCopyItemMutation($routeItemId: ID!, $newRouteId: ID) {
      copyRouteItem(routeItemId: $routeItemId, newRouteId: $newRouteId) {
        route {
          ...RouteItems_route
        }
      }
    }
  `);

export const useUpdateRoute = () =>
  useMutation<mutationsUpdateRouteMutation>(graphql`
    mutation mutationsUpdateRouteMutation($id: ID!, $data: RouteUpdateInput!) {
      updateRoute(id: $id, data: $data) {
        route {
          id
          name
          ...EditRoute_route
        }
        company {
          ...EditRoute_company
          ...ItemDialogs_company
        }
      }
    }
  `);

export const useCreateCustomer = () =>
  useMutation<mutationsCreateCustomerMutation>(graphql`
    mutation mutationsCreateCustomerMutation($data: CustomerInput!) {
      createCustomer(data: $data) {
        customer {
          id
          displayName
        }
      }
    }
  `);
