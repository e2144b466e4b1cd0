import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PaymentProviderError } from '../payment-provider.port.ts';
import { VandarPaymentProvider, type VandarOptions } from './vandar.payment-provider.ts';
import {
  startFakeVandar,
  vandarInfo,
  vandarPaid,
  vandarRefusal,
  VANDAR_TRANS_ID,
} from './fake-vandar.server.ts';

const API_KEY = 'VANDAR-KEY-91c2e7';
const BEARER = 'VANDAR-BEARER-5d8f1a';
let fake: Awaited<ReturnType<typeof startFakeVandar>>;

beforeEach(async () => {
  fake = await startFakeVandar();
});
afterEach(() => fake.close());

const vandar = (options: Partial<VandarOptions> = {}) =>
  new VandarPaymentProvider({
    credentials: { apiKey: API_KEY },
    baseUrl: fake.baseUrl,
    businessBaseUrl: fake.baseUrl,
    retryDelayMs: 1,
    ...options,
  });

const order = {
  transactionId: 'tx-1',
  orderId: 'order-12',
  amount: 1_250_000,
  callbackUrl: 'https://sofre.example/pay/callback/tx-1',
  description: 'سفارش ۱۲ کافه سپید',
  mobile: '09121234567',
};
const verifying = (callback: Record<string, string> = { payment_status: 'OK' }) => ({
  authority: 'vt-1',
  amount: 1_250_000,
  callback: { token: 'vt-1', ...callback },
});

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => expect.fail('expected a PaymentProviderError'),
    (err: unknown) => {
      expect(err).toBeInstanceOf(PaymentProviderError);
      return err as PaymentProviderError;
    },
  );

describe('Vandar: opening a payment', () => {
  it('sends the order in Rial and sends the payer to /v4/{token}', async () => {
    const outcome = await vandar().request(order);

    expect(outcome).toEqual({ authority: 'vt-1', payUrl: `${fake.baseUrl}/v4/vt-1` });
    expect(fake.requests[0]).toMatchObject({ method: 'POST', path: '/api/v4/send' });
    expect(fake.requests[0]?.body).toEqual({
      api_key: API_KEY,
      amount: 1_250_000,
      callback_url: order.callbackUrl,
      factorNumber: 'tx-1',
      description: order.description,
      mobile_number: '09121234567',
    });
  });

  it('finds the payer’s page again from the token alone', () => {
    expect(vandar().payUrlFor('vt-9')).toBe(`${fake.baseUrl}/v4/vt-9`);
  });

  it('leaves the mobile out when we do not know it', async () => {
    await vandar().request({ ...order, mobile: undefined });
    expect(fake.requests[0]?.body).not.toHaveProperty('mobile_number');
  });

  it('a refusal is PAYMENT_PROVIDER_REFUSED with a Persian message, tried once', async () => {
    fake.answer(vandarRefusal(422, 'مبلغ تراکنش کمتر از حد مجاز است'));
    const err = await failure(vandar().request({ ...order, amount: 500 }));

    expect(err.code).toBe('PAYMENT_PROVIDER_REFUSED');
    expect(err.providerCode).toBe(422);
    expect(err.retryable).toBe(false);
    expect(err.message).toMatch(/[\u0600-\u06ff]/);
    expect(err.detail).toContain('مبلغ تراکنش');
    expect(fake.requests).toHaveLength(1);
  });

  it('a rejected key is PAYMENT_PROVIDER_MISCONFIGURED', async () => {
    fake.answer(vandarRefusal(403, 'دسترسی غیرمجاز'));
    expect((await failure(vandar().request(order))).code).toBe('PAYMENT_PROVIDER_MISCONFIGURED');
  });
});

