// Commands, lines and menus for cart tests, with the fields a test does not care about filled in.
import { aLine } from '../pricing/order-line.test-fixtures.ts';
import type { CommandMetadata } from '../shared/messages.ts';
import type { OrderLine } from '../pricing/order-line.ts';
import type { CartCommandOf, CartCommandType, FreeItem } from './cart.commands.ts';
import {
  CartDetailsChanged,
  CartDiscountCodeApplied,
  CartItemAdded,
  CartOpened,
} from './cart.events.ts';

export const metadata: CommandMetadata = {
  commandId: 'cmd-1',
  vendorId: 'vendor-1',
  actor: { userId: 'customer-1', kind: 'CUSTOMER' },
  now: '2025-03-21T08:30:00.000Z',
};

export const cartCommand = <T extends CartCommandType>(
  type: T,
  data: CartCommandOf<T>['data'],
): CartCommandOf<T> => ({ type, data, metadata });

export const cartId = 'cart-1';
export const opened = CartOpened({ cartId, vendorId: 'vendor-1', customerId: 'customer-1' });

const butter = { toppingId: 'butter', title: 'کره', price: 30_000, count: 1 };

/** Chelow kabab with butter. */
export const kabab = aLine({
  tempId: 'l-kabab',
  menuItemId: 'kabab',
  price: 1_200_000,
  orderItemToppings: [butter],
});
/** The same kabab without butter: a different line. */
export const plainKabab = aLine({ tempId: 'l-plain', menuItemId: 'kabab', price: 1_200_000 });
export const doogh = aLine({ tempId: 'l-doogh', menuItemId: 'doogh', price: 150_000, count: 2 });

export const freeSalad: FreeItem = {
  id: 'salad',
  title: 'سالاد شیرازی',
  price: 300_000,
  discount: 300_000,
  packagingCost: 40_000,
  servePackagingCost: 5_000,
  withTax: true,
};
export const freeBread: FreeItem = {
  ...freeSalad,
  id: 'bread',
  title: 'نان',
  price: 50_000,
  discount: 50_000,
};

/** The menu as it stands: everything orderable at the prices the fixtures use. */
export const menu = {
  kabab: { active: true, available: true, price: 1_200_000, discount: 0 },
  doogh: { active: true, available: true, price: 150_000, discount: 0 },
  salad: { active: true, available: true, price: 300_000, discount: 0 },
  bread: { active: true, available: true, price: 50_000, discount: 0 },
};

export const add = (line: OrderLine, tempId = line.tempId) => {
  const { changePrice: _c, isFreeItem: _f, ...input } = line;
  return cartCommand('AddCartItem', { cartId, line: { ...input, tempId } });
};
export const added = (line: OrderLine) => CartItemAdded({ cartId, line });
export const setCount = (lineId: string, count: number) =>
  cartCommand('SetCartItemCount', { cartId, lineId, count });
export const freeItemCode = (code: string, freeItems = [freeSalad]) =>
  cartCommand('ApplyDiscountCode', {
    cartId,
    discount: { id: `d-${code}`, code, type: 'FREEITEM', value: 0, freeItems },
  });
/** The free line a code's item becomes, written out so the test does not trust freeLinesFor. */
export const freeLine = (item: FreeItem, count = 1): OrderLine => ({
  tempId: `free:${item.id}`,
  menuItemId: item.id,
  title: item.title,
  price: item.price,
  count,
  discount: item.discount,
  packagingCost: item.packagingCost,
  servePackagingCost: item.servePackagingCost,
  withTax: item.withTax,
  changePrice: false,
  isFreeItem: true,
  orderItemToppings: [],
});
export const freeItemApplied = (code: string, freeLines = [freeLine(freeSalad)]) =>
  CartDiscountCodeApplied({
    cartId,
    discount: { id: `d-${code}`, code, type: 'FREEITEM', value: 0 },
    freeLines,
  });
export const deliver = CartDetailsChanged({ cartId, deliveryType: 'DELIVER', addressId: 'addr-1' });
export const checkout = cartCommand('CheckoutCart', { cartId, orderId: 'order-1' });
