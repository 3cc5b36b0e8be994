import { memo, useState } from 'react';

import { Button } from '../Button';
import styles from './CustomerList.module.css';

/** A customer as the customers page lists them (spec §3 Customer). */
export interface CustomerListCustomer {
  id: string;
  displayName: string;
  /** First and last name (what customer search matches). */
  fullName: string;
  address1?: string | null;
  city?: string | null;
  state?: string | null;
  mobile?: string | null;
  status: 'active' | 'inactive';
  jobCount: number;
}

export type CustomerAction = 'edit' | 'copy' | 'toggleStatus' | 'delete';

export interface CustomerListProps {
  customers: readonly CustomerListCustomer[];
  onAction(action: CustomerAction, customer: CustomerListCustomer): void;
  /** How many rows show at first and per "Show more" (a company may have thousands). */
  pageSize?: number;
  className?: string;
}

const jobs = (count: number) => `${count} ${count === 1 ? 'job' : 'jobs'}`;

/**
 * The company's customers: display name, full name, address, mobile, status in words and job
 * count, with Edit, Copy, Make inactive / Make active and Delete. Long lists show `pageSize` rows
 * and a Show more button, so ten thousand customers do not make the page slow.
 */
export function CustomerList({
  customers,
  onAction,
  pageSize = 100,
  className,
}: CustomerListProps) {
  const [shown, setShown] = useState(pageSize);
  if (customers.length === 0) return null;
  const rest = customers.length - shown;
  return (
    <div className={className}>
      <ul className={styles.root} aria-label="Customers">
        {customers.slice(0, shown).map((customer) => (
          <CustomerItem key={customer.id} customer={customer} onAction={onAction} />
        ))}
      </ul>
      {rest > 0 && (
        <Button
          variant="secondary"
          className={styles.more}
          onClick={() => setShown(shown + pageSize)}
        >
          Show more ({rest} more)
        </Button>
      )}
    </div>
  );
}

interface CustomerItemProps {
  customer: CustomerListCustomer;
  onAction(action: CustomerAction, customer: CustomerListCustomer): void;
}

const CustomerItem = memo(function CustomerItem({ customer, onAction }: CustomerItemProps) {
  const place = [customer.address1, [customer.city, customer.state].filter(Boolean).join(', ')]
    .filter(Boolean)
    .join(', ');
  const active = customer.status === 'active';
  const name = <span className={styles.visuallyHidden}> {customer.displayName}</span>;
  return (
    <li className={styles.item} data-status={customer.status}>
      <div className={styles.header}>
        <span className={styles.name}>{customer.displayName}</span>
        <span className={styles.status}>{active ? 'Active' : 'Inactive'}</span>
      </div>
      {customer.fullName && customer.fullName !== customer.displayName && (
        <span className={styles.detail}>{customer.fullName}</span>
      )}
      {place && <span className={styles.detail}>{place}</span>}
      {customer.mobile && <span className={styles.detail}>{customer.mobile}</span>}
      <span className={styles.detail}>{jobs(customer.jobCount)}</span>
      <div className={styles.actions}>
        <Button variant="secondary" onClick={() => onAction('edit', customer)}>
          Edit{name}
        </Button>
        <Button variant="secondary" onClick={() => onAction('copy', customer)}>
          Copy{name}
        </Button>
        <Button variant="ghost" onClick={() => onAction('toggleStatus', customer)}>
          {active ? 'Make inactive' : 'Make active'}
          {name}
        </Button>
        <Button variant="ghost" onClick={() => onAction('delete', customer)}>
          Delete{name}
        </Button>
      </div>
    </li>
  );
});
