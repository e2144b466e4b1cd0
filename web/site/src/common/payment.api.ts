// GET /api/orders/payment/{id}: opens an online payment for what the order owes and answers the
// provider's page (submitUrl), where the browser goes to pay. The provider sends the payer back to
// /api/transactions/verify, which goes on to the order's tracker with ?payment=ok|failed. Each
// attempt has the client's own transaction id (a reload of the same attempt is one transaction).
import { OrderPaymentStart } from '@sofre/engine/contracts';
import { apiRequest, newId } from '@sofre/web-shared';
import { useMutation } from '@tanstack/react-query';
import { trackerPath } from './site-paths.ts';

export const startPayment = (orderId: string, table: string | undefined) =>
  apiRequest({
    path: `/api/orders/payment/${encodeURIComponent(orderId)}`,
    query: { transactionId: newId(), returnUrl: trackerPath(orderId, table) },
    response: OrderPaymentStart,
  });

/** Opens a payment and sends the browser to the provider's page (it stays busy until it leaves). */
export async function payOrder(orderId: string, table: string | undefined): Promise<void> {
  const { submitUrl } = await startPayment(orderId, table);
  globalThis.location.assign(submitUrl);
  // Busy until the page is left; back from the provider (a cached page) it can be pressed again.
  await new Promise((resolve) => setTimeout(resolve, 10_000));
}

export const usePayOrder = (table: string | undefined) =>
  useMutation({ mutationFn: (orderId: string) => payOrder(orderId, table) });
