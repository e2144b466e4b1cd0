// The one behaviour suite every event store adapter passes (ARCHITECTURE decision 1).
// Usage, in an adapter's test file: eventStoreContract('sqlite', () => createSqliteEventStore(…)).
import { afterAll, beforeAll, describe } from 'vitest';
import { appendContract } from './contract/append.contract.ts';
import { readContract } from './contract/read.contract.ts';
import { subscriptionContract } from './contract/subscription.contract.ts';
import type { EventStore } from './event-store.port.ts';

export interface EventStoreContractOptions {
  /** False where the server keeps ids unique only within a recognised retry (EventStoreDB). */
  readonly globallyUniqueEventIds?: boolean;
  readonly writers?: number;
  readonly eventsPerWriter?: number;
}

export function eventStoreContract(
  name: string,
  factory: () => EventStore | Promise<EventStore>,
  options: EventStoreContractOptions = {},
): void {
  describe(`${name} event store contract`, () => {
    let store: EventStore | undefined;
    const current = (): EventStore => {
      if (!store) throw new Error(`${name}: the store did not open (see beforeAll)`);
      return store;
    };
    beforeAll(async () => {
      store = await factory();
    });
    afterAll(async () => {
      await store?.close();
    });

    describe('append', () =>
      appendContract(current, { globallyUniqueEventIds: options.globallyUniqueEventIds ?? true }));
    describe('read', () => readContract(current));
    describe('subscribe', () =>
      subscriptionContract(current, {
        writers: options.writers ?? 16,
        eventsPerWriter: options.eventsPerWriter ?? 50,
      }));
  });
}
