// Taking an order every way it is taken, on the real embedded store against in-memory facts: no
// HTTP. Each way looks up through OrderFacts, prices, applies a code and submits; a refusal writes
// nothing that stands (a claimed code use goes back).
import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { handleCommand, loadState } from '../commands/handle-command.ts';
import { cartAggregate, ownCart } from '../carts/cart.decider.ts';
import { cartStreamName } from '../carts/cart.events.ts';
import type { CartCommand } from '../carts/cart.commands.ts';
import {
  CreateOrderRequest,
  EditOrderRequest,
  PostpaidOrderRequest,
  QuickOrderRequest,
} from '../contracts/orders.contract.ts';
import { orderAggregate } from '../orders/order.decider.ts';
import { orderStreamName } from '../orders/order.events.ts';
import { aLine } from '../pricing/order-line.test-fixtures.ts';
import type { PermissionId } from '../staff/permissions.ts';
import { createSqliteEventStore } from '../store/sqlite.event-store.ts';
import type { EventStore } from '../store/index.ts';
import { inMemoryOrderFacts, type OrderFactsData } from './in-memory-order-facts.ts';
import { takeOrder, type TakeOrderWish } from './take-order.workflow.ts';
import {
  EVENING,
  LUNCH,
  VENDOR,
  factsData,
  siteUserAt,
  staffAt,
} from './take-order.test-fixtures.ts';

let store: EventStore;
let data: OrderFactsData;
beforeEach(async () => {
  store = await createSqliteEventStore({ path: ':memory:' });
  data = factsData();
});
afterEach(() => store.close());

const ORDER = '0195a3c0-0000-7000-8000-000000000001';
const OTHER = '0195a3c0-0000-7000-8000-000000000002';
const kabab = { menuItemId: 'kabab', count: 1 };
const doogh = { menuItemId: 'doogh', count: 2 };

const take = (
  wish: TakeOrderWish,
  metadata = staffAt(LUNCH, randomUUID()),
  permissions: PermissionId[] = ['orders.take'],
) =>
  takeOrder(
    {
      store,
      facts: inMemoryOrderFacts(data),
      metadata,
      newId: randomUUID,
      permissions: new Set(permissions),
    },
    wish,
  );
const orderNow = async (orderId: string) =>
  (await loadState(store, orderAggregate, orderStreamName(VENDOR, orderId), VENDOR)).state;
/** An order that was taken (the test fails on one that was not). */
const billNow = async (orderId: string) => {
  const state = await orderNow(orderId);
  if (state.status === 'NONE') throw new Error(`no order ${orderId}`);
  return state;
};
/** What the order was submitted with (its OrderSubmitted). */
const submitted = async (orderId: string) =>
  (await store.readStream(orderStreamName(VENDOR, orderId))).find(
    (e) => e.type === 'OrderSubmitted',
  )?.data;
const salon = (over: object = {}) =>
  CreateOrderRequest.parse({ id: ORDER, lines: [kabab], ...over });

