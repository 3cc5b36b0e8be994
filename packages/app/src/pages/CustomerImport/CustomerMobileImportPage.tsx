import { useMemo, useState } from 'react';
import { Link, useLoaderData } from 'react-router-dom';
import {
  CUSTOMER_TEXT_FIELDS,
  pastedCustomers,
  toCsv,
  type PastedCustomer,
} from '@routebook/schema';
import { Button, TextAreaField } from '@routebook/ui';
import { ImportStatus } from './ImportStatus';
import { useCsvImport } from './useCsvImport';
import { ImportMatches } from './ImportMatches';
import styles from './CustomerImportPage.module.css';

/** The pasted customers as an import file: every column, cells exactly as read. */
function asCsvFile(customers: readonly PastedCustomer[]): File {
  const rows = customers.map((customer) => CUSTOMER_TEXT_FIELDS.map((field) => customer[field]));
  // Not made formula-safe: the import stores text as typed and never evaluates it.
  const csv = toCsv([CUSTOMER_TEXT_FIELDS, ...rows], { formulaSafe: false });
  return new File([csv], 'pasted-customers.csv', { type: 'text/csv' });
}

/**
 * admin/customer-mobile-import: customers pasted on a phone (one per line, or contacts shared as
 * vCards) go through the same import as a CSV file, with the same checks and report.
 */
export function Component() {
  const { companyId } = useLoaderData() as { companyId: string };
  const { send, confirm, cancel, pending, uploading, progress, outcome } = useCsvImport(companyId);
  const [text, setText] = useState('');
  const customers = useMemo(() => pastedCustomers(text), [text]);

  const importPasted = async () => {
    if (await send(asCsvFile(customers))) setText('');
  };

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>Paste customers</h1>
      <p>
        Paste contacts shared from your phone, or one customer per line: name, then mobile, email
        and address separated by commas.
      </p>
      <TextAreaField
        label="Customers"
        hint="For example: Ann Lee, 555-0100, ann@example.com, 12 Oak St"
        rows={8}
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
      <p role="status" className={styles.found}>
        {customers.length === 1 ? '1 customer found.' : `${customers.length} customers found.`}
      </p>
      <div>
        <Button
          disabled={customers.length === 0}
          loading={uploading}
          onClick={() => void importPasted()}
        >
          Import {customers.length === 1 ? '1 customer' : `${customers.length} customers`}
        </Button>
      </div>
      {pending && (
        <ImportMatches
          pending={pending}
          onImport={(existing) => void confirm(existing).then((done) => done && setText(''))}
          onCancel={cancel}
        />
      )}
      <ImportStatus progress={progress} outcome={outcome} />
      <Link className={styles.history} to="/admin/customer-import">
        See the import history
      </Link>
    </div>
  );
}
