// The draft as POST /api/orders takes it. The server prices the lines from its own menu, so
// only what the cashier chose is sent: items, toppings, counts, each line's note to the kitchen
// and the order's options. A discount code is sent as its text and no discount of its own: the
// server applies the code (its discount, free delivery, gifts) itself and refuses a code with a
// discount beside it. The customer goes with any order that has one; a courier order names the
// customer's address, and the server prices its delivery from that address's zone.
import { ORDER_LIMITS, type CreateOrderRequest } from '@sofre/engine/contracts';
import type { PosDraft } from '@sofre/engine/pos-draft';
import { carriesDeliveryCost } from '@sofre/engine/pricing';

const orNothing = (text: string | null | undefined): string | undefined =>
  text?.trim() || undefined;

export function toCreateOrderRequest(orderId: string, draft: PosDraft): CreateOrderRequest {
  return {
    id: orderId,
    source: 'SALON',
    deliveryType: draft.deliveryType,
    paymentMethod: draft.paymentType,
    // Gifts come from a discount code, which the server applies itself.
    lines: draft.lines
      .filter((line) => !line.isFreeItem)
      .map((line) => ({
        menuItemId: line.menuItemId,
        count: line.count,
        toppings: line.orderItemToppings.map((t) => ({ toppingId: t.toppingId, count: t.count })),
        ...(line.changePrice ? { price: line.price } : {}),
        ...(orNothing(line.note) ? { note: orNothing(line.note) } : {}),
      })),
    // A table is where a salon order is served; it means nothing to a pickup or a courier.
    tableNumber: draft.deliveryType === 'SERVE' ? orNothing(draft.tableNumber) : undefined,
    customer: draft.customer
      ? {
          id: draft.customer.id,
          name: orNothing(draft.customer.name.slice(0, ORDER_LIMITS.name)),
          phone: orNothing(draft.customer.phone),
        }
      : undefined,
    addressId: carriesDeliveryCost(draft.deliveryType)
      ? (draft.selectedAddressId ?? undefined)
      : undefined,
    numberOfCustomers: draft.numberOfCustomer > 0 ? draft.numberOfCustomer : undefined,
    couponCode: draft.couponCode ?? undefined,
    discount:
      draft.couponCode === null && draft.discountAmount > 0
        ? { type: draft.discountType, amount: draft.discountAmount, cap: draft.discountCap }
        : undefined,
    tip: draft.tip,
    deliveryCost: draft.deliveryCost,
    preparationTime: draft.preparationTime,
    description: orNothing(draft.description),
  };
}
