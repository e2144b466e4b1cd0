// The dead projector on PostgreSQL (events and read models in throwaway schemas): caught up while
// it runs; once it dies, the report counts what it did not fold (readiness stays 200). Needs
// PostgreSQL (DATABASE_URL, default the local test server); unreachable fails loudly.
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { HealthReport } from '@sofre/engine/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { salonOrder } from '../testing/test-gateway.ts';
import {
  givenVendorRegisteredAgo,
  startScaledOutGateway,
  type ScaledOutGateway,
} from './scaled-out.test-fixtures.ts';

const DATABASE_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const suffix = randomUUID().replaceAll('-', '').slice(0, 12);
const schemas = { events: `health_events_${suffix}`, readModels: `health_rm_${suffix}` };

let gateway: ScaledOutGateway;
beforeAll(async () => {
  gateway = await startScaledOutGateway(() => ({
    eventStore: {
      kind: 'postgres',
      connectionString: DATABASE_URL,
      schema: schemas.events,
      connectTimeoutMs: 5_000,
    },
    readModels: {
      kind: 'postgres',
      connectionString: DATABASE_URL,
      schema: schemas.readModels,
      connectTimeoutMs: 5_000,
    },
  })).catch((error: unknown) => {
    throw new Error(`needs PostgreSQL at ${DATABASE_URL} (DATABASE_URL): ${String(error)}`);
  });
}, 60_000);

afterAll(async () => {
  await gateway?.close();
  const admin = new pg.Client({ connectionString: DATABASE_URL });
  await admin.connect();
  for (const schema of Object.values(schemas))
    await admin.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
  await admin.end();
});

const report = async () =>
  HealthReport.parse(
    (await gateway.app.inject({ url: '/api/health', headers: gateway.asOwner })).json(),
  );

describe('health, scaled out on PostgreSQL', () => {
  it('reports no lag while the projector runs, and the lag once it is dead', async () => {
    expect(await report()).toMatchObject({
      ready: true,
      eventStore: { kind: 'postgres', answers: true },
      projections: expect.arrayContaining([
        expect.objectContaining({ projection: 'kitchen-stations', lagEvents: 0, lagSeconds: 0 }),
      ]),
    });

    await gateway.stopProjector();
    await givenVendorRegisteredAgo(gateway.platform, 120);
    const accepted = await gateway.app.inject({
      method: 'POST',
      url: '/api/orders',
      payload: salonOrder(),
      headers: gateway.asOwner,
    });
    expect(accepted.statusCode).toBe(201);

    await expect
      .poll(async () => (await report()).projections[0]?.lagEvents, { timeout: 3_000 })
      .toBeGreaterThanOrEqual(2);
    const lagging = await report();
    expect(lagging.ready).toBe(true);
    expect(lagging.problems.length).toBeGreaterThan(0);
    expect(lagging.projections[0]!.lagSeconds).toBeGreaterThanOrEqual(120);
    expect((await gateway.app.inject('/health/ready')).statusCode).toBe(200);
  });
});
