import { graphql, useMutation } from 'react-relay/hooks';
import type { RecordProxy, RecordSourceSelectorProxy } from 'relay-runtime';
import { adding, keeping, recordOf, removing, rewriteSortedList } from '../../relay/sortedList';
import { withUpdater } from '../../relay/withUpdater';
import type { mutationsCreateServiceItemMutation } from './__generated__/mutationsCreateServiceItemMutation.graphql';
import type { mutationsUpdateServiceItemMutation } from './__generated__/mutationsUpdateServiceItemMutation.graphql';
import type { mutationsDeleteServiceItemMutation } from './__generated__/mutationsDeleteServiceItemMutation.graphql';

/*
 * The Service Items page's writes. Each answers with the item it changed; the list is a root field
 * (getServiceItems) that no payload carries, so an updater puts the item in, re-sorts it after a
 * rename, or takes it out, in the server's order (by name).
 */

const itemList =
  (companyId: string, change: (items: RecordProxy[]) => RecordProxy[]) =>
  (store: RecordSourceSelectorProxy) =>
    rewriteSortedList(store.getRoot(), 'getServiceItems', { companyId }, 'name', change);

/** createServiceItem: the server sets the abbreviation equal to the name. */
export const useCreateServiceItem = (companyId: string) =>
  withUpdater(
    useMutation<mutationsCreateServiceItemMutation>(graphql`
      mutation mutationsCreateServiceItemMutation($data: ServiceItemInput!) {
        createServiceItem(data: $data) {
          serviceItem {
            id
            name
          }
        }
      }
    `),
    (store, data) => {
      const id = data?.createServiceItem.serviceItem.id;
      itemList(companyId, adding(id ? recordOf(store, 'ServiceItem', id) : null))(store);
    },
  );

/** updateServiceItem: `msg` is shown as a 4 s toast; a rename may move the item. */
export const useUpdateServiceItem = (companyId: string) =>
  withUpdater(
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
    `),
    itemList(companyId, keeping),
  );

export const useDeleteServiceItem = (companyId: string) =>
  withUpdater(
    useMutation<mutationsDeleteServiceItemMutation>(graphql`
      mutation mutationsDeleteServiceItemMutation($id: ID!) {
        deleteServiceItem(id: $id) {
          deletedId
        }
      }
    `),
    (store, data) => itemList(companyId, removing(data?.deleteServiceItem.deletedId))(store),
  );
