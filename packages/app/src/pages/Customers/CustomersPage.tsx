import { useDeferredValue, useMemo, useState } from 'react';
import { Link, useLoaderData, useSearchParams } from 'react-router-dom';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay/hooks';
import { hasFeature, matchesCustomerName, messages } from '@routebook/schema';
import {
  AlertDialog,
  Button,
  CustomerList,
  CustomerModal,
  TextField,
  useToast,
  type CustomerAction,
  type CustomerListCustomer,
  type CustomerValues,
} from '@routebook/ui';
import type { CustomersPageQuery } from './__generated__/CustomersPageQuery.graphql';
import { commitAsPromise } from '../../relay/commitAsPromise';
import { useConfirmedDelete } from '../../hooks/useConfirmedDelete';
import { useSession } from '../../services/services';
import {
  useCopyCustomer,
  useCreateCustomer,
  useDeleteCustomer,
  useUpdateCustomer,
} from './mutations';
import styles from './CustomersPage.module.css';

export const CONFIRM_DELETE_CUSTOMER = 'Delete this customer?';

/** The fields the page, its list and Edit Customer read; the mutations' answers carry them too. */
export const customersPageCustomerFragment = graphql`
  fragment CustomersPage_customer on Customer {
    id
    displayName
    firstName
    lastName
    fullName
    mobile
    address1
    address2
    city
    state
    zip
    email
    note
    status
    jobCount
    hasJobs
  }
`;

export const customersPageQuery = graphql`
  query CustomersPageQuery($companyId: ID!) {
    company(id: $companyId) {
      id
      customers {
        ...CustomersPage_customer @relay(mask: false)
      }
    }
  }
`;

type Customer = NonNullable<CustomersPageQuery['response']['company']>['customers'][number];

/** The fields Edit Customer starts from (nulls as blanks). */
const editable = (customer: Customer) => ({
  firstName: customer.firstName,
  lastName: customer.lastName,
  displayName: customer.displayName,
  mobile: customer.mobile,
  address1: customer.address1,
  address2: customer.address2,
  city: customer.city,
  state: customer.state,
  zip: customer.zip,
  email: customer.email,
  note: customer.note,
});

const listed = (customer: Customer): CustomerListCustomer => ({
  id: customer.id,
  displayName: customer.displayName,
  fullName: customer.fullName,
  address1: customer.address1,
  city: customer.city,
  state: customer.state,
  mobile: customer.mobile,
  status: customer.status === 'inactive' ? 'inactive' : 'active',
  jobCount: customer.jobCount,
});

/**
 * customers (admin): the company's customers with search (full or display name, as customer
 * search matches them, inactive customers included), status and job count; Add Customer (modal
 * 4), Edit Customer (modal 5, also opened by customers/edit?customer=ID), Copy, Make
 * inactive/active, and Delete (refused while the customer has jobs).
 */
export function Component() {
  const { queryRef } = useLoaderData() as { queryRef: PreloadedQuery<CustomersPageQuery> };
  const { company } = usePreloadedQuery<CustomersPageQuery>(customersPageQuery, queryRef);
  const companyId = company?.id ?? '';
  const [params, setParams] = useSearchParams();
  const { show } = useToast();
  const session = useSession();
  // Customer import is behind the plan guard (spec §2), as uploadCustomerCSV is on the server.
  const canImport = hasFeature(session?.user.currentUser?.company.planLevel, 'customerImport');
  const [search, setSearch] = useState('');
  const query = useDeferredValue(search);
  const [adding, setAdding] = useState(false);
  const [blocked, setBlocked] = useState(false);
  const [create, creating] = useCreateCustomer(companyId);
  const [update, updating] = useUpdateCustomer(companyId);
  const [copy] = useCopyCustomer(companyId);
  const [remove] = useDeleteCustomer(companyId);
  const deletion = useConfirmedDelete({
    message: CONFIRM_DELETE_CUSTOMER,
    remove: (id) => commitAsPromise(remove, { variables: { id } }),
    deleted: 'Customer deleted.',
  });

  const customers = useMemo(() => company?.customers ?? [], [company]);
  const shown = useMemo(
    () => (query.trim() ? customers.filter((c) => matchesCustomerName(c, query)) : customers),
    [customers, query],
  );
  const rows = useMemo(() => shown.map(listed), [shown]);
  const editing = customers.find((c) => c.id === params.get('edit'));

  if (!company) return <p>Your company could not be found. Please log in again.</p>;

  const closeEdit = () => setParams(new URLSearchParams(), { replace: true });
  const report = (work: Promise<unknown>, done: string) =>
    work.then(
      () => show(done, { tone: 'success' }),
      (failure: Error) => show(failure.message, { tone: 'error' }),
    );

  const onAction = (action: CustomerAction, row: CustomerListCustomer) => {
    const customer = customers.find((c) => c.id === row.id);
    if (!customer) return;
    if (action === 'edit') setParams({ edit: customer.id });
    if (action === 'copy')
      void report(commitAsPromise(copy, { variables: { id: customer.id } }), 'Customer copied.');
    if (action === 'toggleStatus') {
      const status = customer.status === 'active' ? 'inactive' : 'active';
      void report(
        commitAsPromise(update, { variables: { id: customer.id, data: { status } } }),
        status === 'active' ? 'Customer made active.' : 'Customer made inactive.',
      );
    }
    if (action === 'delete') {
      if (customer.hasJobs) setBlocked(true);
      else deletion.ask(customer.id);
    }
  };

  const save = async (values: CustomerValues, id?: string) => {
    const data = { ...values, company: companyId };
    if (id) await commitAsPromise(update, { variables: { id, data } });
    else await commitAsPromise(create, { variables: { data } });
  };

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>Customers</h1>
        <div className={styles.actions}>
          {canImport && (
            <Link className={styles.importLink} to="/admin/customer-import">
              Import customers
            </Link>
          )}
          <Button onClick={() => setAdding(true)}>Add customer</Button>
        </div>
      </header>
      <TextField
        label="Search customers"
        type="search"
        name="search"
        value={search}
        hint="By first and last name."
        autoComplete="off"
        onChange={(event) => setSearch(event.target.value)}
      />
      <p className={styles.count} role="status">
        {query.trim()
          ? `${shown.length} of ${customers.length} customers match.`
          : `${customers.length} customers.`}
      </p>
      {customers.length === 0 ? (
        <p>No customers yet. Add one{canImport ? ', or import a CSV file' : ''}.</p>
      ) : (
        <CustomerList key={query} customers={rows} onAction={onAction} />
      )}
      <CustomerModal
        open={adding}
        onOpenChange={setAdding}
        mode="add"
        saving={creating}
        onSave={async (values) => {
          await save(values);
          setAdding(false);
          show('Customer added.', { tone: 'success' });
        }}
      />
      <CustomerModal
        key={editing?.id ?? 'none'}
        open={editing !== undefined}
        onOpenChange={(open) => !open && closeEdit()}
        mode="edit"
        customer={editing ? editable(editing) : undefined}
        saving={updating}
        onSave={async (values) => {
          await save(values, editing?.id);
          closeEdit();
          show('Customer saved.', { tone: 'success' });
        }}
      />
      <AlertDialog
        open={blocked}
        message={messages.customerHasJobs}
        onClose={() => setBlocked(false)}
      />
      {deletion.dialog}
    </div>
  );
}
