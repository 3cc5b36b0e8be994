import { graphql, useMutation } from 'react-relay';
import type { RecordProxy, RecordSourceSelectorProxy } from 'relay-runtime';
import { recordOf, rewriteSortedList } from '../../relay/sortedList';
import type { mutationsCreateServiceItemMutation } from './__generated__/mutationsCreateServiceItemMutation.graphql';
import type { mutationsUpdateServiceItemMutation } from './__generated__/mutationsUpdateServiceItemMutation.graphql';
import type { mutationsDeleteServiceItemMutation } from './__generated__/mutationsDeleteServiceItemMutation.graphql';

/*
 * The Service Items page's writes. Each answers with the item it changed; the list is a root field
 * (getServiceItems) that no payload carries, so an updater puts the item in, re-sorts it after a
 * rename, or takes it out, in the server's order (by name).
 */

const updateItemList = (
  store: RecordSourceSelectorProxy,
  companyId: string,
  change: (items: RecordProxy[]) => RecordProxy[],
) => rewriteSortedList(store.getRoot(), 'getServiceItems', { companyId }, 'name', change);

/** createServiceItem: the server sets the abbreviation equal to the name (spec §3). */
export const useCreateServiceItem = (companyId: string) => {
  const [commit, saving] = useMutation<mutationsCreateServiceItemMutation>(graphql`
    mutation mutationsCreateServiceItemMutation($data: ServiceItemInput!) {
      createServiceItem(data: $data) {
        serviceItem {
          id
          name
        }
      }
    }
  `);
  const create = (config: Parameters<typeof commit>[0]) =>
    commit({
      ...config,
      updater: (store, data) => {
        const id = data?.createServiceItem.serviceItem.id;
        const added = id ? recordOf(store, 'ServiceItem', id) : null;
        if (added) updateItemList(store, companyId, (items) => [...items, added]);
      },
    });
  return [create, saving] as const;
};

/** updateServiceItem: `msg` is shown as a 4 s toast (spec §8). */
export const useUpdateServiceItem = (companyId: string) => {
  const [commit, saving] = useMutation<mutationsUpdateServiceItemMutation>(graphql`
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
  const update = (config: Parameters<typeof commit>[0]) =>
    commit({ ...config, updater: (store) => updateItemList(store, companyId, (items) => items) });
  return [update, saving] as const;
};

export const useDeleteServiceItem = (companyId: string) => {
  const [commit, saving] = useMutation<mutationsDeleteServiceItemMutation>(graphql`
    mutation mutationsDeleteServiceItemMutation($id: ID!) {
      deleteServiceItem(id: $id) {
        deletedId
      }
    }
  `);
  const remove = (config: Parameters<typeof commit>[0]) =>
    commit({
      ...config,
      updater: (store, data) => {
        const deletedId = data?.deleteServiceItem.deletedId;
        updateItemList(store, companyId, (items) =>
          items.filter((item) => item.getValue('id') !== deletedId),
        );
      },
    });
  return [remove, saving] as const;
};
