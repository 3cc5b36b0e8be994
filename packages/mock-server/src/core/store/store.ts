import { Table, type TableSnapshot } from './table';
import type * as R from './records';

export const SNAPSHOT_VERSION = 1;

export interface StoreSnapshot {
  version: typeof SNAPSHOT_VERSION;
  tables: Record<string, TableSnapshot<{ id: string }>>;
}

/** Every table of the mock server, with transactions and a change counter. */
export class Store {
  /** Increases on every write: the node server persists when it moved. */
  version = 0;
  private undo: (() => void)[] | null = null;
  private readonly journal = {
    record: (entry: () => void) => this.undo?.push(entry),
    touch: () => {
      this.version += 1;
    },
  };

  readonly companies = this.table<R.CompanyRecord>('co', []);
  readonly users = this.table<R.UserRecord, 'email'>('u', ['email']);
  readonly companyUsers = this.table<R.CompanyUserRecord, 'companyId' | 'userId' | 'inviteCode'>(
    'cu',
    ['companyId', 'userId', 'inviteCode'],
  );
  readonly sessions = this.table<R.SessionRecord>('s', []);
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
   * Runs `write` so that it either happens whole or not at all: a throw undoes every row it had
   * changed. Writes must not await between them (JavaScript runs them as one step then).
   */
  transaction<T>(write: () => T): T {
    if (this.undo) return write();
    this.undo = [];
    try {
      const result = write();
      this.undo = null;
      return result;
    } catch (error) {
      const entries = this.undo ?? [];
      this.undo = null;
      for (let i = entries.length - 1; i >= 0; i -= 1) entries[i]?.();
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
    }
    this.version += 1;
  }
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
