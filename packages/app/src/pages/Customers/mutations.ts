import { graphql, useMutation } from 'react-relay/hooks';
import { ConnectionHandler, type RecordProxy, type RecordSourceSelectorProxy } from 'relay-runtime';
import { matchesCustomerName } from '@routebook/schema';
import { recordOf } from '../../relay/sortedList';
import {
  placeInConnection,
  removeFromConnection,
  type SortedConnection,
} from '../../relay/sortedConnection';
import { withUpdater } from '../../relay/withUpdater';
import type { mutationsCreateCustomerPageMutation } from './__generated__/mutationsCreateCustomerPageMutation.graphql';
import type { mutationsUpdateCustomerPageMutation } from './__generated__/mutationsUpdateCustomerPageMutation.graphql';
import type { mutationsDeleteCustomerPageMutation } from './__generated__/mutationsDeleteCustomerPageMutation.graphql';
import type { mutationsCopyCustomerPageMutation } from './__generated__/mutationsCopyCustomerPageMutation.graphql';
import type { mutationsGeocodeCustomerPageMutation } from './__generated__/mutationsGeocodeCustomerPageMutation.graphql';

/*
 * The customers page's writes. The page holds a page or a few of the company's customers (a
 * connection, by display name), so the answers carry the one customer changed and the company's
 * count, and an updater puts the customer in its place among the loaded rows (or takes it out),
 * in the connection the page shows and in the unfiltered one it goes back to.
 */

/** The page's connection key (CustomersPage_list). */
export const CUSTOMERS_CONNECTION = 'CustomersPage_customersConnection';

/** The search the page shows: its trimmed text, or null for every customer. */
export type CustomerSearch = string | null;

const text = (record: RecordProxy, field: string) => {
  const value = record.getValue(field);
  return typeof value === 'string' ? value : null;
};

/** The company's customer connections the page may show: with its search, and without. */
function connections(
  store: RecordSourceSelectorProxy,
  companyId: string,
  search: CustomerSearch,
): SortedConnection[] {
  const company = recordOf(store, 'Company', companyId);
  if (!company) return [];
  return [...new Set([search, null])].map((filter) => ({
    connection: ConnectionHandler.getConnection(company, CUSTOMERS_CONNECTION, { search: filter }),
    sortBy: 'displayName',
    edgeType: 'CustomerEdge',
    // The server's rule, read from the record: full name or display name, any status.
    keeps: (record) =>
      filter === null ||
      matchesCustomerName(
        {
          firstName: text(record, 'firstName'),
          lastName: text(record, 'lastName'),
          displayName: text(record, 'displayName'),
        },
        filter,
      ),
  }));
}

/** The answer's customer, as a store record. */
const customerOf = (store: RecordSourceSelectorProxy, id: string | undefined) =>
  id ? recordOf(store, 'Customer', id) : null;

/**
 * In another order than display name (a sorted column) the loaded rows are left as they
 * are: a changed customer updates where it is, a new one comes with the next fetch of that order.
 */
const placing =
  (companyId: string, search: CustomerSearch, isNew: boolean, inNameOrder: boolean) =>
  (store: RecordSourceSelectorProxy, id: string | undefined) => {
    if (!inNameOrder) return;
    const customer = customerOf(store, id);
    for (const sorted of connections(store, companyId, search)) {
      placeInConnection(store, sorted, customer, isNew);
    }
  };

export const useCreateCustomer = (companyId: string, search: CustomerSearch, inNameOrder = true) =>
  withUpdater(
    useMutation<mutationsCreateCustomerPageMutation>(graphql`
      mutation mutationsCreateCustomerPageMutation($data: CustomerInput!) {
        createCompanyCustomer(data: $data) {
          customer {
            id
            ...CustomersPage_customer
          }
          company {
            id
            customerCount
            ...CustomersPage_pinCount
          }
        }
      }
    `),
    (store, data) =>
      placing(companyId, search, true, inNameOrder)(store, data?.createCompanyCustomer.customer.id),
  );

export const useCopyCustomer = (companyId: string, search: CustomerSearch, inNameOrder = true) =>
  withUpdater(
    useMutation<mutationsCopyCustomerPageMutation>(graphql`
      mutation mutationsCopyCustomerPageMutation($id: ID!) {
        copyCompanyCustomer(id: $id) {
          customer {
            id
            ...CustomersPage_customer
          }
          company {
            id
            customerCount
            ...CustomersPage_pinCount
          }
        }
      }
    `),
    (store, data) =>
      placing(companyId, search, true, inNameOrder)(store, data?.copyCompanyCustomer.customer.id),
  );

/** Edits a customer, or sets its status; it moves when its display name changed. */
export const useUpdateCustomer = (companyId: string, search: CustomerSearch, inNameOrder = true) =>
  withUpdater(
    useMutation<mutationsUpdateCustomerPageMutation>(graphql`
      mutation mutationsUpdateCustomerPageMutation($id: ID!, $data: CustomerInput!) {
        updateCompanyCustomer(id: $id, data: $data) {
          customer {
            id
            ...CustomersPage_customer
          }
          company {
            id
            ...CustomersPage_pinCount
          }
        }
      }
    `),
    (store, data) =>
      placing(
        companyId,
        search,
        false,
        inNameOrder,
      )(store, data?.updateCompanyCustomer.customer.id),
  );

export const useDeleteCustomer = (companyId: string, search: CustomerSearch) =>
  withUpdater(
    useMutation<mutationsDeleteCustomerPageMutation>(graphql`
      mutation mutationsDeleteCustomerPageMutation($id: ID!) {
        deleteCompanyCustomer(id: $id) {
          deletedId
          company {
            id
            customerCount
            ...CustomersPage_pinCount
          }
        }
      }
    `),
    (store, data) => {
      const customer = customerOf(store, data?.deleteCompanyCustomer.deletedId);
      if (!customer) return;
      for (const sorted of connections(store, companyId, search)) {
        removeFromConnection(sorted, customer);
      }
    },
  );

/**
 * Find from address: the server geocodes the customer again; a pin placed by hand comes back
 * unchanged. The customer keeps its place in the list (its name did not change).
 */
export const useGeocodeCustomer = () =>
  useMutation<mutationsGeocodeCustomerPageMutation>(graphql`
    mutation mutationsGeocodeCustomerPageMutation($id: ID!) {
      geocodeCustomer(id: $id) {
        customer {
          id
          ...CustomersPage_customer
          location {
            latitude
            longitude
            source
          }
        }
        company {
          id
          ...CustomersPage_pinCount
        }
      }
    }
  `);
