import { describe, expect, it } from 'vitest';
import {
  compareCustomerSortKeys,
  customerPlace,
  customerSortValue,
  isDefaultCustomerOrder,
} from './customerOrder';

const ann = {
  displayName: 'Ann',
  fullName: 'Ann Lee',
  address1: '1 Elm St',
  city: 'Ames',
  state: 'IA',
  mobile: '  ',
  status: 'active',
  jobCount: 3,
};

describe('customer order', () => {
  it('reads each column as the table shows it; a blank value is empty', () => {
    expect(customerPlace(ann)).toBe('1 Elm St, Ames, IA');
    expect(customerSortValue('place', ann)).toBe('1 Elm St, Ames, IA');
    expect(customerSortValue('place', { ...ann, address1: null, city: null, state: null })).toBe(
      null,
    );
    expect(customerSortValue('mobile', ann)).toBe(null);
    expect(customerSortValue('jobCount', ann)).toBe(3);
  });

  it('orders names ignoring case and accents, numbers by size, ties by id either way', () => {
    const keys = [
      { value: 'émile', id: 'c2' },
      { value: 'Emile', id: 'c1' },
      { value: 'bo', id: 'c3' },
    ];
    const up = [...keys].sort((a, b) => compareCustomerSortKeys('ascending', a, b));
    expect(up.map((k) => k.id)).toEqual(['c3', 'c1', 'c2']);
    const down = [...keys].sort((a, b) => compareCustomerSortKeys('descending', a, b));
    expect(down.map((k) => k.id)).toEqual(['c1', 'c2', 'c3']);
    expect(
      compareCustomerSortKeys('descending', { value: 10, id: 'a' }, { value: 9, id: 'b' }),
    ).toBeLessThan(0);
  });

  it('keeps empty values last in both directions', () => {
    const empty = { value: null, id: 'a' };
    const some = { value: 'x', id: 'b' };
    expect(compareCustomerSortKeys('ascending', empty, some)).toBeGreaterThan(0);
    expect(compareCustomerSortKeys('descending', empty, some)).toBeGreaterThan(0);
  });

  it('takes displayName ascending (or none) as the default order', () => {
    expect(isDefaultCustomerOrder(null)).toBe(true);
    expect(isDefaultCustomerOrder({ field: 'displayName', direction: 'ascending' })).toBe(true);
    expect(isDefaultCustomerOrder({ field: 'displayName', direction: 'descending' })).toBe(false);
  });
});
