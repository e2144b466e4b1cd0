// Moving a salon order to another table: the table must be on the floor and hold no other open
// order; the order's rulebook decides whether the order may still move (change-table in
// order-table.decide.ts). Looked up through OrderFacts, so the offline POS moves orders the same way.
import { handleCommand } from '../commands/handle-command.ts';
import { orderAggregate } from '../orders/order.decider.ts';
import type { CommandMetadata } from '../shared/messages.ts';
import type { EventStore } from '../store/event-store.port.ts';
import type { OrderFacts } from './order-facts.port.ts';
import { tableOnFloor, tableRefusal } from './table-on-floor.ts';

export interface ChangeTableInputs {
  readonly store: EventStore;
  readonly facts: Pick<OrderFacts, 'diningTables' | 'openOrdersAtTable'>;
  readonly metadata: CommandMetadata;
}

export async function changeTable(
  { store, facts, metadata }: ChangeTableInputs,
  orderId: string,
  tableNumber: string,
) {
  const { vendorId } = metadata;
  const number = await tableOnFloor(facts, vendorId, tableNumber);
  const seated = await facts.openOrdersAtTable(vendorId, number);
  if (seated.some((id) => id !== orderId)) throw tableRefusal('DINING_TABLE_OCCUPIED');
  const data = { orderId, tableNumber: number };
  return handleCommand(store, orderAggregate, { type: 'ChangeOrderTable', data, metadata });
}
