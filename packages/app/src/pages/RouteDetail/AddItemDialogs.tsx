import { useState } from 'react';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay/hooks';
import {
  AddJobModal,
  CustomerModal,
  RouteItemModal,
  useToast,
  type AddJobStatus,
  type CustomerSearchAnswer,
} from '@routebook/ui';
import type { AddItemDialogsCustomerSearchQuery } from './__generated__/AddItemDialogsCustomerSearchQuery.graphql';
import { useCreateCustomer, useCreateRouteItem } from './mutations';

/** How many matches a picker shows: typing more narrows them. */
export const CUSTOMER_PICKER_PAGE = 20;

// Customer search (active customers, by name) asks the server for the first page of
// matches as the person types; nothing loads the company's whole list. The answers are handed to
// the pickers, which show them.
/* eslint-disable relay/unused-fields */
const customerSearchQuery = graphql`
  query AddItemDialogsCustomerSearchQuery($companyId: ID!, $search: String, $first: Int!) {
    company(id: $companyId) {
      customersConnection(first: $first, search: $search, status: active) {
        edges {
          node {
            id
            displayName
            fullName
            address1
          }
        }
        pageInfo {
          hasNextPage
        }
      }
    }
  }
`;
/* eslint-enable relay/unused-fields */

type Customer = { id: string; displayName: string };

export type AddItemDialog = 'item' | 'customer' | 'job';

/**
 * The dialogs behind Add item and Add job: Add Item, with Add Customer on the way,
 * and Add Job, a job with its status (Active or Complete) for one of the
 * company's customers. Loaded with the first press, not with the route page.
 */
export default function AddItemDialogs({
  routeId,
  companyId,
  open,
  setOpen,
}: {
  routeId: string;
  companyId: string;
  open: AddItemDialog;
  setOpen: (dialog: AddItemDialog | null) => void;
}) {
  const environment = useRelayEnvironment();
  const { show } = useToast();
  const [customer, setCustomer] = useState<Customer | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [commitItem, savingItem] = useCreateRouteItem();
  const [commitCustomer, savingCustomer] = useCreateCustomer();

  const close = () => {
    setOpen(null);
    setCustomer(null);
    setError(null);
  };

  const searchCustomers = async (search: string): Promise<CustomerSearchAnswer> => {
    const result = await fetchQuery<AddItemDialogsCustomerSearchQuery>(
      environment,
      customerSearchQuery,
      { companyId, search, first: CUSTOMER_PICKER_PAGE },
      { fetchPolicy: 'network-only' },
    ).toPromise();
    const connection = result?.company?.customersConnection;
    return {
      customers: connection?.edges.map((edge) => edge.node) ?? [],
      hasMore: connection?.pageInfo.hasNextPage ?? false,
    };
  };

  const addJob = (customerId: string, status: AddJobStatus = 'active') =>
    new Promise<void>((resolve, reject) =>
      commitItem({
        variables: {
          data: { route: routeId, type: 'job' },
          job: { customer: customerId, company: companyId, route: routeId, status },
        },
        onCompleted: () => {
          close();
          show('Job added.', { tone: 'success' });
          resolve();
        },
        onError: (failure) => {
          setError(failure.message);
          reject(failure);
        },
      }),
    );

  const addNote = (note: string) =>
    new Promise<void>((resolve, reject) =>
      commitItem({
        variables: { data: { route: routeId, type: 'note' }, note: { route: routeId, note } },
        onCompleted: () => {
          close();
          show('Note added.', { tone: 'success' });
          resolve();
        },
        onError: (failure) => {
          setError(failure.message);
          reject(failure);
        },
      }),
    );

  return (
    <>
      {open === 'job' && (
        <AddJobModal
          open
          onOpenChange={(next) => !next && close()}
          draftKey={`job:add:${routeId}`}
          searchCustomers={searchCustomers}
          saving={savingItem}
          error={error}
          onSave={({ customerId, status }) => addJob(customerId, status)}
        />
      )}
      {open === 'item' && (
        <RouteItemModal
          open
          onOpenChange={(next) => !next && close()}
          mode="add"
          draftKey={`routeItem:add:${routeId}`}
          initial={customer ? { type: 'job', customer } : undefined}
          searchCustomers={searchCustomers}
          onAddNewCustomer={() => setOpen('customer')}
          onSave={(values) =>
            values.type === 'job' ? addJob(values.customerId) : addNote(values.note)
          }
          saving={savingItem}
          error={error}
        />
      )}
      {open === 'customer' && (
        <CustomerModal
          open
          onOpenChange={(next) => !next && setOpen('item')}
          mode="addToRoute"
          draftKey={`customer:addToRoute:${routeId}`}
          saving={savingCustomer || savingItem}
          error={error}
          onSave={(values, tag) =>
            new Promise<void>((resolve, reject) =>
              commitCustomer({
                variables: { data: { ...values, company: companyId } },
                onCompleted: ({ createCustomer }) => {
                  setError(null);
                  if (tag === 'toRoute') {
                    void addJob(createCustomer.customer.id).then(resolve, reject);
                  } else {
                    setCustomer(createCustomer.customer);
                    setOpen('item');
                    resolve();
                  }
                },
                onError: (failure) => {
                  setError(failure.message);
                  reject(failure);
                },
              }),
            )
          }
        />
      )}
    </>
  );
}
