/**
 * A company with many customers, for the benchmarks: rows go straight into the store, as 50,000
 * createCompanyCustomer calls would take minutes. Deterministic names, a third of them businesses
 * ("Lee 42 Farm"), every tenth customer inactive.
 */
import type { Store } from '../src/core/store/store';

const FIRST = ['Ann', 'Bob', 'Carla', 'Dev', 'Emma', 'Farid', 'Grace', 'Hugo', 'Ines', 'Jon'];
const LAST = ['Smith', 'Lee', 'Garcia', 'Nguyen', 'Brown', 'Khan', 'Olsen', 'Rossi', 'Meyer'];
const KINDS = ['Residence', 'Farm', 'Offices', 'Apartments', 'Oak Estate'];

/** Adds customers to the company until it has `count` of them. */
export function addManyCustomers(store: Store, companyId: string, count: number): void {
  for (let i = store.customers.count('companyId', companyId); i < count; i += 1) {
    const firstName = FIRST[i % FIRST.length] as string;
    const lastName = `${LAST[(i * 7) % LAST.length]} ${i}`;
    store.customers.insert({
      companyId,
      firstName,
      lastName,
      displayName:
        i % 3 === 0 ? `${lastName} ${KINDS[i % KINDS.length]}` : `${firstName} ${lastName}`,
      mobile: `555-${String(i % 10_000).padStart(4, '0')}`,
      address1: `${i} Main Street`,
      address2: null,
      city: 'Springfield',
      state: 'IL',
      zip: '62701',
      email: null,
      note: null,
      status: i % 10 === 0 ? 'inactive' : 'active',
      passwordHash: null,
    });
  }
}
