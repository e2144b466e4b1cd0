// Properties of the POS draft over any sequence of cashier actions.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { draftLineKey } from '../pricing/line-identity.ts';
import { aLine } from '../pricing/order-line.test-fixtures.ts';
import { defaultPricingSettings } from '../pricing/pricing.schemas.ts';
import type { NewLine, PosDraftAction } from './pos-draft.actions.ts';
import { posDraftReducer } from './pos-draft.reducer.ts';
import { emptyPosDraft, priceDraft, type PosDraft } from './pos-draft.state.ts';

// A small menu, so that generated lines often collide and merge.
const topping = (id: string) => ({ toppingId: id, title: id, price: 10_000, count: 1 });
const arbNewLine: fc.Arbitrary<NewLine> = fc
  .record({
    tempId: fc.uuid(),
    menuItemId: fc.constantFrom('kabab', 'joojeh', 'doogh'),
    toppings: fc.subarray(['butter', 'sumac']),
    count: fc.integer({ min: 1, max: 3 }),
  })
  .map(({ tempId, menuItemId, toppings, count }) => {
    const { isFreeItem: _, ...line } = aLine({
      tempId,
      menuItemId,
      count,
      price: menuItemId.length * 100_000,
      orderItemToppings: toppings.map(topping),
    });
    return line;
  });

/** One cashier step; `pick` chooses among the lines the draft has at that moment. */
type Step =
  | { add: NewLine }
  | { op: 'increment' | 'decrement' | 'removeLine'; pick: number }
  | { note: string; pick: number }
  | 'gift';
const arbStep: fc.Arbitrary<Step> = fc.oneof(
  arbNewLine.map((add) => ({ add })),
  fc.record({ op: fc.constantFrom('increment', 'decrement', 'removeLine'), pick: fc.nat() }),
  fc.record({ note: fc.constantFrom('', 'تند', 'بدون پیاز'), pick: fc.nat() }),
  fc.constant('gift'),
);
const {
  isFreeItem: _f,
  count: _c,
  orderItemToppings: _t,
  changePrice: _p,
  ...gift
} = aLine({
  tempId: 'gift',
  menuItemId: 'kabab',
});
const toAction = (draft: PosDraft, step: Step): PosDraftAction => {
  if (step === 'gift') return { type: 'applyFreeItems', items: [gift] };
  if ('add' in step) return { type: 'addItem', line: step.add };
  const line = draft.lines[step.pick % Math.max(1, draft.lines.length)];
  const tempId = line?.tempId ?? 'none';
  return 'note' in step
    ? { type: 'setLineNote', tempId, note: step.note }
    : { type: step.op, tempId };
};

const keyCounts = (draft: PosDraft) =>
  Object.fromEntries(draft.lines.map((l) => [draftLineKey(l), l.count]));

describe('POS draft properties', () => {
  it('merging is order-independent: any order of the same items gives the same lines', () => {
    fc.assert(
      fc.property(
        fc.array(arbNewLine, { maxLength: 12 }),
        fc.infiniteStream(fc.nat()),
        (lines, seeds) => {
          const shuffled = lines
            .map((l) => ({ l, k: seeds.next().value }))
            .sort((a, b) => a.k - b.k);
          const build = (ls: NewLine[]) =>
            ls.reduce((d, line) => posDraftReducer(d, { type: 'addItem', line }), emptyPosDraft());
          const a = build(lines);
          const b = build(shuffled.map((x) => x.l));
          expect(keyCounts(b)).toEqual(keyCounts(a));
          expect(priceDraft(b, defaultPricingSettings)).toEqual(
            priceDraft(a, defaultPricingSettings),
          );
        },
      ),
    );
  });

  it('no sequence of actions (notes included) leaves a line with count ≤ 0, a duplicate line, or gifts alone', () => {
    fc.assert(
      fc.property(fc.array(arbStep, { maxLength: 30 }), (steps) => {
        let draft = emptyPosDraft();
        for (const step of steps) {
          draft = posDraftReducer(draft, toAction(draft, step));
          expect(draft.lines.every((l) => Number.isInteger(l.count) && l.count > 0)).toBe(true);
          expect(new Set(draft.lines.map(draftLineKey)).size).toBe(draft.lines.length);
          if (draft.lines.length > 0) expect(draft.lines.some((l) => !l.isFreeItem)).toBe(true);
        }
      }),
    );
  });
});
