// Health on the embedded platform (projections in process): alive, ready, and no read model
// behind the log, also right after an order; the report is for staff only.
import { randomUUID } from 'node:crypto';
import { HealthReport, Liveness, Problem, Readiness } from '@sofre/engine/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { salonOrder, startTestGateway, type TestGateway } from '../testing/test-gateway.ts';

let gateway: TestGateway;
beforeAll(async () => {
  gateway = await startTestGateway();
});
afterAll(() => gateway.close());

const report = async () => {
  const res = await gateway.app.inject({ url: '/api/health', headers: gateway.asOwner });
  expect(res.statusCode).toBe(200);
  return HealthReport.parse(res.json());
};

describe('health, embedded', () => {
  it('is alive and ready without a token or a vendor’s domain', async () => {
    const headers = { host: 'no-vendor.example' };
    const live = await gateway.app.inject({ url: '/health/live', headers });
    expect(live.statusCode).toBe(200);
    expect(Liveness.parse(live.json())).toEqual({ status: 'up' });
    const ready = await gateway.app.inject({ url: '/health/ready', headers });
    expect(ready.statusCode).toBe(200);
    expect(Readiness.parse(ready.json())).toEqual({ status: 'ready' });
  });

  it('reports the stores answering and each read model caught up: 0 events, 0 s', async () => {
    const health = await report();
    expect(health).toMatchObject({
      ready: true,
      problems: [],
      eventStore: { kind: 'sqlite', answers: true },
      readModels: { answers: true },
    });
    expect(health.projections.map((p) => p.projection)).toEqual(
      expect.arrayContaining(['kitchen-stations', 'orders', 'menu']),
    );
    for (const lag of health.projections)
      expect(lag).toMatchObject({ lagEvents: 0, lagEventsCapped: false, lagSeconds: 0 });
  });

  it('stays caught up after an order: the command answers once its events are folded', async () => {
    const order = await gateway.app.inject({
      method: 'POST',
      url: '/api/orders',
      payload: salonOrder(),
      headers: gateway.asOwner,
    });
    expect(order.statusCode).toBe(201);
    const { position } = order.json<{ position: string }>();
    // A report measured before the order may be served for up to a second.
    await expect
      .poll(async () => (await report()).projections[0], { timeout: 3_000 })
      .toMatchObject({ position, lagEvents: 0, lagSeconds: 0 });
  });

  it('refuses the report without a token (401) and to a customer (403), as problem+json', async () => {
    const anonymous = await gateway.app.inject({ url: '/api/health' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(Problem.parse(anonymous.json()).code).toBe('UNAUTHENTICATED');
    const customerToken = await gateway.tokenFor(`customer-${randomUUID()}`, undefined, 'CUSTOMER');
    const customer = await gateway.app.inject({
      url: '/api/health',
      headers: { authorization: `Bearer ${customerToken}` },
    });
    expect(customer.statusCode).toBe(403);
  });
});
