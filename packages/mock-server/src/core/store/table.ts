/** A typed in-memory table with secondary indexes and an undo log for transactions. */
export interface Row {
  id: string;
}

export interface TableSnapshot<T> {
  nextId: number;
  rows: T[];
}

type UndoEntry = () => void;

export class Table<T extends Row, K extends keyof T & string = never> {
  private rows = new Map<string, T>();
  private nextId = 1;
  private readonly indexes = new Map<K, Map<unknown, Set<string>>>();

  constructor(
    readonly prefix: string,
    indexedFields: readonly K[],
    private readonly journal: { record(undo: UndoEntry): void; touch(): void },
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
    this.journal.touch();
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
    this.journal.touch();
    return after;
  }

  delete(id: string): void {
    const before = this.rows.get(id);
    if (!before) return;
    this.remove(id);
    this.journal.record(() => this.put(before));
    this.journal.touch();
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
