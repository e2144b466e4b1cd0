// A discount code a customer types into their cart: checked by the very rule their order will be
// (usableCode, counting the uses of the customer the order will name), so what the cart takes the
// checkout takes too, unless the code runs out or expires in between. What it puts on the cart:
// the cart's ApplyDiscountCode discount (a FREEITEM code's gifts with it).
import type { DiscountRefusal } from '../discounts/check-discount-code.ts';
import { cartDiscountOf } from '../discounts/discount-code.apply.ts';
import type { CommandMetadata } from '../shared/messages.ts';
import { usableCode } from './order-code.ts';
import type { OrderFacts } from './order-facts.port.ts';
import { siteCustomer } from './site-customer.ts';

export type CartCode =
  | { readonly usable: true; readonly discount: ReturnType<typeof cartDiscountOf> }
  | { readonly usable: false; readonly refusal: DiscountRefusal };

/** Whether the signed-in customer `metadata` names may put the code they typed on their cart now. */
export async function cartCode(
  facts: OrderFacts,
  { vendorId, actor, now }: Pick<CommandMetadata, 'vendorId' | 'actor' | 'now'>,
  text: string,
): Promise<CartCode> {
  const { customer } = await siteCustomer(facts, vendorId, actor.userId);
  const checked = await usableCode(facts, vendorId, { text, customerId: customer.id, now });
  if (!checked.usable) return checked;
  return { usable: true, discount: cartDiscountOf(checked.code.id, checked.code) };
}
