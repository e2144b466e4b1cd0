// A line's note to the kitchen (setLineNote): given a draft, when the cashier writes a note, then
// the lines. A note is part of a line's identity, so a noted line may merge with another.
import { describe, expect, it } from 'vitest';
import { ORDER_LIMITS } from '../contracts/order-limits.ts';
import { aLine } from '../pricing/order-line.test-fixtures.ts';
import type { OrderLine } from '../pricing/order-line.ts';
import type { NewLine, PosDraftAction } from './pos-draft.actions.ts';
import { canApply, posDraftReducer } from './pos-draft.reducer.ts';
import { emptyPosDraft } from './pos-draft.state.ts';

const line = (tempId: string, menuItemId: string, note?: string): NewLine => {
  const { isFreeItem: _, ...plain } = aLine({ tempId, menuItemId, ...(note ? { note } : {}) });
  return plain;
};
const given = (...actions: PosDraftAction[]) => actions.reduce(posDraftReducer, emptyPosDraft());
const add = (l: NewLine): PosDraftAction => ({ type: 'addItem', line: l });
const note = (tempId: string, text: string): PosDraftAction => ({
  type: 'setLineNote',
  tempId,
  note: text,
});
const rows = (lines: readonly OrderLine[]) =>
  lines.map((l) => [l.tempId, l.menuItemId, l.count, l.note]);

describe('a line’s note to the kitchen', () => {
  it('is set on the line, which keeps its id, count, place and the rest of the order', () => {
    const draft = given(
      add(line('a', 'kabab')),
      add(line('a2', 'kabab')),
      add(line('b', 'doogh')),
      { type: 'setTable', tableNumber: '7' },
    );
    const noted = posDraftReducer(draft, note('a', ' بدون پیاز '));
    expect(rows(noted.lines)).toEqual([
      ['a', 'kabab', 2, 'بدون پیاز'],
      ['b', 'doogh', 1, undefined],
    ]);
    expect(noted.tableNumber).toBe('7');
  });

  it('on the only line does not reset the order', () => {
    const draft = given(add(line('a', 'kabab')), { type: 'setTable', tableNumber: '7' });
    const noted = posDraftReducer(draft, note('a', 'تند'));
    expect(rows(noted.lines)).toEqual([['a', 'kabab', 1, 'تند']]);
    expect(noted.tableNumber).toBe('7');
  });

  it('keeps a noted line apart from plain ones added later; an empty note merges it back', () => {
    const noted = given(add(line('a', 'kabab')), note('a', 'تند'), add(line('c', 'kabab')));
    expect(rows(noted.lines)).toEqual([
      ['a', 'kabab', 1, 'تند'],
      ['c', 'kabab', 1, undefined],
    ]);
    expect(rows(posDraftReducer(noted, note('a', '  ')).lines)).toEqual([
      ['c', 'kabab', 2, undefined],
    ]);
  });

  it('merges into a line that already has the same item and note', () => {
    const draft = given(add(line('a', 'kabab', 'تند')), add(line('b', 'kabab')));
    expect(rows(posDraftReducer(draft, note('b', 'تند')).lines)).toEqual([
      ['a', 'kabab', 2, 'تند'],
    ]);
  });

  it('is cut to the contract’s length', () => {
    const long = 'ن'.repeat(ORDER_LIMITS.lineNote + 20);
    const noted = given(add(line('a', 'kabab')), note('a', long));
    expect(noted.lines[0]?.note).toHaveLength(ORDER_LIMITS.lineNote);
  });

  it('changes nothing for the same note, an unknown line or a gift', () => {
    const { tempId: _, ...gift } = line('g', 'salad');
    const draft = given(add(line('a', 'kabab', 'تند')), {
      type: 'applyFreeItems',
      items: [{ ...gift, tempId: 'free:salad' }],
    });
    expect(canApply(draft, note('a', 'تند '))).toBe(false);
    expect(canApply(draft, note('nope', 'تند'))).toBe(false);
    expect(canApply(draft, note('free:salad', 'تند'))).toBe(false);
  });
});
