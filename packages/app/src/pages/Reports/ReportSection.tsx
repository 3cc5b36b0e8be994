import { useId, type ReactNode } from 'react';
import { BarChart, Button, DataTable, type BarChartRow, type DataTableColumn } from '@routebook/ui';
import styles from './ReportSection.module.css';

export interface ReportRow {
  key: string;
  cells: readonly ReactNode[];
  sortValues: readonly (string | number)[];
}

interface TableRow extends ReportRow {
  id: string;
  /** The bar's length in percent of the longest. */
  share: number;
}

export interface ReportSectionProps {
  /** The section's heading, also the name of its table. */
  title: string;
  /** The chart's caption. */
  chartTitle: string;
  /** The bars; none makes the section say `empty` instead of a chart and a table. */
  chart: readonly BarChartRow[];
  /** The table's column headers; the first column heads each row. */
  columns: readonly string[];
  /**
   * The table's rows, in the chart's order: a key, the cells (the first one the row's header)
   * and what each column sorts by on a desktop.
   */
  rows: readonly ReportRow[];
  /** What the section says when the period has nothing for it. */
  empty: string;
  /** Downloads the section's figures as CSV. */
  onExport(): void;
}

/**
 * One report: a heading with Export CSV, then its figures. On a phone a bar chart and a table of
 * the same figures (the chart is one image named by a summary; the table, named by the heading,
 * gives every figure). On a desktop one sortable table whose figure column carries the bars: the
 * chart is not repeated beside it.
 */
export function ReportSection({
  title,
  chartTitle,
  chart,
  columns,
  rows,
  empty,
  onExport,
}: ReportSectionProps) {
  const headingId = useId();
  const isEmpty = rows.length === 0;
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <div className={styles.header}>
        <h2 id={headingId} className={styles.title}>
          {title}
        </h2>
        {!isEmpty && (
          <Button variant="secondary" aria-describedby={headingId} onClick={onExport}>
            Export CSV
          </Button>
        )}
      </div>
      {isEmpty ? (
        <p className={styles.empty}>{empty}</p>
      ) : (
        <DataTable
          label={title}
          columns={tableColumns(columns)}
          rows={withShares(rows, chart)}
          phone={
            <>
              <BarChart title={chartTitle} rows={chart} />
              <div className={styles.tableFrame}>
                <table className={styles.table} aria-labelledby={headingId}>
                  <thead>
                    <tr>
                      {columns.map((column) => (
                        <th key={column} scope="col">
                          {column}
                        </th>
                      ))}
                    </tr>
                  </thead>
                  <tbody>
                    {rows.map(({ key, cells: [header, ...cells] }) => (
                      <tr key={key}>
                        <th scope="row">{header}</th>
                        {cells.map((cell, index) => (
                          <td key={index}>{cell}</td>
                        ))}
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            </>
          }
        />
      )}
    </section>
  );
}

const withShares = (rows: readonly ReportRow[], chart: readonly BarChartRow[]): TableRow[] => {
  const max = chart.reduce((largest, bar) => Math.max(largest, bar.value), 0);
  return rows.map((row, index) => ({
    ...row,
    id: row.key,
    share: max > 0 ? (Math.max(0, chart[index]?.value ?? 0) / max) * 100 : 0,
  }));
};

/** The desktop table's columns: each sorts; the last, the figure, shows its bar beside it. */
const tableColumns = (columns: readonly string[]): DataTableColumn<TableRow>[] =>
  columns.map((header, index) => {
    const figure = index === columns.length - 1;
    return {
      key: String(index),
      header,
      rowHeader: index === 0,
      align: figure ? 'end' : undefined,
      sortValue: (row) => row.sortValues[index] ?? null,
      cell: figure
        ? (row) => (
            <span className={styles.figure}>
              <span className={styles.track} aria-hidden="true">
                <span className={styles.bar} style={{ inlineSize: `${row.share}%` }} />
              </span>
              {row.cells[index]}
            </span>
          )
        : (row) => row.cells[index],
    };
  });
