// Another round on an open bill: given a bill at table 3, when the cashier adds dishes in the
// drawer's editor, then the edit sends the bill's own lines by id and each new dish by its menu
// item and toppings, for the server to price.
import { tryEdit, type OrderEditDraft } from '@sofre/engine/order-editing';
import { describe, expect, it } from 'vitest';
import { kabab } from '../menu/menu.test-fixtures.ts';
import { addDishAction } from './add-dish.ts';
import { editRequest, startEdit } from './edit-lines.ts';
import type { EditMode } from './order-moves.ts';
import { anOrder } from './order.test-fixtures.ts';

const bill = anOrder({ paymentMethod: 'UNPAID' });
const salad = { ...kabab, id: 'salad', title: 'سالاد شیرازی', toppingCategories: [] };

function when(mode: EditMode, ...actions: ReturnType<typeof addDishAction>[]): OrderEditDraft {
  return actions.reduce(
    (draft, action) => {
      const result = tryEdit(draft, action);
      if (!result.ok) throw result.error;
      return result.draft;
    },
    startEdit(bill, mode),
  );
}

describe('adding a dish to an open bill', () => {
  it('sends the new dish by its menu item and toppings, the bill’s lines by id', () => {
    const draft = when('bill', addDishAction(kabab, new Set(['saffron', 'butter']), 'new-1'));
    expect(editRequest(bill, draft, 'bill').lines).toEqual([
      { id: 'order-1:0', menuItemId: 'order-1:0', count: 2 },
      { id: 'order-1:1', menuItemId: 'order-1:1', count: 1 },
      {
        menuItemId: 'kabab',
        count: 1,
        toppings: [
          { toppingId: 'saffron', count: 1 },
          { toppingId: 'butter', count: 1 },
        ],
      },
    ]);
  });

  it('the same dish added twice is one new line of two', () => {
    const draft = when(
      'bill',
      addDishAction(salad, new Set(), 'new-1'),
      addDishAction(salad, new Set(), 'new-2'),
    );
    const added = editRequest(bill, draft, 'bill').lines.filter((l) => l.id === undefined);
    expect(added).toEqual([{ menuItemId: salad.id, count: 2, toppings: [] }]);
  });

  it('an edit of an order past its first status takes no new dish (only a bill round does)', () => {
    const draft = startEdit(bill, 'order');
    const result = tryEdit(draft, addDishAction(salad, new Set(), 'new-1'));
    expect(result.ok || result.error.code).toBe('EDIT_INCREASE_NOT_ALLOWED');
  });
});
