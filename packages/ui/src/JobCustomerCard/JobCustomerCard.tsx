import type { ReactNode } from 'react';

import { JOB_STATUS_LABEL, type JobRowStatus } from '../JobRow';
import type { HeadingLevel } from '../JobSection';
import styles from './JobCustomerCard.module.css';

/** The customer as the job page shows them; missing parts are left out. */
export interface JobCustomerCardCustomer {
  displayName: string;
  address1?: string | null;
  address2?: string | null;
  city?: string | null;
  state?: string | null;
  zip?: string | null;
  mobile?: string | null;
  email?: string | null;
  /** The customer's note (plain text), shown on each of their jobs. */
  note?: string | null;
}

export interface JobCustomerCardProps {
  customer: JobCustomerCardCustomer;
  status: JobRowStatus;
  /** The job's Important Note (job.notes, plain text). */
  importantNote?: string | null;
  /** The display name's heading level; default 2. */
  headingLevel?: HeadingLevel;
  className?: string;
}

const present = (part: string | null | undefined): part is string => Boolean(part?.trim());

/** The address as lines: line 1, line 2, then "City, State Zip" (only the parts there are). */
export function customerAddressLines(customer: JobCustomerCardCustomer): string[] {
  const stateZip = [customer.state, customer.zip].filter(present).join(' ');
  const locality = [customer.city, stateZip].filter(present).join(', ');
  return [customer.address1, customer.address2, locality].filter(present).map((l) => l.trim());
}

/** Directions from where the phone is to the address, in the phone's maps app or the web. */
export function directionsUrl(address: string): string {
  return `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(address)}`;
}

/** A tel: address keeps the digits and a leading plus: "+1 (207) 555-0142" → "tel:+12075550142". */
export function telUrl(number: string): string {
  const trimmed = number.trim();
  return `tel:${trimmed.startsWith('+') ? '+' : ''}${trimmed.replace(/\D/g, '')}`;
}

function Icon({ d }: { d: string }) {
  return (
    <svg className={styles.icon} viewBox="0 0 16 16" aria-hidden="true">
      <path d={d} />
    </svg>
  );
}

const PIN =
  'M8 14.5s4.75-4.2 4.75-8a4.75 4.75 0 1 0-9.5 0c0 3.8 4.75 8 4.75 8zM9.75 6.5a1.75 1.75 0 1 1-3.5 0 1.75 1.75 0 1 1 3.5 0';
const PHONE =
  'M5.5 1.75h5a1 1 0 0 1 1 1v10.5a1 1 0 0 1-1 1h-5a1 1 0 0 1-1-1V2.75a1 1 0 0 1 1-1zM7.25 12h1.5';
const MAIL = 'M2 3.75h12v8.5H2zM2 4.25l6 4.5 6-4.5';

function ContactLink({
  href,
  label,
  icon,
  external,
  children,
}: {
  href: string;
  label: string;
  icon: string;
  external?: boolean;
  children: ReactNode;
}) {
  return (
    <li>
      <a
        className={styles.contact}
        href={href}
        aria-label={label}
        {...(external && { target: '_blank', rel: 'noopener noreferrer' })}
      >
        <Icon d={icon} />
        <span className={styles.contactText}>{children}</span>
      </a>
    </li>
  );
}

/**
 * The top of the job page: the customer's name and the job's status, the job's Important Note,
 * then one big link each to get directions, call and email the customer, and the customer's note.
 */
export function JobCustomerCard({
  customer,
  status,
  importantNote,
  headingLevel = 2,
  className,
}: JobCustomerCardProps) {
  const Heading = `h${headingLevel}` as const;
  const name = customer.displayName;
  const addressLines = customerAddressLines(customer);
  const address = addressLines.join(', ');
  const mobile = customer.mobile?.trim();
  const email = customer.email?.trim();

  return (
    <div className={[styles.root, className].filter(Boolean).join(' ')}>
      <div className={styles.header}>
        <Heading className={styles.name}>{name}</Heading>
        <span className={styles.status} data-status={status}>
          {JOB_STATUS_LABEL[status]}
        </span>
      </div>

      {present(importantNote) && (
        <div className={styles.important}>
          <p className={styles.label}>Important note</p>
          <p className={styles.text}>{importantNote}</p>
        </div>
      )}

      {(address || mobile || email) && (
        <ul className={styles.contacts}>
          {address && (
            <ContactLink
              href={directionsUrl(address)}
              label={`Directions to ${address}`}
              icon={PIN}
              external
            >
              {address}
            </ContactLink>
          )}
          {mobile && (
            // The name leads ("Call …"); the number follows so voice control can say what it sees.
            <ContactLink href={telUrl(mobile)} label={`Call ${name}, ${mobile}`} icon={PHONE}>
              {mobile}
            </ContactLink>
          )}
          {email && (
            <ContactLink href={`mailto:${email}`} label={`Email ${name}, ${email}`} icon={MAIL}>
              {email}
            </ContactLink>
          )}
        </ul>
      )}

      {present(customer.note) && (
        <div className={styles.note}>
          <p className={styles.label}>Customer note</p>
          <p className={styles.text}>{customer.note}</p>
        </div>
      )}
    </div>
  );
}
