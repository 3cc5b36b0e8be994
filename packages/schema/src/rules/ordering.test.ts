import { describe, it, expect } from 'vitest';
import { moveInList, nextItemOrder, renumber, sortByOrder } from './ordering';

describe('nextItemOrder', () => {
  it('gives (item count + 1) x 10', () => {
    expect(nextItemOrder(0)).toBe(10);
    expect(nextItemOrder(3)).toBe(40);
  });
});

describe('renumber', () => {
  it('renumbers 10, 20, 30 in the given order', () => {
    const items = [
      { id: 'c', order: 70 },
      { id: 'a', order: 5 },
      { id: 'b', order: 20 },
    ];
    expect(renumber(items)).toEqual([
      { id: 'c', order: 10 },
      { id: 'a', order: 20 },
      { id: 'b', order: 30 },
    ]);
  });

  it('returns only id and order', () => {
    expect(renumber([{ id: 'x', type: 'job' }])).toEqual([{ id: 'x', order: 10 }]);
  });
});

describe('sortByOrder', () => {
  it('sorts by order into a new array, keeping ties in their given order', () => {
    const items = [
      { id: 'b', order: 20 },
      { id: 'a1', order: 10 },
      { id: 'c', order: 30 },
      { id: 'a2', order: 10 },
    ];
    const sorted = sortByOrder(items);
    expect(sorted.map((i) => i.id)).toEqual(['a1', 'a2', 'b', 'c']);
    expect(items.map((i) => i.id)).toEqual(['b', 'a1', 'c', 'a2']);
  });
});

describe('moveInList', () => {
  const list = ['a', 'b', 'c', 'd'];

  it('moves an element down and up', () => {
    expect(moveInList(list, 0, 2)).toEqual(['b', 'c', 'a', 'd']);
    expect(moveInList(list, 3, 1)).toEqual(['a', 'd', 'b', 'c']);
  });

  it('does not change the input', () => {
    moveInList(list, 0, 3);
    expect(list).toEqual(['a', 'b', 'c', 'd']);
  });

  it('clamps the target and ignores an out-of-range source', () => {
    expect(moveInList(list, 0, 99)).toEqual(['b', 'c', 'd', 'a']);
    expect(moveInList(list, 2, -5)).toEqual(['c', 'a', 'b', 'd']);
    expect(moveInList(list, 7, 0)).toEqual(['a', 'b', 'c', 'd']);
  });

  it('renumbers a drag-and-drop result 10, 20, 30', () => {
    const items = [{ id: 'a' }, { id: 'b' }, { id: 'c' }];
    expect(renumber(moveInList(items, 2, 0))).toEqual([
      { id: 'c', order: 10 },
      { id: 'a', order: 20 },
      { id: 'b', order: 30 },
    ]);
  });
});