describe('takeOrder at the POS', () => {
  it('takes a salon order at a table of the floor, priced from the menu and confirmed', async () => {
    const outcome = await take({ way: 'salon', order: salon({ tableNumber: '۵' }) });
    expect(outcome).toMatchObject({ outcome: 'taken', orderId: ORDER, status: 'CONFIRMED' });
    expect(await submitted(ORDER)).toMatchObject({
      source: 'SALON',
      deliveryType: 'SERVE',
      tableNumber: '5',
      preparationTime: 25,
      lines: [{ menuItemId: 'kabab', price: 1_200_000 }],
    });
  });

  it('refuses a table that is not on the floor, and writes nothing', async () => {
    const outcome = await take({ way: 'salon', order: salon({ tableNumber: '99' }) });
    expect(outcome).toMatchObject({
      outcome: 'refused',
      error: { code: 'DINING_TABLE_NOT_FOUND' },
    });
    expect((await orderNow(ORDER)).status).toBe('NONE');
  });

  it('refuses an item that does not sell now (its food shift is over)', async () => {
    const outcome = await take({ way: 'salon', order: salon() }, staffAt(EVENING, randomUUID()));
    expect(outcome).toMatchObject({ outcome: 'refused', error: { code: 'ITEM_NOT_SELLING_NOW' } });
    // The doogh has no shift: it sells in the evening too.
    const later = await take(
      { way: 'salon', order: salon({ lines: [doogh] }) },
      staffAt(EVENING, randomUUID()),
    );
    expect(later).toMatchObject({ outcome: 'taken' });
  });

  it('takes a price typed over the menu’s only from someone who may change prices', async () => {
    const order = salon({ lines: [{ ...kabab, price: 900_000 }] });
    expect(await take({ way: 'salon', order })).toEqual({
      outcome: 'forbidden',
      permission: 'orders.change-price',
    });
    expect((await orderNow(ORDER)).status).toBe('NONE');
    const allowed = await take({ way: 'salon', order }, staffAt(LUNCH, randomUUID()), [
      'orders.take',
      'orders.change-price',
    ]);
    expect(allowed).toMatchObject({ outcome: 'taken' });
    expect(await orderNow(ORDER)).toMatchObject({ lines: [{ price: 900_000 }] });
  });

  it('sends a courier order to the customer’s address at its zone’s price', async () => {
    const order = salon({ deliveryType: 'DELIVER', addressId: 'addr-1', deliveryCost: 1 });
    expect(await take({ way: 'salon', order })).toMatchObject({ outcome: 'taken' });
    expect(await submitted(ORDER)).toMatchObject({
      deliveryType: 'DELIVER',
      pricing: { deliveryCost: 250_000 },
      customer: { id: 'customer-1', phone: '09121234567' },
    });
  });

  it('refuses a courier order to an address no zone covers', async () => {
    data.deliveryZones = [];
    const order = salon({ deliveryType: 'DELIVER', addressId: 'addr-1' });
    expect(await take({ way: 'salon', order })).toMatchObject({
      outcome: 'refused',
      error: { code: 'OUT_OF_DELIVERY_ZONE', errors: [{ field: 'addressId' }] },
    });
  });

  it('links a customer known by phone only to the customer on record', async () => {
    const order = salon({ customer: { phone: '۰۹۱۲۱۲۳۴۵۶۷', name: 'سارا' } });
    await take({ way: 'salon', order });
    expect(await orderNow(ORDER)).toMatchObject({ customer: { id: 'customer-1' } });
  });
});

describe('takeOrder at the counter', () => {
  it('takes a quick order away, confirmed at once', async () => {
    const order = QuickOrderRequest.parse({ id: ORDER, lines: [doogh] });
    expect(await take({ way: 'quick', order })).toMatchObject({ status: 'CONFIRMED' });
    expect(await orderNow(ORDER)).toMatchObject({ source: 'SALON', deliveryType: 'PICKUP' });
  });

  it('takes a kiosk order, which waits for its money before the kitchen sees it', async () => {
    const order = QuickOrderRequest.parse({ id: ORDER, lines: [doogh] });
    expect(await take({ way: 'kiosk', order })).toMatchObject({ status: 'SUBMITTED' });
    expect(await orderNow(ORDER)).toMatchObject({ source: 'KIOSK' });
  });
});

describe('takeOrder: a postpaid bill and its rounds', () => {
  const bill = PostpaidOrderRequest.parse({ id: ORDER, tableNumber: '5', lines: [kabab] });

  it('opens the bill unpaid at its table, then adds a round priced from the menu', async () => {
    expect(await take({ way: 'postpaid', order: bill })).toMatchObject({ status: 'CONFIRMED' });
    const opened = await orderNow(ORDER);
    expect(opened).toMatchObject({ paymentMethod: 'UNPAID', tableNumber: '5' });
    const lines = [{ id: `${ORDER}:0`, count: 1 }, doogh];
    const edit = EditOrderRequest.parse({ orderId: ORDER, lines });
    expect(await take({ way: 'round', edit })).toMatchObject({ outcome: 'taken', way: 'round' });
    expect((await billNow(ORDER)).lines).toMatchObject([
      { menuItemId: 'kabab' },
      { menuItemId: 'doogh', price: 150_000, count: 2 },
    ]);
  });

  it('refuses a round made on a bill that changed since the cashier saw it', async () => {
    await take({ way: 'postpaid', order: bill });
    const edit = EditOrderRequest.parse({ orderId: ORDER, lines: [doogh], position: 'old' });
    expect(await take({ way: 'round', edit })).toMatchObject({
      outcome: 'refused',
      error: { code: 'ORDER_CHANGED_MEANWHILE' },
    });
  });

  it('edits an order’s lines the same way', async () => {
    await take({ way: 'quick', order: QuickOrderRequest.parse({ id: ORDER, lines: [doogh] }) });
    const edit = EditOrderRequest.parse({ orderId: ORDER, lines: [{ ...doogh, count: 1 }] });
    expect(await take({ way: 'edit', edit })).toMatchObject({ outcome: 'taken', way: 'edit' });
    expect((await billNow(ORDER)).lines).toMatchObject([{ menuItemId: 'doogh', count: 1 }]);
  });
});

