// Finding the table the cashier means on the floor: given the floor, when the cashier types, then
// the tables offered and their state.
import type { DiningTableView } from '@sofre/engine/contracts';
import { describe, expect, it } from 'vitest';
import {
  byCategory,
  inService,
  matchingTables,
  occupancyOf,
  tableNumbered,
} from './table-choice.ts';

const table = (
  number: number,
  name: string,
  categoryTitle: string | null,
  extra: Partial<DiningTableView> = {},
): DiningTableView => ({
  id: `table-${number}`,
  number,
  name,
  categoryId: categoryTitle ?? 'none',
  categoryTitle,
  capacity: 4,
  active: true,
  state: 'FREE',
  reservation: null,
  openOrderIds: [],
  qrPath: `/?table=${number}`,
  qrUrl: `http://localhost/?table=${number}`,
  createdAt: '2026-01-01T00:00:00Z',
  updatedAt: '2026-01-01T00:00:00Z',
  ...extra,
});
const floor = [
  table(1, 'میز ۱', 'سالن اصلی'),
  table(5, 'میز خانوادگی', 'سالن اصلی', { state: 'RESERVED', openOrderIds: ['o1', 'o2'] }),
  table(9, 'کنار حوض', 'تراس'),
  table(10, 'میز ۱۰', 'تراس', { state: 'RESERVED' }),
  table(11, 'انبار', 'تراس', { active: false }),
];

describe('the table picker', () => {
  it('offers only tables in service', () => {
    expect(inService(floor).map((t) => t.number)).toEqual([1, 5, 9, 10]);
  });

  it('takes a number typed in Persian or Latin digits as that table, and nothing else', () => {
    expect(tableNumbered(floor, '۵')?.id).toBe('table-5');
    expect(tableNumbered(floor, ' 10 ')?.id).toBe('table-10');
    expect(tableNumbered(floor, '99')).toBeUndefined();
    expect(tableNumbered(floor, '')).toBeUndefined();
  });

  it('finds tables by the start of the number, the name or the category', () => {
    const numbers = (typed: string) => matchingTables(floor, typed).map((t) => t.number);
    expect(numbers('۱')).toEqual([1, 10, 11]);
    expect(numbers('حوض')).toEqual([9]);
    expect(numbers('تراس')).toEqual([9, 10, 11]);
    expect(numbers('')).toEqual([1, 5, 9, 10, 11]);
  });

  it('shows a table with open orders as occupied, a held one as reserved', () => {
    expect(floor.map(occupancyOf)).toEqual(['free', 'occupied', 'free', 'reserved', 'free']);
  });

  it('groups the tables by category in the floor’s order', () => {
    expect(byCategory(inService(floor)).map((g) => [g.title, g.tables.length])).toEqual([
      ['سالن اصلی', 2],
      ['تراس', 2],
    ]);
  });
});
