// Order-editing rules (spec §4 "Order editing"), one test each: given an order and edits, when one more edit, then.
import { describe, expect, it } from 'vitest';
import type { DeliveryType, OrderStatus } from '../shared/enums.ts';
import { doogh, kabab } from '../pricing/order-line.test-fixtures.ts';
import { noDiscount, defaultPricingSettings } from '../pricing/pricing.schemas.ts';
import { finishEdit, priceEditDraft, startOrderEdit } from './order-edit.draft.ts';
import { orderEditReducer, tryEdit, type OrderEditAction } from './order-edit.reducer.ts';
interface Context {
  status?: OrderStatus;
  deliveryType?: DeliveryType;
}
/** An order of kabab ×2 and doogh ×3; SUBMITTED (cap lifted by default) unless told. */
const given = (ctx: Context, ...history: OrderEditAction[]) => {
  const start = startOrderEdit({
    lines: [kabab, doogh],
    status: ctx.status ?? 'SUBMITTED',
    deliveryType: ctx.deliveryType ?? 'PICKUP',
  });
  const draft = history.reduce(orderEditReducer, start);
  return {
    draft,
    when: (action: OrderEditAction) => orderEditReducer(draft, action),
    refuses: (action: OrderEditAction) => {
      const result = tryEdit(draft, action);
      return result.ok ? 'accepted' : result.error.code;
    },
  };
};
const counts = (lines: readonly { tempId: string; count: number }[]) =>
  lines.map((l) => [l.tempId, l.count]);
const { count: _c, isFreeItem: _f, ...kababItem } = kabab;
const inc = (tempId: string) => ({ type: 'increment', tempId }) as const;
const dec = (tempId: string) => ({ type: 'decrement', tempId }) as const;
const remove = (tempId: string) => ({ type: 'removeLine', tempId }) as const;
const restore = (tempId: string) => ({ type: 'restoreLine', tempId }) as const;

describe('order editing', () => {
  it('starts from the order lines, nothing removed, paid by CARD', () => {
    expect(given({}).draft).toMatchObject({ removedItems: [], paymentType: 'CARD', canAdd: true });
    expect(given({ status: 'CONFIRMED' }).draft.canAdd).toBe(false);
  });

  it('adding an item with the same id and topping set raises that line by 1', () => {
    const after = given({}).when({ type: 'addItem', line: { ...kababItem, tempId: 'k2' } });
    expect(counts(after.lines)).toEqual([
      ['kabab', 3],
      ['doogh', 3],
    ]);
  });

  it('adding an item with another topping set adds a line of count 1', () => {
    const plain = { ...kababItem, tempId: 'plain', orderItemToppings: [] };
    expect(counts(given({}).when({ type: 'addItem', line: plain }).lines)).toEqual([
      ['kabab', 2],
      ['doogh', 3],
      ['plain', 1],
    ]);
  });

  it('a SERVE order is sent with, and priced by, the serve packaging cost', () => {
    const { draft } = given({ deliveryType: 'SERVE' });
    expect(finishEdit(draft).map((l) => l.packagingCost)).toEqual([10_000, 0]);
    const rest = {
      discount: noDiscount,
      tip: 0,
      deliveryCost: 0,
      settings: defaultPricingSettings,
    };
    expect(priceEditDraft(draft, rest).totalPackagingCost).toBe(20_000);
  });

  it('a takeaway order is sent with the ordinary packaging cost', () => {
    expect(finishEdit(given({}).draft).map((l) => l.packagingCost)).toEqual([50_000, 20_000]);
  });

  it('decreasing a line above 1 lowers it by 1', () => {
    expect(counts(given({}).when(dec('kabab')).lines)).toEqual([
      ['kabab', 1],
      ['doogh', 3],
    ]);
  });

  it('decreasing a line at 1 leaves it; taking it out is a removal', () => {
    const { draft } = given({}, dec('kabab'));
    expect(orderEditReducer(draft, dec('kabab'))).toBe(draft);
  });

  it('removing a line moves it to the removed list', () => {
    const after = given({}).when(remove('kabab'));
    expect(counts(after.lines)).toEqual([['doogh', 3]]);
    expect(counts(after.removedItems)).toEqual([['kabab', 2]]);
  });

  it('a removed line can be restored with its count', () => {
    const after = given({}, remove('kabab')).when(restore('kabab'));
    expect(counts(after.lines)).toEqual([
      ['doogh', 3],
      ['kabab', 2],
    ]);
    expect(after.removedItems).toEqual([]);
  });

  it('removing the last line is refused with NOT_ALLOW_REMOVE_ALL_ITEMS', () => {
    expect(given({}, remove('kabab')).refuses(remove('doogh'))).toBe('NOT_ALLOW_REMOVE_ALL_ITEMS');
  });

  it('while the cap applies, a line cannot go above its original count', () => {
    expect(given({ status: 'PAID' }).refuses(inc('kabab'))).toBe('EDIT_INCREASE_NOT_ALLOWED');
  });

  it('while the cap applies, a new item cannot be added', () => {
    const plain = { ...kababItem, tempId: 'plain', orderItemToppings: [] };
    expect(given({ status: 'PAID' }).refuses({ type: 'addItem', line: plain })).toBe(
      'EDIT_INCREASE_NOT_ALLOWED',
    );
  });

  it('while the cap applies, a lowered line may go back up to its original count', () => {
    const after = given({ status: 'PAID' }, dec('kabab')).when(inc('kabab'));
    expect(counts(after.lines)).toEqual([
      ['kabab', 2],
      ['doogh', 3],
    ]);
  });

  it('while the cap applies, restoring cannot push a line above its original count', () => {
    const readded = { type: 'addItem', line: { ...kababItem, tempId: 'k2' } } as const;
    const given_ = given({ status: 'PAID' }, remove('kabab'), readded);
    expect(given_.refuses(restore('kabab'))).toBe('EDIT_INCREASE_NOT_ALLOWED');
  });

  it('canAdd (SUBMITTED): the order may grow past its original counts', () => {
    expect(counts(given({ status: 'SUBMITTED' }).when(inc('kabab')).lines)[0]).toEqual([
      'kabab',
      3,
    ]);
  });

  it('no canAdd once paid or confirmed: a count stays at most its original', () => {
    expect(given({ status: 'PAID' }).refuses(inc('kabab'))).toBe('EDIT_INCREASE_NOT_ALLOWED');
    expect(given({ status: 'CONFIRMED' }).refuses(inc('kabab'))).toBe('EDIT_INCREASE_NOT_ALLOWED');
  });

  it('finishing an edit runs the server check on the final lines', () => {
    const { draft } = given({ status: 'SUBMITTED' }, inc('kabab'));
    const asIfPaid = { ...draft, original: { ...draft.original, status: 'PAID' as const } };
    expect(() => finishEdit(asIfPaid)).toThrow(/بیش از تعداد اولیه/);
  });

  it('an edit on a line that is gone changes nothing', () => {
    const { draft } = given({});
    expect(orderEditReducer(draft, inc('gone'))).toBe(draft);
  });
});
