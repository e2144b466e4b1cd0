// GET /api/orders/{id}/delivery: who a courier order goes to (name, phone, address) and its note,
// for staff (the public tracker shows none of it). The drawer asks only for a courier order, once,
// at the position of the order it shows (so the read model has it even for an order just taken).
import { DeliveryOrderView, type OrderTracker } from '@sofre/engine/contracts';
import { apiRequest } from '@sofre/web-shared';
import { useQuery } from '@tanstack/react-query';
import { orderKey } from './get-order.api.ts';

/** An order a courier takes to the customer's door. */
export const isCourierOrder = (order: Pick<OrderTracker, 'deliveryType'>): boolean =>
  order.deliveryType === 'DELIVER' || order.deliveryType === 'ZFEXPRESS';

export function useOrderDelivery(order: OrderTracker) {
  return useQuery({
    queryKey: [...orderKey(order.orderId), 'delivery'],
    enabled: isCourierOrder(order),
    queryFn: ({ signal }) =>
      apiRequest({
        path: `/api/orders/${encodeURIComponent(order.orderId)}/delivery`,
        query: { minPosition: order.position },
        response: DeliveryOrderView,
        signal,
      }),
  });
}
