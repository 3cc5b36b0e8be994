import type { ChangeEvent } from 'react';
import { Link, useLoaderData } from 'react-router-dom';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay/hooks';
import { ImportHistory, type ImportHistoryImport } from '@routebook/ui';
import type { CustomerImportPageQuery } from './__generated__/CustomerImportPageQuery.graphql';
import { SAMPLE_CSV } from './csvFile';
import { ImportStatus } from './ImportStatus';
import { ImportMatches } from './ImportMatches';
import { useCsvImport } from './useCsvImport';
import styles from './CustomerImportPage.module.css';

/** An import's fields as the history shows them; the upload's answer carries them too. */
// They are handed whole to ImportHistory, which shows them.
/* eslint-disable relay/unused-fields */
export const customerImportFragment = graphql`
  fragment CustomerImportPage_import on CustomerImport {
    id
    createdAt
    desc
    recordCount
    importedCount
    status
    invalidData {
      line
      values
      reason
    }
    locatedFromFileCount
    geocodedCount
    needsPinLines
  }
`;
/* eslint-enable relay/unused-fields */

export const customerImportPageQuery = graphql`
  query CustomerImportPageQuery($companyId: ID!) {
    customerImports(companyId: $companyId) {
      ...CustomerImportPage_import @relay(mask: false)
    }
  }
`;

type CustomerImport = CustomerImportPageQuery['response']['customerImports'][number];

/** An import as the history shows it, its location figures together. */
const shown = ({
  locatedFromFileCount,
  geocodedCount,
  needsPinLines,
  ...rest
}: CustomerImport): ImportHistoryImport => ({
  ...rest,
  locations: { locatedFromFileCount, geocodedCount, needsPinLines },
});

const SAMPLE_HREF = `data:text/csv;charset=utf-8,${encodeURIComponent(SAMPLE_CSV)}`;

/**
 * admin/customer-import: upload a customer CSV (uploadCustomerCSV) with a progress bar; valid rows
 * become customers, refused rows are listed with why; a file that is not a customer CSV is
 * refused whole. The history of imports follows.
 */
export function Component() {
  const { queryRef } = useLoaderData() as { queryRef: PreloadedQuery<CustomerImportPageQuery> };
  const { customerImports } = usePreloadedQuery<CustomerImportPageQuery>(
    customerImportPageQuery,
    queryRef,
  );
  const { companyId } = queryRef.variables;
  const { send, confirm, cancel, pending, uploading, progress, outcome } = useCsvImport(companyId);

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const [file] = event.target.files ?? [];
    // The same file may be chosen again after fixing it.
    event.target.value = '';
    if (file) void send(file);
  };

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>Import customers</h1>
      <p>
        Upload a CSV file (UTF-8, at most 5 MB) whose first row names the columns; lastName and
        displayName are required. Optional latitude and longitude columns place a customer's pin
        (both or neither: latitude from -90 to 90, longitude from -180 to 180); rows without them
        are found from their address. Valid rows become customers; refused rows are listed below
        with why, and rows whose address was not found are listed as needing a pin. Rows with the
        same name and address as a customer you already have are shown first, to skip or update.
        Cells are imported as text, never as formulas.
      </p>
      <p className={styles.links}>
        <a href={SAMPLE_HREF} download="customers-sample.csv">
          Download the sample CSV
        </a>
        <Link to="/admin/customer-mobile-import">Paste customers from a phone</Link>
      </p>
      <label className={styles.upload} aria-disabled={uploading || undefined}>
        <span>Choose a CSV file to import</span>
        <input
          className={styles.fileInput}
          type="file"
          accept=".csv,text/csv"
          disabled={uploading}
          onChange={choose}
        />
      </label>
      {pending && (
        <ImportMatches
          pending={pending}
          onImport={(existing) => void confirm(existing)}
          onCancel={cancel}
        />
      )}
      <ImportStatus progress={progress} outcome={outcome} />
      <h2 className={styles.subtitle}>Imports</h2>
      {customerImports.length === 0 ? (
        <p>No imports yet.</p>
      ) : (
        <ImportHistory imports={customerImports.map(shown)} />
      )}
    </div>
  );
}
