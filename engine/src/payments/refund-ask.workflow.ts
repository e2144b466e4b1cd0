// Before the gateway asks a provider to pay a refund part back, it claims the asking on the
// transaction's stream (refund-ask.decide.ts): of the callback that recorded the refund, the hourly
// inquiry and a second gateway, one asks. The claim's step id is the caller's own (its command id),
// never shared: a repeated id is answered with the first append's events, which must not read as
// "claimed" to a second caller — so a repeat is never a claim. A refund asked too often without an
// answer is given up by the claim's decision (refund-ask.decide.ts, only once the last ask aged) and
// settled FAILED on the order too: paid back by hand.
import type { CommandMetadata } from '../shared/messages.ts';
import type { EventStore } from '../store/event-store.port.ts';
import { noteRefundProgress, type RefundPartOf } from './online-payment.workflow.ts';
import { runPayment, step } from './payment-steps.ts';

/** ASK: this caller asks now. NOT_NOW: taken, answered, or asked lately. BY_HAND: given up now. */
export type RefundAskClaim = 'ASK' | 'NOT_NOW' | 'BY_HAND';

export async function claimRefundAsk(
  store: EventStore,
  metadata: CommandMetadata,
  part: RefundPartOf,
): Promise<RefundAskClaim> {
  const { transactionId, refundId } = part;
  const claim = await runPayment(
    store,
    step(metadata, `refund-ask:${refundId}:${metadata.commandId}`),
    { type: 'ClaimRefundAsk', data: { transactionId, refundId } },
  );
  if (!claim.repeated && claim.events.some((e) => e.type === 'PaymentRefundAskClaimed'))
    return 'ASK';
  // Given up by this caller's own claim (a repeat of it settles the order again: a no-op).
  const givenUp = claim.events.some((e) => e.type === 'PaymentRefundSettled');
  if (!givenUp) return 'NOT_NOW';
  await noteRefundProgress(store, metadata, part, { outcome: 'FAILED' });
  return 'BY_HAND';
}
