import type { PosPaymentAnswer } from '@sofre/engine/contracts';
import { ApiError } from '@sofre/web-shared';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { KioskCart } from './kiosk-cart.ts';
import { kioskFlowMachine, type CardOutcome, type PlacedOrder } from './kiosk-flow.machine.ts';
import { doogh } from './kiosk.test-fixtures.ts';

const addDoogh = {
  type: 'cart',
  action: { type: 'add', item: doogh, toppings: [], count: 1 },
} as const;

/** A kiosk whose server and reader answer as told, recording what they were asked. */
function kiosk(answers: { place?: () => Promise<PlacedOrder>; cards?: CardOutcome[] } = {}) {
  const placed: string[] = [];
  const charges: string[] = [];
  const withdrawn: string[] = [];
  const cards = [...(answers.cards ?? [{ paid: true, amount: 400_000 }])];
  const machine = kioskFlowMachine.provide({
    actors: {
      placeOrder: fromPromise<PlacedOrder, { orderId: string; cart: KioskCart }>(
        async ({ input }) => {
          placed.push(input.orderId);
          return answers.place ? answers.place() : { orderId: input.orderId, number: 12 };
        },
      ),
      startCharge: fromPromise<PosPaymentAnswer, { orderId: string }>(async ({ input }) => {
        const transactionId = `tx-${charges.length + 1}`;
        charges.push(transactionId);
        return {
          transactionId,
          orderId: input.orderId,
          amount: 400_000,
          authority: `kiosk-1:${transactionId}`,
          terminalId: 'kiosk-1',
          status: 'PENDING',
        };
      }),
      readCard: fromPromise<CardOutcome, { pending: PosPaymentAnswer }>(async () => cards.shift()!),
    },
    actions: { withdrawOrder: (_, { orderId }) => void withdrawn.push(orderId) },
  });
  const actor = createActor(machine).start();
  const state = () => actor.getSnapshot();
  const settled = () => waitFor(actor, (s) => !s.hasTag('busy'));
  return { actor, state, settled, placed, charges, withdrawn };
}

describe('the kiosk workflow', () => {
  it('a touch opens the menu; the cart goes to review only with something in it', () => {
    const { actor, state } = kiosk();
    actor.send({ type: 'touch' });
    actor.send({ type: 'review' });
    expect(state().value).toBe('menu');
    actor.send(addDoogh);
    actor.send({ type: 'review' });
    expect(state().value).toBe('review');
  });

  it('pays: the order is placed, the reader approves, its number is shown', async () => {
    const { actor, state, settled, placed } = kiosk();
    actor.send({ type: 'touch' });
    actor.send(addDoogh);
    actor.send({ type: 'review' });
    actor.send({ type: 'pay', orderId: 'order-1' });
    await settled();
    expect(state().value).toBe('done');
    expect(placed).toEqual(['order-1']);
    expect(state().context).toMatchObject({ placed: { number: 12 }, paid: 400_000 });
  });

  it('a declined card is tried again under a new transaction, the order placed once', async () => {
    const { actor, state, settled, placed, charges } = kiosk({
      cards: [{ paid: false }, { paid: true, amount: 400_000 }],
    });
    actor.send({ type: 'touch' });
    actor.send(addDoogh);
    actor.send({ type: 'review' });
    actor.send({ type: 'pay', orderId: 'order-1' });
    await settled();
    expect(state().value).toBe('declined');
    expect(state().hasTag('watched')).toBe(true);
    actor.send({ type: 'retry' });
    await settled();
    expect(state().value).toBe('done');
    expect(placed).toEqual(['order-1']);
    expect(charges).toEqual(['tx-1', 'tx-2']);
  });

  it('giving up after a declined card withdraws the unpaid order and starts again', async () => {
    const { actor, state, settled, withdrawn } = kiosk({ cards: [{ paid: false }] });
    actor.send({ type: 'touch' });
    actor.send(addDoogh);
    actor.send({ type: 'review' });
    actor.send({ type: 'pay', orderId: 'order-1' });
    await settled();
    actor.send({ type: 'restart' });
    expect(state().value).toBe('start');
    expect(withdrawn).toEqual(['order-1']);
  });

  it('a refused order comes back to review with the reason; the same cart keeps its order id', async () => {
    let refusals = 1;
    const { actor, state, settled, placed } = kiosk({
      place: async () => {
        if (refusals-- > 0) throw new ApiError(0, 'NETWORK_ERROR', 'ارتباط برقرار نشد.');
        return { orderId: 'order-1', number: 3 };
      },
    });
    actor.send({ type: 'touch' });
    actor.send(addDoogh);
    actor.send({ type: 'review' });
    actor.send({ type: 'pay', orderId: 'order-1' });
    await settled();
    expect(state().value).toBe('review');
    expect(state().context.error).toBe('ارتباط برقرار نشد.');
    actor.send({ type: 'pay', orderId: 'order-2' });
    await settled();
    expect(placed).toEqual(['order-1', 'order-1']);
  });

  it('a changed cart is another order, under a new id', async () => {
    const { actor, settled, placed } = kiosk({
      place: () => Promise.reject(new ApiError(422, 'ITEM_UNAVAILABLE', 'ناموجود')),
    });
    actor.send({ type: 'touch' });
    actor.send(addDoogh);
    actor.send({ type: 'review' });
    actor.send({ type: 'pay', orderId: 'order-1' });
    await settled();
    actor.send(addDoogh);
    actor.send({ type: 'pay', orderId: 'order-2' });
    await settled();
    expect(placed).toEqual(['order-1', 'order-2']);
  });

  it('emptying the cart in review goes back to the menu', () => {
    const { actor, state } = kiosk();
    actor.send({ type: 'touch' });
    actor.send(addDoogh);
    actor.send({ type: 'review' });
    const lineId = state().context.cart.lines[0]!.tempId;
    actor.send({ type: 'cart', action: { type: 'decrement', lineId } });
    expect(state().value).toBe('menu');
  });

  it('restart (inactivity, or the done screen’s 20 s) starts again with an empty cart', async () => {
    const { actor, state, settled, withdrawn } = kiosk();
    actor.send({ type: 'touch' });
    actor.send(addDoogh);
    actor.send({ type: 'restart' });
    expect(state().value).toBe('start');
    expect(state().context.cart.lines).toEqual([]);
    expect(withdrawn).toEqual([]);
    actor.send({ type: 'touch' });
    actor.send(addDoogh);
    actor.send({ type: 'review' });
    actor.send({ type: 'pay', orderId: 'order-1' });
    expect(state().can({ type: 'restart' })).toBe(false);
    await settled();
    actor.send({ type: 'restart' });
    expect(state().value).toBe('start');
  });
});
