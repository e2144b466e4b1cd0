// The auto-dispatch of one order (auto-dispatch.workflow.ts) as a small stream of its own: claimed
// once — so a restarted gateway, or two gateways following the same log, never ask a provider
// twice for it — then requested or failed. A failure stays on record for the dispatcher and the
// logs; the order itself waits in the un-assigned list like any other.
import { z } from 'zod';
import type { Aggregate } from '../commands/handle-command.ts';
import { defineEvent, eventCodec, type EventOf } from '../shared/event-definitions.ts';
import type { CommandFrom, CommandUnion } from '../shared/messages.ts';
import { AutoDispatchProvider } from '../vendors/vendor-account.events.ts';

const orderId = z.string().min(1);
const Claim = z.object({ orderId, provider: AutoDispatchProvider });

export const AutoDispatchClaimed = defineEvent('AutoDispatchClaimed', Claim);
export const AutoDispatchRequested = defineEvent(
  'AutoDispatchRequested',
  Claim.extend({ tripId: z.string().min(1), providerTripId: z.string().nullable() }),
);
/** `code`: the refusal's stable code (a provider's, or the order's), for the dispatcher. */
export const AutoDispatchFailed = defineEvent(
  'AutoDispatchFailed',
  Claim.extend({ code: z.string().min(1) }),
);

const autoDispatchEvents = [
  AutoDispatchClaimed,
  AutoDispatchRequested,
  AutoDispatchFailed,
] as const;
export type AutoDispatchEvent = EventOf<(typeof autoDispatchEvents)[number]>;

export const autoDispatchCommandSchemas = {
  ClaimAutoDispatch: Claim,
  RecordAutoDispatchOutcome: z.object({
    orderId,
    outcome: z.discriminatedUnion('result', [
      z.object({
        result: z.literal('REQUESTED'),
        tripId: z.string().min(1),
        providerTripId: z.string().nullable(),
      }),
      z.object({ result: z.literal('FAILED'), code: z.string().min(1) }),
    ]),
  }),
} as const;
type Schemas = typeof autoDispatchCommandSchemas;
export type AutoDispatchCommand = CommandUnion<Schemas>;
export type AutoDispatchCommandOf<T extends keyof Schemas> = CommandFrom<Schemas, T>;

export type AutoDispatchState =
  | { readonly status: 'NONE' }
  | { readonly status: 'CLAIMED'; readonly provider: AutoDispatchProvider }
  | {
      readonly status: 'REQUESTED';
      readonly provider: AutoDispatchProvider;
      readonly tripId: string;
    }
  | { readonly status: 'FAILED'; readonly provider: AutoDispatchProvider; readonly code: string };

export const autoDispatchStreamName = (vendorId: string, orderId: string): string =>
  `auto-dispatch-${vendorId}-${orderId}`;

function decideAutoDispatchClaim(
  command: AutoDispatchCommand,
  state: AutoDispatchState,
): AutoDispatchEvent[] {
  switch (command.type) {
    case 'ClaimAutoDispatch':
      // Claimed before (by this gateway before a restart, or by another): nothing to do.
      return state.status === 'NONE' ? [AutoDispatchClaimed(command.data)] : [];
    case 'RecordAutoDispatchOutcome': {
      // Only a claim waits for its outcome; an outcome is recorded once.
      if (state.status !== 'CLAIMED') return [];
      const { orderId: id, outcome } = command.data;
      const { provider } = state;
      return outcome.result === 'REQUESTED'
        ? [AutoDispatchRequested({ orderId: id, provider, ...withoutResult(outcome) })]
        : [AutoDispatchFailed({ orderId: id, provider, code: outcome.code })];
    }
    default: {
      const unknown: never = command;
      throw new Error(`unknown command ${(unknown as { type: string }).type}`);
    }
  }
}

const withoutResult = <T extends { result: string }>({ result: _result, ...rest }: T) => rest;

function evolveAutoDispatchClaim(
  state: AutoDispatchState,
  event: AutoDispatchEvent,
): AutoDispatchState {
  const { provider } = event.data;
  switch (event.type) {
    case 'AutoDispatchClaimed':
      return { status: 'CLAIMED', provider };
    case 'AutoDispatchRequested':
      return { status: 'REQUESTED', provider, tripId: event.data.tripId };
    case 'AutoDispatchFailed':
      return { status: 'FAILED', provider, code: event.data.code };
  }
}

export const autoDispatchAggregate: Aggregate<
  AutoDispatchState,
  AutoDispatchCommand,
  AutoDispatchEvent
> = {
  decider: {
    initialState: () => ({ status: 'NONE' }),
    decide: decideAutoDispatchClaim,
    evolve: evolveAutoDispatchClaim,
  },
  codec: eventCodec(autoDispatchEvents),
  streamName: (command) => autoDispatchStreamName(command.metadata.vendorId, command.data.orderId),
  notFound: 'ORDER_NOT_FOUND',
};
