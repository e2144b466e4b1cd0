// The event store port, its errors and the factory, which loads an adapter (and pg or the gRPC
// client) only when asked for it.
export * from './event-store.port.ts';
export * from './duplicate-event-id.error.ts';
export { newAppendSignal, type AppendSignal } from './append-signal.ts';
export { checkpointInBackground } from './wal-checkpointer.ts';
export { tickBatcher, type RunBatch } from './tick-batcher.ts';
export { createEventStore, type EventStoreConfig } from './event-store.factory.ts';
export {
  listenForWakeups,
  notifyWakeups,
  wakeupChannel,
  type WakeupListener,
  type WakeupNotifier,
} from './postgres.wakeups.ts';
export type { SqliteEventStoreConfig } from './sqlite.event-store.ts';
export type { PostgresEventStoreConfig } from './postgres.event-store.ts';
export type { KurrentDbEventStoreConfig } from './kurrentdb.event-store.ts';
