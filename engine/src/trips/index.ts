// The courier trip aggregate: what the gateway, the order workflow and the POS import.
export * from './trip.commands.ts';
export * from './trip.events.ts';
export { tripAggregate, tripDecider } from './trip.decider.ts';
export {
  canMove as canMoveTrip,
  isFinalTripStatus,
  tripMachine,
  tripSnapshot,
} from './trip.machine.ts';
export type { TripMove } from './trip.machine.ts';
export { decideProviderStatus, forwardPath, mapProviderStatus } from './trip-provider-status.ts';
export * from './trip.state.ts';
