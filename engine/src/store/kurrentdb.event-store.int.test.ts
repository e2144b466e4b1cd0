// Needs an EventStoreDB/KurrentDB server: ESDB_URL, e.g. kurrentdb://127.0.0.1:2113?tls=false
// (docker-compose.yml runs one). Without it the suite is skipped, and says so.
import { describe } from 'vitest';
import { createKurrentDbEventStore } from './kurrentdb.event-store.ts';
import { eventStoreContract } from './store.contract.ts';

const url = process.env.ESDB_URL;
if (!url) console.warn('EventStoreDB contract suite skipped: ESDB_URL not set');

describe.skipIf(!url)('kurrentdb', () => {
  eventStoreContract(
    'eventstoredb',
    () => createKurrentDbEventStore({ connectionString: url ?? '' }),
    {
      globallyUniqueEventIds: false,
    },
  );
});
