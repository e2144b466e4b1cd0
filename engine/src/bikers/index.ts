// @sofre/engine/bikers: the restaurant's own couriers — profile, shift, the trip they are on.
export * from './biker.events.ts';
export * from './biker.commands.ts';
export * from './biker.decider.ts';
