import type { GraphQLResolveInfo } from 'graphql';
import {
  CUSTOMER_TEXT_FIELDS,
  DEFAULT_EXISTING_CUSTOMER_ACTION,
  importMatchKey,
  messages,
  parseCoordinate,
  type ExistingCustomerAction,
  validateCustomer,
  validateLocation,
  type CustomerTextField,
  type GeoPoint,
} from '@routebook/schema';
import { nowIso, ownCompanyId, requireSession, type Context } from '../context';
import { badInput } from '../errors';
import { outsideWriteTurn } from '../access';
import { parseCsv, type CsvParseResult, type CsvRecord } from '../domain/csv';
import { MAX_CSV_BYTES, readUpload } from '../uploads';
import {
  ADDRESS_FIELDS,
  lookUpAddress,
  needsLookup,
  type PostalAddress,
} from '../domain/geocoding';
import type {
  CustomerImportRecord,
  CustomerLocationRecord,
  CustomerRecord,
  InvalidImportRow,
} from '../store/records';
import type { Resolver, ResolverMap } from './types';

type CustomerFields = Pick<CustomerRecord, CustomerTextField>;

/** Header cells match ignoring case, spaces and underscores: "Last Name", "last_name", "LASTNAME". */
const headerKey = (cell: string) => cell.replace(/[\s_]/g, '').toLowerCase();
const COLUMN_BY_KEY = new Map<string, CustomerTextField>(
  CUSTOMER_TEXT_FIELDS.map((column) => [headerKey(column), column]),
);

type CoordinateColumn = 'latitude' | 'longitude';
/** The optional location columns, by the names spreadsheets and map exports give them. */
const COORDINATE_BY_KEY = new Map<string, CoordinateColumn>([
  ['latitude', 'latitude'],
  ['lat', 'latitude'],
  ['longitude', 'longitude'],
  ['lng', 'longitude'],
  ['lon', 'longitude'],
]);

