// A valid code turned into what the order paths take today:
// - pricing and the POS draft: an OrderDiscount {type, amount, cap} (setDiscount) — PERCENTAGE
//   keeps its cap; MONEY is Rial off; FREEITEM and FREESHIPPING take nothing off the goods;
// - the POS draft's gifts (applyFreeItems) and the cart's ApplyDiscountCode {id, code, type, value,
//   freeItems};
// - FREESHIPPING: the delivery cost the order carries is waived (priceOrder charges deliveryCost
//   only for DELIVER / ZFEXPRESS, so the POS sets it to 0).
import { freeLineId } from '../carts/cart-lines.ts';
import type { FreeItem as CartFreeItem } from '../carts/cart.commands.ts';
import type { CartDiscount } from '../carts/cart.events.ts';
import { noDiscount, type OrderDiscount } from '../pricing/pricing.schemas.ts';
import type { FreeItem as PosFreeItem } from '../pos-draft/pos-draft.actions.ts';
import type { DiscountCodeFields } from './discount-code.fields.ts';

export function orderDiscountOf(code: DiscountCodeFields): OrderDiscount {
  switch (code.type) {
    case 'PERCENTAGE':
      return {
        type: 'PERCENTAGE',
        amount: code.value ?? 0,
        ...(code.cap ? { cap: code.cap } : {}),
      };
    case 'MONEY':
      return { type: 'MONEY', amount: code.value ?? 0 };
    case 'FREEITEM':
    case 'FREESHIPPING':
      return noDiscount;
  }
}

export const waivesDelivery = (code: DiscountCodeFields): boolean => code.type === 'FREESHIPPING';

/** The gifts as POS draft lines; the line id is the cart's (free:{menu item id}), one per item. */
export const posFreeItemsOf = (code: DiscountCodeFields): PosFreeItem[] =>
  code.type !== 'FREEITEM'
    ? []
    : code.freeItems.map((item) => ({
        tempId: freeLineId(item.id),
        menuItemId: item.id,
        title: item.title,
        price: item.price,
        discount: item.discount,
        packagingCost: item.packagingCost,
        servePackagingCost: item.servePackagingCost,
        withTax: item.withTax,
      }));

/** The cart's ApplyDiscountCode data for a code the site looked up. */
export const cartDiscountOf = (
  id: string,
  code: DiscountCodeFields,
): CartDiscount & { freeItems: CartFreeItem[] } => ({
  id,
  code: code.code,
  type: code.type,
  value: code.type === 'PERCENTAGE' || code.type === 'MONEY' ? (code.value ?? 0) : 0,
  freeItems: code.type === 'FREEITEM' ? [...code.freeItems] : [],
});
