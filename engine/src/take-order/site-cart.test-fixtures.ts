// A site customer's cart for take-order tests, written on a test's store as the cart routes write
// it (user-1 of take-order.test-fixtures.ts, at lunch): opened, filled, given its details.
import { handleCommand, loadState } from '../commands/handle-command.ts';
import type { CartCommand } from '../carts/cart.commands.ts';
import { cartAggregate, ownCart } from '../carts/cart.decider.ts';
import { cartStreamName } from '../carts/cart.events.ts';
import type { OrderLine } from '../pricing/order-line.ts';
import { aLine } from '../pricing/order-line.test-fixtures.ts';
import type { EventStore } from '../store/event-store.port.ts';
import { LUNCH, VENDOR, siteUserAt } from './take-order.test-fixtures.ts';

export const CART = 'cart-1';

/** The menu's doogh (150,000), two of them; and one chelow kabab, which sells at lunch only. */
export const dooghLine = aLine({
  tempId: 'l-doogh',
  menuItemId: 'doogh',
  price: 150_000,
  count: 2,
});
export const kababLine = aLine({ tempId: 'l-kabab', menuItemId: 'kabab', price: 1_200_000 });

export function siteCart(store: EventStore) {
  let commands = 0;
  const run = (command: Omit<CartCommand, 'metadata'>) =>
    handleCommand(store, cartAggregate, {
      ...command,
      metadata: siteUserAt(LUNCH, `cart-command-${++commands}`),
    } as CartCommand);
  return {
    run,
    /** Opens the cart with `lines` and `details` (delivery type, address, table). */
    async fill(details: object, lines: readonly OrderLine[] = [dooghLine]) {
      await run({ type: 'OpenCart', data: { cartId: CART } });
      for (const { changePrice: _c, isFreeItem: _f, ...line } of lines)
        await run({ type: 'AddCartItem', data: { cartId: CART, line } });
      await run({ type: 'UpdateCartDetails', data: { cartId: CART, ...details } });
    },
    /** The cart as its stream holds it. */
    async now() {
      const stream = cartStreamName(VENDOR, CART);
      return ownCart((await loadState(store, cartAggregate, stream, VENDOR)).state, 'user-1', CART);
    },
  };
}
