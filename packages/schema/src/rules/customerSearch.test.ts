import { describe, it, expect } from 'vitest';
import {
  customerFullName,
  customerSearchKeys,
  customerSearchKeysMatch,
  customerSearchNeedle,
  matchesCustomerName,
  matchesCustomerSearch,
  searchCustomers,
} from './customerSearch';

const ann = { id: '1', firstName: 'Ann', lastName: 'Lee', status: 'active' };
const bob = { id: '2', firstName: 'Bob', lastName: 'Leeds', status: 'active' };
const carl = { id: '3', firstName: 'Carl', lastName: 'Lee', status: 'inactive' };
const dee = { id: '4', firstName: null, lastName: 'Dee', status: 'active' };

describe('customerFullName', () => {
  it('joins first and last name with one space', () => {
    expect(customerFullName(ann)).toBe('Ann Lee');
  });

  it('drops blank parts', () => {
    expect(customerFullName(dee)).toBe('Dee');
    expect(customerFullName({ firstName: '  ', lastName: 'Dee' })).toBe('Dee');
    expect(customerFullName({})).toBe('');
  });
});

describe('matchesCustomerSearch', () => {
  it('matches case-insensitively', () => {
    expect(matchesCustomerSearch(ann, 'ANN')).toBe(true);
    expect(matchesCustomerSearch(ann, 'lee')).toBe(true);
  });

  it('matches a substring across first and last name', () => {
    expect(matchesCustomerSearch(ann, 'nn l')).toBe(true);
    expect(matchesCustomerSearch(ann, 'ann lee')).toBe(true);
    expect(matchesCustomerSearch(ann, 'lee ann')).toBe(false);
  });

  it('excludes customers that are not active', () => {
    expect(matchesCustomerSearch(carl, 'carl')).toBe(false);
    expect(matchesCustomerSearch({ firstName: 'Eve', lastName: 'Ray' }, 'eve')).toBe(false);
  });

  it('matches every active customer for a blank query', () => {
    expect(matchesCustomerSearch(ann, '')).toBe(true);
    expect(matchesCustomerSearch(ann, '   ')).toBe(true);
    expect(matchesCustomerSearch(carl, '')).toBe(false);
  });
});

describe('the display name (search finds what the screen shows)', () => {
  const robert = {
    firstName: 'Robert',
    lastName: 'Brown',
    displayName: 'Bob Brown',
    status: 'active',
  };
  const smith = {
    firstName: 'James',
    lastName: 'Smith',
    displayName: 'Smith Residence',
    status: 'active',
  };

  it('finds "Bob Brown" by "bob", though his first name is Robert', () => {
    expect(matchesCustomerSearch(robert, 'bob')).toBe(true);
    expect(matchesCustomerSearch(robert, 'BOB BROWN')).toBe(true);
    expect(matchesCustomerSearch(robert, 'robert')).toBe(true);
  });

  it('finds "Smith Residence" by "Residence"', () => {
    expect(matchesCustomerSearch(smith, 'Residence')).toBe(true);
    expect(matchesCustomerSearch(smith, 'james smith')).toBe(true);
    expect(matchesCustomerSearch(smith, 'smith james')).toBe(false);
  });

  it('still finds only active customers by display name', () => {
    expect(matchesCustomerSearch({ ...robert, status: 'inactive' }, 'bob')).toBe(false);
    expect(searchCustomers([smith, robert], 'bob')).toEqual([robert]);
  });
});

describe('searchCustomers', () => {
  const customers = [ann, bob, carl, dee];

  it('returns the active matches in their given order', () => {
    expect(searchCustomers(customers, 'lee').map((c) => c.id)).toEqual(['1', '2']);
    expect(searchCustomers(customers, 'LEEDS').map((c) => c.id)).toEqual(['2']);
  });

  it('returns every active customer for a blank query', () => {
    expect(searchCustomers(customers, '').map((c) => c.id)).toEqual(['1', '2', '4']);
  });
});

describe('matchesCustomerName (the customers page)', () => {
  it('matches the full name without regard to case, inactive customers too', () => {
    const inactive = { firstName: 'Ann', lastName: 'Moore', status: 'inactive' };
    expect(matchesCustomerName(inactive, ' MOORE ')).toBe(true);
    expect(matchesCustomerName(inactive, 'ann m')).toBe(true);
    expect(matchesCustomerName(inactive, 'Farm')).toBe(false);
    expect(matchesCustomerName({ ...inactive, displayName: 'Moore Farm' }, 'farm')).toBe(true);
    expect(matchesCustomerSearch(inactive, 'Moore')).toBe(false);
  });
});

describe('search keys (kept per customer by the server)', () => {
  it('are the lower-cased full and display names; a needle is the trimmed, lower-cased query', () => {
    const robert = { firstName: ' Robert ', lastName: 'Brown', displayName: ' Bob Brown ' };
    expect(customerSearchKeys(robert)).toEqual(['robert brown', 'bob brown']);
    expect(customerSearchNeedle('  BOB b ')).toBe('bob b');
  });

  it('match as matchesCustomerName does, never across the two names', () => {
    const keys = customerSearchKeys({ firstName: 'Ann', lastName: 'Lee', displayName: 'Farm' });
    expect(customerSearchKeysMatch(keys, 'nn l')).toBe(true);
    expect(customerSearchKeysMatch(keys, 'farm')).toBe(true);
    expect(customerSearchKeysMatch(keys, 'leefarm')).toBe(false);
    expect(customerSearchKeysMatch(keys, '')).toBe(true);
  });
});

describe('accents', () => {
  const cafe = {
    firstName: 'Zoë',
    lastName: 'Brûlé',
    displayName: 'Café Zoë',
    status: 'active',
  };

  it('finds an accented name by its plain letters, in any case', () => {
    expect(matchesCustomerSearch(cafe, 'cafe')).toBe(true);
    expect(matchesCustomerSearch(cafe, 'CAFE ZOE')).toBe(true);
    expect(matchesCustomerSearch(cafe, 'brule')).toBe(true);
  });

  it('finds it by the accented letters too, and by a differently accented query', () => {
    expect(matchesCustomerSearch(cafe, 'Café')).toBe(true);
    expect(matchesCustomerSearch(cafe, 'cafè')).toBe(true);
  });

  it('treats a decomposed "é" (e + combining accent) as the composed one', () => {
    expect(matchesCustomerSearch(cafe, 'cafe\u0301')).toBe(true);
  });

  it('still tells different letters apart', () => {
    expect(matchesCustomerSearch(cafe, 'cafa')).toBe(false);
  });
});
