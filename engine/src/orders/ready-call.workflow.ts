// Calling a customer whose food is ready (callforreadyorder, notification/ready): the tracker is
// told by the OrderCustomerCalled event itself (a live push); a customer who left a mobile number
// is texted as well. The workflow records the call and answers the mobile to text; the gateway
// sends the text (through the SMS port, counted against the package).
import { handleCommand, loadState } from '../commands/handle-command.ts';
import { normalizePhone } from '../identity/phone.ts';
import { DomainError } from '../shared/domain-error.ts';
import type { CommandMetadata } from '../shared/messages.ts';
import type { EventStore } from '../store/event-store.port.ts';
import type { CallCustomer } from './order.commands.ts';
import { orderAggregate } from './order.decider.ts';
import { orderStreamName } from './order.events.ts';
import type { ExistingOrder } from './order.state.ts';

export interface ReadyCall {
  readonly command: Omit<CallCustomer, 'metadata'>;
  /** The mobile to text, 09XXXXXXXXX; absent when the order has none. */
  readonly smsTo: string | undefined;
}

export function readyCall(order: ExistingOrder): ReadyCall {
  const phone = order.customer?.phone;
  const smsTo = phone === undefined ? undefined : normalizePhone(phone);
  const command = {
    type: 'CallCustomer',
    data: { orderId: order.orderId, bySms: smsTo !== undefined },
  } as const;
  return { command, smsTo };
}

/** Records the call (only a ready order can be called: the rulebook's CALL_CUSTOMER move). */
export async function callCustomer(
  { store, metadata }: { readonly store: EventStore; readonly metadata: CommandMetadata },
  orderId: string,
) {
  const { vendorId } = metadata;
  const stream = orderStreamName(vendorId, orderId);
  const { state } = await loadState(store, orderAggregate, stream, vendorId);
  if (state.status === 'NONE') throw new DomainError('ORDER_NOT_FOUND');
  const { command, smsTo } = readyCall(state);
  const result = await handleCommand(store, orderAggregate, { ...command, metadata });
  return { result, smsTo };
}
