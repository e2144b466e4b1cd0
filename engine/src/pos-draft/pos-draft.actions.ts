// What the cashier can do to a POS draft. Ids come in with the action (tempId), never made here.
import type { DeliveryType, DiscountType, PaymentMethod } from '../shared/enums.ts';
import type { Rial } from '../shared/money.ts';
import type { OrderLine } from '../pricing/order-line.ts';

/** A menu item as the POS adds it; its toppings are part of its identity. */
export type NewLine = Omit<OrderLine, 'isFreeItem'>;

/** A FREEITEM gift from a discount code (spec §3 discount code freeItems). */
export type FreeItem = Omit<
  OrderLine,
  'isFreeItem' | 'count' | 'orderItemToppings' | 'changePrice'
>;

export type PosDraftAction =
  | { type: 'addItem'; line: NewLine }
  | { type: 'increment'; tempId: string }
  | { type: 'decrement'; tempId: string }
  | { type: 'removeLine'; tempId: string }
  | { type: 'setDiscount'; discountType: DiscountType; amount: number; cap?: Rial }
  | { type: 'removeDiscount' }
  | { type: 'setCouponCode'; code: string | null }
  | { type: 'setDeliveryType'; deliveryType: DeliveryType }
  | { type: 'setPaymentType'; paymentType: PaymentMethod }
  | { type: 'setTable'; tableNumber: string | null }
  | { type: 'setNumberOfCustomers'; count: number }
  | { type: 'setPreparationTime'; minutes: number }
  | { type: 'setTip'; amount: Rial }
  | { type: 'setDeliveryCost'; amount: Rial }
  | { type: 'setDescription'; text: string }
  | { type: 'applyFreeItems'; items: readonly FreeItem[] }
  | { type: 'reset' };
