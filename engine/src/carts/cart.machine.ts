// The cart rulebook (STYLE §5): a cart is OPEN until it is checked out, then CHECKED_OUT for
// good. Lines are context, not statuses. The checkout rules are listed once here: the machine's
// guard needs them all to hold, and decide names the first that does not.
import { setup } from 'xstate';
import type { DeliveryType } from '../shared/enums.ts';
import type { ErrorCode } from '../shared/domain-error.ts';

export type CartStatus = 'OPEN' | 'CHECKED_OUT';

export interface CartMachineContext {
  /** Lines the customer pays for; free lines alone are not an order. */
  readonly paidLines: number;
  readonly deliveryType: DeliveryType | undefined;
  readonly hasAddress: boolean;
}

export type CartMachineEvent = { type: 'EDIT' } | { type: 'CHECKOUT' };

const byCourier = (type: DeliveryType | undefined) => type === 'DELIVER' || type === 'ZFEXPRESS';

/** In the order a customer fixes them: first something to order, then how, then where. */
export const checkoutRules: readonly (readonly [ErrorCode, (c: CartMachineContext) => boolean])[] =
  [
    ['CART_EMPTY', (c) => c.paidLines > 0],
    ['ORDER_HAS_TO_HAVE_DELIVER_METHOD', (c) => c.deliveryType !== undefined],
    ['CART_ADDRESS_REQUIRED', (c) => !byCourier(c.deliveryType) || c.hasAddress],
  ];

export const firstCheckoutProblem = (context: CartMachineContext): ErrorCode | undefined =>
  checkoutRules.find(([, holds]) => !holds(context))?.[0];

export const cartMachine = setup({
  types: {} as { context: CartMachineContext; events: CartMachineEvent },
  guards: { readyToCheckout: ({ context }) => firstCheckoutProblem(context) === undefined },
}).createMachine({
  id: 'cart',
  initial: 'OPEN',
  context: { paidLines: 0, deliveryType: undefined, hasAddress: false },
  states: {
    OPEN: {
      on: {
        // Any change to lines, details or discount: allowed while the cart is open.
        EDIT: { target: 'OPEN' },
        CHECKOUT: { guard: 'readyToCheckout', target: 'CHECKED_OUT' },
      },
    },
    // The order now owns the lines; the cart is history.
    CHECKED_OUT: { type: 'final' },
  },
});

export const cartSnapshot = (status: CartStatus, context: CartMachineContext) =>
  cartMachine.resolveState({ value: status, context });
