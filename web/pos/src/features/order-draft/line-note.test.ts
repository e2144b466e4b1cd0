// A note on a draft line, set through the engine's reducer (line-note.ts): given a draft, when the
// cashier writes a note, then the lines.
import type { OrderLine } from '@sofre/engine/pricing';
import {
  emptyPosDraft,
  posDraftReducer,
  type NewLine,
  type PosDraftAction,
} from '@sofre/engine/pos-draft';
import { describe, expect, it } from 'vitest';
import { withLineNote } from './line-note.ts';

const line = (tempId: string, menuItemId: string, note?: string): NewLine => ({
  tempId,
  menuItemId,
  title: menuItemId,
  price: 1_000_000,
  count: 1,
  discount: 0,
  packagingCost: 0,
  servePackagingCost: 0,
  withTax: true,
  changePrice: false,
  orderItemToppings: [],
  ...(note ? { note } : {}),
});
const given = (...actions: PosDraftAction[]) => actions.reduce(posDraftReducer, emptyPosDraft());
const add = (l: NewLine): PosDraftAction => ({ type: 'addItem', line: l });
const rows = (lines: readonly OrderLine[]) => lines.map((l) => [l.menuItemId, l.count, l.note]);

describe('a line’s note to the kitchen', () => {
  it('is set on the line, which keeps its count, its place and the rest of the order', () => {
    const draft = given(
      add(line('a', 'kabab')),
      add(line('a2', 'kabab')),
      add(line('b', 'doogh')),
      { type: 'setTable', tableNumber: '7' },
    );
    const noted = withLineNote(draft, 'a', ' بدون پیاز ', 'n1');
    expect(rows(noted.lines)).toEqual([
      ['kabab', 2, 'بدون پیاز'],
      ['doogh', 1, undefined],
    ]);
    expect(noted.lines[0]?.tempId).toBe('n1');
    expect(noted.tableNumber).toBe('7');
  });

  it('on the only line does not reset the order', () => {
    const draft = given(add(line('a', 'kabab')), { type: 'setTable', tableNumber: '7' });
    const noted = withLineNote(draft, 'a', 'تند', 'n1');
    expect(rows(noted.lines)).toEqual([['kabab', 1, 'تند']]);
    expect(noted.tableNumber).toBe('7');
  });

  it('keeps a noted line apart from plain ones added later, and an empty note removes it', () => {
    const noted = withLineNote(given(add(line('a', 'kabab'))), 'a', 'تند', 'n1');
    const more = posDraftReducer(noted, add(line('c', 'kabab')));
    expect(rows(more.lines)).toEqual([
      ['kabab', 1, 'تند'],
      ['kabab', 1, undefined],
    ]);
    // Without its note it is the same line as the plain one: they merge.
    expect(rows(withLineNote(more, 'n1', '  ', 'n2').lines)).toEqual([['kabab', 2, undefined]]);
  });

  it('merges into a line that already has the same item and note', () => {
    const draft = given(add(line('a', 'kabab', 'تند')), add(line('b', 'kabab')));
    expect(rows(withLineNote(draft, 'b', 'تند', 'n1').lines)).toEqual([['kabab', 2, 'تند']]);
  });

  it('changes nothing for the same note, an unknown line or a gift', () => {
    const draft = given(add(line('a', 'kabab', 'تند')), {
      type: 'applyFreeItems',
      items: [{ ...line('g', 'salad'), tempId: 'free:salad' }],
    });
    expect(withLineNote(draft, 'a', 'تند ', 'n1')).toBe(draft);
    expect(withLineNote(draft, 'nope', 'تند', 'n1')).toBe(draft);
    expect(withLineNote(draft, 'free:salad', 'تند', 'n1')).toBe(draft);
  });
});
