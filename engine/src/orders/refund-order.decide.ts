// Giving money back (PUT /api/orders/refund): all of what was paid, an amount, or units of lines,
// never more than was paid and not yet given back. A refund is money, not a step of the order's
// life: it is possible in any status once something was paid, a FINISHED or REJECTED order
// included (the machine is not asked). An online payment is paid back by its gateway, so such a
// refund is recorded unsettled and inquired until it settles (spec §9; payments/).
import { DomainError, domainError, errorMessages } from '../shared/domain-error.ts';
import type { Rial } from '../shared/money.ts';
import { noDiscount } from '../pricing/pricing.schemas.ts';
import type { RefundOrder, SettleOrderRefund } from './order.commands.ts';
import {
  OrderRefunded,
  OrderRefundSettled,
  type OrderEvent,
  type RefundedLine,
} from './order.events.ts';
import { priceLines } from './order.pricing.ts';
import { refundable, type ExistingOrder } from './order.state.ts';

const refusal = (code: 'REFUND_EXCEEDS_PAID' | 'REFUND_LINE_UNKNOWN', field: string) =>
  new DomainError(code, [{ field, code, message: errorMessages[code] }]);

/**
 * What units of a line cost the customer: its price with tax, packaging and service, and a
 * percentage discount in proportion; a fixed-money discount, the tip and the delivery belong to
 * the whole order and are not split over its lines.
 */
function refundedLines(order: ExistingOrder, wanted: NonNullable<RefundOrder['data']['lines']>) {
  const terms = order.pricing;
  const discount = terms.discount.type === 'PERCENTAGE' ? terms.discount : noDiscount;
  return wanted.map(({ tempId, count }, i): RefundedLine => {
    const line = order.lines.find((l) => l.tempId === tempId);
    const left = line ? line.count - (order.refundedUnits[tempId] ?? 0) : 0;
    if (!line || line.isFreeItem || count > left)
      throw refusal('REFUND_LINE_UNKNOWN', `lines[${i}].count`);
    const price = priceLines([{ ...line, count }], order.deliveryType, {
      ...terms,
      discount,
      tip: 0,
      deliveryCost: 0,
    });
    return { tempId, title: line.title, count, amount: price.finalPrice };
  });
}

export function refundOrder(command: RefundOrder, order: ExistingOrder): OrderEvent[] {
  const { refundId, amount: asked, lines: wanted, reason } = command.data;
  if (asked !== undefined && wanted !== undefined) throw domainError('REFUND_AMOUNT_OR_LINES');
  const open = refundable(order);
  const lines = wanted ? refundedLines(order, wanted) : [];
  const amount: Rial = wanted ? lines.reduce((sum, l) => sum + l.amount, 0) : (asked ?? open);
  if (amount <= 0 || amount > open)
    throw refusal('REFUND_EXCEEDS_PAID', wanted ? 'lines' : 'amount');
  // Money taken online goes back through its gateway (newest payment first), and is settled
  // when the gateway says so; otherwise it is handed back at the counter, settled at once.
  const online = order.onlinePayments.length > 0;
  const paymentMethod = online ? 'ONLINE' : order.paymentMethod;
  return [
    OrderRefunded({
      orderId: order.orderId,
      refundId,
      amount,
      paymentMethod,
      lines,
      reason,
      settled: !online,
    }),
  ];
}

/** The gateway's verdict on an online refund; repeats, and refunds long settled, change nothing. */
export function settleRefund(command: SettleOrderRefund, order: ExistingOrder): OrderEvent[] {
  const { refundId, outcome } = command.data;
  if (!order.unsettledRefunds.includes(refundId)) return [];
  return [OrderRefundSettled({ orderId: order.orderId, refundId, outcome })];
}
