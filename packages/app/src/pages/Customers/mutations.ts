import { graphql, useMutation } from 'react-relay/hooks';
import type { RecordProxy, RecordSourceSelectorProxy } from 'relay-runtime';
import { adding, keeping, recordOf, removing, rewriteSortedList } from '../../relay/sortedList';
import { withUpdater } from '../../relay/withUpdater';
import type { mutationsCreateCustomerPageMutation } from './__generated__/mutationsCreateCustomerPageMutation.graphql';
import type { mutationsUpdateCustomerPageMutation } from './__generated__/mutationsUpdateCustomerPageMutation.graphql';
import type { mutationsDeleteCustomerPageMutation } from './__generated__/mutationsDeleteCustomerPageMutation.graphql';
import type { mutationsCopyCustomerPageMutation } from './__generated__/mutationsCopyCustomerPageMutation.graphql';

/*
 * The customers page's writes. A company may have thousands of customers, so the answers carry
 * the one customer changed and an updater puts it in (or takes it out of) the company's list,
 * kept in display-name order as the server sorts it.
 */

/** Rewrites `company.customers` (the unfiltered list the page reads) with `change`. */
const customerList =
  (companyId: string, change: (customers: RecordProxy[]) => RecordProxy[]) =>
  (store: RecordSourceSelectorProxy) =>
    rewriteSortedList(
      recordOf(store, 'Company', companyId),
      'customers',
      undefined,
      'displayName',
      change,
    );

/** The answer's customer, as a store record. */
const customerOf = (store: RecordSourceSelectorProxy, id: string | undefined) =>
  id ? recordOf(store, 'Customer', id) : null;

export const useCreateCustomer = (companyId: string) =>
  withUpdater(
    useMutation<mutationsCreateCustomerPageMutation>(graphql`
      mutation mutationsCreateCustomerPageMutation($data: CustomerInput!) {
        createCompanyCustomer(data: $data) {
          customer {
            id
            ...CustomersPage_customer
          }
        }
      }
    `),
    (store, data) =>
      customerList(
        companyId,
        adding(customerOf(store, data?.createCompanyCustomer.customer.id)),
      )(store),
  );

export const useCopyCustomer = (companyId: string) =>
  withUpdater(
    useMutation<mutationsCopyCustomerPageMutation>(graphql`
      mutation mutationsCopyCustomerPageMutation($id: ID!) {
        copyCompanyCustomer(id: $id) {
          customer {
            id
            ...CustomersPage_customer
          }
        }
      }
    `),
    (store, data) =>
      customerList(
        companyId,
        adding(customerOf(store, data?.copyCompanyCustomer.customer.id)),
      )(store),
  );

/** Edits a customer, or sets its status; the list is re-sorted (its display name may change). */
export const useUpdateCustomer = (companyId: string) =>
  withUpdater(
    useMutation<mutationsUpdateCustomerPageMutation>(graphql`
      mutation mutationsUpdateCustomerPageMutation($id: ID!, $data: CustomerInput!) {
        updateCompanyCustomer(id: $id, data: $data) {
          customer {
            id
            ...CustomersPage_customer
          }
        }
      }
    `),
    customerList(companyId, keeping),
  );

export const useDeleteCustomer = (companyId: string) =>
  withUpdater(
    useMutation<mutationsDeleteCustomerPageMutation>(graphql`
      mutation mutationsDeleteCustomerPageMutation($id: ID!) {
        deleteCompanyCustomer(id: $id) {
          deletedId
        }
      }
    `),
    (store, data) =>
      customerList(companyId, removing(data?.deleteCompanyCustomer.deletedId))(store),
  );
