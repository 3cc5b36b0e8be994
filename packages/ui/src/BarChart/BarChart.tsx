import { useId } from 'react';

import styles from './BarChart.module.css';

/** One bar: what it is, how much, and that amount in words ('3 h 15 min', '4 jobs'). */
export interface BarChartRow {
  label: string;
  value: number;
  valueText: string;
}

export interface BarChartProps {
  /** The chart's caption. */
  title: string;
  /** The bars, top to bottom, in the order given. */
  rows: readonly BarChartRow[];
  className?: string;
}

/** What a screen reader hears for the bars; the figures themselves belong in a table beside it. */
export function barChartSummary(rows: readonly BarChartRow[]): string {
  if (rows.length === 0) return 'Bar chart with no bars.';
  const top = rows.reduce((max, row) => (row.value > max.value ? row : max));
  const count = rows.length === 1 ? '1 bar' : `${rows.length} bars`;
  return `Bar chart, ${count}. Largest: ${top.label}, ${top.valueText}.`;
}

/** A bar's length in percent of the longest; nothing for zero, negative or an all-zero chart. */
const shareOf = (value: number, max: number) => (max > 0 ? (Math.max(0, value) / max) * 100 : 0);

/**
 * A horizontal bar chart in plain CSS: each bar's length is its share of the largest value. The
 * bars are one image to assistive technology, named by a summary (how many bars, the largest);
 * pair it with a table of the same figures. In a narrow space each label and its figure sit above
 * the bar (long labels wrap); from 32rem of width, label, bar and figure share a line.
 */
export function BarChart({ title, rows, className }: BarChartProps) {
  const captionId = useId();
  const max = rows.reduce((largest, row) => Math.max(largest, row.value), 0);
  return (
    // Named by its caption explicitly too: not every accessibility tool reads a figcaption.
    <figure
      className={[styles.root, className].filter(Boolean).join(' ')}
      aria-labelledby={captionId}
    >
      <figcaption id={captionId} className={styles.caption}>
        {title}
      </figcaption>
      <div role="img" aria-label={barChartSummary(rows)} className={styles.bars}>
        {rows.map((row, index) => (
          <div key={`${index}-${row.label}`} className={styles.row}>
            <span className={styles.label}>{row.label}</span>
            <span className={styles.track}>
              <span className={styles.bar} style={{ inlineSize: `${shareOf(row.value, max)}%` }} />
            </span>
            <span className={styles.value}>{row.valueText}</span>
          </div>
        ))}
      </div>
    </figure>
  );
}
