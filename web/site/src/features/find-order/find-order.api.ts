// GET /api/orders/{number}?phone=: today's order with the number the counter called and the
// phone it was ordered with; its id, or undefined when there is none.
import { OrderTracker } from '@sofre/engine/contracts';
import { apiRequest } from '@sofre/web-shared';

export async function findOrderByNumber(
  number: string,
  phone: string,
): Promise<string | undefined> {
  try {
    const order = await apiRequest({
      path: `/api/orders/${encodeURIComponent(number)}?phone=${encodeURIComponent(phone)}`,
      response: OrderTracker,
    });
    return order.orderId;
  } catch {
    return undefined;
  }
}
