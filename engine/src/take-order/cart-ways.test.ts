// The site's ways of taking an order hold the cart to the menu as it sells now themselves (no
// HTTP, the real embedded store, in-memory facts): a checkout the menu took lines out of is not
// submitted but answered as the cart now is; a price the menu changed is the order's price; a
// round the menu took lines out of is not added to the table's bill, answered alike.
import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadState } from '../commands/handle-command.ts';
import { PostpaidOrderRequest } from '../contracts/orders.contract.ts';
import { orderAggregate } from '../orders/order.decider.ts';
import { orderStreamName } from '../orders/order.events.ts';
import { createSqliteEventStore } from '../store/sqlite.event-store.ts';
import type { EventStore } from '../store/index.ts';
import { inMemoryOrderFacts, type OrderFactsData } from './in-memory-order-facts.ts';
import { CART, dooghLine, kababLine, siteCart } from './site-cart.test-fixtures.ts';
import { takeOrder, type TakeOrderWish } from './take-order.workflow.ts';
import {
  EVENING,
  LUNCH,
  VENDOR,
  factsData,
  siteUserAt,
  staffAt,
} from './take-order.test-fixtures.ts';

const ORDER = '0195a3c0-0000-7000-8000-0000000000c1';
const AGAIN = '0195a3c0-0000-7000-8000-0000000000c2';

let store: EventStore;
let data: OrderFactsData;
let cart: ReturnType<typeof siteCart>;
beforeEach(async () => {
  store = await createSqliteEventStore({ path: ':memory:' });
  data = factsData();
  cart = siteCart(store);
});
afterEach(() => store.close());

const take = (wish: TakeOrderWish, metadata = siteUserAt(LUNCH, randomUUID())) =>
  takeOrder(
    { store, facts: inMemoryOrderFacts(data), metadata, newId: randomUUID, permissions: new Set() },
    wish,
  );
const orderNow = async (orderId: string) =>
  (await loadState(store, orderAggregate, orderStreamName(VENDOR, orderId), VENDOR)).state;
/** The doogh as the menu now sells it. */
const dooghOnMenu = (over: object) =>
  data.menu.map((c) => ({
    ...c,
    items: c.items.map((i) => (i.id === 'doogh' ? { ...i, ...over } : i)),
  }));

describe('a site cart checked out', () => {
  it('is not submitted when the menu took a line out: the cart as it is now, told once', async () => {
    await cart.fill({ deliveryType: 'PICKUP' }, [dooghLine, kababLine]);
    // Lunch is over: the kabab no longer sells.
    const outcome = await take({ way: 'cart', cartId: CART, orderId: ORDER }, siteUserAt(EVENING));
    expect(outcome).toMatchObject({
      outcome: 'menu-changed',
      way: 'cart',
      cart: { status: 'OPEN', lines: [{ menuItemId: 'doogh' }] },
      removed: [{ id: 'l-kabab', menuItemId: 'kabab', reason: 'UNAVAILABLE' }],
      position: expect.any(String),
    });
    expect((await orderNow(ORDER)).status).toBe('NONE');
    expect((await cart.now()).lines.map((l) => l.menuItemId)).toEqual(['doogh']);
    // Looked at again, the cart goes through as it now is.
    const again = await take({ way: 'cart', cartId: CART, orderId: AGAIN }, siteUserAt(EVENING));
    expect(again).toMatchObject({ outcome: 'taken', orderId: AGAIN, status: 'SUBMITTED' });
    expect(await cart.now()).toMatchObject({ status: 'CHECKED_OUT', orderId: AGAIN });
  });

  it('takes the menu’s price now when only a price changed, and goes through', async () => {
    await cart.fill({ deliveryType: 'PICKUP' });
    data.menu = dooghOnMenu({ price: 180_000 });
    const outcome = await take({ way: 'cart', cartId: CART, orderId: ORDER });
    expect(outcome).toMatchObject({ outcome: 'taken', status: 'SUBMITTED' });
    const order = await orderNow(ORDER);
    expect(order.status !== 'NONE' && order.lines).toMatchObject([{ price: 180_000, count: 2 }]);
  });

  it('is someone else’s cart to another customer: not found', async () => {
    await cart.fill({ deliveryType: 'PICKUP' });
    const stranger = { ...siteUserAt(), actor: { userId: 'user-2', kind: 'CUSTOMER' as const } };
    const outcome = await take({ way: 'cart', cartId: CART, orderId: ORDER }, stranger);
    expect(outcome).toMatchObject({ outcome: 'refused', error: { code: 'CART_NOT_FOUND' } });
  });
});

describe('a table’s cart added to its bill', () => {
  it('is not added when the menu took a line out: the bill as it was, the cart as it is now', async () => {
    const doogh = { menuItemId: 'doogh', count: 1 };
    const bill = PostpaidOrderRequest.parse({ id: ORDER, tableNumber: '5', lines: [doogh] });
    const opened = await take({ way: 'postpaid', order: bill }, staffAt(LUNCH, randomUUID()));
    expect(opened).toMatchObject({ outcome: 'taken' });
    const billBefore = await orderNow(ORDER);
    await cart.fill({ deliveryType: 'SERVE', tableNumber: '5' }, [dooghLine, kababLine]);
    // Lunch is over: the kabab no longer sells.
    const round = { way: 'cart-round', cartId: CART, billOrderId: ORDER } as const;
    const outcome = await take(round, siteUserAt(EVENING));
    expect(outcome).toMatchObject({
      outcome: 'menu-changed',
      way: 'cart-round',
      cart: { status: 'OPEN', lines: [{ menuItemId: 'doogh' }] },
      removed: [
        { id: 'l-kabab', menuItemId: 'kabab', title: kababLine.title, reason: 'UNAVAILABLE' },
      ],
    });
    expect(await orderNow(ORDER)).toEqual(billBefore);
    // Looked at again, the cart goes onto the bill as it now is.
    expect(await take(round, siteUserAt(EVENING))).toMatchObject({
      outcome: 'taken',
      orderId: ORDER,
    });
    const order = await orderNow(ORDER);
    expect(order.status !== 'NONE' && order.lines.map((l) => l.menuItemId)).toEqual([
      'doogh',
      'doogh',
    ]);
    expect(await cart.now()).toMatchObject({ status: 'CHECKED_OUT', orderId: ORDER });
  });
});
