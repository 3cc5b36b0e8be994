import { memo, useEffect, useEffectEvent, useRef } from 'react';

import { Button } from '../Button';
import { NeedsPinBadge } from '../NeedsPinBadge';
import styles from './CustomerList.module.css';

/** A customer as the customers page lists them. */
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
  /** No location yet: a "Needs a pin" badge beside the name. */
  needsPin?: boolean;
}

export type CustomerAction = 'edit' | 'copy' | 'toggleStatus' | 'delete';

export interface CustomerListProps {
  /** The customers loaded so far, in order. */
  customers: readonly CustomerListCustomer[];
  onAction(action: CustomerAction, customer: CustomerListCustomer): void;
  /** How many customers the list has in all (loaded or not): "Show more (N more)". */
  total?: number;
  /** Whether more customers follow the loaded ones. */
  hasMore?: boolean;
  /** Asks for the next page: from Show more, or when the end of the list scrolls into view. */
  onShowMore?(): void;
  /** The next page is on its way (Show more waits, busy). */
  loadingMore?: boolean;
  /**
   * Whether reaching the end of the list loads the next page by itself (default true). Show more
   * stays either way, for keyboard and screen-reader users.
   */
  loadMoreOnScroll?: boolean;
  className?: string;
}

const jobs = (count: number) => `${count} ${count === 1 ? 'job' : 'jobs'}`;

/**
 * The company's customers: display name (and "Needs a pin" without a location), full name,
 * address, mobile, status in words and job count, with Edit, Copy, Make inactive / Make active and Delete. The app hands in a page at a
 * time; Show more (or scrolling to the end of the list) asks for the next one, so ten thousand
 * customers are never loaded at once.
 */
export function CustomerList({
  customers,
  onAction,
  total = customers.length,
  hasMore = false,
  onShowMore,
  loadingMore = false,
  loadMoreOnScroll = true,
  className,
}: CustomerListProps) {
  const sentinel = useRef<HTMLDivElement | null>(null);
  const showMore = () => {
    if (hasMore && !loadingMore) onShowMore?.();
  };
  const reachedEnd = useEffectEvent(showMore);

  // The end of the list in view asks for more. Watched again whenever rows arrive: a page that
  // leaves the end in view fires at once, until the screen is full or nothing is left.
  useEffect(() => {
    const end = sentinel.current;
    if (!end || !loadMoreOnScroll || !hasMore || loadingMore) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) reachedEnd();
      },
      { rootMargin: '0px 0px 400px 0px' },
    );
    observer.observe(end);
    return () => observer.disconnect();
  }, [customers.length, hasMore, loadingMore, loadMoreOnScroll]);

  if (customers.length === 0) return null;
  const rest = Math.max(total - customers.length, 0);
  return (
    <div className={className}>
      <ul className={styles.root} aria-label="Customers" aria-busy={loadingMore || undefined}>
        {customers.map((customer) => (
          <CustomerItem key={customer.id} customer={customer} onAction={onAction} />
        ))}
      </ul>
      <div ref={sentinel} />
      {hasMore && (
        // Not `loading`: that disables the button, and the keyboard's focus would drop to the page.
        <Button
          variant="secondary"
          className={styles.more}
          aria-busy={loadingMore || undefined}
          onClick={showMore}
        >
          {rest > 0 ? `Show more (${rest} more)` : 'Show more'}
        </Button>
      )}
      <p className={styles.visuallyHidden} role="status">
        {hasMore || customers.length < total ? `Showing ${customers.length} of ${total}.` : ''}
      </p>
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
  return (
    <li className={styles.item} data-status={customer.status}>
      <div className={styles.header}>
        <span className={styles.name}>{customer.displayName}</span>
        {customer.needsPin && <NeedsPinBadge />}
        <span className={styles.status}>
          {customer.status === 'active' ? 'Active' : 'Inactive'}
        </span>
      </div>
      {customer.fullName && customer.fullName !== customer.displayName && (
        <span className={styles.detail}>{customer.fullName}</span>
      )}
      {place && <span className={styles.detail}>{place}</span>}
      {customer.mobile && <span className={styles.detail}>{customer.mobile}</span>}
      <span className={styles.detail}>{jobs(customer.jobCount)}</span>
      <CustomerActions customer={customer} onAction={onAction} className={styles.actions} />
    </li>
  );
});

/** A customer's Edit, Copy, Make inactive / Make active and Delete, each naming the customer. */
export function CustomerActions({
  customer,
  onAction,
  className = styles.tableActions,
}: CustomerItemProps & { className?: string }) {
  const active = customer.status === 'active';
  const name = <span className={styles.visuallyHidden}> {customer.displayName}</span>;
  return (
    <div className={className}>
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
  );
}
