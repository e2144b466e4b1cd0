// An edit's lines: kept lines keep their price, new lines are priced from the menu and merge into
// a line of the same item and toppings.
import { describe, expect, it } from 'vitest';
import { menu } from '../catalog/catalog.test-fixtures.ts';
import { resolveOrderLines } from '../catalog/resolve-order-lines.ts';
import { DomainError } from '../shared/domain-error.ts';
import { linesForEdit } from './edit-lines.ts';

const lavash = [{ toppingId: 'lavash', count: 1 }];
const ordered = resolveOrderLines(
  menu,
  [{ menuItemId: 'koobideh', count: 2, toppings: lavash }],
  ['l1'],
);
const tempId = (i: number) => `new-${i}`;

describe('linesForEdit', () => {
  it('keeps a line the order has at the price it was sold, with its new count and note', () => {
    const cheaper = [{ ...ordered[0]!, price: 1 }];
    const [line] = linesForEdit(
      cheaper,
      [{ id: 'l1', menuItemId: 'koobideh', count: 5, note: 'تند' }],
      menu,
      tempId,
    );
    expect(line).toMatchObject({ tempId: 'l1', price: 1, count: 5, note: 'تند' });
  });

  it('prices a new line from the menu, and merges it into the same item and toppings', () => {
    const lines = linesForEdit(
      ordered,
      [
        { id: 'l1', menuItemId: 'koobideh', count: 2 },
        { menuItemId: 'koobideh', count: 1, toppings: lavash },
      ],
      menu,
      tempId,
    );
    expect(lines.map((l) => [l.tempId, l.count])).toEqual([['l1', 3]]);
  });

  it('a line id the order does not have is ORDER_LINE_NOT_FOUND at that line', () => {
    try {
      linesForEdit(ordered, [{ id: 'ghost', menuItemId: 'koobideh', count: 1 }], menu, tempId);
      throw new Error('expected a refusal');
    } catch (e) {
      expect(e).toBeInstanceOf(DomainError);
      expect((e as DomainError).errors[0]).toMatchObject({ field: 'lines[0].id' });
    }
  });
});
