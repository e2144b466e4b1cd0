// SubmitOrder: a new order, priced by the shared pricing rules and, when staff placed it
// themselves, accepted in the same breath.
import { DomainError, domainError, errorMessages } from '../shared/domain-error.ts';
import { checkPreparationTime } from '../pos-draft/pos-draft.state.ts';
import type { SubmitOrder } from './order.commands.ts';
import { OrderConfirmed, OrderSubmitted, type OrderEvent } from './order.events.ts';
import { priceLines } from './order.pricing.ts';
import { allowMove } from './order.rulebook.ts';
import { evolveOrder, type OrderState } from './order.state.ts';

export function submitOrder(command: SubmitOrder, state: OrderState): OrderEvent[] {
  const { confirm, pricingSettings, discount, tip, deliveryCost, ...data } = command.data;
  // The handler drops an exact repeat of a command before decide; this is another command.
  if (state.status !== 'NONE') throw domainError('ORDER_ALREADY_EXISTS', { orderId: data.orderId });
  // A FREEITEM gift alone is not an order (the POS applies the same rule).
  if (!data.lines.some((l) => !l.isFreeItem)) throw domainError('ORDER_EMPTY');
  checkPreparationTime(data.preparationTime);
  // A credit order is charged to someone's account: it needs whose.
  if (data.paymentMethod === 'CREDIT' && !data.customer?.id && !data.customer?.phone) {
    const code = 'CREDIT_NEEDS_CUSTOMER';
    throw new DomainError(code, [{ field: 'customer', code, message: errorMessages[code] }]);
  }
  // A courier needs somewhere to go.
  if (data.deliveryType === 'DELIVER' && data.addressId === undefined) {
    throw domainError('ORDER_HAS_TO_HAVE_DELIVER_METHOD', { missing: 'addressId' });
  }

  const pricing = { discount, tip, deliveryCost, settings: pricingSettings };
  const submitted = OrderSubmitted({
    ...data,
    price: priceLines(data.lines, data.deliveryType, pricing),
    pricing,
  });
  if (!confirm) return [submitted];

  // Even staff cannot accept a prepaid order before its money arrives: the machine decides.
  const order = evolveOrder(state, submitted);
  if (order.status === 'NONE') throw new Error('OrderSubmitted must create the order');
  allowMove(order, { type: 'CONFIRM' });
  return [submitted, OrderConfirmed({ orderId: data.orderId })];
}
