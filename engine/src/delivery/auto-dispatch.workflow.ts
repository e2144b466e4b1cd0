// Auto-dispatch (issue 14): a delivery order that reaches READYTOSHIPMENT is sent with the
// courier provider the vendor chose (vendor-account SetAutoDispatch), without the dispatcher.
// `decideAutoDispatch` is the rule, pure; `autoDispatchOrder` gathers its facts, claims the order
// once (auto-dispatch.claim.ts) and asks the provider through requestProviderTrip. At most once
// per order: a claim that was made before — a restart, another gateway — asks nothing, and a
// failure is recorded, not retried; the order then waits in the un-assigned list as any other.
import { handleCommand, loadState } from '../commands/handle-command.ts';
import { OrderMarkedReady, orderStreamName } from '../orders/order.events.ts';
import { orderAggregate } from '../orders/order.decider.ts';
import type { OrderState } from '../orders/order.state.ts';
import { DomainError } from '../shared/domain-error.ts';
import type { EventStore, Position } from '../store/event-store.port.ts';
import type { TripLocation } from '../trips/trip.events.ts';
import { vendorAccountAggregate, type AutoDispatch } from '../vendors/vendor-account.decider.ts';
import {
  vendorAccountStreamName,
  type AutoDispatchProvider,
} from '../vendors/vendor-account.events.ts';
import {
  autoDispatchAggregate,
  autoDispatchStreamName,
  type AutoDispatchCommand,
  type AutoDispatchState,
} from './auto-dispatch.claim.ts';
import { requestProviderTrip, type CourierPort } from './request-provider-trip.workflow.ts';
import { tripsOfOrder } from './trip-of-order.ts';
import { stepMetadata, type DistributiveOmit, type WorkflowInputs } from './workflow-steps.ts';

export interface AutoDispatchFacts {
  /** The vendor's setting; null while the dispatcher sends every order. */
  readonly setting: AutoDispatch | null;
  readonly order: OrderState;
  /** When the order last became ready to ship (UTC ISO instant), if it did. */
  readonly readySince: string | undefined;
  /** Whether the order has had a courier trip (any, even canceled). */
  readonly hadTrip: boolean;
  readonly claim: AutoDispatchState;
}

export type AutoDispatchIgnored =
  | 'OFF'
  | 'NOT_A_COURIER_ORDER'
  | 'NOT_READY'
  | 'READY_BEFORE_SETTING'
  | 'HAS_TRIP'
  | 'ALREADY_CLAIMED';

export type AutoDispatchDecision =
  | { readonly kind: 'request'; readonly provider: AutoDispatchProvider }
  | { readonly kind: 'ignore'; readonly reason: AutoDispatchIgnored };

const ignore = (reason: AutoDispatchIgnored): AutoDispatchDecision => ({ kind: 'ignore', reason });

/**
 * Request a trip only for a courier order (DELIVER, ZFEXPRESS) at READYTOSHIPMENT, that became
 * ready after the vendor chose its provider, has never had a trip (a dispatcher's, or a canceled
 * one: once the order went back to the dispatcher it stays theirs), and was never claimed.
 */
export function decideAutoDispatch(facts: AutoDispatchFacts): AutoDispatchDecision {
  const { setting, order } = facts;
  if (!setting) return ignore('OFF');
  if (order.status === 'NONE') return ignore('NOT_READY');
  if (order.deliveryType !== 'DELIVER' && order.deliveryType !== 'ZFEXPRESS')
    return ignore('NOT_A_COURIER_ORDER');
  if (order.status !== 'READYTOSHIPMENT' || !facts.readySince) return ignore('NOT_READY');
  if (Date.parse(facts.readySince) < Date.parse(setting.since))
    return ignore('READY_BEFORE_SETTING');
  if (facts.hadTrip) return ignore('HAS_TRIP');
  if (facts.claim.status !== 'NONE') return ignore('ALREADY_CLAIMED');
  return { kind: 'request', provider: setting.provider };
}

export interface AutoDispatchInputs extends WorkflowInputs {
  readonly orderId: string;
  readonly pickup: TripLocation;
  readonly dropoffOf: (addressId: string | undefined) => Promise<TripLocation>;
  readonly couriers: CourierPort;
}

