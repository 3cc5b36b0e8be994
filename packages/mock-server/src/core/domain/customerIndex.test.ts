import { describe, expect, it } from 'vitest';
import { byNameThenId } from '@routebook/schema';
import { Store } from '../store/store';
import type { CustomerRecord } from '../store/records';
import { customerPage, listCustomers } from './customerIndex';

const NAMES = ['Ann', 'ann', 'Émile', 'emile', 'Bob Brown', 'bob', 'Zed', 'Ada', 'Åsa', 'Moore'];

function customer(companyId: string, displayName: string): Omit<CustomerRecord, 'id'> {
  return {
    companyId,
    firstName: 'Pat',
    lastName: displayName,
    displayName,
    mobile: null,
    address1: null,
    address2: null,
    city: null,
    state: null,
    zip: null,
    email: null,
    note: null,
    status: 'active',
    passwordHash: null,
  };
}

/** What the order must be: the company's rows sorted by the shared rule, from scratch. */
const sortedFromScratch = (store: Store, companyId: string) =>
  store.customers
    .where('companyId', companyId)
    .sort(byNameThenId((c: CustomerRecord) => c.displayName))
    .map((c) => c.id);

/** A small deterministic random sequence (LCG). */
function random(seed: number) {
  let state = seed;
  return (below: number) => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state % below;
  };
}

describe('the per-company customer order', () => {
  it('stays equal to a fresh sort through inserts, renames, deletes, undone writes and restores', () => {
    const store = new Store();
    const next = random(7);
    for (let i = 0; i < 40; i += 1)
      store.customers.insert(customer('co1', NAMES[i % 10] as string));
    for (let i = 0; i < 5; i += 1) store.customers.insert(customer('co2', `Other ${i}`));
    expect(listCustomers(store, 'co1').map((c) => c.id)).toEqual(sortedFromScratch(store, 'co1'));

    for (let step = 0; step < 300; step += 1) {
      const rows = store.customers.where('companyId', 'co1');
      const row = rows[next(rows.length)] as CustomerRecord;
      const name = `${NAMES[next(NAMES.length)]} ${next(5)}`;
      switch (next(5)) {
        case 0:
          store.customers.insert(customer('co1', name));
          break;
        case 1:
          store.customers.update(row.id, { displayName: name });
          break;
        case 2:
          if (rows.length > 10) store.customers.delete(row.id);
          break;
        case 3:
          // A write that fails half-way is undone: the order must follow the undo too.
          expect(() =>
            store.transaction(() => {
              store.customers.update(row.id, { displayName: name });
              store.customers.insert(customer('co1', name));
              throw new Error('refused');
            }),
          ).toThrow('refused');
          break;
        default:
          store.customers.update(row.id, {
            status: row.status === 'active' ? 'inactive' : 'active',
          });
      }
      expect(listCustomers(store, 'co1').map((c) => c.id)).toEqual(sortedFromScratch(store, 'co1'));
    }
    expect(listCustomers(store, 'co2').map((c) => c.displayName)).toEqual(
      [0, 1, 2, 3, 4].map((i) => `Other ${i}`),
    );

    const snapshot = store.snapshot();
    const other = new Store();
    other.restore(snapshot);
    store.customers.insert(customer('co1', 'Aaron'));
    store.restore(snapshot);
    expect(listCustomers(store, 'co1').map((c) => c.id)).toEqual(sortedFromScratch(other, 'co1'));
  });

  it('pages from a sort key that no longer exists and counts matches only when asked', () => {
    const store = new Store();
    for (const name of ['Cy', 'Ab', 'Bea', 'Dee', 'Ed'])
      store.customers.insert(customer('co1', name));
    const first = customerPage(store, 'co1', { first: 2 });
    expect(first.customers.map((c) => c.displayName)).toEqual(['Ab', 'Bea']);
    expect(first.hasNextPage).toBe(true);
    const last = first.customers.at(-1) as CustomerRecord;
    store.customers.delete(last.id);
    const rest = customerPage(store, 'co1', { first: 5, after: last });
    expect(rest.customers.map((c) => c.displayName)).toEqual(['Cy', 'Dee', 'Ed']);
    expect(rest.hasNextPage).toBe(false);
    const search = customerPage(store, 'co1', { first: 1, search: 'E' });
    expect(search.customers.map((c) => c.displayName)).toEqual(['Dee']);
    expect(search.totalCount()).toBe(2);
  });
});
