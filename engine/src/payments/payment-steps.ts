// How the order payment workflows run a step on a transaction's stream (online-payment.workflow.ts,
// refund-ask.workflow.ts).
import { handleCommand } from '../commands/handle-command.ts';
import type { CommandMetadata } from '../shared/messages.ts';
import type { EventStore } from '../store/event-store.port.ts';
import type { PaymentCommand } from './payment.commands.ts';
import { paymentAggregate } from './payment.decider.ts';

/**
 * A step's own command id. Event ids come from the vendor and the command id (shared/event-ids.ts),
 * so the steps' ids live in a space of their own: `online-payment/…` never meets a route's id.
 */
export const step = (metadata: CommandMetadata, commandId: string): CommandMetadata => ({
  ...metadata,
  commandId: `online-payment/${commandId}`,
  correlationId: metadata.correlationId ?? metadata.commandId,
  causationId: metadata.commandId,
});

export const runPayment = (
  store: EventStore,
  metadata: CommandMetadata,
  command: Omit<PaymentCommand, 'metadata'>,
) => handleCommand(store, paymentAggregate, { ...command, metadata } as PaymentCommand);
