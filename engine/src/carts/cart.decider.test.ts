import { describe, it } from 'vitest';
import { specFor } from '../testing/given-when-then.ts';
import { cartDecider } from './cart.decider.ts';
import {
  CartCheckedOut,
  CartDetailsChanged,
  CartItemCountChanged,
  CartItemRemoved,
  CartOpened,
} from './cart.events.ts';
import {
  add,
  added,
  cartCommand,
  cartId,
  checkout,
  deliver,
  doogh,
  freeItemApplied,
  freeItemCode,
  kabab,
  opened,
  plainKabab,
  setCount,
} from './cart.test-fixtures.ts';

const given = specFor(cartDecider);

describe('cart: opening and lines', () => {
  it('opens a cart for the vendor of the request, with the table from the QR code', () =>
    given([])
      .when(
        cartCommand('OpenCart', {
          cartId,
          deliveryType: 'SERVE',
          tableNumber: '12',
          tableName: 'ایوان',
        }),
      )
      .then([
        CartOpened({
          cartId,
          vendorId: 'vendor-1',
          customerId: 'customer-1',
          deliveryType: 'SERVE',
          tableNumber: '12',
          tableName: 'ایوان',
        }),
      ]));

  it('opening an open cart changes nothing', () =>
    given([opened]).when(cartCommand('OpenCart', { cartId })).then([]));

  it('is its opener’s alone: to another customer it is not found, even to open', () => {
    const byAnother = <C extends { metadata: object }>(command: C): C => ({
      ...command,
      metadata: { ...command.metadata, actor: { userId: 'customer-2', kind: 'CUSTOMER' } },
    });
    given([opened])
      .when(byAnother(add(kabab)))
      .thenRefuses('CART_NOT_FOUND');
    given([opened])
      .when(byAnother(cartCommand('OpenCart', { cartId })))
      .thenRefuses('CART_NOT_FOUND');
    given([opened, added(kabab), deliver])
      .when(byAnother(checkout))
      .thenRefuses('CART_NOT_FOUND');
  });

  it('answers CART_NOT_FOUND for a cart never opened', () =>
    given([]).when(add(kabab)).thenRefuses('CART_NOT_FOUND'));

  it('adds a new item as a line', () =>
    given([opened])
      .when(add(kabab))
      .then([added(kabab)]));

  it('adding the same item with the same toppings increments its count', () =>
    given([opened, added(kabab)])
      .when(add(kabab, 'another-client-id'))
      .then([CartItemCountChanged({ cartId, lineId: kabab.tempId, count: 2 })]));

  it('the same item with other toppings is a line of its own', () =>
    given([opened, added(kabab)])
      .when(add(plainKabab))
      .then([added(plainKabab)]));

  it('refuses a new line that reuses another line id', () =>
    given([opened, added(kabab)])
      .when(add(doogh, kabab.tempId))
      .thenRefuses('INVALID_INPUT'));

  it('sets a line count', () =>
    given([opened, added(doogh)])
      .when(setCount(doogh.tempId, 5))
      .then([CartItemCountChanged({ cartId, lineId: doogh.tempId, count: 5 })]));

  it('setting the same count changes nothing', () =>
    given([opened, added(doogh)])
      .when(setCount(doogh.tempId, 2))
      .then([]));

  for (const count of [0, -1]) {
    it(`a count of ${count} removes the line`, () =>
      given([opened, added(doogh)])
        .when(setCount(doogh.tempId, count))
        .then([CartItemRemoved({ cartId, lineId: doogh.tempId })]));
  }

  it('refuses to count a line that is not in the cart', () =>
    given([opened]).when(setCount('nope', 1)).thenRefuses('CART_ITEM_NOT_FOUND'));

  it('refuses to change a free line: the code decides its count', () =>
    given([opened, added(kabab), freeItemApplied('SALAD')])
      .when(setCount('free:salad', 3))
      .thenRefuses('CART_FREE_ITEM_LOCKED'));

  it('patches the delivery details: absent keeps, null clears', () =>
    given([opened, deliver])
      .when(cartCommand('UpdateCartDetails', { cartId, deliveryType: 'PICKUP', addressId: null }))
      .then([CartDetailsChanged({ cartId, deliveryType: 'PICKUP' })]));

  it('details that do not change emit nothing', () =>
    given([opened, deliver])
      .when(cartCommand('UpdateCartDetails', { cartId, deliveryType: 'DELIVER' }))
      .then([]));
});

describe('cart: checkout', () => {
  it('checks out a cart with lines, a delivery type and an address', () =>
    given([opened, added(kabab), deliver])
      .when(checkout)
      .then([CartCheckedOut({ cartId, orderId: 'order-1' })]));

  it('refuses an empty cart', () =>
    given([opened, deliver]).when(checkout).thenRefuses('CART_EMPTY'));

  it('free lines alone are still an empty cart', () =>
    given([opened, deliver, freeItemApplied('GIFT')])
      .when(checkout)
      .thenRefuses('CART_EMPTY'));

  it('refuses a cart with no delivery type', () =>
    given([opened, added(kabab)])
      .when(checkout)
      .thenRefuses('ORDER_HAS_TO_HAVE_DELIVER_METHOD'));

  it('refuses courier delivery without an address', () =>
    given([opened, added(kabab), CartDetailsChanged({ cartId, deliveryType: 'DELIVER' })])
      .when(checkout)
      .thenRefuses('CART_ADDRESS_REQUIRED'));

  it('needs no address for a salon table', () =>
    given([
      opened,
      added(kabab),
      CartDetailsChanged({ cartId, deliveryType: 'SERVE', tableNumber: '12' }),
    ])
      .when(checkout)
      .then([CartCheckedOut({ cartId, orderId: 'order-1' })]));

  const checkedOut = [
    opened,
    added(kabab),
    deliver,
    CartCheckedOut({ cartId, orderId: 'order-1' }),
  ];
  for (const [name, command] of [
    ['AddCartItem', add(doogh)],
    ['SetCartItemCount', setCount(kabab.tempId, 0)],
    ['UpdateCartDetails', cartCommand('UpdateCartDetails', { cartId, deliveryType: 'PICKUP' })],
    ['ApplyDiscountCode', freeItemCode('GIFT')],
    ['RemoveDiscountCode', cartCommand('RemoveDiscountCode', { cartId })],
    ['UpdateCartFromMenu', cartCommand('UpdateCartFromMenu', { cartId, menu: {} })],
    ['CheckoutCart', checkout],
    ['OpenCart', cartCommand('OpenCart', { cartId })],
  ] as const) {
    it(`refuses ${name} after checkout`, () =>
      given(checkedOut).when(command).thenRefuses('CART_CHECKED_OUT'));
  }
});
