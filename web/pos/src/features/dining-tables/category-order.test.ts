import { describe, expect, it } from 'vitest';
import { movedPatches } from './category-order.ts';

describe('moving a table category', () => {
  const three = [
    { id: 'a', sortOrder: 0 },
    { id: 'b', sortOrder: 1 },
    { id: 'c', sortOrder: 2 },
  ];

  it('swaps with its neighbour, patching only what changes', () => {
    expect(movedPatches(three, 'c', -1)).toEqual([
      { id: 'c', changes: { sortOrder: 1 } },
      { id: 'b', changes: { sortOrder: 2 } },
    ]);
  });

  it('renumbers categories that shared a number', () => {
    const tied = three.map((c) => ({ ...c, sortOrder: 0 }));
    expect(movedPatches(tied, 'a', 1)).toEqual([
      { id: 'a', changes: { sortOrder: 1 } },
      { id: 'c', changes: { sortOrder: 2 } },
    ]);
  });

  it('does nothing past either end', () => {
    expect(movedPatches(three, 'a', -1)).toEqual([]);
    expect(movedPatches(three, 'c', 1)).toEqual([]);
  });
});
