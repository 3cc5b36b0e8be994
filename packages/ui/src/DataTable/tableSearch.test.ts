import { describe, expect, it } from 'vitest';
import { matchesTableSearch } from './tableSearch';

describe('table search', () => {
  it('ignores case, accents and outer spaces', () => {
    expect(matchesTableSearch(['Café Zoë'], ' cafe zoe ')).toBe(true);
    expect(matchesTableSearch(['Bob Moore', 'bob@example.com'], 'EXAMPLE')).toBe(true);
    expect(matchesTableSearch(['Bob Moore', null], 'ann')).toBe(false);
  });

  it('keeps every row for a blank query', () => {
    expect(matchesTableSearch([null], '  ')).toBe(true);
  });
});
