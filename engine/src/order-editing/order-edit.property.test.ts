// Properties of order editing over any sequence of edits.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { OrderStatus } from '../shared/enums.ts';
import { draftLineKey } from '../pricing/line-identity.ts';
import { aLine } from '../pricing/order-line.test-fixtures.ts';
import { finishEdit, startOrderEdit, type OrderEditDraft } from './order-edit.draft.ts';
import { tryEdit, type OrderEditAction } from './order-edit.reducer.ts';
import { canAdd, countsByKey } from './order-edit.rules.ts';

const menu = ['kabab', 'joojeh', 'doogh'];
const original = [aLine({ tempId: 'kabab', count: 2 }), aLine({ tempId: 'doogh', count: 1 })];

/** One edit; `pick` chooses among the lines (or removed lines) the draft has at that moment. */
type Step =
  | { add: string; n: number }
  | { op: 'increment' | 'decrement' | 'removeLine' | 'restoreLine'; pick: number };
const arbStep: fc.Arbitrary<Step> = fc.oneof(
  fc.record({ add: fc.constantFrom(...menu), n: fc.nat() }),
  fc.record({
    op: fc.constantFrom('increment', 'decrement', 'removeLine', 'restoreLine'),
    pick: fc.nat(),
  }),
);
const toAction = (draft: OrderEditDraft, step: Step): OrderEditAction => {
  if ('add' in step) {
    const {
      count: _c,
      isFreeItem: _f,
      ...line
    } = aLine({ tempId: `${step.add}-${step.n}`, menuItemId: step.add });
    return { type: 'addItem', line };
  }
  const pool = step.op === 'restoreLine' ? draft.removedItems : draft.lines;
  return { type: step.op, tempId: pool[step.pick % Math.max(1, pool.length)]?.tempId ?? 'none' };
};

const arbContext = fc.record({ status: fc.constantFrom(...OrderStatus.options) });

describe('order editing properties', () => {
  it('no sequence of edits leaves a line with count ≤ 0 or an empty order', () => {
    fc.assert(
      fc.property(arbContext, fc.array(arbStep, { maxLength: 30 }), (ctx, steps) => {
        let draft = startOrderEdit({ ...ctx, lines: original, deliveryType: 'PICKUP' });
        for (const step of steps) {
          const result = tryEdit(draft, toAction(draft, step));
          if (result.ok) draft = result.draft;
          expect(draft.lines.length).toBeGreaterThan(0);
          expect(draft.lines.every((l) => Number.isInteger(l.count) && l.count > 0)).toBe(true);
        }
      }),
    );
  });

  it('while the cap applies no line grows past its original count, and the server agrees with every accepted edit', () => {
    fc.assert(
      fc.property(arbContext, fc.array(arbStep, { maxLength: 30 }), (ctx, steps) => {
        let draft = startOrderEdit({ ...ctx, lines: original, deliveryType: 'PICKUP' });
        const before = countsByKey(original);
        for (const step of steps) {
          const result = tryEdit(draft, toAction(draft, step));
          if (result.ok) draft = result.draft;
          if (!canAdd(ctx.status)) {
            for (const [key, count] of countsByKey(draft.lines)) {
              expect(count).toBeLessThanOrEqual(before.get(key) ?? 0);
            }
          }
        }
        expect(() => finishEdit(draft)).not.toThrow();
        expect(new Set(draft.lines.map(draftLineKey)).size).toBe(draft.lines.length);
      }),
    );
  });
});
