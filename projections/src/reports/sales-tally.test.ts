// Period rows add orders up field by field: each money field adds to itself alone, a breakdown
// adds by key, and taking back what was added leaves the row as it was.
import { describe, expect, it } from 'vitest';
import { addTotals, emptyTotals, type SalesTotals } from './sales-tally.ts';

const money = Object.keys(emptyTotals).filter((k) => !k.startsWith('by')) as (keyof SalesTotals)[];

describe('addTotals', () => {
  it('adds each money field to itself alone', () => {
    expect(money).toHaveLength(11);
    money.forEach((field, i) => {
      const one = { ...emptyTotals, [field]: 10 + i };
      expect(addTotals(one, one)).toEqual({ ...emptyTotals, [field]: 2 * (10 + i) });
      expect(addTotals(one, one, -1)).toEqual(emptyTotals);
    });
  });

  it('adds the breakdowns by key, and a key that comes to nothing leaves', () => {
    const a = { ...emptyTotals, bySource: { POS: { count: 1, amount: 5 } } };
    const b = {
      ...emptyTotals,
      bySource: { POS: { count: 1, amount: 5 }, SITE: { count: 2, amount: 7 } },
    };
    expect(addTotals(a, b).bySource).toEqual({
      POS: { count: 2, amount: 10 },
      SITE: { count: 2, amount: 7 },
    });
    expect(addTotals(b, a, -1).bySource).toEqual({ SITE: { count: 2, amount: 7 } });
  });
});
