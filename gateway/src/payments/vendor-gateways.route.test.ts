// Each vendor's own online payment gateway (issue 32), through the real gateway and the providers'
// local stand-ins: vendor A takes payments through ZarinPal with its merchant id, vendor B through
// Vandar with its API key, each request and verify carrying that vendor's own credentials; a
// payment records whose merchant collected it and is verified with the settings that opened it;
// a vendor without a gateway of its own pays through the platform's. The credentials never come
// back in any answer, nor sit readable in the store; bad input is problem+json changing nothing.
import { randomUUID } from 'node:crypto';
import type { OnlineGatewayView, OrderPaymentStart } from '@sofre/engine/contracts';
import { loadPayment, paymentStreamName } from '@sofre/engine/payments';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ScriptedServer } from '../testing/scripted-http.server.ts';
import {
  asVendorB,
  eventCount,
  salonOrder,
  startTestGateway,
  VENDOR_A_ID,
  VENDOR_B,
  type TestGateway,
} from '../testing/test-gateway.ts';
import {
  startFakeVandar,
  type RecordedVandarRequest,
} from './providers/vandar/fake-vandar.server.ts';
import {
  startFakeZarinPal,
  zarinPalData,
  type ZarinPalCall,
} from './providers/zarinpal/fake-zarinpal.server.ts';

const GATEWAY = '/api/bankconfiguration/online-gateway';
const MERCHANT_A = '6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f';
const TOKEN_A = 'zp-panel-token-of-vendor-a-0001';
const API_KEY_B = 'vandar-api-key-of-vendor-b-7c1e';
const SECRETS = [MERCHANT_A, TOKEN_A, API_KEY_B];

let gw: TestGateway;
let zarinPal: ScriptedServer<ZarinPalCall>;
let vandar: ScriptedServer<RecordedVandarRequest>;
/** Every answer the gateway gave in this file: none may hold a credential. */
const answers: string[] = [];

beforeAll(async () => {
  zarinPal = await startFakeZarinPal();
  vandar = await startFakeVandar();
  gw = await startTestGateway({
    paymentEnv: { ZARINPAL_BASE_URL: zarinPal.baseUrl, VANDAR_BASE_URL: vandar.baseUrl },
  });
}, 30_000);
afterAll(async () => {
  await gw.close();
  await zarinPal.close();
  await vandar.close();
});

type Headers = Record<string, string>;
const A = () => gw.asOwner;
const B = () => gw.asOwnerB;
async function call(method: 'GET' | 'PUT' | 'POST', url: string, headers: Headers, body?: object) {
  const res = await gw.app.inject({ method, url, headers, ...(body ? { payload: body } : {}) });
  answers.push(res.body, JSON.stringify(res.headers));
  return res;
}
const ok = async <T>(method: 'GET' | 'PUT' | 'POST', url: string, h: Headers, body?: object) => {
  const res = await call(method, url, h, body);
  expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(200);
  return res.json<T>();
};

/** A card order at the counter, unpaid, and a payment opened for it online. */
async function openPayment(headers: Headers, domain: Headers = {}) {
  const order = salonOrder({ paymentMethod: 'CARD' });
  const res = await call('POST', '/api/orders', headers, order);
  expect(res.statusCode, res.body).toBe(201);
  const transactionId = randomUUID();
  const url = `/api/orders/payment/${order.id}?transactionId=${transactionId}`;
  const started = await ok<OrderPaymentStart>('GET', url, domain);
  return { orderId: order.id, transactionId, started };
}
/** The provider sends the payer back to our callback. */
async function comeBack(query: Record<string, string>, domain: Headers = {}) {
  const url = `/api/transactions/verify?${new URLSearchParams(query)}`;
  const res = await call('GET', url, domain);
  expect(res.statusCode, res.body).toBe(303);
  return String(res.headers.location);
}
const initiated = async (vendorId: string, transactionId: string) => {
  const events = await gw.platform.store.readStream(paymentStreamName(vendorId, transactionId));
  return events.find((e) => e.type === 'PaymentInitiated')!.data as Record<string, unknown>;
};

