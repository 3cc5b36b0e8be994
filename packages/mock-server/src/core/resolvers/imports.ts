import {
  CUSTOMER_TEXT_FIELDS,
  DEFAULT_EXISTING_CUSTOMER_ACTION,
  importMatchKey,
  messages,
  type ExistingCustomerAction,
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
 * Why a file is not readable CSV, naming the line and the column (by its header's name when the
 * header was read), instead of blaming the header.
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

interface ReadRow {
  record: CsvRecord;
  fields: CustomerFields;
  /** The existing customer with the same name and address, if any. */
  match: CustomerRecord | undefined;
}

/**
 * The file's rows, sorted into the valid ones (each with the existing customer it matches, if
 * any) and the invalid ones with their reasons. Reads the store: call it in the step that writes.
 */
function sortRows(ctx: Context, companyId: string, upload: { name: string; bytes: Uint8Array }) {
  const { columns, rows } = readCustomerCsv(upload.bytes);
  const existing = new Map<string, CustomerRecord>();
  for (const customer of ctx.store.customers.where('companyId', companyId)) {
    const key = importMatchKey(customer);
    if (!existing.has(key)) existing.set(key, customer);
  }
  const valid: ReadRow[] = [];
  const invalidData: InvalidImportRow[] = [];
  for (const record of rows) {
    const fields = fieldsOf(record, columns);
    const errors = Object.values(validateCustomer(fields)).filter((m) => m !== undefined);
    if (errors.length === 0)
      valid.push({ record, fields, match: existing.get(importMatchKey(fields)) });
    else invalidData.push({ line: record.line, values: record.cells, reason: errors.join(' ') });
  }
  return { rows, valid, invalidData };
}

/** The row's non-blank cells over the existing customer's fields (its status kept). */
function updatedFields(fields: CustomerFields): Partial<CustomerFields> {
  return Object.fromEntries(
    Object.entries(fields).filter(([, value]) => value !== null && value !== ''),
  ) as Partial<CustomerFields>;
}

/**
 * Imports customers from a CSV file. A file that is not a readable customer CSV is refused whole;
 * otherwise each valid row becomes an active customer and each invalid row is recorded with its
 * line and reason. A row with the same name and address as an existing customer is skipped, or with
 * `existing: update` written over it; the import counts each. Everything is read, matched and
 * written in one step after the file has arrived.
 */
const uploadCustomerCSV: Resolver<
  unknown,
  { companyId: string; file: unknown; existing?: ExistingCustomerAction | null }
> = async (_, { companyId: companyIdArg, file, existing }, ctx) => {
  const companyId = ownCompanyId(ctx, companyIdArg);
  const upload = await readUpload(file, MAX_CSV_BYTES);
  const action = existing ?? DEFAULT_EXISTING_CUSTOMER_ACTION;
  const { rows, valid, invalidData } = sortRows(ctx, companyId, upload);
  const created = valid.filter((row) => !row.match);
  const matched = valid.filter((row) => row.match);
  const updated = action === 'update' ? matched : [];
  const skipped = action === 'update' ? [] : matched;

  const { store } = ctx;
  const customerImport = store.transaction(() => {
    for (const { fields } of created) {
      store.customers.insert({ companyId, ...fields, status: 'active', passwordHash: null });
    }
    for (const { fields, match } of updated) {
      if (match) store.customers.update(match.id, updatedFields(fields));
    }
    return store.customerImports.insert({
      companyId,
      createdAt: nowIso(ctx),
      desc: upload.name,
      recordCount: rows.length,
      importedCount: created.length,
      updatedCount: updated.length,
      skippedCount: skipped.length,
      status: importStatus(valid.length, rows.length),
      invalidData,
    });
  });
  const msg =
    matched.length === 0
      ? messages.csvImportSummary
          .replace('{imported}', String(created.length))
          .replace('{refused}', String(invalidData.length))
      : messages.csvImportSummaryWithMatches
          .replace('{created}', String(created.length))
          .replace('{updated}', String(updated.length))
          .replace('{skipped}', String(skipped.length))
          .replace('{refused}', String(invalidData.length));
  return {
    result: valid.length === 0 ? 'failed' : 'success',
    msg,
    customerImport,
    company: requireSession(ctx).company,
  };
};

/** What importing the file would do, written nowhere (the Preview of the import page). */
const previewCustomerCSV: Resolver<unknown, { companyId: string; file: unknown }> = async (
  _,
  { companyId: companyIdArg, file },
  ctx,
) => {
  const companyId = ownCompanyId(ctx, companyIdArg);
  const upload = await readUpload(file, MAX_CSV_BYTES);
  const { rows, valid, invalidData } = sortRows(ctx, companyId, upload);
  return {
    recordCount: rows.length,
    invalidCount: invalidData.length,
    matches: valid.flatMap(({ record, fields, match }) =>
      match
        ? [
            {
              line: record.line,
              displayName: fields.displayName,
              address1: fields.address1,
              customer: match,
            },
          ]
        : [],
    ),
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
  Mutation: { uploadCustomerCSV, previewCustomerCSV },
  CustomerImport: {
    updatedCount: (record: CustomerImportRecord) => record.updatedCount ?? 0,
    skippedCount: (record: CustomerImportRecord) => record.skippedCount ?? 0,
  },
} satisfies ResolverMap;
