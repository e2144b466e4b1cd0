// ReturnToKitchen: a station recalled its part of a ready order (the kitchen's "برگرداندن"), so the
// food is not ready after all and the order cooks again. The rulebook allows it from the ready
// statuses only: once the order has left (picked up by a courier, delivered, finished) or is
// rejected, INVALID_ORDER_STATE.
import type { ReturnToKitchen } from './order.commands.ts';
import { OrderReturnedToKitchen, type OrderEvent } from './order.events.ts';
import { allowMove } from './order.rulebook.ts';
import type { ExistingOrder } from './order.state.ts';

export function returnToKitchen(command: ReturnToKitchen, order: ExistingOrder): OrderEvent[] {
  allowMove(order, { type: 'RETURN_TO_KITCHEN' });
  const { orderId, stationId } = command.data;
  return [OrderReturnedToKitchen({ orderId, stationId })];
}
