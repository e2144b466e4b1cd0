// Lines added to an order already taken: another round on an open salon bill (EditBill, no cap
// until it is paid) or the cashier's edit of an order's lines (EditOrder, spec §4). The edit names
// the lines as they should be: a line the order has keeps its price, a new one is priced from the
// menu selling now. The lines the edit was made from travel with the command, so an edit made
// meanwhile by someone else is never overwritten.
import type { z } from 'zod';
import { handleCommand, loadState, type CommandResult } from '../commands/handle-command.ts';
import type { EditOrderRequest } from '../contracts/orders.contract.ts';
import { linesForEdit } from '../orders/edit-lines.ts';
import { orderAggregate } from '../orders/order.decider.ts';
import { orderStreamName, type OrderEvent } from '../orders/order.events.ts';
import type { OrderState } from '../orders/order.state.ts';
import { DomainError } from '../shared/domain-error.ts';
import type { CommandMetadata } from '../shared/messages.ts';
import type { EventStore } from '../store/event-store.port.ts';
import type { OrderFacts } from './order-facts.port.ts';

export type OrderEditRequest = z.output<typeof EditOrderRequest>;

/**
 * @throws ORDER_NOT_FOUND, ORDER_CHANGED_MEANWHILE (the order moved past the position the cashier
 *   saw), a line's refusal, or the order's refusal of the edit.
 */
export async function addRound(
  store: EventStore,
  facts: OrderFacts,
  kind: 'EditOrder' | 'EditBill',
  edit: OrderEditRequest,
  metadata: CommandMetadata,
  newId: () => string,
): Promise<CommandResult<OrderState, OrderEvent>> {
  const { vendorId } = metadata;
  const stream = orderStreamName(vendorId, edit.orderId);
  const { state, position } = await loadState(store, orderAggregate, stream, vendorId);
  if (state.status === 'NONE') throw new DomainError('ORDER_NOT_FOUND');
  // The cashier edited the order as it stood at `position`: anything since is someone else's.
  if (edit.position !== undefined && edit.position !== position)
    throw new DomainError('ORDER_CHANGED_MEANWHILE');
  const menu = await facts.menuSellingNow(vendorId, metadata.now);
  const round = newId().slice(0, 8);
  const newTempId = (i: number) => `${edit.orderId}:${round}:${i}`;
  const lines = linesForEdit(state.lines, edit.lines, menu, newTempId, state.source);
  const data = { orderId: edit.orderId, lines, previousLines: [...state.lines] };
  return handleCommand(store, orderAggregate, { type: kind, data, metadata });
}
