/**
 * CSV writing shared by every export (reports, customer export): RFC 4180 fields and CRLF record
 * ends, made safe to open in a spreadsheet.
 */

/** One cell: text, a number, or nothing (written as an empty field). */
export type CsvCell = string | number | null | undefined;

/**
 * Leading characters that make Excel, LibreOffice or Sheets read a text cell as a formula (OWASP
 * "CSV injection"). Tab and CR are on the list because some spreadsheets skip them before parsing.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

const NEEDS_QUOTES = /[",\r\n]/;

/** A text cell a spreadsheet would evaluate gets a leading `'`, which makes it plain text. */
function defuse(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

function field(cell: CsvCell, formulaSafe: boolean): string {
  if (cell === null || cell === undefined) return '';
  // Numbers are ours, not typed by a user: a negative number stays a number.
  const text = typeof cell === 'number' || !formulaSafe ? String(cell) : defuse(cell);
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/**
 * The rows as CSV text: fields joined by commas and quoted when they hold a comma, quote, CR or LF
 * (quotes doubled); every record, the last included, ends with CRLF. Text cells starting with
 * `=`, `+`, `-`, `@`, tab or CR are prefixed with `'` so no spreadsheet runs them as formulas;
 * `formulaSafe: false` keeps them as typed, for a file our own import reads (it never evaluates).
 */
export function toCsv(
  rows: readonly (readonly CsvCell[])[],
  { formulaSafe = true }: { formulaSafe?: boolean } = {},
): string {
  return rows.map((row) => `${row.map((cell) => field(cell, formulaSafe)).join(',')}\r\n`).join('');
}
