// GET /api/payments/link/{id}: what the page of a payment link shows — the order's number, the
// vendor, what it costs and what is still due (a phone order's SMS payment).
import { PaymentLinkView } from '@sofre/engine/contracts';
import { apiRequest } from '@sofre/web-shared';
import { useQuery } from '@tanstack/react-query';

/** The page says "not found" itself, so the error is not toasted. */
export const usePaymentLink = (orderId: string) =>
  useQuery({
    queryKey: ['payment-link', orderId],
    queryFn: ({ signal }) =>
      apiRequest({
        path: `/api/payments/link/${encodeURIComponent(orderId)}`,
        response: PaymentLinkView,
        signal,
      }),
    meta: { silent: true },
  });
