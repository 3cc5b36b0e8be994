import {
  CUSTOMER_TEXT_FIELDS,
  messages,
  validateCustomer,
  type CustomerTextField,
} from '@routebook/schema';
import { nowIso, ownCompanyId, requireSession, type Context } from '../context';
import { badInput } from '../errors';
import { parseCsv, type CsvParseResult, type CsvRecord } from '../domain/csv';
import { MAX_CSV_BYTES, readUpload } from '../uploads';
import type { CustomerImportRecord, CustomerRecord, InvalidImportRow } from '../store/records';
import type { Resolver, ResolverMap } from './types';

type CustomerFields = Pick<CustomerRecord, CustomerTextField>;

/** Header cells match ignoring case, spaces and underscores: "Last Name", "last_name", "LASTNAME". */
const headerKey = (cell: string) => cell.replace(/[\s_]/g, '').toLowerCase();
const COLUMN_BY_KEY = new Map<string, CustomerTextField>(
  CUSTOMER_TEXT_FIELDS.map((column) => [headerKey(column), column]),
);

/** Which cell index fills each customer field; the first column of a name wins. */
function columnsOf(header: readonly string[]): Map<CustomerTextField, number> {
  const columns = new Map<CustomerTextField, number>();
  header.forEach((cell, index) => {
    const column = COLUMN_BY_KEY.get(headerKey(cell));
    if (column && !columns.has(column)) columns.set(column, index);
  });
  return columns;
}

/**
 * Issue 26: why a file is not readable CSV, naming the line and the column (by its header's name
 * when the header was read), instead of blaming the header.
 */
function unreadableMessage(failure: Extract<CsvParseResult, { ok: false }>): string {
  const name = failure.line > 1 ? failure.header?.[failure.column - 1]?.trim() : undefined;
  const column = name ? `${failure.column} (${name})` : String(failure.column);
  const message =
    failure.problem === 'unterminatedQuote'
      ? messages.csvUnclosedQuote
      : messages.csvTextAfterQuote;
  return message.replace('{line}', String(failure.line)).replace('{column}', column);
}

const isBlankRecord = (record: CsvRecord) => record.cells.every((cell) => cell.trim() === '');

/**
 * The file's header and data records, or the refusal for a file that is not a customer CSV:
 * not UTF-8, a NUL byte, unreadable CSV, no lastName/displayName columns, or no data rows.
 */
function readCustomerCsv(bytes: Uint8Array) {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return badInput(messages.csvEncoding);
  }
  if (text.includes('\0')) return badInput(messages.csvHeader);
  const parsed = parseCsv(text);
  if (!parsed.ok) return badInput(unreadableMessage(parsed));
  const [header, ...rest] = parsed.records;
  const columns = columnsOf(header?.cells ?? []);
  if (!columns.has('lastName') || !columns.has('displayName')) badInput(messages.csvHeader);
  const rows = rest.filter((record) => !isBlankRecord(record));
  if (rows.length === 0) badInput(messages.csvEmpty);
  return { columns, rows };
}

/** A row's customer fields: cells trimmed and kept as plain text, blank ones null. */
function fieldsOf(record: CsvRecord, columns: Map<CustomerTextField, number>): CustomerFields {
  const cell = (column: CustomerTextField) => {
    const index = columns.get(column);
    const value = index === undefined ? '' : (record.cells[index] ?? '').trim();
    return value === '' ? null : value;
  };
  return {
    firstName: cell('firstName'),
    lastName: cell('lastName') ?? '',
    displayName: cell('displayName') ?? '',
    mobile: cell('mobile'),
    address1: cell('address1'),
    address2: cell('address2'),
    city: cell('city'),
    state: cell('state'),
    zip: cell('zip'),
    email: cell('email'),
    note: cell('note'),
  };
}

function importStatus(imported: number, rows: number): CustomerImportRecord['status'] {
  if (imported === 0) return 'failed';
  return imported === rows ? 'complete' : 'partial';
}

/**
 * Spec §1/§7: imports customers from a CSV file. A file that is not a readable customer CSV is
 * refused whole; otherwise each valid row becomes an active customer and each invalid row is
 * recorded with its line and reason. Everything is written in one step after the file is read.
 */
const uploadCustomerCSV: Resolver<unknown, { companyId: string; file: unknown }> = async (
  _,
  { companyId: companyIdArg, file },
  ctx,
) => {
  const companyId = ownCompanyId(ctx, companyIdArg);
  const { name, bytes } = await readUpload(file, MAX_CSV_BYTES);
  const { columns, rows } = readCustomerCsv(bytes);

  const customers: CustomerFields[] = [];
  const invalidData: InvalidImportRow[] = [];
  for (const record of rows) {
    const fields = fieldsOf(record, columns);
    const errors = Object.values(validateCustomer(fields)).filter((m) => m !== undefined);
    if (errors.length === 0) customers.push(fields);
    else invalidData.push({ line: record.line, values: record.cells, reason: errors.join(' ') });
  }

  const { store } = ctx;
  const customerImport = store.transaction(() => {
    for (const fields of customers) {
      store.customers.insert({ companyId, ...fields, status: 'active', passwordHash: null });
    }
    return store.customerImports.insert({
      companyId,
      createdAt: nowIso(ctx),
      desc: name,
      recordCount: rows.length,
      importedCount: customers.length,
      status: importStatus(customers.length, rows.length),
      invalidData,
    });
  });
  return {
    result: customers.length === 0 ? 'failed' : 'success',
    msg: messages.csvImportSummary
      .replace('{imported}', String(customers.length))
      .replace('{refused}', String(invalidData.length)),
    customerImport,
    company: requireSession(ctx).company,
  };
};

/** The company's imports, newest first (later imports first among equal times). */
const customerImports: Resolver<unknown, { companyId: string }> = (
  _,
  { companyId },
  ctx: Context,
) =>
  ctx.store.customerImports
    .where('companyId', ownCompanyId(ctx, companyId))
    .reverse()
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt));

export const importResolvers = {
  Query: { customerImports },
  Mutation: { uploadCustomerCSV },
} satisfies ResolverMap;
