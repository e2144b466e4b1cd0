// The open bill at a site cart's table (its QR code), found through OrderFacts: the oldest open
// order seated there, none for a free table or a cart not served at a table; the cart must be the
// asker's own. In-memory facts, the real embedded store for the cart.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createSqliteEventStore } from '../store/sqlite.event-store.ts';
import type { EventStore } from '../store/index.ts';
import { openBillAtCartTable } from './cart-table-bill.ts';
import { inMemoryOrderFacts, type OrderFactsData } from './in-memory-order-facts.ts';
import { CART, siteCart } from './site-cart.test-fixtures.ts';
import { factsData, siteUserAt } from './take-order.test-fixtures.ts';

let store: EventStore;
let data: OrderFactsData;
beforeEach(async () => {
  store = await createSqliteEventStore({ path: ':memory:' });
  data = factsData();
});
afterEach(() => store.close());

const billOf = (metadata = siteUserAt()) =>
  openBillAtCartTable({ store, facts: inMemoryOrderFacts(data), metadata }, CART);

describe('the open bill at a cart’s table', () => {
  it('is the oldest open order seated at the table the cart names, as the floor writes it', async () => {
    await siteCart(store).fill({ deliveryType: 'SERVE', tableNumber: '5' });
    data.seated = new Map([
      ['5', ['bill-first', 'bill-later']],
      ['6', ['bill-other']],
    ]);
    expect(await billOf()).toEqual({ orderId: 'bill-first', tableNumber: '5' });
  });

  it('is none at a free table, and none for a cart not served at a table', async () => {
    const cart = siteCart(store);
    await cart.fill({ deliveryType: 'SERVE', tableNumber: '5' });
    expect(await billOf()).toBeNull();
    data.seated = new Map([['5', ['bill-first']]]);
    await cart.run({ type: 'UpdateCartDetails', data: { cartId: CART, deliveryType: 'PICKUP' } });
    expect(await billOf()).toBeNull();
  });

  it('is not found for another customer’s cart', async () => {
    await siteCart(store).fill({ deliveryType: 'SERVE', tableNumber: '5' });
    const stranger = { ...siteUserAt(), actor: { userId: 'user-2', kind: 'CUSTOMER' as const } };
    await expect(billOf(stranger)).rejects.toMatchObject({ code: 'CART_NOT_FOUND' });
  });
});
