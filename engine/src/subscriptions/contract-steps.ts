// How the contract payment workflows run a step on the vendor's subscription stream. A step's
// command id is its caller's own (the caller's command id with the step and the transaction),
// never one shared by two callers: a repeated id is answered with the first append's events (only
// `repeated` tells them apart), and these workflows act on a step's events, so two callers sharing
// one would both ask the provider. With ids of their own, the second append meets the first on the
// stream's revision and is decided again; every contract step is idempotent in its decider (a
// started, sent or settled payment, an ask taken, a word noted).
import { handleCommand, loadState } from '../commands/handle-command.ts';
import type { CommandMetadata } from '../shared/messages.ts';
import type { EventStore } from '../store/event-store.port.ts';
import { subscriptionAggregate, type SubscriptionCommand } from './subscription.decider.ts';
import { subscriptionStreamName } from './subscription.events.ts';

export const runStep = (
  store: EventStore,
  metadata: CommandMetadata,
  name: string,
  command: Omit<SubscriptionCommand, 'metadata'>,
) =>
  handleCommand(store, subscriptionAggregate, {
    ...command,
    metadata: {
      ...metadata,
      commandId: `pay-contract/${name}:${metadata.commandId}`,
      correlationId: metadata.correlationId ?? metadata.commandId,
      causationId: metadata.commandId,
    },
  } as SubscriptionCommand);

export async function loadSubscription(store: EventStore, vendorId: string) {
  const stream = subscriptionStreamName(vendorId);
  return (await loadState(store, subscriptionAggregate, stream, vendorId)).state;
}