describe('each vendor’s own online payment gateway', () => {
  it('is the platform’s until the vendor chooses, and says so without credentials', async () => {
    expect(await ok<OnlineGatewayView>('GET', GATEWAY, A())).toEqual({
      provider: 'PLATFORM',
      hasCredentials: false,
      updatedAt: null,
    });
  });

  it('two vendors take payments into their own merchant accounts at two providers', async () => {
    const savedA = await ok<OnlineGatewayView>('PUT', GATEWAY, A(), {
      provider: 'ZARIN_PAL',
      credentials: { merchantId: MERCHANT_A, accessToken: TOKEN_A, terminalId: '1234' },
    });
    expect(savedA).toMatchObject({ provider: 'ZARIN_PAL', hasCredentials: true });
    expect(savedA.updatedAt).not.toBeNull();
    const savedB = await ok<OnlineGatewayView>('PUT', GATEWAY, B(), {
      provider: 'VANDAR',
      credentials: { apiKey: API_KEY_B },
    });
    expect(savedB).toMatchObject({ provider: 'VANDAR', hasCredentials: true });
    // Each vendor reads its own choice only.
    expect((await ok<OnlineGatewayView>('GET', GATEWAY, A())).provider).toBe('ZARIN_PAL');
    expect((await ok<OnlineGatewayView>('GET', GATEWAY, B())).provider).toBe('VANDAR');

    // Vendor A: ZarinPal, with A's merchant id on the request and on the verify.
    const a = await openPayment(A());
    expect(a.started.paymentServiceType).toBe('ZARIN_PAL');
    expect(a.started.submitUrl).toMatch(
      new RegExp(`^${zarinPal.baseUrl}/pg/StartPay/A0+123456789$`),
    );
    const requestA = zarinPal.requests.at(-1)!;
    expect(requestA.path).toBe('/pg/v4/payment/request.json');
    expect(requestA.body).toMatchObject({ merchant_id: MERCHANT_A, amount: a.started.amount });
    zarinPal.answer(zarinPalData({ code: 100, ref_id: 201_201, card_pan: '603799******1111' }));
    const landedA = await comeBack({
      transactionId: a.transactionId,
      Authority: 'A000000000000000000000000000123456789',
      Status: 'OK',
    });
    expect(landedA).toContain('payment=ok');
    const verifyA = zarinPal.requests.at(-1)!;
    expect(verifyA.path).toBe('/pg/v4/payment/verify.json');
    expect(verifyA.body).toEqual({
      merchant_id: MERCHANT_A,
      amount: a.started.amount,
      authority: 'A000000000000000000000000000123456789',
    });

    // Vendor B: Vandar, with B's API key on the request and on the verify.
    const b = await openPayment(B(), asVendorB);
    expect(b.started.paymentServiceType).toBe('VANDAR');
    const sendB = vandar.requests.at(-1)!;
    expect(sendB).toMatchObject({ path: '/api/v4/send' });
    expect(sendB.body).toMatchObject({ api_key: API_KEY_B, amount: b.started.amount });
    const token = b.started.submitUrl.split('/v4/')[1]!;
    expect(b.started.submitUrl).toBe(`${vandar.baseUrl}/v4/${token}`);
    const landedB = await comeBack(
      { transactionId: b.transactionId, token, payment_status: 'OK' },
      asVendorB,
    );
    expect(landedB).toContain('payment=ok');
    expect(vandar.requests.at(-1)).toMatchObject({
      path: '/api/v4/verify',
      body: { api_key: API_KEY_B, token },
    });

    // Neither stand-in ever saw the other vendor's credentials.
    expect(JSON.stringify(zarinPal.requests)).not.toContain(API_KEY_B);
    expect(JSON.stringify(vandar.requests)).not.toContain(MERCHANT_A);

    // Both paid, and each payment says the vendor's own merchant collected it.
    const paidA = await loadPayment(gw.platform.store, VENDOR_A_ID, a.transactionId);
    const paidB = await loadPayment(gw.platform.store, VENDOR_B.vendorId, b.transactionId);
    expect(paidA).toMatchObject({ status: 'DONE', gateway: 'ZARIN_PAL', referenceId: '201201' });
    expect(paidB).toMatchObject({ status: 'DONE', gateway: 'VANDAR' });
    expect(await initiated(VENDOR_A_ID, a.transactionId)).toMatchObject({
      merchant: 'VENDOR',
      merchantVersion: 1,
    });
    expect(await initiated(VENDOR_B.vendorId, b.transactionId)).toMatchObject({
      merchant: 'VENDOR',
      merchantVersion: 1,
    });
  });

  it('a payment opened before the vendor changed gateway is verified where it was opened', async () => {
    const open = await openPayment(A());
    expect(open.started.submitUrl.startsWith(zarinPal.baseUrl)).toBe(true);
    await ok('PUT', GATEWAY, A(), { provider: 'PLATFORM' });
    zarinPal.answer(zarinPalData({ code: 100, ref_id: 303_303 }));
    await comeBack({
      transactionId: open.transactionId,
      Authority: 'A000000000000000000000000000123456789',
      Status: 'OK',
    });
    expect(zarinPal.requests.at(-1)!.body).toMatchObject({ merchant_id: MERCHANT_A });
    expect(await loadPayment(gw.platform.store, VENDOR_A_ID, open.transactionId)).toMatchObject({
      status: 'DONE',
    });

    // A new payment now goes to the platform's gateway (the sandbox page here).
    const asked = zarinPal.requests.length;
    const next = await openPayment(A());
    expect(next.started.submitUrl).toMatch(/^\/sandbox\/pay\//);
    expect(zarinPal.requests.length).toBe(asked);
    expect(await initiated(VENDOR_A_ID, next.transactionId)).toMatchObject({
      merchant: 'PLATFORM',
    });
    expect(await ok<OnlineGatewayView>('GET', GATEWAY, A())).toMatchObject({
      provider: 'PLATFORM',
      hasCredentials: false,
    });
  });

  it('keeps the sealed credentials when the same provider comes without them', async () => {
    const before = await eventCount(gw);
    const kept = await ok<OnlineGatewayView>('PUT', GATEWAY, B(), { provider: 'VANDAR' });
    expect(kept).toMatchObject({ provider: 'VANDAR', hasCredentials: true });
    expect(await eventCount(gw)).toBe(before);
  });

  it('refuses bad input as problem+json, changing nothing and echoing no secret', async () => {
    const before = await eventCount(gw);
    const refused = async (body: object, status: number, code: string) => {
      const res = await call('PUT', GATEWAY, B(), body);
      expect(res.statusCode, res.body).toBe(status);
      expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
      expect(res.json()).toMatchObject({ code });
      expect(res.json().message).toMatch(/[\u0600-\u06FF]/);
      return res;
    };
    const badId = 'not-a-merchant-id-but-a-secret';
    const bad = await refused(
      { provider: 'ZARIN_PAL', credentials: { merchantId: badId } },
      400,
      'VALIDATION_FAILED',
    );
    expect(bad.body).not.toContain(badId);
    await refused({ provider: 'VANDAR', credentials: { apiKey: '' } }, 400, 'VALIDATION_FAILED');
    await refused(
      { provider: 'PAYPAL', credentials: { apiKey: 'x-y-z-w' } },
      400,
      'VALIDATION_FAILED',
    );
    await refused(
      { provider: 'PLATFORM', credentials: { apiKey: 'secret-for-nobody' } },
      400,
      'VALIDATION_FAILED',
    );
    // Another provider must come with its own credentials: B's Vandar key is never moved over.
    const other = await refused({ provider: 'JIBIT' }, 422, 'ONLINE_GATEWAY_CREDENTIALS_REQUIRED');
    expect(other.json().errors[0]).toMatchObject({ field: 'credentials' });
    expect(bad.json().errors[0]).toMatchObject({ field: 'credentials.merchantId' });
    expect(await eventCount(gw)).toBe(before);
    expect((await ok<OnlineGatewayView>('GET', GATEWAY, B())).provider).toBe('VANDAR');
  });

  it('is the owner’s: a cashier neither reads nor changes it', async () => {
    const cashier = {
      authorization: `Bearer ${await gw.tokenFor('demo-cashier', VENDOR_B.vendorId)}`,
      ...asVendorB,
    };
    expect((await call('GET', GATEWAY, cashier)).statusCode).toBe(403);
    const res = await call('PUT', GATEWAY, cashier, { provider: 'PLATFORM' });
    expect(res.statusCode).toBe(403);
    expect((await ok<OnlineGatewayView>('GET', GATEWAY, B())).provider).toBe('VANDAR');
  });

  it('is in the OpenAPI document, under the spec’s /api/bankconfiguration', async () => {
    const doc = (await gw.app.inject('/docs/json')).json<{ paths: Record<string, object> }>();
    expect(doc.paths[GATEWAY]).toHaveProperty('get');
    expect(doc.paths[GATEWAY]).toHaveProperty('put');
  });

  it('never answers a credential, and keeps none readable in the store', async () => {
    for (const answer of answers)
      for (const secret of SECRETS) expect(answer).not.toContain(secret);
    const everything = JSON.stringify(await gw.platform.store.readAll(undefined, 100_000));
    for (const secret of SECRETS) expect(everything).not.toContain(secret);
    expect(everything).toContain('"credentials":"v1.');
  });
});
