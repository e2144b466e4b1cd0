// A code typed into a site cart is checked by the rule its order's checkout applies (usableCode),
// for the customer the order will name: what the cart refuses the checkout refuses, and the
// other way round. In-memory facts, the real embedded store for the checkout.
import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createSqliteEventStore } from '../store/sqlite.event-store.ts';
import type { EventStore } from '../store/index.ts';
import { cartCode } from './cart-code.ts';
import { inMemoryOrderFacts, type OrderFactsData } from './in-memory-order-facts.ts';
import { CART, siteCart } from './site-cart.test-fixtures.ts';
import { takeOrder } from './take-order.workflow.ts';
import { LUNCH, factsData, lastUseCode, siteUserAt } from './take-order.test-fixtures.ts';

let store: EventStore;
let data: OrderFactsData;
beforeEach(async () => {
  store = await createSqliteEventStore({ path: ':memory:' });
  data = { ...factsData(), discountCodes: [{ ...lastUseCode, id: 'code-yalda' }] };
});
afterEach(() => store.close());

const check = (text: string, now = LUNCH) =>
  cartCode(inMemoryOrderFacts(data), siteUserAt(now), text);

/** A cart carrying the code as the cart took it. */
async function cartWithCode(text: string) {
  const cart = siteCart(store);
  await cart.fill({ deliveryType: 'PICKUP' });
  const previewed = await check(text);
  if (!previewed.usable) throw new Error(`${text} must be usable while the cart takes it`);
  await cart.run({
    type: 'ApplyDiscountCode',
    data: { cartId: CART, discount: previewed.discount },
  });
}

const checkOut = () =>
  takeOrder(
    {
      store,
      facts: inMemoryOrderFacts(data),
      metadata: siteUserAt(LUNCH, randomUUID()),
      newId: randomUUID,
      permissions: new Set(),
    },
    { way: 'cart', cartId: CART, orderId: randomUUID() },
  );

describe('a code typed into a cart', () => {
  it('puts the code on the cart under its record’s id, in any spelling', async () => {
    expect(await check('yalda')).toEqual({
      usable: true,
      discount: { id: 'code-yalda', code: 'YALDA', type: 'MONEY', value: 200_000, freeItems: [] },
    });
  });

  it('refuses a code the vendor does not have, and one past its expiry', async () => {
    expect(await check('NOPE')).toEqual({ usable: false, refusal: 'DISCOUNT_CODE_NOT_FOUND' });
    expect(await check('YALDA', '2025-05-01T08:30:00.000Z')).toEqual({
      usable: false,
      refusal: 'DISCOUNT_CODE_EXPIRED',
    });
  });

  it('counts the uses of the customer the order names (on record by their phone)', async () => {
    data.discountCodes = [{ ...lastUseCode, usageLimit: null, usageLimitPerUser: 1 }];
    const use = { orderId: 'earlier', code: 'YALDA', rejected: false };
    data.codeUses = [{ ...use, customerId: 'someone-else' }];
    expect(await check('YALDA')).toMatchObject({ usable: true });
    data.codeUses = [{ ...use, customerId: 'customer-1' }];
    expect(await check('YALDA')).toEqual({
      usable: false,
      refusal: 'DISCOUNT_CODE_ALREADY_USED',
    });
  });

  it('agrees with the checkout: a code whose last use went meanwhile is refused by both', async () => {
    await cartWithCode('YALDA');
    data.codeUses = [{ orderId: 'other', code: 'YALDA', customerId: 'someone', rejected: false }];
    expect(await check('YALDA')).toEqual({ usable: false, refusal: 'DISCOUNT_CODE_INVALID' });
    expect(await checkOut()).toMatchObject({
      outcome: 'refused',
      error: { code: 'DISCOUNT_CODE_INVALID' },
    });
    // The other order was rejected: the use is back, for the cart and the checkout alike.
    data.codeUses = [{ orderId: 'other', code: 'YALDA', customerId: 'someone', rejected: true }];
    expect(await check('YALDA')).toMatchObject({ usable: true });
    expect(await checkOut()).toMatchObject({ outcome: 'taken', codeUse: 'claimed' });
  });
});
