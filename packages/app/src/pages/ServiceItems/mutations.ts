import { graphql, useMutation } from 'react-relay';
import type { mutationsCreateServiceItemMutation } from './__generated__/mutationsCreateServiceItemMutation.graphql';
import type { mutationsUpdateServiceItemMutation } from './__generated__/mutationsUpdateServiceItemMutation.graphql';
import type { mutationsDeleteServiceItemMutation } from './__generated__/mutationsDeleteServiceItemMutation.graphql';

/*
 * The Service Items page's writes. Each answers with the item it changed; the list itself is a
 * root field (getServiceItems) that no payload carries, so the page refetches it afterwards.
 */

/** createServiceItem: the server sets the abbreviation equal to the name (spec §3). */
export const useCreateServiceItem = () =>
  useMutation<mutationsCreateServiceItemMutation>(graphql`
    mutation mutationsCreateServiceItemMutation($data: ServiceItemInput!) {
      createServiceItem(data: $data) {
        serviceItem {
          id
          name
        }
      }
    }
  `);

/** updateServiceItem: `msg` is shown as a 4 s toast (spec §8). */
export const useUpdateServiceItem = () =>
  useMutation<mutationsUpdateServiceItemMutation>(graphql`
    mutation mutationsUpdateServiceItemMutation($id: ID!, $data: ServiceItemInput!) {
      updateServiceItem(id: $id, data: $data) {
        result
        msg
        serviceItem {
          id
          name
        }
      }
    }
  `);

export const useDeleteServiceItem = () =>
  useMutation<mutationsDeleteServiceItemMutation>(graphql`
    mutation mutationsDeleteServiceItemMutation($id: ID!) {
      deleteServiceItem(id: $id) {
        deletedId
      }
    }
  `);
