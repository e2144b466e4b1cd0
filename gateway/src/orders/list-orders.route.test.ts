import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { handleCommand } from '@sofre/engine';
import { OrderListPage } from '@sofre/engine/contracts';
import { orderAggregate } from '@sofre/engine/orders';
import { DEMO_VENDOR_ID } from '../demo/demo-menu.ts';
import {
  asVendorB,
  salonOrder,
  startTestGateway,
  type TestGateway,
} from '../testing/test-gateway.ts';

let gateway: TestGateway;
const ids: string[] = [];
beforeAll(async () => {
  gateway = await startTestGateway();
  for (let i = 0; i < 3; i++) {
    const order = salonOrder({ tableNumber: String(i + 1) });
    await gateway.app.inject({
      method: 'POST',
      url: '/api/orders',
      payload: order,
      headers: gateway.asOwner,
    });
    ids.push(order.id);
  }
  const quick = { id: crypto.randomUUID(), lines: [{ menuItemId: 'item-water', count: 1 }] };
  await gateway.app.inject({
    method: 'POST',
    url: '/api/orders/quick',
    payload: quick,
    headers: gateway.asOwner,
  });
  ids.push(quick.id);
  await gateway.app.inject({
    method: 'PATCH',
    url: '/api/orders/state',
    payload: { orderId: ids[0], status: 'READYTOSERVE' },
    headers: gateway.asOwner,
  });
});
afterAll(() => gateway.close());

const list = async (query: string, headers: Record<string, string> = {}) => {
  const res = await gateway.app.inject({
    url: `/api/orders${query}`,
    headers: { ...gateway.asOwner, ...headers },
  });
  expect(res.statusCode, res.body).toBe(200);
  return OrderListPage.parse(res.json());
};

describe('GET /api/orders', () => {
  it('pages the vendor’s orders', async () => {
    const all = await list('');
    expect(all.totalCount).toBe(4);
    expect(all).toMatchObject({ pageNumber: 1, pageSize: 10 });
    const page2 = await list('?pageSize=3&pageNumber=2');
    expect(page2.data).toHaveLength(1);
    expect(page2.totalCount).toBe(4);
  });

  it('filters by status (one or several) and by date range', async () => {
    expect((await list('?status=READYTOSERVE')).data.map((r) => r.orderId)).toEqual([ids[0]]);
    expect((await list('?status=READYTOSERVE&status=CONFIRMED')).totalCount).toBe(4);
    expect((await list('?source=WEBSITE')).totalCount).toBe(0);
    const future = new Date(Date.now() + 86_400_000).toISOString();
    expect((await list(`?fromDate=${future}`)).totalCount).toBe(0);
    expect((await list(`?toDate=${future}`)).totalCount).toBe(4);
  });

  it('never shows one vendor’s orders to another', async () => {
    expect((await list('', gateway.asOwnerB)).totalCount).toBe(0);
  });

  it('waits for minPosition: a write made elsewhere is seen by the next read', async () => {
    // Appended behind the gateway's back (as another gateway would): no waiting happened yet.
    const orderId = crypto.randomUUID();
    const command = {
      type: 'SubmitOrder' as const,
      data: {
        orderId,
        source: 'KIOSK' as const,
        deliveryType: 'PICKUP' as const,
        paymentMethod: 'CASH' as const,
        lines: [
          {
            tempId: 'l1',
            menuItemId: 'item-water',
            title: 'آب معدنی',
            price: 80_000,
            count: 1,
            discount: 0,
            packagingCost: 0,
            servePackagingCost: 0,
            withTax: false,
            changePrice: false,
            isFreeItem: false,
            orderItemToppings: [],
          },
        ],
        preparationTime: 20,
        discount: { type: 'MONEY' as const, amount: 0 },
        tip: 0,
        deliveryCost: 0,
        pricingSettings: {
          taxPercent: 10,
          serviceChargePercent: 0,
          serviceFee: { type: 'MONEY' as const, value: 0 },
        },
        confirm: false,
      },
      metadata: {
        commandId: orderId,
        vendorId: DEMO_VENDOR_ID,
        actor: { userId: 'kiosk', kind: 'STAFF' as const },
        now: new Date().toISOString(),
      },
    };
    const { position } = await handleCommand(gateway.platform.store, orderAggregate, command);
    const page = await list(`?source=KIOSK&minPosition=${position}`);
    expect(page.data.map((r) => r.orderId)).toEqual([orderId]);
    const tracker = await gateway.app.inject(`/api/orders/${orderId}?minPosition=${position}`);
    expect(tracker.json()).toMatchObject({ orderId, status: 'SUBMITTED' });
  });

  it('refuses a bad filter with field errors', async () => {
    const res = await gateway.app.inject({
      url: '/api/orders?status=COOKING&pageSize=1000',
      headers: gateway.asOwner,
    });
    expect(res.statusCode).toBe(400);
    expect(
      res
        .json()
        .errors.map((e: { field: string }) => e.field)
        .sort(),
    ).toEqual(['pageSize', 'status']);
  });
});

describe('GET /api/orders/{id}', () => {
  it('shows the tracker with its timeline', async () => {
    const res = await gateway.app.inject(`/api/orders/${ids[0]}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().timeline.map((t: { status: string }) => t.status)).toEqual([
      'SUBMITTED',
      'CONFIRMED',
      'READYTOSERVE',
    ]);
  });

  it('answers 404 ORDER_NOT_FOUND for an unknown order and for another vendor’s', async () => {
    expect((await gateway.app.inject(`/api/orders/${crypto.randomUUID()}`)).json()).toMatchObject({
      status: 404,
      code: 'ORDER_NOT_FOUND',
      message: 'سفارش یافت نشد.',
    });
    const asB = await gateway.app.inject({ url: `/api/orders/${ids[0]}`, headers: asVendorB });
    expect(asB.statusCode).toBe(404);
  });
});
