// GET /api/orders/{id}: the customer's view of one order (the tracker read model).
import { OrderTracker } from '@sofre/engine/contracts';
import { apiRequest } from '@sofre/web-shared';
import { useQuery } from '@tanstack/react-query';

export const getOrder = (orderId: string, signal?: AbortSignal) =>
  apiRequest({
    path: `/api/orders/${encodeURIComponent(orderId)}`,
    response: OrderTracker,
    signal,
  });

/** The page shows "not found" itself, so the error is not toasted. */
export const useOrder = (orderId: string) =>
  useQuery({
    queryKey: ['order', orderId],
    queryFn: ({ signal }) => getOrder(orderId, signal),
    meta: { silent: true },
  });
