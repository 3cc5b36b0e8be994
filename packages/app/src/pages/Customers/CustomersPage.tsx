import { useEffect, useMemo, useState, useTransition } from 'react';
import { Link, useLoaderData, useSearchParams } from 'react-router-dom';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay/hooks';
// From its own module: with refetching and load-more it would be 3.5 KiB more in the first scripts
// (src/relay/reactRelayHooks.ts).
import usePaginationFragment from 'react-relay/lib/relay-hooks/usePaginationFragment';
import {
  customerPlace,
  hasFeature,
  isDefaultCustomerOrder,
  messages,
  type CustomerOrderField,
} from '@routebook/schema';
import {
  AlertDialog,
  Button,
  CUSTOMER_SEARCH_DEBOUNCE_MS,
  CustomerActions,
  CustomerList,
  CustomerModal,
  DataTable,
  NeedsPinBadge,
  NeedsPinFilter,
  needsPinText,
  TextField,
  useToast,
  type CustomerAction,
  type CustomerListCustomer,
  type CustomerLocationValue,
  type CustomerValues,
  type DataTableColumn,
  type DataTableSort,
} from '@routebook/ui';
import type { CustomersPageQuery } from './__generated__/CustomersPageQuery.graphql';
import type { CustomersPageListQuery } from './__generated__/CustomersPageListQuery.graphql';
import type { CustomersPage_customer$data } from './__generated__/CustomersPage_customer.graphql';
import type { CustomersPage_list$key } from './__generated__/CustomersPage_list.graphql';
import { commitAsPromise } from '../../relay/commitAsPromise';
import { useConfirmedDelete } from '../../hooks/useConfirmedDelete';
import { useAppServices, useSession } from '../../services/services';
import { parseMapTiles } from '../../config/mapTiles';
import {
  useCopyCustomer,
  useCreateCustomer,
  useDeleteCustomer,
  useGeocodeCustomer,
  useUpdateCustomer,
} from './mutations';
import styles from './CustomersPage.module.css';
import { actionFailureText } from '../../relay/failureText';

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
    location {
      latitude
      longitude
      source
    }
  }
`;

/**
 * How many of the company's customers need a pin (no location), whatever the search; the
 * mutations' answers carry it, so it follows each change.
 */
export const customersPagePinCountFragment = graphql`
  fragment CustomersPage_pinCount on Company {
    needingPin: customersConnection(first: 0, needsPin: true) {
      totalCount
    }
  }
`;

/** Rows per page of the list: the first rows come fast at any company size. */
export const CUSTOMERS_PAGE_SIZE = 50;

export const customersPageQuery = graphql`
  query CustomersPageQuery($companyId: ID!, $editId: ID!, $editing: Boolean!) {
    company(id: $companyId) {
      id
      customerCount
      ...CustomersPage_pinCount @relay(mask: false)
    }
    ...CustomersPage_list
    # customers/edit?customer=ID may name a customer on a page not loaded yet.
    editing: companyCustomer(id: $editId) @include(if: $editing) {
      ...CustomersPage_customer @relay(mask: false)
    }
  }
`;

/**
 * The list a page at a time, by display name or the column sorted (`orderBy`); `search`
 * as the server matches names; `needsPin` only those without a location. The connection is one
 * per search whatever its order or pin filter: a new one refetches it from the first page.
 */
const customersListFragment = graphql`
  fragment CustomersPage_list on Query
  @refetchable(queryName: "CustomersPageListQuery")
  @argumentDefinitions(
    count: { type: "Int", defaultValue: 50 }
    cursor: { type: "String" }
    search: { type: "String" }
    orderBy: { type: "CustomerOrder" }
    needsPin: { type: "Boolean" }
  ) {
    company(id: $companyId) {
      customersConnection(
        first: $count
        after: $cursor
        search: $search
        orderBy: $orderBy
        needsPin: $needsPin
      ) @connection(key: "CustomersPage_customersConnection", filters: ["search"]) {
        totalCount
        edges {
          node {
            ...CustomersPage_customer @relay(mask: false)
          }
        }
      }
    }
  }
