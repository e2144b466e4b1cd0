// Giving money back (PUT /api/orders/refund): all that was paid and not yet refunded, an amount,
// or units of lines (by their ids). The server prices refunded units itself (tax, packaging and
// service included) and refuses more than was paid (422 REFUND_EXCEEDS_PAID).
import type { OrderTracker, RefundOrderRequest } from '@sofre/engine/contracts';

export type RefundChoice =
  | { readonly kind: 'all' }
  | { readonly kind: 'amount'; readonly amount: number | undefined }
  | { readonly kind: 'lines'; readonly counts: Readonly<Record<string, number>> };

export type RefundKind = RefundChoice['kind'];

/** Lines that can be refunded: a free line cost nothing. */
export const refundableLines = (order: OrderTracker) => order.lines.filter((l) => !l.isFreeItem);

const chosenLines = (counts: Readonly<Record<string, number>>) =>
  Object.entries(counts)
    .filter(([, count]) => count > 0)
    .map(([id, count]) => ({ id, count }));

/** The request, or undefined while the choice cannot be sent (no amount, over the refundable). */
export function refundRequest(
  order: OrderTracker,
  refundId: string,
  choice: RefundChoice,
  refundable: number,
  reason: string,
): RefundOrderRequest | undefined {
  const base = {
    orderId: order.orderId,
    refundId,
    ...(reason.trim() ? { reason: reason.trim() } : {}),
  };
  switch (choice.kind) {
    case 'all':
      return refundable > 0 ? base : undefined;
    case 'amount':
      return choice.amount !== undefined && choice.amount > 0 && choice.amount <= refundable
        ? { ...base, amount: choice.amount }
        : undefined;
    case 'lines': {
      const lines = chosenLines(choice.counts);
      return lines.length > 0 ? { ...base, lines } : undefined;
    }
  }
}

/** About what the chosen units cost before tax and service (the server prices them exactly). */
export const linesEstimate = (order: OrderTracker, counts: Readonly<Record<string, number>>) =>
  order.lines.reduce((sum, l) => sum + l.unitPrice * (counts[l.id] ?? 0), 0);

/** A line after its refunds: units given back, and what the units kept cost. */
export function lineAfterRefunds(line: OrderTracker['lines'][number]) {
  const refunded = Math.min(line.refundedCount, line.count);
  return { refunded, keptAmount: line.unitPrice * (line.count - refunded) };
}
