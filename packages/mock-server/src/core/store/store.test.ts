import { describe, expect, it } from 'vitest';
import { Store } from './store';

const ROUTE = {
  companyId: 'co1',
  name: 'Monday',
  status: 'draft' as const,
  isTemplate: false,
  createdAt: '2026-01-05T08:00:00.000Z',
};

function trackedStore() {
  const store = new Store();
  store.trackChanges();
  return store;
}

/** A copy of `store` as it was, with `changes` done again on it. */
function replayed(before: ReturnType<Store['snapshot']>, changes: unknown) {
  const copy = new Store();
  copy.restore(before);
  copy.applyChanges(changes);
  return copy;
}

describe('Store changes (for the data file journal)', () => {
  it('records nothing unless asked to', () => {
    const store = new Store();
    store.routes.insert({ ...ROUTE });
    expect(store.pendingChanges()).toBeNull();
  });

  it('lists each changed row once, as it is now, and what was deleted', () => {
    const store = trackedStore();
    const kept = store.routes.insert({ ...ROUTE });
    const gone = store.routes.insert({ ...ROUTE, name: 'Tuesday' });
    store.clearPendingChanges();
    expect(store.pendingChanges()).toBeNull();

    store.routes.update(kept.id, { name: 'Monday 1' });
    store.routes.update(kept.id, { name: 'Monday 2' });
    store.routes.delete(gone.id);
    const added = store.routes.insert({ ...ROUTE, name: 'Wednesday' });

    expect(store.pendingChanges()).toEqual({
      tables: {
        routes: {
          nextId: 4,
          put: [
            { ...kept, name: 'Monday 2' },
            { ...added, name: 'Wednesday' },
          ],
          removed: [gone.id],
        },
      },
    });
  });

  it('records nothing for a transaction that was undone', () => {
    const store = trackedStore();
    const route = store.routes.insert({ ...ROUTE });
    store.clearPendingChanges();
    expect(() =>
      store.transaction(() => {
        store.routes.update(route.id, { name: 'Changed' });
        store.customers.insert({ companyId: 'co1' } as never);
        throw new Error('refused');
      }),
    ).toThrow('refused');
    expect(store.pendingChanges()).toBeNull();

    store.transaction(() => store.routes.update(route.id, { name: 'Kept' }));
    expect(store.pendingChanges()?.tables).toEqual({
      routes: { nextId: 2, put: [{ ...route, name: 'Kept' }], removed: [] },
    });
  });

  it('done again on a copy, gives the same rows in the same order', () => {
    const store = trackedStore();
    const ids = ['A', 'B', 'C', 'D'].map((name) => store.routes.insert({ ...ROUTE, name }).id);
    store.clearPendingChanges();
    const before = store.snapshot();

    // An update moves a row last in its table and its indexes; the copy must do the same.
    store.routes.update(ids[1] as string, { name: 'B2' });
    store.routes.update(ids[0] as string, { name: 'A2' });
    store.routes.update(ids[1] as string, { name: 'B3' });
    store.routes.delete(ids[2] as string);
    store.routes.insert({ ...ROUTE, name: 'E' });

    const copy = replayed(before, store.pendingChanges());
    expect(copy.snapshot()).toEqual(store.snapshot());
    expect(copy.routes.where('companyId', 'co1').map((route) => route.name)).toEqual([
      'D',
      'A2',
      'B3',
      'E',
    ]);
    // The next id goes on from where the store is.
    expect(copy.routes.newId()).toBe(store.routes.newId());
  });

  it('records a restore as the whole of every table', () => {
    const store = trackedStore();
    store.routes.insert({ ...ROUTE, name: 'Before' });
    const other = new Store();
    other.customers.insert({ companyId: 'co2', displayName: 'Restored' } as never);
    store.clearPendingChanges();
    const before = store.snapshot();

    store.restore(other.snapshot());

    const copy = replayed(before, store.pendingChanges());
    expect(copy.snapshot()).toEqual(other.snapshot());
    expect(copy.routes.size).toBe(0);
  });

  it('refuses changes that are not changes of its tables', () => {
    const store = new Store();
    for (const bad of [
      null,
      {},
      { tables: { nosuch: { nextId: 1, put: [], removed: [] } } },
      { tables: { toString: { nextId: 1, put: [], removed: [] } } },
      { tables: { routes: { nextId: 'x', put: [], removed: [] } } },
      { tables: { routes: { nextId: 1, put: [{ name: 'no id' }], removed: [] } } },
      { tables: { routes: { nextId: 1, put: [], removed: [7] } } },
      { tables: { routes: { nextId: 1, put: [], removed: [], cleared: 'yes' } } },
    ]) {
      expect(() => store.applyChanges(bad), JSON.stringify(bad)).toThrow();
    }
    expect(store.routes.size).toBe(0);
  });
});
