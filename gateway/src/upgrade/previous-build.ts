// A data folder as an earlier build left it, for the upgrade test (upgrade.test.ts): the demo
// restaurant with a day of orders in every state, and what that build answered for its reports,
// order screens and customers. Written by `npx tsx gateway/src/upgrade/write-previous-build.ts`
// on the checkout of the build being upgraded from; the test opens a copy with this build.
import { randomUUID } from 'node:crypto';
import type { CreateOrderRequest } from '@sofre/engine/contracts';
import type { TestGateway } from '../testing/test-gateway.ts';
import { salonOrder, VENDOR_A_ID } from '../testing/test-gateway.ts';

/** The folder the earlier build's data and answers are kept in. */
export const PREVIOUS_BUILD_DIR = new URL('./previous-build/', import.meta.url);

/** What the earlier build answered, beside its data files. */
export interface PreviousAnswers {
  readonly commit: string;
  /** The Tehran day the orders were taken on, and the day after. */
  readonly from: string;
  readonly to: string;
  readonly orderIds: readonly string[];
  readonly answers: Readonly<Record<string, unknown>>;
}

/** Every answer an upgrade must keep: the reports over the day, and each order's screens. */
export function urlsToCompare(from: string, to: string, orderIds: readonly string[]): string[] {
  const period = `FromDate=${from}&ToDate=${to}`;
  return [
    `/api/reports/orderstatistics/daily?${period}`,
    `/api/reports/orderstatistics/perhour?${period}`,
    `/api/reports/orderitemsales?${period}`,
    `/api/reports/productsreport?${period}`,
    `/api/reports/mostsailed/daily?${period}`,
    `/api/reports/mostsailed/hourly?${period}`,
    `/api/reports/mostsailed/topping?${period}`,
    `/api/reports/cancelledorder?${period}`,
    `/api/reports/cancelledorderstatistics?${period}`,
    `/api/reports/stafforders?${period}`,
    `/api/reports/diningtableorders?${period}`,
    `/api/reports/orderdelivery?${period}`,
    `/api/reports/kitchens?${period}`,
    `/api/reports/orderpaid?${period}`,
    `/api/reports/ordersunpaid?${period}`,
    `/api/reports/postransactions?${period}`,
    `/api/orders/getvendorbrandpaymentmethodsalesreport?${period}`,
    `/SyncOrders/OrderReport/${VENDOR_A_ID}?from=${from}&to=${to}`,
    `/SyncOrders/ItemsReport/${VENDOR_A_ID}?from=${from}&to=${to}`,
    `/api-identity/customers/report?${period}`,
    ...orderIds.flatMap((id) => [
      `/api/orders/${id}`,
      `/api/orders/${id}/transactions`,
      `/api/reports/orderhistory/${id}`,
    ]),
  ];
}

/** The answers of every url, as the owner of vendor A reads them. */
export async function answersOf(gw: TestGateway, urls: readonly string[]) {
  const answers: Record<string, unknown> = {};
  for (const url of urls) {
    const res = await gw.app.inject({ method: 'GET', url, headers: gw.asOwner });
    answers[url] = { status: res.statusCode, body: res.json() };
  }
  return answers;
}

/**
 * A day of orders in every state a report tells apart: paid and finished by cash and card, an open
 * bill, a rejected order, a partly refunded one, a delivered pickup with a customer.
 */
export async function takeADayOfOrders(gw: TestGateway): Promise<string[]> {
  const send = async (method: 'POST' | 'PATCH' | 'PUT', url: string, payload: object) => {
    const res = await gw.app.inject({ method, url, headers: gw.asOwner, payload });
    if (res.statusCode >= 300) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
  };
  const take = async (over: Partial<CreateOrderRequest>) => {
    const order = salonOrder(over);
    await send('POST', '/api/orders', order);
    return order.id;
  };
  const pay = (orderId: string) =>
    send('POST', '/api/payments/manualpaybypos', { orderId, paymentId: randomUUID() });
  const move = async (orderId: string, ...statuses: string[]) => {
    for (const status of statuses) await send('PATCH', '/api/orders/state', { orderId, status });
  };
  const ids: string[] = [];
  for (let i = 0; i < 6; i++) {
    const id = await take({ paymentMethod: i % 2 ? 'CARD' : 'CASH', tableNumber: String(i + 1) });
    await pay(id);
    await move(id, 'READYTOSERVE', 'DELIVERED', 'FINISHED');
    ids.push(id);
  }
  ids.push(await take({ paymentMethod: 'CASH', tableNumber: '9' }));
  const rejected = await take({ paymentMethod: 'CARD' });
  await send('PATCH', '/api/orders/state', {
    orderId: rejected,
    status: 'REJECTED',
    reason: 'تمام شد',
  });
  ids.push(rejected);
  const refunded = await take({ paymentMethod: 'CASH' });
  await pay(refunded);
  await send('PUT', '/api/orders/refund', {
    orderId: refunded,
    refundId: randomUUID(),
    amount: 100_000,
    reason: 'سرد بود',
  });
  ids.push(refunded);
  const pickup = await take({
    deliveryType: 'PICKUP',
    tableNumber: undefined,
    numberOfCustomers: undefined,
    paymentMethod: 'CARD',
    customer: { name: 'مریم رضایی', phoneNumber: '09121234567' },
  } as Partial<CreateOrderRequest>);
  await pay(pickup);
  await move(pickup, 'READYTOPICKUP', 'DELIVERED');
  ids.push(pickup);
  return ids;
}
