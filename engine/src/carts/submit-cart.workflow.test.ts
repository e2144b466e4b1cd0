// Submitting a cart on the real embedded store: the cart becomes an ONLINE order from the site and
// is checked out to it; a refused cart writes nothing; a retry completes a submit cut short; of two
// submits racing with different order ids, one wins and the other's order is rejected.
import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { handleCommand, loadState } from '../commands/handle-command.ts';
import { orderAggregate } from '../orders/order.decider.ts';
import { orderStreamName } from '../orders/order.events.ts';
import { noDiscount, defaultPricingSettings } from '../pricing/pricing.schemas.ts';
import { createSqliteEventStore } from '../store/sqlite.event-store.ts';
import type { EventStore } from '../store/index.ts';
import type { CartCommand } from './cart.commands.ts';
import { cartAggregate } from './cart.decider.ts';
import { cartStreamName } from './cart.events.ts';
import type { CartOrderTerms } from './cart-order.ts';
import type { CartVendorTerms } from './cart-vendor.ts';
import { add, cartCommand, cartId, doogh, kabab, metadata } from './cart.test-fixtures.ts';
import { submitCart } from './submit-cart.workflow.ts';

let store: EventStore;
beforeEach(async () => {
  store = await createSqliteEventStore({ path: ':memory:' });
});
afterEach(() => store.close());

const VENDOR = metadata.vendorId;
const meta = (userId = 'customer-1') => ({
  ...metadata,
  commandId: randomUUID(),
  actor: { userId, kind: 'CUSTOMER' as const },
});
const run = (command: CartCommand) =>
  handleCommand(store, cartAggregate, { ...command, metadata: meta() });
const cartNow = async () =>
  (await loadState(store, cartAggregate, cartStreamName(VENDOR, cartId), VENDOR)).state;
const orderNow = async (orderId: string) =>
  (await loadState(store, orderAggregate, orderStreamName(VENDOR, orderId), VENDOR)).state;
const eventCount = async () => (await store.readAll(undefined, 10_000)).length;

const terms = (orderId: string): CartOrderTerms => ({
  orderId,
  settings: defaultPricingSettings,
  discount: noDiscount,
  deliveryCost: 0,
  preparationTime: 20,
  customer: { id: 'customer-1', phone: '09120000009' },
});

const lunchWindow = { weekday: 'FRI' as const, start: '13:00', end: '15:30' };
/** Open at any hour, no minimum. */
const anyCart: CartVendorTerms = { availability: { times: undefined }, minimumBasket: 0 };

async function fillCart(details = { deliveryType: 'PICKUP' as const }) {
  await run(cartCommand('OpenCart', { cartId }));
  await run(add(kabab));
  await run(add(doogh));
  await run(cartCommand('UpdateCartDetails', { cartId, ...details }));
}

const submit = async (orderId: string, userId = 'customer-1', vendor = anyCart) =>
  submitCart(store, {
    cartId,
    cart: await cartNow(),
    terms: terms(orderId),
    vendor,
    metadata: meta(userId),
    newId: randomUUID,
  });

