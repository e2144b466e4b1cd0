// Both projection lanes in worker threads, as `npm start` runs them: the screens' lane answers a
// read right after a command (the worker hears of this thread's appends at once), the reports'
// lane keeps its read models in a file of its own, and both push their changes to this thread.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestGateway, takeOrder, type TestGateway } from '../testing/test-gateway.ts';

let gw: TestGateway;
let dataDir: string;

beforeAll(async () => {
  gw = await startTestGateway({ env: { REPORT_LANE: 'worker', SCREEN_LANE: 'worker' } });
  dataDir = gw.dataDir;
}, 60_000);
afterAll(() => gw?.close());

const todayTotals = async () => {
  const res = await gw.app.inject({
    method: 'GET',
    url: '/api/reports/orderstatistics/daily?Range=TODAY',
    headers: gw.asOwner,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ summary: { orderCount: number; totalSale: number } }>().summary;
};

describe('the screens lane in a worker thread', () => {
  it('an order is on the screens when its command answers (read your writes)', async () => {
    for (let i = 0; i < 5; i += 1) {
      const { id } = await takeOrder(gw);
      const res = await gw.app.inject({
        method: 'GET',
        url: `/api/orders/${id}`,
        headers: gw.asOwner,
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json<{ orderId: string }>().orderId).toBe(id);
    }
  });

  it('pushes the screen rows it changes to this thread', async () => {
    const seen = new Promise<string>((resolve) => {
      const stop = gw.platform.readSide.onChange((change) => {
        if (change.topic !== 'order-list') return;
        stop();
        resolve(change.topic);
      });
    });
    await takeOrder(gw);
    expect(await seen).toBe('order-list');
  });
});

describe('the reports lane in a worker thread', () => {
  it('a report answered right after an order counts it', async () => {
    const before = await todayTotals();
    await takeOrder(gw);
    await takeOrder(gw);
    const after = await todayTotals();
    expect(after.orderCount).toBe(before.orderCount + 2);
    expect(after.totalSale).toBeGreaterThan(before.totalSale);
  });

  it('pushes the report rows it changes to this thread', async () => {
    const seen = new Promise<string>((resolve) => {
      const stop = gw.platform.readSide.onChange((change) => {
        if (change.topic !== 'report-sales') return;
        stop();
        resolve(change.topic);
      });
    });
    await takeOrder(gw);
    expect(await seen).toBe('report-sales');
  });

  it('writes the report read models into their own file, and the screens’ file holds none', () => {
    expect(existsSync(join(dataDir, 'report-models.sqlite'))).toBe(true);
    const screens = new Database(join(dataDir, 'read-models.sqlite'), { readonly: true });
    const reports = new Database(join(dataDir, 'report-models.sqlite'), { readonly: true });
    const count = (db: Database.Database) =>
      db
        .prepare<[], { n: number }>(
          "SELECT count(*) AS n FROM read_model_rows WHERE projection = 'hourly-sales'",
        )
        .get()!.n;
    expect(count(screens)).toBe(0);
    expect(count(reports)).toBeGreaterThan(0);
    screens.close();
    reports.close();
  });
});
