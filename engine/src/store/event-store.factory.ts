// Picks the adapter from configuration. Adapters load lazily, so the embedded default does not
// pull in pg or the gRPC client.
import type { EventStore } from './event-store.port.ts';
import type { KurrentDbEventStoreConfig } from './kurrentdb.event-store.ts';
import type { PostgresEventStoreConfig } from './postgres.event-store.ts';
import type { SqliteEventStoreConfig } from './sqlite.event-store.ts';

export type EventStoreConfig =
  | ({ readonly kind: 'sqlite' } & SqliteEventStoreConfig)
  | ({ readonly kind: 'postgres' } & PostgresEventStoreConfig)
  | ({ readonly kind: 'eventstoredb' } & KurrentDbEventStoreConfig);

export async function createEventStore(config: EventStoreConfig): Promise<EventStore> {
  switch (config.kind) {
    case 'sqlite':
      return (await import('./sqlite.event-store.ts')).createSqliteEventStore(config);
    case 'postgres':
      return (await import('./postgres.event-store.ts')).createPostgresEventStore(config);
    case 'eventstoredb':
      return (await import('./kurrentdb.event-store.ts')).createKurrentDbEventStore(config);
    default: {
      const unknown: never = config;
      throw new TypeError(`unknown event store kind: ${JSON.stringify(unknown)}`);
    }
  }
}
