// The customer's cart as this browser keeps it (spec §4: persisted, version 1): the server's last
// answer and the line changes made since, not yet answered. What the customer sees is those
// changes replayed on the server's lines, so a tap shows at once; each answer of the server then
// takes the place of the change it answers (the server prices and decides, engine carts/).
import { DeliveryType } from '@sofre/engine';
import { CartLineView, CartView } from '@sofre/engine/contracts';
import { lineKey } from '@sofre/engine/pricing';
import { z } from 'zod';

export const CartOp = z.discriminatedUnion('kind', [
  /** An item with its toppings; `line.id` is the client's id for the line. */
  z.object({ kind: z.literal('add'), id: z.string(), line: CartLineView }),
  /** A line's count; 0 takes it out (spec §4). */
  z.object({ kind: z.literal('count'), id: z.string(), lineId: z.string(), count: z.number() }),
]);
export type CartOp = z.infer<typeof CartOp>;

export const SiteCart = z.object({
  cartId: z.string(),
  /** The server has opened the cart under cartId. */
  opened: z.boolean(),
  /** The table of the QR code the cart orders for (?table=). */
  table: z.string().optional(),
  deliveryType: DeliveryType.optional(),
  addressId: z.string().optional(),
  server: CartView.optional(),
  /** Line changes not yet answered, oldest first. */
  pending: z.array(CartOp),
  /** The order id of a submit whose answer was not seen: sent again, it is the same order. */
  submittingOrderId: z.string().optional(),
});
export type SiteCart = z.infer<typeof SiteCart>;

export const newCart = (cartId: string, keep: Partial<SiteCart> = {}): SiteCart => ({
  cartId,
  opened: false,
  pending: [],
  ...(keep.table ? { table: keep.table } : {}),
  ...(keep.deliveryType ? { deliveryType: keep.deliveryType } : {}),
  ...(keep.addressId ? { addressId: keep.addressId } : {}),
});

const keyOf = (line: CartLineView) => lineKey(line.menuItemId, line.toppings);

/** One change on the lines, by the §4 rules: the same item and toppings add up; 0 or less removes. */
export function applyOp(lines: readonly CartLineView[], op: CartOp): CartLineView[] {
  if (op.kind === 'count') {
    if (op.count <= 0) return lines.filter((l) => l.id !== op.lineId);
    return lines.map((l) => (l.id === op.lineId ? { ...l, count: op.count } : l));
  }
  const same = lines.find((l) => !l.isFreeItem && keyOf(l) === keyOf(op.line));
  if (!same) return [...lines, op.line];
  return lines.map((l) => (l === same ? { ...l, count: l.count + op.line.count } : l));
}

/** The lines as the customer sees them: the server's, with the unanswered changes on top. */
export const linesOf = (cart: SiteCart): CartLineView[] =>
  cart.pending.reduce(applyOp, cart.server?.lines ?? []);

export const withOp = (cart: SiteCart, op: CartOp): SiteCart => ({
  ...cart,
  pending: [...cart.pending, op],
});

/** The server answered: its cart, and the change it answered (if any) is no longer pending. */
export const answered = (cart: SiteCart, view: CartView, opId?: string): SiteCart => ({
  ...cart,
  opened: true,
  server: view,
  deliveryType: view.deliveryType,
  addressId: view.addressId,
  pending: cart.pending.filter((op) => op.id !== opId),
});

/** The server refused a change: it is dropped, and the lines are the server's again. */
export const refused = (cart: SiteCart, opId: string): SiteCart => ({
  ...cart,
  pending: cart.pending.filter((op) => op.id !== opId),
});

/**
 * The server no longer has this cart for us (another login, a data reset, or it became an order
 * meanwhile): a new cart under `cartId` with the same paid lines, sent again as additions.
 */
export function reopened(cart: SiteCart, cartId: string, lineId: () => string): SiteCart {
  const pending = linesOf(cart)
    .filter((l) => !l.isFreeItem)
    .map((l): CartOp => {
      const id = lineId();
      return { kind: 'add', id, line: { ...l, id } };
    });
  return { ...newCart(cartId, cart), pending };
}

/** Paid lines only: free lines are a discount code's gift, not something to order. */
export const paidCount = (lines: readonly CartLineView[]) =>
  lines.filter((l) => !l.isFreeItem).reduce((sum, l) => sum + l.count, 0);

/** How many of a menu item the cart holds, whatever their toppings. */
export const countOfItem = (lines: readonly CartLineView[], menuItemId: string) =>
  lines
    .filter((l) => !l.isFreeItem && l.menuItemId === menuItemId)
    .reduce((sum, l) => sum + l.count, 0);
