/** A typed in-memory table with secondary indexes and an undo log for transactions. */
export interface Row {
  id: string;
}

export interface TableSnapshot<T> {
  nextId: number;
  rows: T[];
}

/**
 * What writes did to a table, to be done again on a copy (the node server's journal): rows
 * written (in the order they were last written) and ids deleted, after clearing every row first
 * when `cleared`.
 */
export interface TableChanges<T> {
  nextId: number;
  cleared?: true;
  put: T[];
  removed: string[];
}

type UndoEntry = () => void;

export class Table<T extends Row, K extends keyof T & string = never> {
  private rows = new Map<string, T>();
  private nextId = 1;
  private readonly indexes = new Map<K, Map<unknown, Set<string>>>();

  constructor(
    readonly prefix: string,
    indexedFields: readonly K[],
    private readonly journal: {
      record(undo: UndoEntry): void;
      /** A row of `table` changed. */
      touch(table: object, id: string): void;
    },
  ) {
    for (const field of indexedFields) this.indexes.set(field, new Map());
  }

  get size(): number {
    return this.rows.size;
  }

  get(id: string | null | undefined): T | undefined {
    return id == null ? undefined : this.rows.get(id);
  }

  all(): T[] {
    return [...this.rows.values()];
  }

  /** Rows whose indexed `field` equals `value`, in insertion order. */
  where(field: K, value: T[K]): T[] {
    const ids = this.indexes.get(field)?.get(value);
    if (!ids) return [];
    const result: T[] = [];
    for (const id of ids) {
      const row = this.rows.get(id);
      if (row) result.push(row);
    }
    return result;
  }

  count(field: K, value: T[K]): number {
    return this.indexes.get(field)?.get(value)?.size ?? 0;
  }

  newId(): string {
    const id = `${this.prefix}${this.nextId}`;
    this.nextId += 1;
    return id;
  }

  insert(values: Omit<T, 'id'> & { id?: string }): T {
    const row = { ...values, id: values.id ?? this.newId() } as T;
    if (this.rows.has(row.id)) throw new Error(`${this.prefix}: duplicate id ${row.id}`);
    this.put(row);
    this.journal.record(() => this.remove(row.id));
    this.journal.touch(this, row.id);
    return row;
  }

  update(id: string, patch: Partial<Omit<T, 'id'>>): T {
    const before = this.rows.get(id);
    if (!before) throw new Error(`${this.prefix}: no row ${id}`);
    const after = { ...before, ...patch, id } as T;
    this.remove(id);
    this.put(after);
    this.journal.record(() => {
      this.remove(id);
      this.put(before);
    });
    this.journal.touch(this, id);
    return after;
  }

  delete(id: string): void {
    const before = this.rows.get(id);
    if (!before) return;
    this.remove(id);
    this.journal.record(() => this.put(before));
    this.journal.touch(this, id);
  }

  /** The number the next new id takes. */
  get nextNumber(): number {
    return this.nextId;
  }

  snapshot(): TableSnapshot<T> {
    return { nextId: this.nextId, rows: this.all() };
  }

  restore(snapshot: TableSnapshot<T>): void {
    this.rows = new Map();
    for (const index of this.indexes.values()) index.clear();
    for (const row of snapshot.rows) this.put(row);
    this.nextId = snapshot.nextId;
  }

  /** Does recorded changes again: no undo entry, no version change (loading a journal). */
  apply(changes: TableChanges<T>): void {
    if (changes.cleared) this.restore({ nextId: changes.nextId, rows: [] });
    for (const id of changes.removed) this.remove(id);
    for (const row of changes.put) {
      // Removed first so a rewritten row moves to the end, as update() moves it.
      this.remove(row.id);
      this.put(row);
    }
    this.nextId = changes.nextId;
  }

  private put(row: T): void {
    this.rows.set(row.id, row);
    for (const [field, index] of this.indexes) {
      const value = row[field];
      let ids = index.get(value);
      if (!ids) index.set(value, (ids = new Set()));
      ids.add(row.id);
    }
  }

  private remove(id: string): void {
    const row = this.rows.get(id);
    if (!row) return;
    this.rows.delete(id);
    for (const [field, index] of this.indexes) index.get(row[field])?.delete(id);
  }
}