describe('Vandar: verifying', () => {
  it('PAID with the transId as receipt and the masked card', async () => {
    const outcome = await vandar().verify(verifying());

    expect(outcome).toEqual({
      outcome: 'PAID',
      amount: 1_250_000,
      referenceId: String(VANDAR_TRANS_ID),
      cardPan: '603799******7999',
    });
    expect(fake.requests[0]).toMatchObject({ path: '/api/v4/verify' });
    expect(fake.requests[0]?.body).toEqual({ api_key: API_KEY, token: 'vt-1' });
  });

  it('passes on the amount Vandar reports, whatever ours was', async () => {
    fake.answer(vandarPaid(1_000_000));
    const outcome = await vandar().verify(verifying());
    expect(outcome).toMatchObject({ outcome: 'PAID', amount: 1_000_000 });
  });

  it('status 2 (verified before) is PAID again', async () => {
    fake.answer(vandarPaid(1_250_000, 2));
    expect(await vandar().verify(verifying())).toMatchObject({ outcome: 'PAID' });
  });

  it('payment_status=FAILED is NOT_PAID / CANCELED_BY_PAYER without asking Vandar', async () => {
    const outcome = await vandar().verify(verifying({ payment_status: 'FAILED' }));
    expect(outcome).toEqual({ outcome: 'NOT_PAID', reason: 'CANCELED_BY_PAYER' });
    expect(fake.requests).toHaveLength(0);
  });

  it('a refused verify of an unpaid token is NOT_PAID / GATEWAY_ERROR', async () => {
    fake.answer(vandarRefusal(422, 'تراکنش یافت نشد'), vandarInfo(3));
    const outcome = await vandar().verify(verifying());

    expect(outcome).toEqual({ outcome: 'NOT_PAID', reason: 'GATEWAY_ERROR', gatewayCode: 3 });
    expect(fake.requests.map((r) => r.path)).toEqual(['/api/v4/verify', '/api/v4/transaction']);
  });

  it('a refused verify of a payment still awaiting confirmation is worth another try', async () => {
    fake.answer(vandarRefusal(422, 'خطا'), vandarInfo(1));
    const err = await failure(vandar().verify(verifying()));
    expect(err.code).toBe('PAYMENT_PROVIDER_UNAVAILABLE');
    expect(err.retryable).toBe(true);
  });

  it('retries the transaction-info read after a 5xx', async () => {
    fake.answer(vandarRefusal(422, 'خطا'), { status: 502, body: {} }, vandarInfo(4));
    expect(await vandar({ retries: 1 }).verify(verifying())).toMatchObject({ outcome: 'NOT_PAID' });
    expect(fake.requests).toHaveLength(3);
  });
});

describe('Vandar: outages', () => {
  it('a 5xx on send is retryable PAYMENT_PROVIDER_UNAVAILABLE and is not repeated', async () => {
    fake.answer({ status: 503, body: {} });
    const err = await failure(vandar({ retries: 3 }).request(order));

    expect(err.code).toBe('PAYMENT_PROVIDER_UNAVAILABLE');
    expect(err.retryable).toBe(true);
    expect(fake.requests).toHaveLength(1);
  });

  it('a silent Vandar times out as retryable PAYMENT_PROVIDER_UNAVAILABLE', async () => {
    fake.answer('hang');
    const err = await failure(vandar({ timeoutMs: 100 }).verify(verifying()));
    expect(err.code).toBe('PAYMENT_PROVIDER_UNAVAILABLE');
    expect(err.retryable).toBe(true);
  });
});

describe('Vandar: refunds', () => {
  const refundInput = {
    authority: 'vt-1',
    referenceId: String(VANDAR_TRANS_ID),
    refundId: 'rf-1',
    amount: 400_000,
    reason: 'غذا نرسید',
  };
  const withBusiness = () =>
    vandar({
      credentials: { apiKey: API_KEY, business: { name: 'sofre', accessToken: () => BEARER } },
    });

  it('is undefined without business access', () => {
    expect(vandar().refund).toBeUndefined();
  });

  it('asks the business API with the bearer token and our refund id', async () => {
    const outcome = await withBusiness().refund!(refundInput);

    expect(outcome).toEqual({
      providerRefundId: '0bbc76c0-9489-11ed-b643-ed25e49760ca',
      status: 'PENDING',
    });
    expect(fake.requests[0]).toMatchObject({
      path: `/v3/business/sofre/transaction/${VANDAR_TRANS_ID}/refund`,
      authorization: `Bearer ${BEARER}`,
    });
    expect(fake.requests[0]?.body).toEqual({
      amount: 400_000,
      payment_number: 'rf-1',
      description: 'غذا نرسید',
    });
  });

  it('an expired token is PAYMENT_PROVIDER_MISCONFIGURED', async () => {
    fake.answer(vandarRefusal(401, 'Unauthenticated.'));
    const err = await failure(withBusiness().refund!(refundInput));
    expect(err.code).toBe('PAYMENT_PROVIDER_MISCONFIGURED');
  });
});

describe('Vandar: secrets', () => {
  it('never puts the API key or the bearer token in an error', async () => {
    fake.answer(
      vandarRefusal(422, `کلید ${API_KEY} معتبر نیست`),
      vandarRefusal(401, `token ${BEARER} expired`),
      { status: 500, body: { message: API_KEY } },
      'drop',
    );
    const provider = vandar({
      credentials: { apiKey: API_KEY, business: { name: 'sofre', accessToken: () => BEARER } },
    });
    const errors = [
      await failure(provider.request(order)),
      await failure(
        provider.refund!({ authority: 'vt-1', referenceId: '1', refundId: 'r', amount: 1 }),
      ),
      await failure(provider.request(order)),
      await failure(provider.request(order)),
    ];
    for (const err of errors) {
      for (const text of [err.message, err.detail, String(err), err.stack, JSON.stringify(err)]) {
        expect(text).not.toContain(API_KEY);
        expect(text).not.toContain(BEARER);
      }
    }
    expect(errors[0]?.detail).toContain('***');
  });
});
