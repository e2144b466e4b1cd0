// The sandbox gateway's payment page through the real gateway (issue 30 item 20e): the amount in
// Persian digits with «٬» between thousands, in the apps' font (the fallback font draws «٬» like
// an apostrophe: ۹’۰۵۷’۰۰۰).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestGateway, type TestGateway } from '../../../testing/test-gateway.ts';

let gw: TestGateway;
beforeAll(async () => {
  gw = await startTestGateway();
}, 30_000);
afterAll(() => gw.close());

describe('the sandbox payment page', () => {
  it('shows the amount as the apps do, in their font', async () => {
    const { authority } = await gw.paymentSandbox.request({
      transactionId: 'tx-1',
      orderId: 'order-1',
      amount: 9_057_005,
      description: 'سفارش ۱۲',
      callbackUrl: '/api/transactions/verify',
    });
    const res = await gw.app.inject({ method: 'GET', url: `/sandbox/pay/${authority}` });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('۹٬۰۵۷٬۰۰۵ ریال');
    expect(res.body).toContain('(۹۰۵٬۷۰۰٫۵ تومان)');
    expect(res.body).toMatch(/@font-face\{font-family:Vazirmatn;src:url\(data:font\/woff2;base64,/);
  });
});
