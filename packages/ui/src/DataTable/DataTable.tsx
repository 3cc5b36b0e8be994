import { useId, useMemo, useState, type ReactNode } from 'react';
import { compareNames } from '@routebook/schema';

import styles from './DataTable.module.css';

export type SortDirection = 'ascending' | 'descending';

export interface DataTableColumn<Row> {
  /** Names the column (the sort state refers to it). */
  key: string;
  header: string;
  cell(row: Row): ReactNode;
  /**
   * What the column sorts by: text in the house's name order (ignoring case and accents), numbers
   * by size, null last. Without it the column does not sort.
   */
  sortValue?(row: Row): string | number | null;
  /** Numbers line up at the end of the cell. */
  align?: 'start' | 'end';
  /** The row's header cell (`<th scope="row">`): what names the row for a screen reader. */
  rowHeader?: boolean;
}

export interface DataTableSort {
  key: string;
  direction: SortDirection;
}

export interface DataTableProps<Row extends { id: string }> {
  /** The table's name (its caption, visually hidden: the page heading shows it). */
  label: string;
  columns: readonly DataTableColumn<Row>[];
  rows: readonly Row[];
  /** The order before anyone sorts; omitted: the rows' own order. */
  defaultSort?: DataTableSort;
  /**
   * The caller sorts (a list the server pages, sorted there): a header asks for this order and
   * the rows show as given. `sort` is the order they are in (null: their own order).
   */
  onSortChange?(sort: DataTableSort): void;
  sort?: DataTableSort | null;
  /** Beside the table on a desktop, above the cards on a phone (the search box). */
  search?: ReactNode;
  /** What a phone shows instead of the table (the page's existing card or list rows). */
  phone: ReactNode;
  /** Under the table on a desktop (Show more). */
  footer?: ReactNode;
  className?: string;
}

const compareValues = (a: string | number | null, b: string | number | null): number => {
  if (a === null || b === null) return a === b ? 0 : a === null ? 1 : -1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return compareNames(String(a), String(b));
};

const byId = (a: { id: string }, b: { id: string }) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/** Sorts rows by a column, equal values by id so the order never wobbles between renders. */
export function sortRows<Row extends { id: string }>(
  rows: readonly Row[],
  column: DataTableColumn<Row> | undefined,
  direction: SortDirection,
): readonly Row[] {
  const valueOf = column?.sortValue;
  if (!valueOf) return rows;
  const sign = direction === 'ascending' ? 1 : -1;
  return [...rows].sort((a, b) => {
    const x = valueOf(a);
    const y = valueOf(b);
    // Empty values stay last either way: a descending sort shows what is there first.
    if (x === null || y === null) return compareValues(x, y) || byId(a, b);
    return sign * compareValues(x, y) || byId(a, b);
  });
}

/**
 * Rows people compare, as an office screen shows them (from 1024 px): a table whose column
 * headers sort (buttons, aria-sort on the sorted one; again reverses), with the search beside it.
 * A phone keeps the page's cards or list rows (`phone`); CSS shows one or the other, so neither is
 * in the accessibility tree while hidden.
 */
export function DataTable<Row extends { id: string }>({
  label,
  columns,
  rows,
  defaultSort,
  onSortChange,
  sort: sortAsked,
  search,
  phone,
  footer,
  className,
}: DataTableProps<Row>) {
  const [ownSort, setOwnSort] = useState<DataTableSort | undefined>(defaultSort);
  const sort = onSortChange ? (sortAsked ?? undefined) : ownSort;
  const statusId = useId();
  const sortedColumn = columns.find((column) => column.key === sort?.key);
  const sorted = useMemo(
    () => (onSortChange ? rows : sortRows(rows, sortedColumn, sort?.direction ?? 'ascending')),
    [onSortChange, rows, sortedColumn, sort?.direction],
  );

  const sortBy = (key: string) => {
    const next: DataTableSort = {
      key,
      direction: sort?.key === key && sort.direction === 'ascending' ? 'descending' : 'ascending',
    };
    if (onSortChange) onSortChange(next);
    else setOwnSort(next);
  };

  return (
    <div className={[styles.root, className].filter(Boolean).join(' ')}>
      {search && <div className={styles.search}>{search}</div>}
      <div className={styles.phone}>{phone}</div>
      <div className={styles.desktop}>
        <div className={styles.scroller}>
          <table className={styles.table} aria-describedby={statusId}>
            <caption className={styles.visuallyHidden}>{label}</caption>
            <thead>
              <tr>
                {columns.map((column) => {
                  const direction = sort?.key === column.key ? sort.direction : undefined;
                  return (
                    <th
                      key={column.key}
                      scope="col"
                      aria-sort={direction}
                      data-align={column.align}
                      className={styles.header}
                    >
                      {column.sortValue ? (
                        <button
                          type="button"
                          className={styles.sortButton}
                          onClick={() => sortBy(column.key)}
                        >
                          {column.header}
                          <span className={styles.sortMark} aria-hidden="true">
                            {direction === 'ascending'
                              ? '▲'
                              : direction === 'descending'
                                ? '▼'
                                : '↕'}
                          </span>
                        </button>
                      ) : (
                        column.header
                      )}
                    </th>
                  );
                })}
              </tr>
            </thead>
            <tbody>
              {sorted.map((row) => (
                <tr key={row.id}>
                  {columns.map((column) =>
                    column.rowHeader ? (
                      <th key={column.key} scope="row" data-align={column.align}>
                        {column.cell(row)}
                      </th>
                    ) : (
                      <td key={column.key} data-align={column.align}>
                        {column.cell(row)}
                      </td>
                    ),
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <p id={statusId} className={styles.visuallyHidden} role="status">
          {sortedColumn && sort ? `Sorted by ${sortedColumn.header}, ${sort.direction}.` : ''}
        </p>
        {footer}
      </div>
    </div>
  );
}
