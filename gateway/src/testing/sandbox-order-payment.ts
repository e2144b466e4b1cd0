// A customer paying an order online on the sandbox payment page, as the browser does: the start
// (the order's payment route), the page's «pay», and the provider's callback that verifies it.
import { randomUUID } from 'node:crypto';
import type { OrderPaymentStart } from '@sofre/engine/contracts';
import { expect } from 'vitest';
import type { TestGateway } from './test-gateway.ts';

/** `site`: the vendor's site headers (its domain); the demo vendor's when omitted. */
export async function payOrderOnSandbox(
  gateway: Pick<TestGateway, 'app'>,
  orderId: string,
  site: Record<string, string> = {},
): Promise<void> {
  const start = await gateway.app.inject({
    method: 'GET',
    url: `/api/orders/payment/${orderId}?transactionId=${randomUUID()}`,
    headers: site,
  });
  expect(start.statusCode, start.body).toBe(200);
  const page = await gateway.app.inject({
    method: 'POST',
    url: start.json<OrderPaymentStart>().submitUrl,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: 'choice=pay',
  });
  const back = new URL(String(page.headers.location));
  const verified = await gateway.app.inject({
    method: 'GET',
    url: `${back.pathname}${back.search}`,
    headers: site,
  });
  expect(verified.statusCode, verified.body).toBe(303);
}
