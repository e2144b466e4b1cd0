// What a discount code the server accepted (GET getbycode) does to the POS draft, as reducer
// actions: the code is kept on the draft (the order sends it, the server applies it again), its
// MONEY / PERCENTAGE discount with its cap replaces the cashier's own (one or the other), a
// FREESHIPPING code waives the delivery cost, a FREEITEM code adds its gifts as free lines. Taking
// the code off undoes all of it (the address's delivery price counts again); a new code first
// takes the old one off.
import type { DiscountCodeLookup } from '@sofre/engine/contracts';
import { posFreeItemsOf } from '@sofre/engine/discounts';
import type { PosDraft, PosDraftAction } from '@sofre/engine/pos-draft';

/** Takes the draft's code off: its discount, its gifts and the code itself. */
export function removeCouponActions(draft: PosDraft): PosDraftAction[] {
  if (draft.couponCode === null) return [];
  return [
    ...draft.lines
      .filter((line) => line.isFreeItem)
      .map((line): PosDraftAction => ({ type: 'removeLine', tempId: line.tempId })),
    { type: 'removeDiscount' },
    { type: 'setCouponCode', code: null },
  ];
}

/** Puts `code` on the draft in place of whatever code or discount it had. */
export function applyCouponActions(draft: PosDraft, code: DiscountCodeLookup): PosDraftAction[] {
  const { orderDiscount } = code;
  const discount: PosDraftAction =
    orderDiscount.amount > 0
      ? {
          type: 'setDiscount',
          discountType: orderDiscount.type,
          amount: orderDiscount.amount,
          ...(orderDiscount.cap ? { cap: orderDiscount.cap } : {}),
        }
      : { type: 'removeDiscount' };
  return [
    ...removeCouponActions(draft),
    { type: 'setCouponCode', code: code.code, freeShipping: code.freeShipping },
    discount,
    ...(code.type === 'FREEITEM'
      ? [{ type: 'applyFreeItems', items: posFreeItemsOf(code) } as const]
      : []),
  ];
}
