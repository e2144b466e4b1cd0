// @sofre/engine/kitchen: the kitchen's stations — which station cooks a line, and the cooks' moves
// on a station's part of an order (item done, bump, recall) with the workflow that marks the order
// ready once every station has finished; and the kitchen screens' heartbeats.
export * from './kitchen.events.ts';
export * from './kitchen.commands.ts';
export * from './kitchen.decider.ts';
export * from './kitchen-stations.ts';
export * from './kitchen-move.workflow.ts';
export * from './kitchen-screen.ts';
export * from './kitchen-station-timing.ts';