describe('submitCart', () => {
  it('places the cart as an online order from the site and checks the cart out to it', async () => {
    await fillCart();
    const outcome = await submit('order-1');
    expect(outcome).toMatchObject({ outcome: 'submitted', order: { codeUse: 'none' } });
    expect(await orderNow('order-1')).toMatchObject({
      status: 'SUBMITTED',
      source: 'WEBSITE',
      paymentMethod: 'ONLINE',
      deliveryType: 'PICKUP',
      lines: [
        expect.objectContaining({ tempId: kabab.tempId, count: 1 }),
        expect.objectContaining({ tempId: doogh.tempId, count: 2 }),
      ],
    });
    expect(await cartNow()).toMatchObject({ status: 'CHECKED_OUT', orderId: 'order-1' });
  });

  it('a cart from a table’s QR code becomes a QR order at that table', async () => {
    await fillCart({ deliveryType: 'SERVE', tableNumber: '4' } as never);
    await submit('order-1');
    expect(await orderNow('order-1')).toMatchObject({ source: 'QR', tableNumber: '4' });
  });

  it('refuses an empty cart, a cart without a delivery type and another’s cart, writing nothing', async () => {
    await run(cartCommand('OpenCart', { cartId }));
    const before = await eventCount();
    await expect(submit('order-1')).rejects.toMatchObject({ code: 'CART_EMPTY' });
    await run(add(kabab));
    const withLine = await eventCount();
    await expect(submit('order-1')).rejects.toMatchObject({
      code: 'ORDER_HAS_TO_HAVE_DELIVER_METHOD',
    });
    await expect(submit('order-1', 'customer-2')).rejects.toMatchObject({
      code: 'CART_NOT_FOUND',
    });
    expect(withLine).toBe(before + 1);
    expect(await eventCount()).toBe(withLine);
  });

  it('refuses while the vendor is closed, or a basket under its minimum, writing nothing', async () => {
    await fillCart();
    const before = await eventCount();
    // metadata.now is Friday 12:00 in Tehran; the vendor opens at 13:00 (09:30 UTC).
    const lunch = { ...anyCart, availability: { times: [lunchWindow] } };
    await expect(submit('order-1', 'customer-1', lunch)).rejects.toMatchObject({
      code: 'VENDOR_CLOSED',
      detail: { nextOpening: '2025-03-21T09:30:00.000Z' },
    });
    // Kabab with butter and two doogh: 1,530,000 Rial of goods.
    const minimum = { ...anyCart, minimumBasket: 1_530_001 };
    await expect(submit('order-1', 'customer-1', minimum)).rejects.toMatchObject({
      code: 'BASKET_BELOW_MINIMUM',
      errors: [expect.objectContaining({ field: 'items' })],
    });
    expect(await eventCount()).toBe(before);
    expect(await orderNow('order-1')).toMatchObject({ status: 'NONE' });
    await submit('order-1', 'customer-1', { ...anyCart, minimumBasket: 1_530_000 });
    expect(await cartNow()).toMatchObject({ status: 'CHECKED_OUT', orderId: 'order-1' });
  });

  it('a repeat of a submit that went through is not refused once the vendor has closed', async () => {
    await fillCart();
    await submit('order-1');
    const closed = { availability: { times: [lunchWindow] }, minimumBasket: 10_000_000 };
    expect(await submit('order-1', 'customer-1', closed)).toMatchObject({ outcome: 'repeated' });
  });

  it('submitting again with the same order id is a repeat; with another id it is refused', async () => {
    await fillCart();
    await submit('order-1');
    const before = await eventCount();
    expect(await submit('order-1')).toMatchObject({ outcome: 'repeated' });
    await expect(submit('order-2')).rejects.toMatchObject({ code: 'CART_CHECKED_OUT' });
    expect(await eventCount()).toBe(before);
  });

  it('a submit cut short after the order is placed is completed by its retry', async () => {
    await fillCart();
    const cart = await cartNow();
    // The store fails the cart's checkout once, as a crash between the two steps would leave it.
    let failed = false;
    const flaky = new Proxy(store, {
      get(target, name) {
        if (name !== 'append') {
          const value: unknown = Reflect.get(target, name);
          return typeof value === 'function' ? value.bind(target) : value;
        }
        return (...args: Parameters<EventStore['append']>) => {
          if (args[0].startsWith('cart-') && !failed) {
            failed = true;
            return Promise.reject(new Error('connection lost'));
          }
          return target.append(...args);
        };
      },
    });
    const inputs = {
      ...{ cartId, cart, terms: terms('order-1'), vendor: anyCart },
      ...{ metadata: meta(), newId: randomUUID },
    };
    await expect(submitCart(flaky, inputs)).rejects.toThrow('connection lost');
    expect(await orderNow('order-1')).toMatchObject({ status: 'SUBMITTED' });
    expect(await cartNow()).toMatchObject({ status: 'OPEN' });
    expect(await submit('order-1')).toMatchObject({ outcome: 'repeated' });
    expect(await cartNow()).toMatchObject({ status: 'CHECKED_OUT', orderId: 'order-1' });
  });

  it('of two submits racing with different order ids, one wins and the other’s order is rejected', async () => {
    await fillCart();
    const cart = await cartNow();
    const race = (orderId: string) =>
      submitCart(store, {
        cartId,
        cart,
        terms: terms(orderId),
        vendor: anyCart,
        metadata: meta(),
        newId: randomUUID,
      });
    const outcomes = await Promise.allSettled([race('order-a'), race('order-b')]);
    expect(outcomes.map((o) => o.status).sort()).toEqual(['fulfilled', 'rejected']);
    const lost = outcomes.findIndex((o) => o.status === 'rejected');
    expect((outcomes[lost] as PromiseRejectedResult).reason).toMatchObject({
      code: 'CART_CHECKED_OUT',
    });
    const [winner, loser] = lost === 0 ? ['order-b', 'order-a'] : ['order-a', 'order-b'];
    expect(await cartNow()).toMatchObject({ status: 'CHECKED_OUT', orderId: winner });
    expect(await orderNow(winner)).toMatchObject({ status: 'SUBMITTED' });
    expect(await orderNow(loser)).toMatchObject({ status: 'REJECTED' });
  });
});
