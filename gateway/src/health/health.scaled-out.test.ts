// Issue item 6 on the embedded stores, scaled out (a projector apart, the gateway following its
// read models): a dead projector is no longer invisible. Orders are still accepted and unseen,
// and the health report shows the lag in events and seconds; readiness answers 503.
import { HealthReport } from '@sofre/engine/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { salonOrder } from '../testing/test-gateway.ts';
import { STALE_AFTER_SECONDS } from './health.report.ts';
import {
  givenVendorRegisteredAgo,
  sqliteStores,
  startScaledOutGateway,
  type ScaledOutGateway,
} from './scaled-out.test-fixtures.ts';

let gateway: ScaledOutGateway;
beforeAll(async () => {
  gateway = await startScaledOutGateway(sqliteStores);
});
afterAll(() => gateway.close());

const report = async () => {
  const res = await gateway.app.inject({ url: '/api/health', headers: gateway.asOwner });
  expect(res.statusCode).toBe(200);
  return HealthReport.parse(res.json());
};

describe('health, scaled out on the embedded stores', () => {
  it('is ready with no lag while the projector runs', async () => {
    expect((await gateway.app.inject('/health/ready')).statusCode).toBe(200);
    const { projections } = await report();
    expect(projections.length).toBeGreaterThan(5);
    for (const lag of projections) expect(lag).toMatchObject({ lagEvents: 0, lagSeconds: 0 });
  });

  it('shows a dead projector: lag in events and seconds by read model; still live and ready', async () => {
    await gateway.stopProjector();
    // Dead for two minutes: the oldest event nobody folded is that old.
    await givenVendorRegisteredAgo(gateway.platform, 2 * STALE_AFTER_SECONDS + 60);
    const order = salonOrder();
    const accepted = await gateway.app.inject({
      method: 'POST',
      url: '/api/orders',
      payload: order,
      headers: gateway.asOwner,
    });
    expect(accepted.statusCode).toBe(201);
    // The symptom of the issue: accepted, yet the tracker does not know it.
    expect((await gateway.app.inject(`/api/orders/${order.id}`)).statusCode).toBe(404);

    await expect
      .poll(async () => (await report()).projections[0]?.lagEvents, { timeout: 3_000 })
      .toBeGreaterThanOrEqual(2);
    const lagging = await report();
    // Orders are still taken and stored: the gateway stays in rotation, the report says why screens lag.
    expect(lagging.ready).toBe(true);
    expect(lagging.projections[0]!.lagSeconds).toBeGreaterThanOrEqual(2 * STALE_AFTER_SECONDS);
    // Each read model by name: the kitchen stations are one of those that stopped.
    expect(lagging.problems).toContainEqual(
      expect.stringMatching(/^kitchen-stations is \d+(\.\d)? s behind/),
    );

    expect((await gateway.app.inject('/health/ready')).statusCode).toBe(200);
    expect((await gateway.app.inject('/health/live')).statusCode).toBe(200);
  });
});
