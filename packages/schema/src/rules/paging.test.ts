import { describe, expect, it } from 'vitest';
import { isPageSize, MAX_PAGE_SIZE } from './paging';

describe('page size', () => {
  it('is 0 to 100 rows', () => {
    expect(MAX_PAGE_SIZE).toBe(100);
    expect([0, 1, 20, 100].every(isPageSize)).toBe(true);
    expect([-1, 101, 1.5, Number.NaN].some(isPageSize)).toBe(false);
  });
});
