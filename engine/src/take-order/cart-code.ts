// A discount code a site visitor types (into their cart, or to see it first: the site's lookup):
// checked by the very rule their order will be (usableCode), counting the uses of the customer the
// order will name (siteCustomer: the customer on record with their phone, else the user), so what
// the site shows and the cart takes the checkout takes too, unless the code runs out or expires in
// between. What it puts on the cart: the cart's ApplyDiscountCode discount (a FREEITEM code's
// gifts with it).
import type { DiscountRefusal } from '../discounts/check-discount-code.ts';
import { cartDiscountOf } from '../discounts/discount-code.apply.ts';
import type { ErrorCode } from '../shared/domain-error.ts';
import type { CommandMetadata } from '../shared/messages.ts';
import { usableCode, type UsableCode } from './order-code.ts';
import type { OrderFacts } from './order-facts.port.ts';
import { siteCustomer } from './site-customer.ts';

export type CartCode =
  | { readonly usable: true; readonly discount: ReturnType<typeof cartDiscountOf> }
  | { readonly usable: false; readonly refusal: DiscountRefusal };

export interface SiteVisitor {
  readonly vendorId: string;
  /** The signed-in customer's user id; none for a guest, who has used no code yet. */
  readonly userId?: string | undefined;
  readonly now: string;
}

/**
 * The refusal the site's visitor reads for a code they may not use, whatever the reason: the one
 * text of spec §5 (the cart's and the site lookup's alike).
 */
export const SITE_CODE_REFUSAL = 'DISCOUNT_CODE_INVALID' satisfies ErrorCode;

/** Whose uses count against a code the visitor types: the customer their order will name. */
export async function siteCodeCustomerId(
  facts: OrderFacts,
  { vendorId, userId }: Pick<SiteVisitor, 'vendorId' | 'userId'>,
): Promise<string | undefined> {
  return userId === undefined
    ? undefined
    : (await siteCustomer(facts, vendorId, userId)).customer.id;
}

/** Whether the site's visitor may use the code they typed now (the checkout's own rule). */
export async function siteCode(
  facts: OrderFacts,
  visitor: SiteVisitor,
  text: string,
): Promise<UsableCode> {
  const customerId = await siteCodeCustomerId(facts, visitor);
  return usableCode(facts, visitor.vendorId, { text, customerId, now: visitor.now });
}

/** Whether the signed-in customer `metadata` names may put the code they typed on their cart now. */
export async function cartCode(
  facts: OrderFacts,
  { vendorId, actor, now }: Pick<CommandMetadata, 'vendorId' | 'actor' | 'now'>,
  text: string,
): Promise<CartCode> {
  const checked = await siteCode(facts, { vendorId, userId: actor.userId, now }, text);
  if (!checked.usable) return checked;
  return { usable: true, discount: cartDiscountOf(checked.code.id, checked.code) };
}
