// Subscribing with a code (POST /api-identity/subscriptions): the code's use is claimed on its own
// counter first (one place per vendor, never past the code's limit however many vendors race),
// then the contract is opened or the term granted on the vendor's stream, where the engine says
// whether the vendor may use a code it holds again (codeUsedUp). A refusal gives back a place
// taken for it, unless something of the vendor's holds the code (a racing subscribe with the
// same code opened or paid a contract with it meanwhile, and that one counts).
//
// Two tabs of one vendor: A takes the place and is refused, B found the place held. A may read
// "nothing holds the code" and give the place back just before B opens its contract with it — so
// a caller that found the place held claims it again once its subscription stands (a repeat when
// the place is still held), and a caller that gave the place back looks again after, and claims it
// again if the code is held by then. Those claims are not capped: the vendor holds the code, the
// counter must say so even if another vendor took the place meanwhile.
import { handleCommand } from '../commands/handle-command.ts';
import { PLATFORM_VENDOR_ID } from '../identity/identity.enums.ts';
import type { CommandMetadata } from '../shared/messages.ts';
import type { EventStore } from '../store/event-store.port.ts';
import { loadSubscription } from './contract-steps.ts';
import {
  subscriptionAggregate,
  type SubscriptionCommand,
  type SubscriptionCommandOf,
} from './subscription.decider.ts';
import { holdsCode } from './subscription.state.ts';
import { usageAggregate, type UsageCommand } from './usage.decider.ts';

export interface CodeUse {
  /** The code's counter (one place per vendor). */
  readonly counter: string;
  /** How many vendors may use the code; null: any. */
  readonly limit: number | null;
  /** The code as contracts and terms record it. */
  readonly code: string;
}

export interface SubscribeInputs {
  readonly store: EventStore;
  /** The request's: the subscribing vendor is its vendor. */
  readonly metadata: CommandMetadata;
  /** A command id for each step of the workflow. */
  readonly newId: () => string;
}

export type Subscribing =
  | Omit<SubscriptionCommandOf<'OpenContract'>, 'metadata'>
  | Omit<SubscriptionCommandOf<'GrantPackage'>, 'metadata'>;

/** Opens the contract (or grants the term) with the code's use held, when a code is used. */
export async function subscribeWithCode(
  inputs: SubscribeInputs,
  use: CodeUse | undefined,
  command: Subscribing,
) {
  const { store, metadata } = inputs;
  const subscribe = () =>
    handleCommand(store, subscriptionAggregate, {
      ...command,
      metadata: { ...metadata, commandId: inputs.newId() },
    } as SubscriptionCommand);
  if (!use) return subscribe();
  const takenNow = await claim(inputs, use, use.limit);
  let result;
  try {
    result = await subscribe();
  } catch (error) {
    if (takenNow) await giveBack(inputs, use);
    throw error;
  }
  if (!takenNow) await claim(inputs, use, null);
  return result;
}

/** On the code's counter (the platform's stream): answers whether a place was taken now. */
async function onCounter(inputs: SubscribeInputs, command: Omit<UsageCommand, 'metadata'>) {
  const metadata = { ...inputs.metadata, vendorId: PLATFORM_VENDOR_ID, commandId: inputs.newId() };
  const done = await handleCommand(inputs.store, usageAggregate, {
    ...command,
    metadata,
  } as UsageCommand);
  return done.events.length > 0;
}

const claim = (inputs: SubscribeInputs, use: CodeUse, limit: number | null) =>
  onCounter(inputs, {
    type: 'ClaimUsage',
    data: {
      counter: use.counter,
      subject: inputs.metadata.vendorId,
      limit,
      refusal: 'SUBSCRIPTION_CODE_USED_UP',
    },
  });

async function giveBack(inputs: SubscribeInputs, use: CodeUse) {
  const held = async () =>
    holdsCode(await loadSubscription(inputs.store, inputs.metadata.vendorId), use.code);
  if (await held()) return;
  await onCounter(inputs, {
    type: 'ReleaseUsage',
    data: { counter: use.counter, subject: inputs.metadata.vendorId },
  });
  // A racing subscribe opened with the code between the look and the release (and its own claim
  // again came before the release): the place is its.
  if (await held()) await claim(inputs, use, null);
}
