import { Table, type Row, type TableChanges, type TableSnapshot } from './table';
import type * as R from './records';

export const SNAPSHOT_VERSION = 1;

export interface StoreSnapshot {
  version: typeof SNAPSHOT_VERSION;
  tables: Record<string, TableSnapshot<{ id: string }>>;
}

/** What writes changed, by table name: as much to record as the writes made, however big the store. */
export interface StoreChanges {
  tables: Record<string, TableChanges<{ id: string }>>;
}

/** Every table of the mock server, with transactions and a change counter. */
export class Store {
  /** Increases on every write: the node server persists when it moved. */
  version = 0;
  private undo: (() => void)[] | null = null;
  /** Rows written since the last clearPendingChanges() (null until trackChanges()); null id: all. */
  private changeLog: [Table<Row, never>, string | null][] | null = null;
  private readonly journal = {
    record: (entry: () => void) => this.undo?.push(entry),
    touch: (table: object, id: string) => {
      this.version += 1;
      this.changeLog?.push([table as Table<Row, never>, id]);
    },
  };

  readonly companies = this.table<R.CompanyRecord>('co', []);
  readonly users = this.table<R.UserRecord, 'email'>('u', ['email']);
  readonly companyUsers = this.table<R.CompanyUserRecord, 'companyId' | 'userId' | 'inviteCode'>(
    'cu',
    ['companyId', 'userId', 'inviteCode'],
  );
  readonly sessions = this.table<R.SessionRecord>('s', []);
  readonly deviceKeys = this.table<R.DeviceKeyRecord, 'userId'>('dk', ['userId']);
  readonly customers = this.table<R.CustomerRecord, 'companyId'>('cus', ['companyId']);
  readonly routes = this.table<R.RouteRecord, 'companyId'>('r', ['companyId']);
  readonly routeItems = this.table<R.RouteItemRecord, 'routeId' | 'jobId'>('ri', [
    'routeId',
    'jobId',
  ]);
  readonly routeNotes = this.table<R.RouteNoteRecord>('rn', []);
  readonly jobs = this.table<R.JobRecord, 'companyId' | 'customerId' | 'routeId'>('j', [
    'companyId',
    'customerId',
    'routeId',
  ]);
  readonly cantAccessReports = this.table<R.CantAccessRecord, 'jobId' | 'companyId'>('ca', [
    'jobId',
    'companyId',
  ]);
  readonly jobTasks = this.table<R.JobTaskRecord, 'jobId'>('jt', ['jobId']);
  readonly jobNotes = this.table<R.JobNoteRecord, 'jobId'>('jn', ['jobId']);
  readonly jobTimes = this.table<R.JobTimeRecord, 'jobId' | 'companyUserId' | 'companyId'>('jti', [
    'jobId',
    'companyUserId',
    'companyId',
  ]);
  readonly jobPhotos = this.table<R.JobPhotoRecord, 'jobId'>('jp', ['jobId']);
  readonly jobServiceItems = this.table<R.JobServiceItemRecord, 'jobId'>('jsi', ['jobId']);
  readonly serviceItems = this.table<R.ServiceItemRecord, 'companyId'>('si', ['companyId']);
  readonly settings = this.table<R.SettingRecord, 'companyId'>('set', ['companyId']);
  readonly customerImports = this.table<R.CustomerImportRecord, 'companyId'>('imp', ['companyId']);
  readonly files = this.table<R.FileRecord>('f', []);
  readonly signups = this.table<R.SignupRecord>('sg', []);
  readonly passwordResets = this.table<R.PasswordResetRecord>('pr', []);
  readonly outbox = this.table<R.OutboxRecord>('m', []);
  readonly idempotencyKeys = this.table<R.IdempotencyKeyRecord, 'companyUserId'>('ik', [
    'companyUserId',
  ]);
  readonly jobSignatures = this.table<R.JobSignatureRecord, 'jobId'>('jsg', ['jobId']);
  readonly visitReportLinks = this.table<R.VisitReportLinkRecord, 'jobId'>('vl', ['jobId']);

  private table<T extends { id: string }, K extends keyof T & string = never>(
    prefix: string,
    indexed: readonly K[],
  ): Table<T, K> {
    return new Table<T, K>(prefix, indexed, this.journal);
  }

  private tables(): Record<string, Table<{ id: string }, never>> {
    const entries = Object.entries(this).filter(([, value]) => value instanceof Table);
    return Object.fromEntries(entries) as Record<string, Table<{ id: string }, never>>;
  }

  /**
   * From now on keeps which rows each write changes, for pendingChanges(): the node server's
   * journal records them instead of the whole store. Off by default (the browser has no use).
   */
  trackChanges(): void {
    this.changeLog ??= [];
  }

