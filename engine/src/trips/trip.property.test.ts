// Random command sequences, including reordered and repeated webhooks: the trip never leaves the
// rulebook, never reaches the customer without a pickup, and folds the same way every time.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fold } from '../shared/decider.ts';
import { isDomainError } from '../shared/domain-error.ts';
import { CourierDeliveryStatus, CourierProvider, TripStatus } from '../shared/enums.ts';
import type { TripCommand } from './trip.commands.ts';
import { tripDecider } from './trip.decider.ts';
import { tripEventCodec, type TripEvent } from './trip.events.ts';
import { canMove, isFinalTripStatus, type TripMove } from './trip.machine.ts';
import type { TripState } from './trip.state.ts';
import { ali, customerHome, restaurant, reza, tripCommand, tripId } from './trip.test-fixtures.ts';

const moveOf: Record<Exclude<TripEvent['type'], 'TripInitiated'>, TripMove> = {
  TripRequested: 'REQUEST',
  TripBikerAssigned: 'ASSIGN',
  TripBatchAssigned: 'ASSIGN_BATCH',
  TripBikerAccepted: 'ACCEPT',
  TripBikerAtSource: 'ARRIVE_AT_SOURCE',
  TripPickedUp: 'PICK_UP',
  TripBikerAtDestination: 'ARRIVE_AT_DESTINATION',
  TripDelivered: 'DELIVER',
  TripCanceled: 'CANCEL',
  TripTimedOut: 'TIME_OUT',
  TripInterrupted: 'INTERRUPT',
};

const biker = fc.option(fc.constantFrom(ali, reza), { nil: undefined });
const batchId = fc.option(fc.constantFrom('b-1', 'b-2'), { nil: undefined });
const reason = fc.constantFrom('مشتری منصرف شد', 'تصادف');

const webhookArb = fc
  .record({
    providerEventId: fc.constantFrom('e1', 'e2', 'e3', 'e4', 'e5', 'e6'),
    status: fc.constantFrom(...CourierDeliveryStatus.options),
    biker,
    batchId,
  })
  .map((w) => tripCommand('ApplyProviderStatus', { tripId, ...w }));

const initiateArb = fc.constantFrom(...CourierProvider.options).map((provider) =>
  tripCommand('InitiateTrip', {
    tripId,
    orderId: 'order-1',
    provider,
    pickup: restaurant,
    dropoff: customerHome,
  }),
);

const commandArb: fc.Arbitrary<TripCommand> = fc.oneof(
  initiateArb,
  fc.constant(tripCommand('RequestTrip', { tripId })),
  fc
    .record({ biker: fc.constantFrom(ali, reza), batchId })
    .map((d) => tripCommand('AssignBiker', { tripId, ...d })),
  reason.map((r) => tripCommand('CancelTrip', { tripId, reason: r })),
  reason.map((r) => tripCommand('InterruptTrip', { tripId, reason: r })),
  webhookArb,
  webhookArb,
  webhookArb,
);

// Mostly sequences that start with a trip, so the later statuses are reached often.
const sequenceArb = (maxLength: number) =>
  fc.oneof(
    {
      weight: 4,
      arbitrary: fc
        .tuple(initiateArb, fc.array(commandArb, { maxLength }))
        .map(([i, cs]) => [i, ...cs]),
    },
    { weight: 1, arbitrary: fc.array(commandArb, { maxLength }) },
  );

/** Runs the commands the way the handler does, checking each step against the rulebook. */
function run(commands: readonly TripCommand[]) {
  let state: TripState = tripDecider.initialState();
  const history: TripEvent[] = [];
  for (const command of commands) {
    let events: readonly TripEvent[];
    try {
      events = tripDecider.decide(command, state);
    } catch (error) {
      if (!isDomainError(error)) throw error;
      // A webhook is never refused for being late; only an unknown trip is an error.
      const allowed =
        command.type === 'ApplyProviderStatus'
          ? ['TRIP_NOT_FOUND']
          : ['INVALID_TRIP_STATE', 'TRIP_NOT_FOUND'];
      expect(allowed).toContain(error.code);
      continue;
    }
    for (const event of events) {
      tripEventCodec.encode(event); // every fact satisfies its schema
      if (event.type !== 'TripInitiated') {
        expect(state.status).not.toBe('NONE');
        if (state.status !== 'NONE') expect(canMove(state.status, moveOf[event.type])).toBe(true);
      }
      state = tripDecider.evolve(state, event);
      history.push(event);
      expect(TripStatus.options).toContain(state.status);
      if (state.status === 'DELIVERED' || state.status === 'ATDESTINATION') {
        expect(history.some((e) => e.type === 'TripPickedUp')).toBe(true);
      }
    }
  }
  return { state, history };
}

describe('trip properties', () => {
  it('every step is a legal move; never delivered without a pickup; folds the same', () =>
    fc.assert(
      fc.property(sequenceArb(30), (commands) => {
        const { state, history } = run(commands);
        expect(fold(tripDecider, history)).toEqual(state);
        expect(fold(tripDecider, history)).toEqual(fold(tripDecider, [...history]));
      }),
      { numRuns: 500 },
    ));

  it('a webhook id applied once is never applied again, whatever status it claims', () =>
    fc.assert(
      fc.property(sequenceArb(20), webhookArb, webhookArb, (commands, webhook, other) => {
        const { state } = run(commands);
        if (state.status === 'NONE') return;
        const events = tripDecider.decide(webhook, state);
        const after = events.reduce(tripDecider.evolve, state);
        expect(tripDecider.decide(webhook, after)).toEqual([]);
        const sameId = {
          ...other,
          data: { ...other.data, providerEventId: webhook.data.providerEventId },
        };
        if (events.length > 0) expect(tripDecider.decide(sameId, after)).toEqual([]);
      }),
      { numRuns: 300 },
    ));

  it('a final trip never moves again', () =>
    fc.assert(
      fc.property(sequenceArb(30), fc.array(commandArb, { maxLength: 10 }), (first, then) => {
        const { state } = run(first);
        if (state.status === 'NONE' || !isFinalTripStatus(state.status)) return;
        expect(run([...first, ...then]).state.status).toBe(state.status);
      }),
      { numRuns: 300 },
    ));
});
