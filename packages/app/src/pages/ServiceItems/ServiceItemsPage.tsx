import { useState } from 'react';
import { useLoaderData } from 'react-router-dom';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay/hooks';
import { messages, TIMING } from '@routebook/schema';
import {
  Button,
  DataTable,
  ServiceItemModal,
  TextField,
  matchesTableSearch,
  useToast,
  type ServiceItemValues,
} from '@routebook/ui';
import type { ServiceItemsPageQuery } from './__generated__/ServiceItemsPageQuery.graphql';
import { commitAsPromise } from '../../relay/commitAsPromise';
import { useConfirmedDelete } from '../../hooks/useConfirmedDelete';
import { useCreateServiceItem, useDeleteServiceItem, useUpdateServiceItem } from './mutations';
import { ServiceItemList, serviceItemColumns, type ServiceItemListItem } from './ServiceItemList';
import styles from './ServiceItemsPage.module.css';

export const CONFIRM_DELETE_SERVICE_ITEM = 'Delete this service item?';

export const serviceItemsPageQuery = graphql`
  query ServiceItemsPageQuery($companyId: ID!) {
    getServiceItems(companyId: $companyId) {
      id
      name
    }
  }
`;

/** Which form is open: Add, or Edit of one item. Kept while closing so the title does not flip. */
type Form = { open: boolean; editing: ServiceItemListItem | null };

/** serviceItems: the company's service items, added, renamed and deleted by an admin (plan 40+). */
export function Component() {
  const { queryRef } = useLoaderData() as { queryRef: PreloadedQuery<ServiceItemsPageQuery> };
  const { getServiceItems } = usePreloadedQuery<ServiceItemsPageQuery>(
    serviceItemsPageQuery,
    queryRef,
  );
  const { companyId } = queryRef.variables;
  const { show } = useToast();
  const [create, creating] = useCreateServiceItem(companyId);
  const [update, updating] = useUpdateServiceItem(companyId);
  const [remove] = useDeleteServiceItem(companyId);
  const [form, setForm] = useState<Form>({ open: false, editing: null });
  const [search, setSearch] = useState('');
  const deletion = useConfirmedDelete({
    message: CONFIRM_DELETE_SERVICE_ITEM,
    remove: (id) => commitAsPromise(remove, { variables: { id } }),
    deleted: 'Service item deleted.',
  });

  const write = async ({ name }: ServiceItemValues): Promise<string> => {
    const data = { name, company: companyId };
    if (!form.editing) {
      await commitAsPromise(create, { variables: { data } });
      return 'Service item added.';
    }
    const answer = await commitAsPromise(update, { variables: { id: form.editing.id, data } });
    return answer.updateServiceItem.msg;
  };

  // A refusal rejects, so the modal stays open with what was typed.
  const save = async (values: ServiceItemValues) => {
    let done: string;
    try {
      done = await write(values);
    } catch (failure) {
      show((failure as Error).message, { tone: 'error' });
      throw failure;
    }
    setForm((current) => ({ ...current, open: false }));
    show(done, { tone: 'success', durationMs: TIMING.toastLong });
  };

  const actions = {
    onEdit: (item: ServiceItemListItem) => setForm({ open: true, editing: item }),
    onDelete: (item: ServiceItemListItem) => deletion.ask(item.id),
  };
  const shown = getServiceItems.filter((item) => matchesTableSearch([item.name], search));

  return (
    <div className={styles.page}>
      <div className={styles.header}>
        <h1 className={styles.title}>Service Items</h1>
        <Button onClick={() => setForm({ open: true, editing: null })}>Add service item</Button>
      </div>
      {getServiceItems.length === 0 ? (
        <p className={styles.empty}>{messages.noServiceItems}</p>
      ) : (
        <DataTable
          label="Service items"
          columns={serviceItemColumns(actions)}
          rows={shown}
          defaultSort={{ key: 'name', direction: 'ascending' }}
          search={
            <TextField
              label="Search service items"
              type="search"
              name="search"
              value={search}
              autoComplete="off"
              onChange={(event) => setSearch(event.target.value)}
            />
          }
          phone={<ServiceItemList items={shown} label="Service items" {...actions} />}
        />
      )}
      <ServiceItemModal
        open={form.open}
        onOpenChange={(open) => setForm((current) => ({ ...current, open }))}
        mode={form.editing ? 'edit' : 'add'}
        draftKey={form.editing ? `serviceItem:edit:${form.editing.id}` : 'serviceItem:add'}
        name={form.editing?.name ?? ''}
        saving={creating || updating}
        onSave={save}
      />
      {deletion.dialog}
    </div>
  );
}
