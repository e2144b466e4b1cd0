// GET /api/orders/{id}/transactions: the order's payments and refunds. Read again whenever the
// order moves on (its position), since a payment or a refund is an order event.
import { OrderTransactions } from '@sofre/engine/contracts';
import { apiRequest } from '@sofre/web-shared';
import { useQuery } from '@tanstack/react-query';

export const useOrderTransactions = (orderId: string, position: string) =>
  useQuery({
    queryKey: ['orders', 'transactions', orderId, position],
    queryFn: ({ signal }) =>
      apiRequest({
        path: `/api/orders/${encodeURIComponent(orderId)}/transactions`,
        response: OrderTransactions,
        signal,
      }),
    placeholderData: (previous) => (previous?.orderId === orderId ? previous : undefined),
  });
