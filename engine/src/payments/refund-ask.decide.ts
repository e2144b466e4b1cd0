// Asking a provider to pay an order's refund back, decided: the asking is claimed on the
// transaction's stream first (ClaimRefundAsk), so one caller asks however many race — the callback
// that recorded the refund, the hourly inquiry, a second gateway. A claim the provider never
// answered (it was down, the caller died) may be taken again once REFUND_ASK_AGAIN_MS passed; after
// MAX_REFUND_ASKS, once the last ask aged too, it is given up here (settled FAILED: paid back by
// hand, refund-ask.workflow.ts) — never inside the last ask's window, while its answer may come.
// The same rules as a contract payment's refund (subscriptions/contract-refund.decide.ts).
import { MAX_REFUND_ASKS, REFUND_ASK_AGAIN_MS } from '../subscriptions/contract-refund.decide.ts';
import {
  PaymentRefundAskClaimed,
  PaymentRefundSettled,
  type PaymentEvent,
} from './payment.events.ts';
import type { RefundProgress } from './payment.state.ts';

export { MAX_REFUND_ASKS, REFUND_ASK_AGAIN_MS };

/**
 * The claim to ask now; [] when the provider took it, another caller asks or asked lately, or it
 * was settled; the give-up (PaymentRefundSettled FAILED) after MAX_REFUND_ASKS, once the last aged.
 */
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
  if (asks >= MAX_REFUND_ASKS)
    return [PaymentRefundSettled({ transactionId, refundId, outcome: 'FAILED' })];
  return [PaymentRefundAskClaimed({ transactionId, refundId, ask: asks + 1, askedAt: now })];
}
