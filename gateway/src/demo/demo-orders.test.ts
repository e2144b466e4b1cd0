// The demo's orders land as the order screens need them, once.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { eventCount, startTestGateway, type TestGateway } from '../testing/test-gateway.ts';
import { DEMO_VENDOR_ID } from './demo-menu.ts';
import { seedDemoOrders } from './demo-orders.ts';

let gw: TestGateway;
beforeAll(async () => {
  gw = await startTestGateway();
}, 30_000);
afterAll(() => gw.close());

it('seeds an open bill, a called pickup and a settled, partly refunded order — once', async () => {
  const menu = await gw.platform.readSide.menu(DEMO_VENDOR_ID);
  const position = await seedDemoOrders(gw.platform.store, menu);
  expect(await gw.platform.readSide.waitFor(position, 10_000)).toBe(true);
  const tracker = (id: string) => gw.platform.readSide.orderTracker(DEMO_VENDOR_ID, id);
  expect(await tracker('0193a000-0000-7000-8000-00000000b111')).toMatchObject({
    status: 'CONFIRMED',
    tableNumber: '5',
    paymentMethod: 'UNPAID',
  });
  expect(await tracker('0193a000-0000-7000-8000-00000000b222')).toMatchObject({
    status: 'READYTOPICKUP',
    calledAt: expect.any(String),
  });
  const settled = await tracker('0193a000-0000-7000-8000-00000000b333');
  expect(settled).toMatchObject({ status: 'FINISHED' });
  expect(settled?.amountRefunded).toBeGreaterThan(0);
  const before = await eventCount(gw);
  await seedDemoOrders(gw.platform.store, menu);
  expect(await eventCount(gw)).toBe(before);
});