`;

type Customer = Omit<CustomersPage_customer$data, ' $fragmentType'>;

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

/** The saved location Edit Customer shows; null: the customer needs a pin. */
const savedLocation = (
  location: { latitude: number; longitude: number; source: string } | null | undefined,
): CustomerLocationValue | null =>
  location
    ? {
        latitude: location.latitude,
        longitude: location.longitude,
        // A source this app does not know yet is told as the one geocoding may move.
        source: location.source === 'manual' ? 'manual' : 'geocoded',
      }
    : null;

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
  needsPin: !customer.location,
});

const place = (customer: CustomerListCustomer) => customerPlace(customer);

/** The server's sort field for each sortable column of the table. */
const ORDER_FIELDS: Record<string, CustomerOrderField> = {
  name: 'displayName',
  fullName: 'fullName',
  address: 'place',
  mobile: 'mobile',
  status: 'status',
  jobs: 'jobCount',
};

/** The connection's `orderBy` for the table's sort; null is the list's own order. */
const orderByOf = (sort: DataTableSort | null) => {
  const field = sort && ORDER_FIELDS[sort.key];
  const order = sort && field ? { field, direction: sort.direction } : null;
  return isDefaultCustomerOrder(order) ? null : order;
};

/**
 * customers (admin): the company's customers a page at a time (more on scroll or Show more), with
 * search on the server as the person types (full or display name, inactive customers included),
 * status and job count; Add Customer, Edit Customer (also opened by
 * customers/edit?customer=ID), Copy, Make inactive/active, and Delete (refused while the customer
 * has jobs).
 */
export function Component() {
  const { queryRef } = useLoaderData() as { queryRef: PreloadedQuery<CustomersPageQuery> };
  const data = usePreloadedQuery<CustomersPageQuery>(customersPageQuery, queryRef);
  const list = usePaginationFragment<CustomersPageListQuery, CustomersPage_list$key>(
    customersListFragment,
    data,
  );
  const { company } = data;
  const companyId = company?.id ?? '';
  const [params, setParams] = useSearchParams();
  const { show } = useToast();
  const session = useSession();
  const { config } = useAppServices();
  // Only Edit Customer's map reads it, once opened; parsed here, out of the first scripts.
  const mapTiles = useMemo(() => parseMapTiles(config.mapTiles), [config.mapTiles]);
  // Customer import is behind the plan guard, as uploadCustomerCSV is on the server.
  const canImport = hasFeature(session?.user.currentUser?.company.planLevel, 'customerImport');
  // What is typed shows at once; the server is asked once typing pauses, in a transition that
  // keeps the rows shown until the answer is in.
  const [search, setSearch] = useState('');
  const [query, setQuery] = useState<string | null>(null);
  const [searching, startSearch] = useTransition();
  // A column header sorts the whole list on the server; null: by display name.
  const [sort, setSort] = useState<DataTableSort | null>(null);
  // Only the customers who need a pin; null in the refetch is every customer.
  const [onlyNeedingPin, setOnlyNeedingPin] = useState(false);
  const needsPin = onlyNeedingPin || null;
  const { refetch } = list;
  useEffect(() => {
    const wanted = search.trim() || null;
    if (wanted === query) return;
    const timer = setTimeout(() => {
      startSearch(() => {
        setQuery(wanted);
        refetch(
          {
            search: wanted,
            orderBy: orderByOf(sort),
            needsPin,
            count: CUSTOMERS_PAGE_SIZE,
            cursor: null,
          },
          { fetchPolicy: 'store-and-network' },
        );
      });
    }, CUSTOMER_SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [search, query, sort, needsPin, refetch]);
  // The rows shown stay (dimmed) until the new order's first page is in; the store's copy of the
  // connection is in the old order, so it is not shown meanwhile.
  const sortBy = (next: DataTableSort) =>
    startSearch(() => {
      setSort(next);
      refetch(
        {
          search: query,
          orderBy: orderByOf(next),
          needsPin,
          count: CUSTOMERS_PAGE_SIZE,
          cursor: null,
        },
        { fetchPolicy: 'network-only' },
      );
    });
  const filterPins = (only: boolean) =>
    startSearch(() => {
      setOnlyNeedingPin(only);
      refetch(
        {
          search: query,
          orderBy: orderByOf(sort),
          needsPin: only || null,
          count: CUSTOMERS_PAGE_SIZE,
          cursor: null,
        },
        { fetchPolicy: 'network-only' },
      );
    });
  // Filtered by pin, a changed customer updates where it is; the list is fetched again when the
  // filter changes (placing it among rows of another filter would need the server's rule).
  const inNameOrder = orderByOf(sort) === null && !onlyNeedingPin;
  const [adding, setAdding] = useState(false);
  const [blocked, setBlocked] = useState(false);
  const [create, creating] = useCreateCustomer(companyId, query, inNameOrder);
  const [update, updating] = useUpdateCustomer(companyId, query, inNameOrder);
  const [copy] = useCopyCustomer(companyId, query, inNameOrder);
  const [remove] = useDeleteCustomer(companyId, query);
  const [geocode] = useGeocodeCustomer();
  const deletion = useConfirmedDelete({
    message: CONFIRM_DELETE_CUSTOMER,
    remove: (id) => commitAsPromise(remove, { variables: { id } }),
    deleted: 'Customer deleted.',
  });

  const connection = list.data.company?.customersConnection;
  const customers = useMemo(() => (connection?.edges ?? []).map((edge) => edge.node), [connection]);
  const rows = useMemo(() => customers.map(listed), [customers]);
  const editId = params.get('edit');
  const editing =
    customers.find((c) => c.id === editId) ??
    (data.editing?.id === editId ? data.editing : undefined);
  const total = company?.customerCount ?? 0;
  const matching = connection?.totalCount ?? 0;

  if (!company) return <p>Your company could not be found. Please log in again.</p>;

  const needingPin = company.needingPin.totalCount;
  const countText =
    query !== null
      ? `${matching} of ${total} customers match.`
      : onlyNeedingPin
        ? `${needsPinText(matching)}.`
        : `${total} customers.`;

  const columns: DataTableColumn<CustomerListCustomer>[] = [
    {
      key: 'name',
      header: 'Customer',
      rowHeader: true,
      cell: (row) => (
        <>
          {row.displayName}
          {row.needsPin && (
            <>
              {' '}
              <NeedsPinBadge />
            </>
          )}
        </>
      ),
      sortValue: (row) => row.displayName,
    },
    {
      key: 'fullName',
      header: 'Name',
      cell: (row) => row.fullName,
      sortValue: (row) => row.fullName || null,
    },
    { key: 'address', header: 'Address', cell: place, sortValue: (row) => place(row) || null },
    {
      key: 'mobile',
      header: 'Mobile',
      cell: (row) => row.mobile,
      sortValue: (row) => row.mobile ?? null,
    },
    {
      key: 'status',
      header: 'Status',
      cell: (row) => (row.status === 'active' ? 'Active' : 'Inactive'),
      sortValue: (row) => row.status,
    },
    {
      key: 'jobs',
      header: 'Jobs',
      align: 'end',
      cell: (row) => row.jobCount,
      sortValue: (row) => row.jobCount,
    },
    {
      key: 'actions',
      header: 'Actions',
      cell: (row) => <CustomerActions customer={row} onAction={onAction} />,
    },
  ];

  const closeEdit = () => setParams(new URLSearchParams(), { replace: true });
  const report = (work: Promise<unknown>, done: string) =>
    work.then(
      () => show(done, { tone: 'success' }),
      (failure: Error) => show(actionFailureText(failure), { tone: 'error' }),
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
      {total === 0 ? (
        <p>No customers yet. Add one{canImport ? ', or import a CSV file' : ''}.</p>
      ) : (
        <DataTable
          label="Customers"
          className={searching ? styles.stale : undefined}
          columns={columns}
          rows={rows}
          sort={sort}
          onSortChange={sortBy}
          search={
            <div className={styles.search}>
              <TextField
                label="Search customers"
                type="search"
                name="search"
                value={search}
                hint="By name or display name; accents and capitals do not matter."
                autoComplete="off"
                onChange={(event) => setSearch(event.target.value)}
              />
              <NeedsPinFilter
                count={needingPin}
                active={onlyNeedingPin}
                onActiveChange={filterPins}
              />
              <p className={styles.count} role="status">
                {countText}
              </p>
            </div>
          }
          phone={
            <CustomerList
              customers={rows}
              total={matching}
              hasMore={list.hasNext}
              loadingMore={list.isLoadingNext}
              onShowMore={() => list.loadNext(CUSTOMERS_PAGE_SIZE)}
              onAction={onAction}
            />
          }
          footer={
            list.hasNext && (
              <div className={styles.more}>
                <Button
                  variant="secondary"
                  aria-busy={list.isLoadingNext || undefined}
                  onClick={() => !list.isLoadingNext && list.loadNext(CUSTOMERS_PAGE_SIZE)}
                >
                  {`Show more (${Math.max(matching - rows.length, 0)} more)`}
                </Button>
              </div>
            )
          }
        />
      )}
      <CustomerModal
        open={adding}
        onOpenChange={setAdding}
        mode="add"
        draftKey="customer:add"
        location={null}
        mapTiles={mapTiles}
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
        draftKey={editing ? `customer:edit:${editing.id}` : undefined}
        customer={editing ? editable(editing) : undefined}
        location={editing ? savedLocation(editing.location) : undefined}
        mapTiles={mapTiles}
        onFindFromAddress={async () => {
          if (!editing) return null;
          const answer = await commitAsPromise(geocode, { variables: { id: editing.id } });
          return savedLocation(answer.geocodeCustomer.customer.location);
        }}
        onRemovePin={async () => {
          if (!editing) return;
          await commitAsPromise(update, {
            variables: { id: editing.id, data: { location: null } },
          });
        }}
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
