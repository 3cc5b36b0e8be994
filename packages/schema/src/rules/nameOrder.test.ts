import { describe, expect, it } from 'vitest';
import { byNameThenId, compareNames } from './nameOrder';

describe('name order', () => {
  it('ignores case and accents', () => {
    expect(compareNames('smith residence', 'Smith Residence')).toBe(0);
    expect(compareNames('Émile', 'emile')).toBe(0);
    expect(compareNames('apple', 'Banana')).toBeLessThan(0);
  });

  it('orders equal names by id, so the order never wobbles', () => {
    const rows = [
      { id: 'c3', name: 'bob' },
      { id: 'c1', name: 'Bob' },
      { id: 'c2', name: 'Alice' },
    ];
    expect(rows.sort(byNameThenId((row) => row.name)).map((row) => row.id)).toEqual([
      'c2',
      'c1',
      'c3',
    ]);
  });

  it('sorts 50,000 names with one collator (the shared rule stays usable at scale)', () => {
    const names = Array.from({ length: 50_000 }, (_, i) => ({
      id: `c${i}`,
      name: `Customer ${(i * 7919) % 50_000}`,
    }));
    const sorted = [...names].sort(byNameThenId((row) => row.name));
    for (let i = 1; i < sorted.length; i += 1) {
      expect(compareNames(sorted[i - 1]!.name, sorted[i]!.name)).toBeLessThanOrEqual(0);
    }
  });
});
