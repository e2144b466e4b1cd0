// The gateway keeps each vendor's menu in memory (every order is priced from it): a menu change
// must reach the very next order, and only the vendor whose menu changed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { handleCommand } from '@sofre/engine';
import { catalogAggregate } from '@sofre/engine/catalog';
import { OrderTracker } from '@sofre/engine/contracts';
import { DEMO_VENDOR_ID } from '../demo/demo-menu.ts';
import { salonOrder, startTestGateway, type TestGateway } from '../testing/test-gateway.ts';

let gateway: TestGateway;
beforeAll(async () => {
  gateway = await startTestGateway();
});
afterAll(() => gateway.close());

const doogh = salonOrder({ lines: [{ menuItemId: 'item-doogh', count: 1 }] });

async function orderDoogh(headers: Record<string, string> = {}) {
  const order = { ...doogh, id: crypto.randomUUID() };
  const res = await gateway.app.inject({
    method: 'POST',
    url: '/api/orders',
    payload: order,
    headers: { ...gateway.asOwner, ...headers },
  });
  expect(res.statusCode).toBe(201);
  const tracker = await gateway.app.inject({ url: `/api/orders/${order.id}`, headers });
  return OrderTracker.parse(tracker.json()).lines[0]?.unitPrice;
}

describe('a menu change and the next order', () => {
  it('prices the next order with the new price at once, for that vendor only', async () => {
    expect(await orderDoogh()).toBe(180_000);
    expect(await orderDoogh(gateway.asOwnerB)).toBe(180_000);
    const changed = await handleCommand(gateway.platform.store, catalogAggregate, {
      type: 'ChangeMenuItemPrice',
      data: { itemId: 'item-doogh', price: 200_000, discount: 0 },
      metadata: {
        commandId: crypto.randomUUID(),
        vendorId: DEMO_VENDOR_ID,
        actor: { userId: 'test', kind: 'STAFF' },
        now: new Date().toISOString(),
      },
    });
    await gateway.platform.readSide.waitFor(changed.position!, 5_000);
    expect(await orderDoogh()).toBe(200_000);
    expect(await orderDoogh(gateway.asOwnerB)).toBe(180_000);
    const menu = await gateway.app.inject('/api-catalog/catalog/menucategories/all');
    expect(JSON.stringify(menu.json())).toContain('"price":200000');
  });
});