describe('takeOrder with a limited discount code', () => {
  it('claims the last use for the order and refuses the next order the code', async () => {
    const order = salon({ couponCode: 'yalda' });
    expect(await take({ way: 'salon', order })).toMatchObject({
      outcome: 'taken',
      codeUse: 'claimed',
    });
    expect(await submitted(ORDER)).toMatchObject({ couponCode: 'YALDA' });
    const next = await take({ way: 'salon', order: salon({ id: OTHER, couponCode: 'YALDA' }) });
    expect(next).toMatchObject({ outcome: 'refused', error: { code: 'DISCOUNT_CODE_INVALID' } });
  });

  it('gives the claim back when the order is refused, so the next order gets the use', async () => {
    const refused = await take({ way: 'salon', order: salon({ lines: [], couponCode: 'YALDA' }) });
    expect(refused).toMatchObject({ outcome: 'refused', error: { code: 'ORDER_EMPTY' } });
    const next = await take({ way: 'salon', order: salon({ id: OTHER, couponCode: 'YALDA' }) });
    expect(next).toMatchObject({ outcome: 'taken', codeUse: 'claimed' });
  });
});

describe('takeOrder from the site', () => {
  const CART = 'cart-1';
  const runCart = (command: Omit<CartCommand, 'metadata'>) =>
    handleCommand(store, cartAggregate, {
      ...command,
      metadata: siteUserAt(LUNCH, randomUUID()),
    } as CartCommand);
  const cartNow = async () =>
    ownCart(
      (await loadState(store, cartAggregate, cartStreamName(VENDOR, CART), VENDOR)).state,
      'user-1',
      CART,
    );
  const line = aLine({ tempId: 'l-doogh', menuItemId: 'doogh', price: 150_000, count: 2 });
  async function fillCart(details: object) {
    await runCart({ type: 'OpenCart', data: { cartId: CART } });
    const { changePrice: _c, isFreeItem: _f, ...input } = line;
    await runCart({ type: 'AddCartItem', data: { cartId: CART, line: input } });
    await runCart({ type: 'UpdateCartDetails', data: { cartId: CART, ...details } });
  }

  it('checks a courier cart out as an order to the customer’s address at its zone’s price', async () => {
    await fillCart({ deliveryType: 'DELIVER', addressId: 'addr-1' });
    const outcome = await take(
      { way: 'cart', cartId: CART, orderId: ORDER },
      siteUserAt(LUNCH, randomUUID()),
    );
    expect(outcome).toMatchObject({ outcome: 'taken', status: 'SUBMITTED', repeated: false });
    expect(await submitted(ORDER)).toMatchObject({
      source: 'WEBSITE',
      pricing: { deliveryCost: 250_000 },
      customer: { id: 'customer-1', phone: '09121234567' },
    });
    expect(await cartNow()).toMatchObject({ status: 'CHECKED_OUT', orderId: ORDER });
  });

  it('refuses a cart while the vendor is closed', async () => {
    data.hours = { times: [{ weekday: 'SAT', start: '11:00', end: '16:00' }] };
    await fillCart({ deliveryType: 'PICKUP' });
    const outcome = await take(
      { way: 'cart', cartId: CART, orderId: ORDER },
      siteUserAt(LUNCH, randomUUID()),
    );
    expect(outcome).toMatchObject({ outcome: 'refused', error: { code: 'VENDOR_CLOSED' } });
  });

  it('adds a table’s cart to the open bill at that table as another round', async () => {
    const bill = PostpaidOrderRequest.parse({ id: ORDER, tableNumber: '5', lines: [kabab] });
    await take({ way: 'postpaid', order: bill });
    await fillCart({ deliveryType: 'SERVE', tableNumber: '5' });
    const outcome = await take(
      { way: 'cart-round', cartId: CART, billOrderId: ORDER },
      siteUserAt(LUNCH, randomUUID()),
    );
    expect(outcome).toMatchObject({ outcome: 'taken', orderId: ORDER, status: 'CONFIRMED' });
    expect((await billNow(ORDER)).lines).toMatchObject([
      { menuItemId: 'kabab' },
      { menuItemId: 'doogh' },
    ]);
  });
});
