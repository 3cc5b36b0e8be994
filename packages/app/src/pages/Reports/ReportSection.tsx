import { useId, type ReactNode } from 'react';
import { BarChart, Button, type BarChartRow } from '@routebook/ui';
import styles from './ReportSection.module.css';

export interface ReportSectionProps {
  /** The section's heading, also the name of its table. */
  title: string;
  /** The chart's caption. */
  chartTitle: string;
  /** The bars; none makes the section say `empty` instead of a chart and a table. */
  chart: readonly BarChartRow[];
  /** The table's column headers; the first column heads each row. */
  columns: readonly string[];
  /** The table's rows: a key and the cells, the first one the row's header. */
  rows: readonly { key: string; cells: readonly ReactNode[] }[];
  /** What the section says when the period has nothing for it. */
  empty: string;
  /** Downloads the section's figures as CSV. */
  onExport(): void;
}

/**
 * One report: a heading with Export CSV, then a bar chart and a table of the same figures. The
 * chart is one image named by a summary; the table, named by the heading, gives every figure.
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
      )}
    </section>
  );
}