/** Which cell index fills each customer field; the first column of a name wins. */
function columnsOf(header: readonly string[]): Map<CustomerTextField | CoordinateColumn, number> {
  const columns = new Map<CustomerTextField | CoordinateColumn, number>();
  header.forEach((cell, index) => {
    const key = headerKey(cell);
    const column = COLUMN_BY_KEY.get(key) ?? COORDINATE_BY_KEY.get(key);
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

type Columns = ReturnType<typeof columnsOf>;

/** A row's latitude and longitude cells as numbers: null when blank, NaN when not a number. */
function coordinatesOf(record: CsvRecord, columns: Columns) {
  const cell = (column: CoordinateColumn) => {
    const index = columns.get(column);
    return parseCoordinate(index === undefined ? null : record.cells[index]);
  };
  return { latitude: cell('latitude'), longitude: cell('longitude') };
}

/** A row's customer fields: cells trimmed and kept as plain text, blank ones null. */
function fieldsOf(record: CsvRecord, columns: Columns): CustomerFields {
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
  /** The pin the file places (its latitude and longitude columns), or null. */
  point: GeoPoint | null;
  /** The existing customer with the same name and address, if any. */
  match: CustomerRecord | undefined;
}

/**
 * The file's rows, sorted into the valid ones and the invalid ones with their reasons. Reads the
 * file alone, so the import reads it once, however often it matches the rows against the store.
 */
function readRows(upload: { bytes: Uint8Array }) {
  const { columns, rows } = readCustomerCsv(upload.bytes);
  const valid: Omit<ReadRow, 'match'>[] = [];
  const invalidData: InvalidImportRow[] = [];
  for (const record of rows) {
    const fields = fieldsOf(record, columns);
    const { latitude, longitude } = coordinatesOf(record, columns);
    const errors = [
      ...Object.values(validateCustomer(fields)),
      ...Object.values(validateLocation({ latitude, longitude })),
    ].filter((m) => m !== undefined);
    const point = latitude !== null && longitude !== null ? { latitude, longitude } : null;
    if (errors.length === 0) valid.push({ record, fields, point });
    else invalidData.push({ line: record.line, values: record.cells, reason: errors.join(' ') });
  }
  return { rows, valid, invalidData };
}

type FileRows = ReturnType<typeof readRows>;

/**
 * The valid rows, each with the existing customer it matches, if any. Reads the store: call it in
 * the step that writes.
 */
function matchRows(ctx: Context, companyId: string, file: FileRows) {
  const existing = new Map<string, CustomerRecord>();
  for (const customer of ctx.store.customers.where('companyId', companyId)) {
    const key = importMatchKey(customer);
    if (!existing.has(key)) existing.set(key, customer);
  }
  const valid: ReadRow[] = file.valid.map((row) => ({
    ...row,
    match: existing.get(importMatchKey(row.fields)),
  }));
  return { ...file, valid };
}

/** The row's non-blank cells over the existing customer's fields (its status kept). */
function updatedFields(fields: CustomerFields): Partial<CustomerFields> {
  return Object.fromEntries(
    Object.entries(fields).filter(([, value]) => value !== null && value !== ''),
  ) as Partial<CustomerFields>;
}

/** How the file's valid rows divide: new customers, updates of matches, skipped matches. */
function planImport(
  ctx: Context,
  companyId: string,
  file: FileRows,
  action: ExistingCustomerAction,
) {
  const sorted = matchRows(ctx, companyId, file);
  const matched = sorted.valid.filter((row) => row.match);
  return {
    ...sorted,
    matched,
    created: sorted.valid.filter((row) => !row.match),
    updated: action === 'update' ? matched : [],
    skipped: action === 'update' ? [] : matched,
  };
}

/** The address a row leaves its customer with: an update writes only its non-blank cells. */
const addressAfter = (row: ReadRow): PostalAddress =>
  row.match ? { ...row.match, ...updatedFields(row.fields) } : row.fields;

const addressKey = (address: PostalAddress) =>
  JSON.stringify(ADDRESS_FIELDS.map((field) => address[field]?.trim().toLowerCase() ?? ''));

/** Whether the row's write must look its address up (as a customer edit would). */
const rowNeedsLookup = (row: ReadRow) =>
  needsLookup(row.match ?? null, addressAfter(row), row.point ?? undefined);

/**
 * The geocoder's answers for the addresses the rows to write need, one question per address, in
 * turn (a public geocoder allows about one a second). A failed question counts as not found. Asked
 * outside the import's turn in the write queue: a file of many addresses may take minutes, and no
 * other caller's write waits for it.
 */
function lookUpRows(ctx: Context, info: GraphQLResolveInfo, rows: readonly ReadRow[]) {
  return outsideWriteTurn(info, async () => {
    const found = new Map<string, CustomerLocationRecord | null>();
    for (const row of rows) {
      if (!rowNeedsLookup(row)) continue;
      const address = addressAfter(row);
      const key = addressKey(address);
      if (found.has(key)) continue;
      const lookup = await lookUpAddress(ctx.config.geocoder, address);
      found.set(key, lookup.ok ? lookup.location : null);
    }
    return found;
  });
}

/**
 * Imports customers from a CSV file. A file that is not a readable customer CSV is refused whole;
 * otherwise each valid row becomes an active customer and each invalid row is recorded with its
 * line and reason. A row with the same name and address as an existing customer is skipped, or with
 * `existing: update` written over it; the import counts each. A row's latitude and longitude place
 * its pin by hand; a row without them is geocoded as a customer edit would be. Everything is read,
 * matched and written in one step after the file has arrived and its addresses were looked up.
 */
const uploadCustomerCSV: Resolver<
  unknown,
  { companyId: string; file: unknown; existing?: ExistingCustomerAction | null }
> = async (_, { companyId: companyIdArg, file, existing }, ctx, info) => {
  ownCompanyId(ctx, companyIdArg);
  const upload = await readUpload(file, MAX_CSV_BYTES);
  const action = existing ?? DEFAULT_EXISTING_CUSTOMER_ACTION;
  const fileRows = readRows(upload);
  const first = planImport(ctx, ownCompanyId(ctx, companyIdArg), fileRows, action);
  const found = await lookUpRows(ctx, info, [...first.created, ...first.updated]);
  // Checked again after the geocoder: the caller may have changed company meanwhile.
  const companyId = ownCompanyId(ctx, companyIdArg);
  // Sorted again after the geocoder's awaits, so what is matched is what is written; an address
  // the first reading did not need looked up counts as not found.
  const { rows, valid, invalidData, matched, created, updated, skipped } = planImport(
    ctx,
    companyId,
    fileRows,
    action,
  );
  const locations = { fromFile: 0, geocoded: 0, needsPin: [] as number[] };
  const locationOf = (row: ReadRow): CustomerLocationRecord | null => {
    const location: CustomerLocationRecord | null = row.point
      ? { ...row.point, source: 'manual' }
      : rowNeedsLookup(row)
        ? (found.get(addressKey(addressAfter(row))) ?? null)
        : (row.match?.location ?? null);
    if (row.point) locations.fromFile += 1;
    else if (location && rowNeedsLookup(row)) locations.geocoded += 1;
    if (!location) locations.needsPin.push(row.record.line);
    return location;
  };

  const { store } = ctx;
  const customerImport = store.transaction(() => {
    for (const row of created) {
      const location = locationOf(row);
      store.customers.insert({
        companyId,
        ...row.fields,
        status: 'active',
        passwordHash: null,
        location,
      });
    }
    for (const row of updated) {
      const location = locationOf(row);
      if (row.match)
        store.customers.update(row.match.id, { ...updatedFields(row.fields), location });
    }
    locations.needsPin.sort((a, b) => a - b);
    return store.customerImports.insert({
      companyId,
      createdAt: nowIso(ctx),
      desc: upload.name,
      recordCount: rows.length,
      importedCount: created.length,
      updatedCount: updated.length,
      skippedCount: skipped.length,
      locatedFromFileCount: locations.fromFile,
      geocodedCount: locations.geocoded,
      needsPinLines: locations.needsPin,
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
  const { rows, valid, invalidData } = matchRows(ctx, companyId, readRows(upload));
  return {
    recordCount: rows.length,
    invalidCount: invalidData.length,
    locatedFromFileCount: valid.filter((row) => row.point !== null).length,
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
    locatedFromFileCount: (record: CustomerImportRecord) => record.locatedFromFileCount ?? 0,
    geocodedCount: (record: CustomerImportRecord) => record.geocodedCount ?? 0,
    needsPinLines: (record: CustomerImportRecord) => record.needsPinLines ?? [],
  },
} satisfies ResolverMap;
