import { graphql, useMutation } from 'react-relay';
import type { RecordSourceSelectorProxy, RecordProxy } from 'relay-runtime';
import { recordOf, rewriteSortedList } from '../../relay/sortedList';
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
const updateCustomerList = (
  store: RecordSourceSelectorProxy,
  companyId: string,
  change: (customers: RecordProxy[]) => RecordProxy[],
) =>
  rewriteSortedList(
    recordOf(store, 'Company', companyId),
    'customers',
    undefined,
    'displayName',
    change,
  );

/** Adds the answer's customer to the list (create, copy). */
function addCustomer(store: RecordSourceSelectorProxy, companyId: string, id: string | undefined) {
  const customer = id ? recordOf(store, 'Customer', id) : null;
  if (customer) updateCustomerList(store, companyId, (list) => [...list, customer]);
}

export const useCreateCustomer = (companyId: string) => {
  const [commit, saving] = useMutation<mutationsCreateCustomerPageMutation>(graphql`
    mutation mutationsCreateCustomerPageMutation($data: CustomerInput!) {
      createCompanyCustomer(data: $data) {
        customer {
          id
          ...CustomersPage_customer
        }
      }
    }
  `);
  const create = (config: Parameters<typeof commit>[0]) =>
    commit({
      ...config,
      updater: (store, data) =>
        addCustomer(store, companyId, data?.createCompanyCustomer.customer.id),
    });
  return [create, saving] as const;
};

export const useCopyCustomer = (companyId: string) => {
  const [commit, saving] = useMutation<mutationsCopyCustomerPageMutation>(graphql`
    mutation mutationsCopyCustomerPageMutation($id: ID!) {
      copyCompanyCustomer(id: $id) {
        customer {
          id
          ...CustomersPage_customer
        }
      }
    }
  `);
  const copy = (config: Parameters<typeof commit>[0]) =>
    commit({
      ...config,
      updater: (store, data) =>
        addCustomer(store, companyId, data?.copyCompanyCustomer.customer.id),
    });
  return [copy, saving] as const;
};

/** Edits a customer, or sets its status; the list is re-sorted (its display name may change). */
export const useUpdateCustomer = (companyId: string) => {
  const [commit, saving] = useMutation<mutationsUpdateCustomerPageMutation>(graphql`
    mutation mutationsUpdateCustomerPageMutation($id: ID!, $data: CustomerInput!) {
      updateCompanyCustomer(id: $id, data: $data) {
        customer {
          id
          ...CustomersPage_customer
        }
      }
    }
  `);
  const update = (config: Parameters<typeof commit>[0]) =>
    commit({ ...config, updater: (store) => updateCustomerList(store, companyId, (l) => l) });
  return [update, saving] as const;
};

export const useDeleteCustomer = (companyId: string) => {
  const [commit, saving] = useMutation<mutationsDeleteCustomerPageMutation>(graphql`
    mutation mutationsDeleteCustomerPageMutation($id: ID!) {
      deleteCompanyCustomer(id: $id) {
        deletedId
      }
    }
  `);
  const remove = (config: Parameters<typeof commit>[0]) =>
    commit({
      ...config,
      updater: (store, data) => {
        const deletedId = data?.deleteCompanyCustomer.deletedId;
        updateCustomerList(store, companyId, (list) =>
          list.filter((customer) => customer.getValue('id') !== deletedId),
        );
      },
    });
  return [remove, saving] as const;
};
