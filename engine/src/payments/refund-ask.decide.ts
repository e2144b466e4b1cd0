// Asking a provider to pay an order's refund back, decided: the asking is claimed on the
// transaction's stream first (ClaimRefundAsk), so one caller asks however many race — the callback
// that recorded the refund, the hourly inquiry, a second gateway. A claim the provider never
// answered (it was down, the caller died) may be taken again once REFUND_ASK_AGAIN_MS passed; after
// MAX_REFUND_ASKS nobody asks again and the refund is paid back by hand (refund-ask.workflow.ts).
// The same rules as a contract payment's refund (subscriptions/contract-refund.decide.ts).
import { MAX_REFUND_ASKS, REFUND_ASK_AGAIN_MS } from '../subscriptions/contract-refund.decide.ts';
import { PaymentRefundAskClaimed, type PaymentEvent } from './payment.events.ts';
import type { RefundProgress } from './payment.state.ts';

export { MAX_REFUND_ASKS, REFUND_ASK_AGAIN_MS };

/** The claim to ask now: [] when the provider took it, another caller asks, or it is given up. */
export function decideRefundAsk(
  transactionId: string,
  refundId: string,
  progress: RefundProgress,
  now: string,
): PaymentEvent[] {
  if (progress.outcome || progress.providerRefundId) return [];
  const { asks = 0, askedAt } = progress;
  if (askedAt !== undefined && Date.parse(now) - Date.parse(askedAt) < REFUND_ASK_AGAIN_MS)
    return [];
  if (asks >= MAX_REFUND_ASKS) return [];
  return [PaymentRefundAskClaimed({ transactionId, refundId, ask: asks + 1, askedAt: now })];
}

/** Asked this often and never answered: nobody asks again, it is paid back by hand. */
export const askedTooOften = (progress: RefundProgress): boolean =>
  !progress.outcome && !progress.providerRefundId && (progress.asks ?? 0) >= MAX_REFUND_ASKS;