  /**
   * The rows changed since the last clearPendingChanges(), as they are now, by table; null when
   * none. A transaction that was undone changed nothing.
   */
  pendingChanges(): StoreChanges | null {
    if (!this.changeLog?.length) return null;
    const touched = new Map<Table<Row, never>, { cleared: boolean; ids: Set<string> }>();
    for (const [table, id] of this.changeLog) {
      let entry = touched.get(table);
      if (!entry) touched.set(table, (entry = { cleared: false, ids: new Set() }));
      if (id === null) {
        entry.cleared = true;
        entry.ids.clear();
      } else {
        // Last written last: replaying in this order leaves the rows in the same order.
        entry.ids.delete(id);
        entry.ids.add(id);
      }
    }
    const names = new Map(Object.entries(this.tables()).map(([name, table]) => [table, name]));
    const tables: StoreChanges['tables'] = {};
    for (const [table, { cleared, ids }] of touched) {
      const changes: TableChanges<Row> = { nextId: table.nextNumber, put: [], removed: [] };
      if (cleared) changes.cleared = true;
      for (const id of ids) {
        const row = table.get(id);
        if (row) changes.put.push(row);
        else changes.removed.push(id);
      }
      tables[names.get(table) ?? table.prefix] = changes;
    }
    return { tables };
  }

  /** The pending changes are saved: pendingChanges() starts again from here. */
  clearPendingChanges(): void {
    if (this.changeLog) this.changeLog.length = 0;
  }

  /** Does recorded changes (pendingChanges() of another store) again; throws when they are not. */
  applyChanges(changes: unknown): void {
    const tables = this.tables();
    for (const [name, change] of Object.entries(parseChanges(changes, tables).tables)) {
      tables[name]?.apply(change);
    }
    this.version += 1;
  }

  /**
   * Runs `write` so that it either happens whole or not at all: a throw undoes every row it had
   * changed. Writes must not await between them (JavaScript runs them as one step then).
   */
  transaction<T>(write: () => T): T {
    if (this.undo) return write();
    this.undo = [];
    const logged = this.changeLog?.length ?? 0;
    try {
      const result = write();
      this.undo = null;
      return result;
    } catch (error) {
      const entries = this.undo ?? [];
      this.undo = null;
      for (let i = entries.length - 1; i >= 0; i -= 1) entries[i]?.();
      if (this.changeLog) this.changeLog.length = logged;
      throw error;
    }
  }

  snapshot(): StoreSnapshot {
    const tables: StoreSnapshot['tables'] = {};
    for (const [name, table] of Object.entries(this.tables())) tables[name] = table.snapshot();
    return { version: SNAPSHOT_VERSION, tables };
  }

  /** Replaces every table with a snapshot's; throws a clear error when it is not one. */
  restore(snapshot: unknown): void {
    const checked = parseSnapshot(snapshot);
    const tables = this.tables();
    for (const [name, table] of Object.entries(tables)) {
      table.restore(checked.tables[name] ?? { nextId: 1, rows: [] });
      // Every row changed: a journal records the whole table.
      if (!this.changeLog) continue;
      this.changeLog.push([table, null]);
      for (const row of table.all()) this.changeLog.push([table, row.id]);
    }
    this.version += 1;
  }
}

function parseChanges(value: unknown, known: Record<string, unknown>): StoreChanges {
  const { tables } = (value ?? {}) as Partial<StoreChanges>;
  if (typeof tables !== 'object' || tables === null) throw new Error('no tables');
  for (const [name, table] of Object.entries(tables)) {
    if (!Object.hasOwn(known, name)) throw new Error(`unknown table ${name}`);
    if (
      !Number.isInteger(table?.nextId) ||
      !Array.isArray(table?.put) ||
      !Array.isArray(table?.removed) ||
      (table.cleared !== undefined && table.cleared !== true)
    ) {
      throw new Error(`the changes of table ${name} are malformed`);
    }
    if (table.put.some((row) => typeof (row as { id?: unknown })?.id !== 'string')) {
      throw new Error(`table ${name} has a row without an id`);
    }
    if (table.removed.some((id) => typeof id !== 'string')) {
      throw new Error(`table ${name} has a removed id that is not a string`);
    }
  }
  return value as StoreChanges;
}

function parseSnapshot(value: unknown): StoreSnapshot {
  if (typeof value !== 'object' || value === null) throw new Error('not a JSON object');
  const { version, tables } = value as Partial<StoreSnapshot>;
  if (version !== SNAPSHOT_VERSION) {
    throw new Error(`unknown snapshot version ${JSON.stringify(version)}`);
  }
  if (typeof tables !== 'object' || tables === null) throw new Error('no tables');
  for (const [name, table] of Object.entries(tables)) {
    if (!Number.isInteger(table?.nextId) || !Array.isArray(table?.rows)) {
      throw new Error(`table ${name} is malformed`);
    }
    if (table.rows.some((row) => typeof (row as { id?: unknown })?.id !== 'string')) {
      throw new Error(`table ${name} has a row without an id`);
    }
  }
  return value as StoreSnapshot;
}
