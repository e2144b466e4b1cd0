import { describe, expect, it } from 'vitest';
import {
  answered,
  applyOp,
  countOfItem,
  linesOf,
  newCart,
  paidCount,
  refused,
  reopened,
  withOp,
} from './cart-state.ts';
import { line, view } from './cart.test-fixtures.ts';

const garlic = [{ toppingId: 'garlic', title: 'سیر', price: 20_000, count: 1 }];

describe('the cart’s lines (spec §4)', () => {
  it('adding the same item with the same toppings adds to its line', () => {
    const lines = applyOp([line('a', { toppings: garlic })], {
      kind: 'add',
      id: 'b',
      line: line('b', { count: 2, toppings: [...garlic] }),
    });
    expect(lines).toEqual([line('a', { toppings: garlic, count: 3 })]);
  });

  it('other toppings, or a gift of the same item, make their own line', () => {
    const gift = line('free:kabab', { isFreeItem: true, unitPrice: 0 });
    const lines = applyOp([line('a'), gift], {
      kind: 'add',
      id: 'b',
      line: line('b', { toppings: garlic }),
    });
    expect(lines.map((l) => l.id)).toEqual(['a', 'free:kabab', 'b']);
    expect(applyOp([gift], { kind: 'add', id: 'c', line: line('c') })).toHaveLength(2);
  });

  it('a count of 0 or less removes the line', () => {
    const lines = [line('a', { count: 2 }), line('b', { menuItemId: 'tea' })];
    expect(applyOp(lines, { kind: 'count', id: 'x', lineId: 'a', count: 5 })[0]!.count).toBe(5);
    expect(applyOp(lines, { kind: 'count', id: 'x', lineId: 'a', count: 0 })).toEqual([lines[1]]);
    expect(applyOp(lines, { kind: 'count', id: 'x', lineId: 'b', count: -1 })).toEqual([lines[0]]);
  });

  it('counts paid units only, per menu item too', () => {
    const lines = [
      line('a', { count: 2 }),
      line('g', { isFreeItem: true }),
      line('t', { menuItemId: 'tea' }),
    ];
    expect(paidCount(lines)).toBe(3);
    expect(countOfItem(lines, 'kabab')).toBe(2);
  });
});

describe('the cart as this browser sees it', () => {
  it('shows the changes not yet answered on top of the server’s lines', () => {
    let cart = answered(newCart('c1'), view('c1', [line('a')]));
    cart = withOp(cart, { kind: 'count', id: 'op1', lineId: 'a', count: 3 });
    cart = withOp(cart, { kind: 'add', id: 'b', line: line('b', { menuItemId: 'tea' }) });
    expect(linesOf(cart).map((l) => [l.id, l.count])).toEqual([
      ['a', 3],
      ['b', 1],
    ]);
  });

  it('an answer replaces the change it answers; a refusal drops it', () => {
    let cart = withOp(newCart('c1'), { kind: 'add', id: 'a', line: line('a') });
    cart = withOp(cart, { kind: 'count', id: 'op2', lineId: 'a', count: 4 });
    cart = answered(cart, view('c1', [line('a', { unitPrice: 490_000 })]), 'a');
    expect(cart.opened).toBe(true);
    expect(cart.pending.map((op) => op.id)).toEqual(['op2']);
    expect(linesOf(cart)).toEqual([line('a', { unitPrice: 490_000, count: 4 })]);
    expect(linesOf(refused(cart, 'op2'))).toEqual([line('a', { unitPrice: 490_000 })]);
  });

  it('opened again, the paid lines go to the new cart as additions; gifts stay behind', () => {
    const cart = answered(
      newCart('c1', { table: '5' }),
      view('c1', [line('a', { count: 2 }), line('free:salad', { isFreeItem: true })]),
    );
    let n = 0;
    const again = reopened(cart, 'c2', () => `new-${++n}`);
    expect(again).toMatchObject({ cartId: 'c2', opened: false, table: '5' });
    expect(again.server).toBeUndefined();
    expect(again.pending).toEqual([
      { kind: 'add', id: 'new-1', line: line('new-1', { count: 2 }) },
    ]);
  });
});
