import { describe, expect, it } from 'vitest';
import { nextOrder, reorder } from './reorder.ts';

const rows = [
  { id: 'a', order: 1 },
  { id: 'b', order: 2 },
  { id: 'c', order: 3 },
  { id: 'd', order: 4 },
];

describe('drag-to-reorder', () => {
  it('moving a row down renumbers the rows between, and saves only those', () => {
    const { rows: next, changes } = reorder(rows, 'a', 'c');
    expect(next.map((r) => r.id)).toEqual(['b', 'c', 'a', 'd']);
    expect(next.map((r) => r.order)).toEqual([1, 2, 3, 4]);
    expect(changes).toEqual([
      { id: 'b', order: 1 },
      { id: 'c', order: 2 },
      { id: 'a', order: 3 },
    ]);
  });

  it('moving a row up works the same way', () => {
    const { rows: next, changes } = reorder(rows, 'd', 'b');
    expect(next.map((r) => r.id)).toEqual(['a', 'd', 'b', 'c']);
    expect(changes.map((c) => c.id)).toEqual(['d', 'b', 'c']);
  });

  it('gives gapped or repeated orders their positions, saving every row that differs', () => {
    const gapped = [
      { id: 'x', order: 0 },
      { id: 'y', order: 0 },
      { id: 'z', order: 10 },
    ];
    const { rows: next, changes } = reorder(gapped, 'z', 'x');
    expect(next.map((r) => [r.id, r.order])).toEqual([
      ['z', 1],
      ['x', 2],
      ['y', 3],
    ]);
    expect(changes).toHaveLength(3);
  });

  it('dropping a row on itself or on an unknown row changes nothing', () => {
    expect(reorder(rows, 'b', 'b').changes).toEqual([]);
    expect(reorder(rows, 'b', 'nope').changes).toEqual([]);
    expect(reorder(rows, 'b', 'nope').rows).toEqual(rows);
  });

  it('keeps the other fields of each row', () => {
    const titled = rows.map((r) => ({ ...r, title: r.id.toUpperCase() }));
    expect(reorder(titled, 'a', 'b').rows[0]).toEqual({ id: 'b', order: 1, title: 'B' });
  });

  it('a new row goes after the last', () => {
    expect(nextOrder(rows)).toBe(5);
    expect(nextOrder([])).toBe(1);
  });
});
