/**
 * Service items: the items ticked on the job. The server keeps one link per item, so a row ticked
 * in a save queued after another is sent as new; its real link id comes from the payload.
 */
import type { syncServiceItemsMutation$variables } from './__generated__/syncServiceItemsMutation.graphql';
import {
  isPendingId,
  pendingId,
  renamed,
  sendVariables,
  type ChangeOf,
  type FieldAction,
  type Vars,
} from './fieldAction';
import { jobOf, recordId, setFields } from './storeUpdates';

export type SyncServiceItemsChange = ChangeOf<
  'syncServiceItems',
  {
    variables: Vars<syncServiceItemsMutation$variables>;
    /** The items' names, to show a new link before the store has read the item. */
    names: Record<string, string>;
  }
>;

export const syncServiceItems: FieldAction<SyncServiceItemsChange> = {
  label: 'Service items',
  requests: sendVariables(),
  applyOptimistically(store, change, key) {
    const job = jobOf(store, change);
    const links = job?.getLinkedRecords('jobServiceItems');
    if (!job || !links) return;
    const named = new Map(change.variables.items.map((item) => [item.serviceItemId, item]));
    const kept = links.filter((link) => {
      const serviceItem = link?.getLinkedRecord('serviceItem')?.getValue('id') as string;
      return named.get(serviceItem)?.isChecked !== false;
    });
    const linked = new Set(
      kept.map((link) => link?.getLinkedRecord('serviceItem')?.getValue('id') as string),
    );
    const added = change.variables.items
      .filter((item) => item.isChecked && !linked.has(item.serviceItemId))
      .map((item) => {
        const id = pendingId(key, item.serviceItemId);
        const link = store.create(recordId('JobServiceItem', id), 'JobServiceItem');
        setFields(link, { id, isComplete: false, note: null });
        const serviceItemId = recordId('ServiceItem', item.serviceItemId);
        let serviceItem = store.get(serviceItemId);
        if (!serviceItem) {
          // After a reload the store may not have read the item yet: it is made from the change.
          serviceItem = store.create(serviceItemId, 'ServiceItem');
          setFields(serviceItem, {
            id: item.serviceItemId,
            name: change.names[item.serviceItemId] ?? '',
          });
        }
        link.setLinkedRecord(serviceItem, 'serviceItem');
        return link;
      });
    job.setLinkedRecords([...kept, ...added], 'jobServiceItems');
  },
  touchedIds: (change, key) =>
    change.variables.items
      .filter((item) => item.isChecked)
      .map((item) => item.jobServiceItemId ?? pendingId(key, item.serviceItemId)),
  createdIds(_, key, response) {
    const answer = response as {
      updateJobServiceItemByPayload?: {
        jobServiceItems?: { id: string; serviceItem: { id: string } }[];
      };
    };
    const links = answer.updateJobServiceItemByPayload?.jobServiceItems ?? [];
    return links.map((link) => [pendingId(key, link.serviceItem.id), link.id]);
  },
  withRealIds(change, ids) {
    const variables = renamed(change.variables, ids);
    // A link made by an earlier queued save and not yet named: the server keeps one link per
    // item, so a still-ticked row is sent as new and an unticked one cannot be named: drop it.
    const items = variables.items.flatMap((item) =>
      isPendingId(item.jobServiceItemId)
        ? item.isChecked
          ? [{ ...item, jobServiceItemId: null }]
          : []
        : [item],
    );
    return { ...change, variables: { ...variables, items } };
  },
};
