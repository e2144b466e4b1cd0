// What the cashier can do to a POS draft. Ids come in with the action (tempId), never made here.
import type { DeliveryType, DiscountType, PaymentMethod } from '../shared/enums.ts';
import type { Rial } from '../shared/money.ts';
import type { OrderLine } from '../pricing/order-line.ts';
import type { PaymentPart } from './pos-draft.payment.ts';
import type { PosCustomer } from './pos-draft.state.ts';

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
  /** A line's note to the kitchen («بدون پیاز»); '' takes it off. */
  | { type: 'setLineNote'; tempId: string; note: string }
  | { type: 'setDiscount'; discountType: DiscountType; amount: number; cap?: Rial }
  | { type: 'removeDiscount' }
  /** A discount code the server accepted; a FREESHIPPING one waives the delivery cost. */
  | { type: 'setCouponCode'; code: string | null; freeShipping?: boolean }
  | { type: 'setDeliveryType'; deliveryType: DeliveryType }
  | { type: 'setPaymentType'; paymentType: PaymentMethod }
  /** The shares of a split (MULTI) bill. */
  | { type: 'setPaymentParts'; parts: readonly PaymentPart[] }
  | { type: 'setTable'; tableNumber: string | null }
  | { type: 'setCustomer'; customer: PosCustomer | null }
  /** One of the customer's addresses, in a covered zone, with that zone's delivery price. */
  | { type: 'setAddress'; addressId: string; deliveryCost: Rial }
  | { type: 'setNumberOfCustomers'; count: number }
  | { type: 'setPreparationTime'; minutes: number }
  | { type: 'setTip'; amount: Rial }
  | { type: 'setDeliveryCost'; amount: Rial }
  | { type: 'setDescription'; text: string }
  | { type: 'applyFreeItems'; items: readonly FreeItem[] }
  | { type: 'reset' };