export type AutoDispatchOutcome =
  | { readonly result: 'IGNORED'; readonly reason: AutoDispatchIgnored }
  | {
      readonly result: 'REQUESTED';
      readonly provider: AutoDispatchProvider;
      readonly tripId: string;
      readonly providerTripId: string | undefined;
      readonly position: Position | undefined;
    }
  | {
      readonly result: 'FAILED';
      readonly provider: AutoDispatchProvider;
      readonly code: string;
      /** What went wrong, for the log. */
      readonly error: unknown;
    };

/** The refusal's stable code: a DomainError's, a gateway problem's, else a generic one. */
const codeOf = (error: unknown): string => {
  if (error instanceof DomainError) return error.code;
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && code.length > 0 ? code : 'AUTO_DISPATCH_FAILED';
};

async function readySince(store: EventStore, vendorId: string, orderId: string) {
  const recorded = await store.readStream(orderStreamName(vendorId, orderId));
  const ready = recorded.findLast(
    (e) =>
      e.type === OrderMarkedReady.type &&
      (e.data as { status?: string }).status === 'READYTOSHIPMENT',
  );
  const at = ready?.metadata.occurredAt;
  return typeof at === 'string' ? at : undefined;
}

async function factsOf(store: EventStore, vendorId: string, orderId: string) {
  const [account, order, since, trips, claim] = await Promise.all([
    loadState(store, vendorAccountAggregate, vendorAccountStreamName(vendorId), vendorId),
    loadState(store, orderAggregate, orderStreamName(vendorId, orderId), vendorId),
    readySince(store, vendorId, orderId),
    tripsOfOrder(store, vendorId, orderId),
    loadState(store, autoDispatchAggregate, autoDispatchStreamName(vendorId, orderId), vendorId),
  ]);
  const facts: AutoDispatchFacts = {
    setting: account.state.autoDispatch,
    order: order.state,
    readySince: since,
    hadTrip: trips.latest !== undefined,
    claim: claim.state,
  };
  return facts;
}

/**
 * Sends the order with the vendor's provider if the rule says so. Never throws for the order's or
 * the provider's refusal: that is the FAILED outcome, recorded on the order's claim.
 */
export async function autoDispatchOrder(
  store: EventStore,
  inputs: AutoDispatchInputs,
): Promise<AutoDispatchOutcome> {
  const { orderId } = inputs;
  const { vendorId } = inputs.metadata;
  const decision = decideAutoDispatch(await factsOf(store, vendorId, orderId));
  if (decision.kind === 'ignore') return { result: 'IGNORED', reason: decision.reason };
  const { provider } = decision;
  // The claim runs under this run's own command id: two runs racing are two commands, and the
  // claim decider (on the stream's exact revision) lets only the first one win. The outcome is
  // one per order.
  const metadata = stepMetadata(inputs.metadata, `auto-dispatch:${orderId}`);
  const run = (command: DistributiveOmit<AutoDispatchCommand, 'metadata'>, commandId: string) =>
    handleCommand(store, autoDispatchAggregate, {
      ...command,
      metadata: { ...metadata, commandId },
    } as AutoDispatchCommand);
  const claim = await run(
    { type: 'ClaimAutoDispatch', data: { orderId, provider } },
    inputs.metadata.commandId,
  );
  if (claim.repeated || claim.events.length === 0)
    return { result: 'IGNORED', reason: 'ALREADY_CLAIMED' };
  try {
    const trip = await requestProviderTrip(store, { ...inputs, metadata, provider });
    const { tripId, providerTripId } = trip;
    const outcome = {
      result: 'REQUESTED' as const,
      tripId,
      providerTripId: providerTripId ?? null,
    };
    const recorded = await run(
      { type: 'RecordAutoDispatchOutcome', data: { orderId, outcome } },
      `auto-dispatch-outcome:${orderId}`,
    );
    return { ...outcome, provider, providerTripId, position: recorded.position };
  } catch (error) {
    const code = codeOf(error);
    await run(
      { type: 'RecordAutoDispatchOutcome', data: { orderId, outcome: { result: 'FAILED', code } } },
      `auto-dispatch-outcome:${orderId}`,
    );
    return { result: 'FAILED', provider, code, error };
  }
}
