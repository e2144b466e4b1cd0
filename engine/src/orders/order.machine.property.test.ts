// Random command sequences against the order decider: whatever is asked, in whatever order,
// the order stays inside the rulebook and its money adds up.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fold } from '../shared/decider.ts';
import { OrderStatus } from '../shared/enums.ts';
import { arbPlayed, attempt, isCourier, READY } from './order.arbitraries.ts';
import { orderDecider } from './order.decider.ts';
import { orderEventCodec, type OrderEvent } from './order.events.ts';
import {
  balanceDue,
  effectiveStatus,
  isPaid,
  isPrepaidOrder,
  type OrderState,
} from './order.state.ts';

/** The rules of order-transitions.md, checked on each event against the state before it. */
function checkStep(before: OrderState, event: OrderEvent, after: OrderState) {
  expect(['NONE', ...OrderStatus.options]).toContain(after.status);
  expect(() => orderEventCodec.encode(event)).not.toThrow();
  if (before.status === 'NONE') return expect(event.type).toBe('OrderSubmitted');
  expect(before.status === 'REJECTED' || before.status === 'FINISHED').toBe(false);
  expect(after.status === 'DELIVERING' ? isCourier(after.deliveryType) : true).toBe(true);
  switch (event.type) {
    case 'OrderFinished':
      expect(before.status).toBe('DELIVERED');
      return expect(isPaid(before)).toBe(true);
    case 'OrderDispatched':
      return expect(isCourier(before.deliveryType)).toBe(true);
    case 'OrderMarkedReady':
      return expect(event.data.status).toBe(before.deliveryType && READY[before.deliveryType]);
    case 'OrderConfirmed':
      return expect(isPrepaidOrder(before) && !isPaid(before)).toBe(false);
    case 'OrderRejected': {
      const at = before.status === 'NEEDFORCALL' ? before.beforeCall : before.status;
      return expect(['DELIVERING', 'DELIVERED']).not.toContain(at);
    }
    case 'OrderPaid':
      return expect(event.data.amount).toBeLessThanOrEqual(balanceDue(before));
    case 'OrderEdited':
    case 'OrderDeliveryMethodChanged':
      return expect(['SUBMITTED', 'PAID', 'CONFIRMED']).toContain(effectiveStatus(before));
    case 'OrderNeedsCall':
      return expect(before.deliveryType).not.toBe('SERVE');
    case 'OrderCallResolved':
      return expect(before.status === 'NEEDFORCALL' && before.beforeCall).toBe(event.data.status);
  }
}

const priceOf = (event: OrderEvent) => ('price' in event.data ? event.data.price : undefined);

const runs = { numRuns: 400 };

describe('order decider under random commands', () => {
  it('never leaves the status set and never skips a rule', () => {
    fc.assert(
      fc.property(arbPlayed, ({ steps }) => {
        for (const { before, events } of steps) {
          events.reduce((state, event) => {
            const after = orderDecider.evolve(state, event);
            checkStep(state, event, after);
            return after;
          }, before);
        }
      }),
      runs,
    );
  });

  it('an accepted ChangeOrderState lands exactly on its target', () => {
    fc.assert(
      fc.property(arbPlayed, ({ steps }) => {
        for (const { before, command: c, events } of steps) {
          if (c.type !== 'ChangeOrderState' || events.length === 0) continue;
          expect(events.reduce(orderDecider.evolve, before).status).toBe(c.data.target);
        }
      }),
      runs,
    );
  });

  it('folding the same events gives the same state, also after a trip through the store', () => {
    fc.assert(
      fc.property(arbPlayed, ({ steps, history }) => {
        const stored = history.map((e) => JSON.parse(JSON.stringify(orderEventCodec.encode(e))));
        const decoded = stored.map((e) => orderEventCodec.decode(e.type, e.data, 1));
        expect(fold(orderDecider, decoded)).toEqual(fold(orderDecider, history));
        for (const { before, command: c } of steps) {
          expect(attempt(c, structuredClone(before))).toEqual(attempt(c, before));
        }
      }),
      { ...runs, numRuns: 150 },
    );
  });

  it('every price is whole, non-negative Rial, and nothing is paid beyond the price', () => {
    fc.assert(
      fc.property(arbPlayed, ({ history }) => {
        for (const price of history.map(priceOf)) {
          for (const amount of Object.values(price ?? {})) {
            if (typeof amount === 'number')
              expect(Number.isInteger(amount) && amount >= 0).toBe(true);
          }
        }
        const state = fold(orderDecider, history);
        if (state.status !== 'NONE') expect(balanceDue(state)).toBeGreaterThanOrEqual(0);
      }),
      runs,
    );
  });

  it('sessions reach every status (so the properties above are not vacuous)', () => {
    const reached = new Set<string>();
    fc.assert(
      fc.property(arbPlayed, ({ steps }) => {
        for (const { before } of steps) reached.add(before.status);
      }),
      runs,
    );
    expect([...reached].sort()).toEqual(['NONE', ...OrderStatus.options].sort());
  });
});
