import { toCsv, type CsvCell } from '@routebook/schema';
import type { DateRange } from '@routebook/ui';

/** 'time-by-user' for 1 Oct – 30 Nov 2026 → 'time-by-user-2026-10-01-to-2026-11-30.csv'. */
export const csvFilename = (name: string, { from, to }: DateRange): string =>
  `${name}-${from}-to-${to}.csv`;

/** Minutes as decimal hours to two places, a number a spreadsheet can sum (195 → 3.25). */
export const hoursOf = (minutes: number): number => Math.round((minutes / 60) * 100) / 100;

/** 'Sam Staff 40' → 'sam-staff-40', for a file name. */
export const fileSlug = (text: string): string =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/**
 * Saves the rows as a CSV file through the browser's download (a Blob behind an `<a download>`).
 * A byte-order mark leads the file so that Excel reads it as UTF-8, not the system code page.
 */
export function downloadCsv(filename: string, rows: readonly (readonly CsvCell[])[]): void {
  const blob = new Blob(['\uFEFF', toCsv(rows)], { type: 'text/csv;charset=utf-8' });
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = filename;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked once the click has handed the file to the browser's download.
  setTimeout(() => URL.revokeObjectURL(href), 0);
}
