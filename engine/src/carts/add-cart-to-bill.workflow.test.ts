// A table QR's cart as a round on the table's open bill, on the real embedded store: the round is
// owed at the table with the rest, a retry repeats nothing, and a cart cannot reach another
// table's bill or a closed one.
import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { handleCommand, loadState } from '../commands/handle-command.ts';
import { orderAggregate } from '../orders/order.decider.ts';
import { orderStreamName } from '../orders/order.events.ts';
import { command as orderCommand, kebab as orderKebab } from '../orders/order.test-fixtures.ts';
import { createSqliteEventStore } from '../store/sqlite.event-store.ts';
import type { EventStore } from '../store/index.ts';
import { addCartToBill } from './add-cart-to-bill.workflow.ts';
import type { CartCommand } from './cart.commands.ts';
import { cartAggregate } from './cart.decider.ts';
import { cartStreamName } from './cart.events.ts';
import type { CartVendorTerms } from './cart-vendor.ts';
import { add, cartCommand, cartId, doogh, metadata } from './cart.test-fixtures.ts';

let store: EventStore;
beforeEach(async () => {
  store = await createSqliteEventStore({ path: ':memory:' });
});
afterEach(() => store.close());

const VENDOR = metadata.vendorId;
const BILL = 'bill-1';
const anyTime: CartVendorTerms = { availability: { times: undefined }, minimumBasket: 0 };
const guest = () => ({
  ...metadata,
  commandId: randomUUID(),
  actor: { userId: 'customer-1', kind: 'CUSTOMER' as const },
});
const run = (command: CartCommand) =>
  handleCommand(store, cartAggregate, { ...command, metadata: guest() });
const cartNow = async () =>
  (await loadState(store, cartAggregate, cartStreamName(VENDOR, cartId), VENDOR)).state;
const billNow = async () =>
  (await loadState(store, orderAggregate, orderStreamName(VENDOR, BILL), VENDOR)).state;
const eventCount = async () => (await store.readAll(undefined, 10_000)).length;

/** The salon's open bill at `table`, taken by staff and unpaid. */
async function openBill(table = '4') {
  await handleCommand(store, orderAggregate, {
    ...orderCommand('SubmitOrder', {
      orderId: BILL,
      source: 'SALON',
      deliveryType: 'SERVE',
      paymentMethod: 'UNPAID',
      tableNumber: table,
      lines: [orderKebab],
    }),
    metadata: { ...metadata, commandId: randomUUID() },
  });
}

async function qrCart(table = '4') {
  await run(cartCommand('OpenCart', { cartId }));
  await run(add(doogh));
  await run(
    cartCommand('UpdateCartDetails', { cartId, deliveryType: 'SERVE', tableNumber: table }),
  );
}

const toBill = async () =>
  addCartToBill(store, {
    cartId,
    cart: await cartNow(),
    billOrderId: BILL,
    vendor: anyTime,
    metadata: guest(),
  });

describe('addCartToBill', () => {
  it('adds the cart as a round on the table’s open bill, owed with the rest', async () => {
    await openBill();
    const before = await billNow();
    await qrCart();
    await toBill();
    const after = await billNow();
    expect(after.status !== 'NONE' && after.lines.map((l) => l.tempId)).toEqual([
      orderKebab.tempId,
      doogh.tempId,
    ]);
    expect(after.status !== 'NONE' && before.status !== 'NONE').toBe(true);
    if (after.status === 'NONE' || before.status === 'NONE') return;
    expect(after.price.finalPrice).toBeGreaterThan(before.price.finalPrice);
    expect(after.amountPaid).toBe(0);
    expect(await cartNow()).toMatchObject({ status: 'CHECKED_OUT', orderId: BILL });
  });

  it('sent again, repeats nothing', async () => {
    await openBill();
    await qrCart();
    await toBill();
    const count = await eventCount();
    await toBill();
    expect(await eventCount()).toBe(count);
  });

  it('refuses another table’s bill, or a table with none, writing nothing', async () => {
    await openBill('9');
    await qrCart('4');
    const count = await eventCount();
    await expect(toBill()).rejects.toMatchObject({ code: 'TABLE_BILL_NOT_OPEN' });
    expect(await eventCount()).toBe(count);
  });

  it('refuses a bill that was closed', async () => {
    await openBill();
    await handleCommand(store, orderAggregate, {
      ...orderCommand('ChangeOrderState', { orderId: BILL, target: 'REJECTED' }),
      metadata: { ...metadata, commandId: randomUUID() },
    });
    await qrCart();
    await expect(toBill()).rejects.toMatchObject({ code: 'TABLE_BILL_NOT_OPEN' });
  });
});
