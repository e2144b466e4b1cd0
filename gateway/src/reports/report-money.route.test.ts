// Money the reports show, through the real gateway (issue 30): a site order counts once the
// vendor has it (paid, or confirmed by staff), never while it awaits its payment; a refunded unit
// of a taxed item comes off the item sales at the amount it was counted at; a fully refunded
// order takes its tip with it. Each check reads the reports before and after, and compares.
import { randomUUID } from 'node:crypto';
import { handleCommand, tehranDay } from '@sofre/engine';
import { orderAggregate, SubmitOrderData, type OrderCommand } from '@sofre/engine/orders';
import type { DashboardReport, OrderItemSalesReport, OrderTracker } from '@sofre/engine/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  VENDOR_A_ID,
  salonOrder,
  startTestGateway,
  takeOrder,
  type TestGateway,
} from '../testing/test-gateway.ts';

let gw: TestGateway;
beforeAll(async () => {
  gw = await startTestGateway();
}, 60_000);
afterAll(() => gw.close());

const send = async (method: 'PATCH' | 'PUT' | 'POST', url: string, payload: object) => {
  const res = await gw.app.inject({ method, url, headers: gw.asOwner, payload });
  expect(res.statusCode, `${url}: ${res.body}`).toBeLessThan(300);
};
const get = async <T>(url: string) => {
  const res = await gw.app.inject({ method: 'GET', url, headers: gw.asOwner });
  expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
  return res.json<T>();
};
/** Yesterday to tomorrow in Tehran: today's orders, whenever the test runs. */
const around = () => {
  const day = (shift: number) => tehranDay(new Date(gw.clock().getTime() + shift * 86_400_000));
  return { from: day(-1), to: day(1) };
};
const period = () => `FromDate=${around().from}&ToDate=${around().to}`;
type Summary = { orderCount: number; totalTip: number; totalSale: number };
const hourly = () => {
  const { from, to } = around();
  return get<Summary>(`/SyncOrders/OrderReport/${VENDOR_A_ID}?from=${from}&to=${to}`);
};
const todaysOrders = async () =>
  (await get<DashboardReport>('/api/reports/dashboard')).figures.orders.today;
const cancelled = async () =>
  (await get<{ totalCount: number }>(`/api/reports/cancelledorder?${period()}`)).totalCount;
const tracker = (orderId: string) => get<OrderTracker>(`/api/orders/${orderId}`);

/**
 * A customer's own site order, as the site's checkout submits it: not confirmed, and awaiting
 * its online payment when paid ONLINE (the engine's command path, as the cart's checkout would).
 */
async function siteOrder(paymentMethod: 'ONLINE' | 'CASH') {
  const orderId = randomUUID();
  const data = SubmitOrderData.parse({
    orderId,
    source: 'WEBSITE',
    deliveryType: 'PICKUP',
    paymentMethod,
    lines: [
      {
        tempId: 'l-1',
        menuItemId: 'item-doogh',
        title: 'دوغ',
        price: 250_000,
        count: 2,
        discount: 0,
        packagingCost: 0,
        servePackagingCost: 0,
        withTax: true,
      },
    ],
    confirm: false,
  });
  const actor = { userId: 'customer-1', kind: 'CUSTOMER' as const };
  const metadata = {
    commandId: orderId,
    vendorId: VENDOR_A_ID,
    actor,
    now: gw.clock().toISOString(),
  };
  const command = { type: 'SubmitOrder', data, metadata } as OrderCommand;
  const { position } = await handleCommand(gw.platform.store, orderAggregate, command);
  await gw.platform.readSide.waitFor(position!, 5_000);
  return tracker(orderId);
}

describe('a site order counts once the vendor has it', () => {
  it('awaiting its payment it is in no report; confirmed by staff it is', async () => {
    const [before, ordersBefore] = [await hourly(), await todaysOrders()];
    const waiting = await siteOrder('ONLINE');
    const onDelivery = await siteOrder('CASH');
    expect(await hourly()).toEqual(before);
    expect(await todaysOrders()).toBe(ordersBefore);

    await send('PATCH', '/api/orders/state', { orderId: onDelivery.orderId, status: 'CONFIRMED' });
    expect(await hourly()).toEqual({
      ...before,
      orderCount: before.orderCount + 1,
      totalSale: before.totalSale + onDelivery.finalPrice,
    });
    expect(await todaysOrders()).toBe(ordersBefore + 1);
    expect(waiting.status).toBe('SUBMITTED');
  });

  it('one rejected while it awaited its payment is no cancelled sale', async () => {
    const before = await cancelled();
    const failed = await siteOrder('ONLINE');
    await send('PATCH', '/api/orders/state', {
      orderId: failed.orderId,
      status: 'REJECTED',
      reason: 'پرداخت ناموفق',
    });
    expect(await cancelled()).toBe(before);
    const { id } = await takeOrder(gw, salonOrder());
    await send('PATCH', '/api/orders/state', {
      orderId: id,
      status: 'REJECTED',
      reason: 'تمام شد',
    });
    expect(await cancelled()).toBe(before + 1);
  });
});

describe('refunds in the reports', () => {
  it('a refunded kabab comes off the item sales at its price, not with its tax', async () => {
    const kabab = async () =>
      (await get<OrderItemSalesReport>(`/api/reports/orderitemsales?${period()}`)).data.find(
        (i) => i.menuItemId === 'item-kabab-koobideh',
      ) ?? { count: 0, amount: 0 };
    const before = await kabab();
    const { id } = await takeOrder(gw, salonOrder());
    const sold = await kabab();
    const unit = (sold.amount - before.amount) / 2;
    const order = await tracker(id);
    expect(order.finalPrice).toBeGreaterThan(sold.amount - before.amount); // it has tax
    await send('POST', '/api/payments/manualpaybypos', { orderId: id, paymentId: randomUUID() });
    const line = order.lines.find((l) => l.menuItemId === 'item-kabab-koobideh')!;
    await send('PUT', '/api/orders/refund', {
      orderId: id,
      refundId: randomUUID(),
      lines: [{ id: line.id, count: 1 }],
    });
    expect(await kabab()).toMatchObject({ count: before.count + 1, amount: before.amount + unit });
  });

  it('a fully refunded order leaves no sale and no tip', async () => {
    const before = await hourly();
    const { id } = await takeOrder(gw, salonOrder({ tip: 70_000 }));
    expect((await hourly()).totalTip).toBe(before.totalTip + 70_000);
    await send('POST', '/api/payments/manualpaybypos', { orderId: id, paymentId: randomUUID() });
    await send('PUT', '/api/orders/refund', { orderId: id, refundId: randomUUID() });
    expect(await hourly()).toEqual({ ...before, orderCount: before.orderCount + 1 });
  });
});
