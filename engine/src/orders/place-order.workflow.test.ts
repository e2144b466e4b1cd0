// Placing an order holding a limited discount code's use, on the real embedded store: the claim
// on the code's stream decides races, a refused order gives its use back, a repeat keeps one.
import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DomainError } from '../shared/domain-error.ts';
import { createSqliteEventStore } from '../store/sqlite.event-store.ts';
import type { EventStore } from '../store/index.ts';
import { placeOrder } from './place-order.workflow.ts';
import { command, doogh, kebab, metadata } from './order.test-fixtures.ts';

let store: EventStore;
beforeEach(async () => {
  store = await createSqliteEventStore({ path: ':memory:' });
});
afterEach(() => store.close());

const submitOf = (orderId: string, lines = [kebab, doogh]) => ({
  ...command('SubmitOrder', { orderId, source: 'SALON', deliveryType: 'SERVE', lines }),
  metadata: { ...metadata, commandId: `submit-order:${orderId}` },
});
const lastUse = {
  code: 'YALDA',
  customerId: null,
  usageLimit: 1,
  usageLimitPerUser: null,
  landed: [],
  givenBack: [],
};
const place = (orderId: string, lines?: (typeof kebab)[]) =>
  placeOrder(store, { submit: submitOf(orderId, lines), codeUse: lastUse, newId: randomUUID });

describe('placeOrder', () => {
  it('without a limited code only submits the order', async () => {
    const outcome = await placeOrder(store, { submit: submitOf('o-1'), newId: randomUUID });
    expect(outcome).toMatchObject({ codeUse: 'none', result: { repeated: false } });
  });

  it('of two orders racing for a code’s last use, one gets it and one is refused', async () => {
    const outcomes = await Promise.allSettled([place('o-1'), place('o-2')]);
    expect(outcomes.map((o) => o.status).sort()).toEqual(['fulfilled', 'rejected']);
    const refused = outcomes.find((o) => o.status === 'rejected') as PromiseRejectedResult;
    expect(refused.reason).toBeInstanceOf(DomainError);
    expect((refused.reason as DomainError).code).toBe('DISCOUNT_CODE_INVALID');
  });

  it('gives the use back when the order is refused, so the next order gets it', async () => {
    await expect(place('o-1', [])).rejects.toMatchObject({ code: 'ORDER_EMPTY' });
    expect(await place('o-2')).toMatchObject({ codeUse: 'claimed' });
  });

  it('a resubmitted order keeps the use it took the first time', async () => {
    await place('o-1');
    expect(await place('o-1')).toMatchObject({ codeUse: 'kept', result: { repeated: true } });
  });

  it('an order taken without the code, resubmitted with it, gives the use just taken back', async () => {
    await placeOrder(store, { submit: submitOf('o-1'), newId: randomUUID });
    expect(await place('o-1')).toMatchObject({ codeUse: 'released', result: { repeated: true } });
    expect(await place('o-2')).toMatchObject({ codeUse: 'claimed' });
  });

  it('two callers of one order: the one whose submit lost the race leaves the use with the order', async () => {
    // A claims the use; B finds it held and submits first; A's submit is then a repeat.
    let other: Promise<unknown> | undefined;
    const racing: EventStore = {
      ...store,
      readStream: (...args) => store.readStream(...args),
      append: async (stream, events, expected) => {
        if (stream.includes('o-1') && events[0]?.type === 'OrderSubmitted' && !other) {
          other = place('o-1');
          await other;
        }
        return store.append(stream, events, expected);
      },
    };
    const first = await placeOrder(racing, {
      submit: submitOf('o-1'),
      codeUse: lastUse,
      newId: randomUUID,
    });
    expect(first).toMatchObject({ codeUse: 'claimed', result: { repeated: true } });
    expect(await other).toMatchObject({ codeUse: 'kept', result: { repeated: false } });
    // The code's one use is the order's: another order cannot have it.
    await expect(place('o-2')).rejects.toMatchObject({ code: 'DISCOUNT_CODE_INVALID' });
  });
});
