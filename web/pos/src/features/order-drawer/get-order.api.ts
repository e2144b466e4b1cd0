// GET /api/orders/{id}: the order as its tracker shows it (lines with ids, timeline, money),
// kept live by the order's own topic (order-tracker:{id}) while the drawer is open. After one of
// the cashier's own commands the read waits for that command's position (read your writes).
import { comparePositions, OrderTracker } from '@sofre/engine/contracts';
import { apiRequest, useLiveTopic } from '@sofre/web-shared';
import { useQuery } from '@tanstack/react-query';

export const orderKey = (orderId: string) => ['orders', 'detail', orderId] as const;

/** The newer of two views of one order; a live one that cannot be ordered is taken. */
const newer = (a: OrderTracker | undefined, b: OrderTracker | undefined) =>
  !a ? b : !b ? a : (comparePositions(b.position, a.position) ?? 1) > 0 ? b : a;

export function useOrderView(orderId: string | undefined, seenPosition: string | undefined) {
  const query = useQuery({
    queryKey: [...orderKey(orderId ?? ''), seenPosition],
    enabled: orderId !== undefined,
    queryFn: ({ signal }) =>
      apiRequest({
        path: `/api/orders/${encodeURIComponent(orderId!)}`,
        query: { minPosition: seenPosition },
        response: OrderTracker,
        signal,
      }),
    // While a newer read is on its way, keep showing this order (never another one).
    placeholderData: (previous) => (previous?.orderId === orderId ? previous : undefined),
  });
  const topic = orderId ? (`order-tracker:${orderId}` as const) : undefined;
  const live = useLiveTopic<OrderTracker>(topic).rows.get(orderId ?? '');
  return { order: newer(query.data, live), isPending: query.isPending, error: query.error };
}
