// Refunds through Jibit PPG v3 (the OpenAPI's Refund API): POST /v3/purchases/refund
// { purchaseId, amount, cancellable } → { refundId, transferId }; GET /v3/purchases/refunds/
// {refundId} → { transfers: [{ transferID, state }] }. Jibit pays the refund to the payer's card
// from the client's balance; a purchase may hold several partial refunds, one transfer each.
import type { RefundInput, RefundOutcome, RefundStatus } from '../payment-provider.port.ts';
import { PaymentProviderError } from '../payment-provider.port.ts';
import type { JibitCall } from './jibit.payment-provider.ts';
import { bodyOf, refusal, text } from './jibit.answers.ts';

/**
 * Never repeated: Jibit's refund takes no key of ours, so a second call could pay twice. For the
 * same reason a lost answer is not retryable — someone checks Jibit's panel first.
 */
export async function refundThroughJibit(
  call: JibitCall,
  baseUrl: string,
  secrets: readonly string[],
  input: RefundInput,
): Promise<RefundOutcome> {
  const purchaseId = Number(input.authority);
  if (!Number.isSafeInteger(purchaseId)) {
    // JSON numbers lose digits past 2^53; Jibit's ids have stayed far below that.
    throw new PaymentProviderError(
      'PAYMENT_REFUND_UNSUPPORTED',
      'jibit purchase id is not a safe JSON integer',
    );
  }
  const body = { purchaseId, amount: input.amount, cancellable: false };
  const reply = await call({ url: `${baseUrl}/v3/purchases/refund`, body }).catch(
    (error: unknown) => {
      if (!(error instanceof PaymentProviderError)) throw error;
      throw new PaymentProviderError(error.code, `${error.detail}; refund outcome unknown`, {
        retryable: false,
        providerCode: error.providerCode,
      });
    },
  );
  if (reply.status >= 300) {
    throw refusal(reply, 'refund', secrets, {
      'refund.not_supported': 'PAYMENT_REFUND_UNSUPPORTED',
    });
  }
  const answer = bodyOf(reply, 'refund');
  const refundId = text(answer.refundId) ?? input.authority;
  const transferId = text(answer.transferId) ?? '';
  // The inquiry is by purchase; the transfer names this refund among its siblings.
  return { providerRefundId: `${refundId}:${transferId}`, status: 'PENDING' };
}

export async function inquireJibitRefund(
  call: JibitCall,
  baseUrl: string,
  secrets: readonly string[],
  providerRefundId: string,
): Promise<RefundStatus> {
  const [refundId = '', transferId = ''] = providerRefundId.split(/:(.*)/s);
  const url = `${baseUrl}/v3/purchases/refunds/${encodeURIComponent(refundId)}`;
  const reply = await call({ method: 'GET', url });
  if (reply.status >= 300) throw refusal(reply, 'refund inquiry', secrets);
  const { transfers } = bodyOf(reply, 'refund inquiry');
  const list = (Array.isArray(transfers) ? transfers : []) as {
    transferID?: unknown;
    state?: unknown;
  }[];
  const transfer = transferId ? list.find((t) => t.transferID === transferId) : list[0];
  return statusOf(typeof transfer?.state === 'string' ? transfer.state : '');
}

/** TRANSFERRED is paid out; the failed and cancelled ends are final; the rest is on its way. */
function statusOf(state: string): RefundStatus {
  if (state === 'TRANSFERRED') return 'SETTLED';
  if (['FAILED', 'MANUALLY_FAILED', 'CANCELLED'].includes(state)) return 'FAILED';
  return 'PENDING';
}
