// Refunds through Vandar's business API (api.vandar.io, Vandar's published refund guide):
// POST /v3/business/{business}/transaction/{transId}/refund with a dashboard bearer token and
// { amount, payment_number, description } → { status: 1, data: { results: [{ id, status }] } }.
// Vandar pays the refund from the business wallet to the payer's card, later: PENDING at first.
import { callJson } from '../http-json.ts';
import type { RefundInput, RefundOutcome, RefundStatus } from '../payment-provider.port.ts';
import { bodyOf, idOf, refusal, succeeded } from './vandar.answers.ts';

export interface VandarBusinessAccess {
  /** The business's English name (dashboard → settings), a path segment of the API. */
  readonly name: string;
  /** Dashboard tokens live five days; whatever refreshes them hands the current one here. */
  readonly accessToken: () => string | Promise<string>;
}

interface RefundContext {
  readonly baseUrl: string;
  readonly business: VandarBusinessAccess;
  readonly timeoutMs: number;
}

/** Never repeated here: a second attempt could pay twice, so a lost answer goes to the caller. */
export async function refundThroughVandar(
  { baseUrl, business, timeoutMs }: RefundContext,
  input: RefundInput,
): Promise<RefundOutcome> {
  const token = await business.accessToken();
  const path = `/v3/business/${encodeURIComponent(business.name)}/transaction/${encodeURIComponent(input.referenceId)}/refund`;
  const reply = await callJson({
    url: `${baseUrl}${path}`,
    headers: { authorization: `Bearer ${token}` },
    body: {
      amount: input.amount,
      // "unique per request" in Vandar's guide: our refund id, so a repeat is refused, not paid.
      payment_number: input.refundId,
      ...(input.reason ? { description: input.reason.slice(0, 255) } : {}),
    },
    timeoutMs,
  });
  const body = bodyOf(reply, 'refund');
  if (!succeeded(reply, body)) throw refusal(reply, body, 'refund', [token]);
  const data = body.data as { results?: unknown } | undefined;
  const [result] = (Array.isArray(data?.results) ? data.results : []) as RefundResult[];
  return {
    // Accepted without an id: Vandar also knows the refund by our payment_number.
    providerRefundId: idOf(result?.id) ?? input.refundId,
    status: refundStatusOf(result?.status),
  };
}

interface RefundResult {
  readonly id?: unknown;
  readonly status?: unknown;
}

/** Only PENDING appears in Vandar's published example; the other names are read defensively. */
function refundStatusOf(status: unknown): RefundStatus {
  const name = typeof status === 'string' ? status.toUpperCase() : '';
  if (['DONE', 'SUCCEED', 'SUCCESS', 'SUCCESSFUL', 'PAID'].includes(name)) return 'SETTLED';
  if (['FAILED', 'REJECTED', 'CANCELED', 'CANCELLED'].includes(name)) return 'FAILED';
  return 'PENDING';
}
