// The scaled-out shape in one test process (ARCHITECTURE decision 13): a projector with its own
// handles on the stores, as its own process would have, and a gateway that only follows the read
// models it writes (PROJECTIONS=external), with the demo vendor seeded while the projector runs.
// `stopProjector` is the projector dying: the gateway goes on accepting orders nobody folds.
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import { handleCommand } from '@sofre/engine';
import { RegisterVendorData, vendorAggregate } from '@sofre/engine/vendors';
import { createEventStore, type EventStoreConfig } from '@sofre/engine/store';
import {
  createProjectionQueries,
  createReadModels,
  startProjections,
  type ReadModelsConfig,
} from '@sofre/projections';
import { buildApp } from '../app.ts';
import { DEMO_VENDOR_ID, demoVendor } from '../demo/demo-menu.ts';
import { seedDemo } from '../demo/seed-demo.ts';
import { createSqliteIdempotencyStore } from '../http/idempotency.store.ts';
import { accessTokens } from '../auth/access-token.ts';
import { authCrypto } from '../auth/auth-crypto.ts';
import type { Platform } from '../platform/platform.port.ts';
import { followExternalProjector } from '../platform/read-model.follower.ts';
import { projectionsReadSide } from '../platform/read-model.read-side.ts';

export interface ScaledOutStores {
  readonly eventStore: EventStoreConfig;
  readonly readModels: ReadModelsConfig;
}

/** The embedded stores, as files in `dataDir` (both "processes" open them). */
export const sqliteStores = (dataDir: string): ScaledOutStores => ({
  eventStore: { kind: 'sqlite', path: join(dataDir, 'events.sqlite'), pollIntervalMs: 20 },
  readModels: { kind: 'sqlite', path: join(dataDir, 'read-models.sqlite') },
});

const onError = (error: unknown) => console.error('scaled-out test:', error);

async function startProjector(stores: ScaledOutStores) {
  const eventStore = await createEventStore(stores.eventStore);
  const readModels = await createReadModels(stores.readModels);
  const runner = await startProjections({ eventStore, readModels, onError });
  return {
    runner,
    async stop() {
      await runner.stop();
      await readModels.close();
      await eventStore.close();
    },
  };
}

async function openFollowingPlatform(stores: ScaledOutStores, dataDir: string): Promise<Platform> {
  const store = await createEventStore(stores.eventStore);
  const readModels = await createReadModels(stores.readModels);
  const follower = await followExternalProjector(readModels, onError);
  const readSide = projectionsReadSide(createProjectionQueries(readModels), follower, () =>
    readModels.close(),
  );
  const idempotency = await createSqliteIdempotencyStore(dataDir);
  return {
    store,
    readSide,
    idempotency,
    waitForProjections: false,
    async close() {
      await readSide.close();
      await idempotency.close();
      await store.close();
    },
  };
}

export async function startScaledOutGateway(storesIn: (dataDir: string) => ScaledOutStores) {
  const dataDir = mkdtempSync(join(tmpdir(), 'sofre-scaled-out-'));
  const stores = storesIn(dataDir);
  const projector = await startProjector(stores);
  const platform = await openFollowingPlatform(stores, dataDir);
  const seeded = await seedDemo(platform.store);
  if (!(await platform.readSide.waitFor(seeded, 20_000)))
    throw new Error('the projector did not fold the demo seed');
  const authSecret = randomBytes(48);
  const app = await buildApp(platform, {
    logger: pino({ level: process.env.TEST_LOG_LEVEL ?? 'silent' }),
    webDir: dataDir,
    authSecret,
  });
  await app.ready();
  const tokens = accessTokens(authCrypto(authSecret).keyFor('access-token'));
  const ownerToken = await tokens.sign(
    { sub: 'demo-owner', vendorId: DEMO_VENDOR_ID, kind: 'STAFF', sid: 'scaled-out' },
    new Date(),
  );
  let projectorRunning = true;
  return {
    app,
    platform,
    asOwner: { authorization: `Bearer ${ownerToken}` },
    /** The projector process dies: nothing folds the log any more. */
    async stopProjector() {
      projectorRunning = false;
      await projector.stop();
    },
    async close() {
      if (projectorRunning) await projector.stop();
      await app.close();
      await platform.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
export type ScaledOutGateway = Awaited<ReturnType<typeof startScaledOutGateway>>;

/**
 * Given a vendor registered `seconds` ago (its command's time) that no projector has folded: the
 * log as it stands when a projector has been dead that long.
 */
export async function givenVendorRegisteredAgo(platform: Platform, seconds: number) {
  const vendorId = `vendor-${randomUUID()}`;
  await handleCommand(platform.store, vendorAggregate, {
    type: 'RegisterVendor',
    data: RegisterVendorData.parse({ ...demoVendor, vendorId, domains: [`${vendorId}.test`] }),
    metadata: {
      commandId: `register-${vendorId}`,
      vendorId,
      actor: { userId: 'test', kind: 'SYSTEM' },
      now: new Date(Date.now() - seconds * 1000).toISOString(),
    },
  });
}
