import { memo, useState } from 'react';

import { formatDateTime } from '../dateTime';
import styles from './ImportHistory.module.css';
import { ImportHistoryLocations, type ImportLocations } from './ImportHistoryLocations';

/** A refused CSV row (customerImports' invalidData, product.md §Customer import). */
export interface ImportHistoryRow {
  line: number;
  /** The row's cells as text: shown as written, never evaluated. */
  values: readonly string[];
  reason: string;
}

/** One customer import. */
export interface ImportHistoryImport {
  id: string;
  /** ISO 8601. */
  createdAt: string;
  /** The file's name. */
  desc: string;
  recordCount: number;
  importedCount: number;
  /** complete, partial or failed, as the server says. */
  status: string;
  invalidData: readonly ImportHistoryRow[];
  /** Where the imported customers are; absent for a server without locations. */
  locations?: ImportLocations;
}

export interface ImportHistoryProps {
  imports: readonly ImportHistoryImport[];
  /** How many refused rows show before "and N more" (a file may refuse thousands). */
  rowLimit?: number;
  className?: string;
}

const STATUS: Record<string, string> = {
  complete: 'Complete',
  partial: 'Partly imported',
  failed: 'Nothing imported',
};

const when = (iso: string) => formatDateTime(iso);

const rows = (count: number) => `${count} ${count === 1 ? 'row' : 'rows'}`;

/**
 * The company's customer imports, newest first: when, the file, how many rows were imported of
 * how many, the status in words, where the customers are (pins from the file, found from the
 * address, each line that needs a pin), and the refused rows line by line with why.
 */
export function ImportHistory({ imports, rowLimit = 100, className }: ImportHistoryProps) {
  if (imports.length === 0) return null;
  return (
    <ol className={[styles.root, className].filter(Boolean).join(' ')} aria-label="Imports">
      {imports.map((item) => (
        <ImportItem key={item.id} item={item} rowLimit={rowLimit} />
      ))}
    </ol>
  );
}

const ImportItem = memo(function ImportItem({
  item,
  rowLimit,
}: {
  item: ImportHistoryImport;
  rowLimit: number;
}) {
  // The refused rows render only once opened: a file can refuse thousands of them.
  const [open, setOpen] = useState(false);
  const refused = item.invalidData.length;
  return (
    <li className={styles.item}>
      <div className={styles.header}>
        <span className={styles.file}>{item.desc}</span>
        <span className={styles.status}>{STATUS[item.status] ?? item.status}</span>
      </div>
      <span className={styles.detail}>
        <time dateTime={item.createdAt}>{when(item.createdAt)}</time>
        {` · ${item.importedCount} of ${rows(item.recordCount)} imported`}
      </span>
      {item.locations && <ImportHistoryLocations locations={item.locations} limit={rowLimit} />}
      {refused > 0 && (
        <details
          className={styles.refused}
          onToggle={(event) => setOpen((event.currentTarget as HTMLDetailsElement).open)}
        >
          <summary className={styles.summary}>{rows(refused)} refused</summary>
          {open && <RefusedRows rows={item.invalidData} limit={rowLimit} />}
        </details>
      )}
    </li>
  );
});

function RefusedRows({
  rows: refused,
  limit,
}: {
  rows: readonly ImportHistoryRow[];
  limit: number;
}) {
  const more = refused.length - limit;
  return (
    <>
      <div className={styles.tableFrame}>
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">Line</th>
              <th scope="col">Row</th>
              <th scope="col">Why</th>
            </tr>
          </thead>
          <tbody>
            {refused.slice(0, limit).map((row) => (
              <tr key={row.line}>
                <td>{row.line}</td>
                <td className={styles.values}>{row.values.join(', ')}</td>
                <td>{row.reason}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {more > 0 && <p className={styles.more}>and {rows(more)} more.</p>}
    </>
  );
}
