// The cart rulebook: edits only while OPEN; checkout only when the checkout rules hold.
import { describe, expect, it } from 'vitest';
import { cartSnapshot, firstCheckoutProblem, type CartMachineContext } from './cart.machine.ts';

const ready: CartMachineContext = { paidLines: 1, deliveryType: 'DELIVER', hasAddress: true };

describe('cart machine', () => {
  it('an open cart can be edited and, when ready, checked out', () => {
    const open = cartSnapshot('OPEN', ready);
    expect(open.can({ type: 'EDIT' })).toBe(true);
    expect(open.can({ type: 'CHECKOUT' })).toBe(true);
  });

  it('a checked-out cart can do nothing', () => {
    const done = cartSnapshot('CHECKED_OUT', ready);
    expect(done.can({ type: 'EDIT' })).toBe(false);
    expect(done.can({ type: 'CHECKOUT' })).toBe(false);
  });

  it.each([
    [{ ...ready, paidLines: 0 }, 'CART_EMPTY'],
    [{ ...ready, paidLines: 0, deliveryType: undefined }, 'CART_EMPTY'],
    [{ ...ready, deliveryType: undefined }, 'ORDER_HAS_TO_HAVE_DELIVER_METHOD'],
    [{ ...ready, hasAddress: false }, 'CART_ADDRESS_REQUIRED'],
    [{ ...ready, deliveryType: 'ZFEXPRESS', hasAddress: false }, 'CART_ADDRESS_REQUIRED'],
    [{ ...ready, deliveryType: 'PICKUP', hasAddress: false }, undefined],
    [{ ...ready, deliveryType: 'SERVE', hasAddress: false }, undefined],
  ] as const)('%o → %s', (context, problem) => {
    expect(firstCheckoutProblem(context)).toBe(problem);
    expect(cartSnapshot('OPEN', context).can({ type: 'CHECKOUT' })).toBe(problem === undefined);
  });
});
