// Changing what was ordered or how it leaves the kitchen. Both are allowed only until the food
// is ready (the machine's EDIT / CHANGE_DELIVERY_METHOD moves): after that it is cooked.
import { domainError } from '../shared/domain-error.ts';
import { checkOrderEdit } from '../order-editing/order-edit.rules.ts';
import type { ChangeOrderDeliveryMethod, EditOrder } from './order.commands.ts';
import { OrderDeliveryMethodChanged, OrderEdited, type OrderEvent } from './order.events.ts';
import { lineChanges, priceLines } from './order.pricing.ts';
import { allowMove } from './order.rulebook.ts';
import { effectiveStatus, type ExistingOrder } from './order.state.ts';

/** Two cashiers editing one order: the second edit was made from lines that are gone. */
export function checkNotChangedMeanwhile(
  order: ExistingOrder,
  previousLines: readonly unknown[] | undefined,
): void {
  if (previousLines && JSON.stringify(previousLines) !== JSON.stringify(order.lines))
    throw domainError('ORDER_CHANGED_MEANWHILE', { orderId: order.orderId });
}

export function editOrder(command: EditOrder, order: ExistingOrder): OrderEvent[] {
  const { lines } = command.data;
  allowMove(order, { type: 'EDIT' });
  checkNotChangedMeanwhile(order, command.data.previousLines);
  // The cap is measured against the order as it stands now (what the editing draft loads), and
  // a phone call does not move the order: an order called from SUBMITTED is still SUBMITTED.
  checkOrderEdit({ original: order.lines, edited: lines, status: effectiveStatus(order) });
  // Both sides were parsed by the same schema, so equal lines serialise equally: no change, no fact.
  if (JSON.stringify(lines) === JSON.stringify(order.lines)) return [];
  return [
    OrderEdited({
      orderId: order.orderId,
      lines,
      ...lineChanges(order.lines, lines),
      price: priceLines(lines, order.deliveryType, order.pricing),
    }),
  ];
}

export function changeDeliveryMethod(
  command: ChangeOrderDeliveryMethod,
  order: ExistingOrder,
): OrderEvent[] {
  const { deliveryType } = command.data;
  const addressId = command.data.addressId ?? order.addressId;
  const deliveryCost = command.data.deliveryCost ?? order.pricing.deliveryCost;
  const unchanged =
    deliveryType === order.deliveryType &&
    addressId === order.addressId &&
    deliveryCost === order.pricing.deliveryCost;
  if (unchanged) return [];
  allowMove(order, { type: 'CHANGE_DELIVERY_METHOD' });
  if (deliveryType === 'DELIVER' && addressId === undefined) {
    throw domainError('ORDER_HAS_TO_HAVE_DELIVER_METHOD', { missing: 'addressId' });
  }
  const pricing = { ...order.pricing, deliveryCost };
  return [
    OrderDeliveryMethodChanged({
      orderId: order.orderId,
      deliveryType,
      addressId,
      deliveryCost,
      price: priceLines(order.lines, deliveryType, pricing),
    }),
  ];
}
