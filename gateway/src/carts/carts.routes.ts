// The customer's cart (spec §3 "Cart", §4 cart rules), each change an event on its stream
// (engine carts/): open, read, lines, details, discount code, submit as an order.
import type { ZodApp } from '../http/zod-app.ts';
import { cartDetailsRoute } from './cart-details.route.ts';
import { cartDiscountRoutes } from './cart-discount.routes.ts';
import { cartItemRoutes } from './cart-items.routes.ts';
import type { CartDeps } from './cart-command.ts';
import { openCartRoutes } from './open-and-get-cart.routes.ts';
import { submitCartRoute } from './submit-cart.route.ts';
import { tableBillRoutes } from './table-bill.routes.ts';

export function cartRoutes(app: ZodApp, deps: CartDeps) {
  openCartRoutes(app, deps);
  cartItemRoutes(app, deps);
  cartDetailsRoute(app, deps);
  cartDiscountRoutes(app, deps);
  submitCartRoute(app, deps);
  tableBillRoutes(app, deps);
}
