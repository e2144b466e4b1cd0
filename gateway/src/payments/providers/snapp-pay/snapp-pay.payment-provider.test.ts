import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PaymentProviderError } from '../payment-provider.port.ts';
import { SnappPayPaymentProvider, type SnappPayOptions } from './snapp-pay.payment-provider.ts';
import {
  oauthToken,
  snappPayOk,
  snappPayRefusal,
  snappPayStatus,
  SNAPP_PAY_TOKEN,
  startFakeSnappPay,
} from './fake-snapp-pay.server.ts';

const CLIENT_SECRET = 'SNAPP-CLIENT-SECRET-8c1d';
const PASSWORD = 'SNAPP-PASSWORD-3e9b';
const credentials = {
  clientId: 'sofre-online',
  clientSecret: CLIENT_SECRET,
  username: 'sofre-merchant',
  password: PASSWORD,
};
let fake: Awaited<ReturnType<typeof startFakeSnappPay>>;

beforeEach(async () => {
  fake = await startFakeSnappPay();
});
afterEach(() => fake.close());

const snappPay = (options: Partial<SnappPayOptions> = {}) =>
  new SnappPayPaymentProvider({
    credentials,
    cartTerms: { category: 'رستوران', commissionType: 100 },
    baseUrl: fake.baseUrl,
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
const verifying = (state = 'OK') => ({
  authority: SNAPP_PAY_TOKEN,
  amount: 1_250_000,
  callback: { transactionId: 'tx-1', state, amount: '1250000' },
});
const VERIFY = 'POST /api/online/payment/v1/verify';
const SETTLE = 'POST /api/online/payment/v1/settle';
const STATUS = 'GET /api/online/payment/v1/status';
const OAUTH = 'POST /api/online/v1/oauth/token';

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => expect.fail('expected a PaymentProviderError'),
    (err: unknown) => {
      expect(err).toBeInstanceOf(PaymentProviderError);
      return err as PaymentProviderError;
    },
  );

describe('SnappPay: opening a payment', () => {
  it('logs in with the password grant, then asks for a payment token for a one-line cart', async () => {
    const outcome = await snappPay().request(order);

    expect(outcome).toEqual({
      authority: SNAPP_PAY_TOKEN,
      payUrl: `https://payment.snapppay.ir/pay/${SNAPP_PAY_TOKEN}`,
    });
    const [login, token] = fake.requests;
    expect(login?.route).toBe(OAUTH);
    expect(login?.contentType).toMatch(/^application\/x-www-form-urlencoded/);
    expect(login?.authorization).toBe(
      `Basic ${Buffer.from(`sofre-online:${CLIENT_SECRET}`).toString('base64')}`,
    );
    expect(login?.body).toEqual({
      grant_type: 'password',
      username: 'sofre-merchant',
      password: PASSWORD,
      scope: 'online-merchant',
    });
    expect(token?.authorization).toBe('Bearer snapp-access-1');
    expect(token?.body).toEqual({
      amount: 1_250_000,
      cartList: [
        {
          cartId: 1,
          cartItems: [
            {
              id: 1,
              name: order.description,
              amount: 1_250_000,
              count: 1,
              category: 'رستوران',
              commissionType: 100,
            },
          ],
          totalAmount: 1_250_000,
          shippingAmount: 0,
          taxAmount: 0,
          isShipmentIncluded: true,
          isTaxIncluded: true,
        },
      ],
      discountAmount: 0,
      externalSourceAmount: 0,
      mobile: '+989121234567',
      paymentMethodTypeDto: 'INSTALLMENT',
      returnURL: order.callbackUrl,
      transactionId: 'tx-1',
    });
  });

  it.each([undefined, '0912123'])('refuses mobile %s before any call', async (mobile) => {
    const err = await failure(snappPay().request({ ...order, mobile }));
    expect(err.code).toBe('PAYMENT_PROVIDER_REFUSED');
    expect(fake.requests).toHaveLength(0);
  });

  it('a refusal is PAYMENT_PROVIDER_REFUSED with SnappPay’s error code, tried once', async () => {
    fake.answerOn(
      'POST /api/online/payment/v1/token',
      snappPayRefusal(200, 1003, 'اعتبار کافی نیست'),
    );
    const err = await failure(snappPay({ retries: 3 }).request(order));

    expect(err.code).toBe('PAYMENT_PROVIDER_REFUSED');
    expect(err.providerCode).toBe(1003);
    expect(err.detail).toContain('اعتبار کافی نیست');
    expect(fake.routes()).toEqual([OAUTH, 'POST /api/online/payment/v1/token']);
  });

  it.each([401, 403])('an OAuth %i is PAYMENT_PROVIDER_MISCONFIGURED', async (status) => {
    fake.answerOn(OAUTH, { status, body: { error: 'invalid_grant' } });
    const err = await failure(snappPay().request(order));
    expect(err.code).toBe('PAYMENT_PROVIDER_MISCONFIGURED');
  });
});

describe('SnappPay: the access token', () => {
  it('is reused until a minute before expires_in runs out', async () => {
    fake.answerOn(OAUTH, oauthToken(30, 'short'), oauthToken(3600, 'long'));
    const provider = snappPay();
    await provider.request(order);
    await provider.request(order);
    await provider.request(order);
    expect(fake.routes().filter((r) => r === OAUTH)).toHaveLength(2);
  });

  it('is renewed once when SnappPay answers 401', async () => {
    fake.answerOn(VERIFY, { status: 401, body: {} });
    expect(await snappPay().verify(verifying())).toMatchObject({ outcome: 'PAID' });
    expect(fake.routes()).toEqual([OAUTH, VERIFY, OAUTH, VERIFY]);
  });
});

describe('SnappPay: verifying and settling', () => {
  it('PAID with the transaction SnappPay names, and the amount our token was issued for', async () => {
    const outcome = await snappPay().verify(verifying());

    expect(outcome).toEqual({ outcome: 'PAID', amount: 1_250_000, referenceId: 'tx-1' });
    expect(fake.requests[1]?.body).toEqual({ paymentToken: SNAPP_PAY_TOKEN });
  });

  it('passes on an amount SnappPay reports', async () => {
    fake.answerOn(VERIFY, snappPayOk({ transactionId: 'tx-1', amount: 1_000_000 }));
    expect(await snappPay().verify(verifying())).toMatchObject({ amount: 1_000_000 });
  });

  it('state=FAILED on the callback is NOT_PAID / CANCELED_BY_PAYER without asking', async () => {
    const outcome = await snappPay().verify(verifying('FAILED'));
    expect(outcome).toEqual({ outcome: 'NOT_PAID', reason: 'CANCELED_BY_PAYER' });
    expect(fake.requests).toHaveLength(0);
  });

  it.each(['VERIFY', 'SETTLE'])('a refused verify of a payment in %s is PAID again', async (s) => {
    fake.answerOn(VERIFY, snappPayRefusal(200, 1009, 'تراکنش قبلا تایید شده'));
    fake.answerOn(STATUS, snappPayStatus(s));
    expect(await snappPay().verify(verifying())).toMatchObject({ outcome: 'PAID' });
    expect(fake.requests[2]?.path).toBe(
      `/api/online/payment/v1/status?paymentToken=${SNAPP_PAY_TOKEN}`,
    );
  });

  it.each([
    ['PENDING', 'CANCELED_BY_PAYER'],
    ['REVERT', 'GATEWAY_ERROR'],
  ])('a refused verify of a payment in %s is NOT_PAID / %s', async (status, reason) => {
    fake.answerOn(VERIFY, snappPayRefusal(200, 1010, 'خطا'));
    fake.answerOn(STATUS, snappPayStatus(status));
    const outcome = await snappPay().verify(verifying());
    expect(outcome).toEqual({ outcome: 'NOT_PAID', reason, gatewayCode: 1010 });
  });

  it('settles the payment token', async () => {
    await snappPay().settle({ authority: SNAPP_PAY_TOKEN, referenceId: 'tx-1' });
    expect(fake.routes()).toEqual([OAUTH, SETTLE]);
    expect(fake.requests[1]?.body).toEqual({ paymentToken: SNAPP_PAY_TOKEN });
  });

  it('a refused settle of a settled payment is fine; of a verified one it is an error', async () => {
    fake.answerOn(SETTLE, snappPayRefusal(200, 1011, 'خطا'), snappPayRefusal(200, 1011, 'خطا'));
    fake.answerOn(STATUS, snappPayStatus('SETTLE'), snappPayStatus('VERIFY'));
    const provider = snappPay();
    await provider.settle({ authority: SNAPP_PAY_TOKEN, referenceId: 'tx-1' });
    const err = await failure(provider.settle({ authority: SNAPP_PAY_TOKEN, referenceId: 'tx-1' }));
    expect(err.code).toBe('PAYMENT_PROVIDER_REFUSED');
  });
});

describe('SnappPay: refunds', () => {
  const refundInput = {
    authority: SNAPP_PAY_TOKEN,
    referenceId: 'tx-1',
    refundId: 'rf-1',
    amount: 1_250_000,
  };

  it('a whole refund cancels the purchase', async () => {
    const outcome = await snappPay().refund({ ...refundInput, paidAmount: 1_250_000 });
    expect(outcome).toEqual({ providerRefundId: 'tx-1', status: 'SETTLED' });
    expect(fake.routes()).toEqual([OAUTH, 'POST /api/online/payment/v1/cancel']);
  });

  it.each([
    ['without the paid amount', undefined],
    ['for part of it', 2_000_000],
  ])('is PAYMENT_REFUND_UNSUPPORTED %s', async (_, paidAmount) => {
    const err = await failure(snappPay().refund({ ...refundInput, paidAmount }));
    expect(err.code).toBe('PAYMENT_REFUND_UNSUPPORTED');
    expect(fake.requests).toHaveLength(0);
  });
});

describe('SnappPay: outages', () => {
  it('a 5xx is retryable PAYMENT_PROVIDER_UNAVAILABLE, and verify is not repeated', async () => {
    fake.answerOn(VERIFY, { status: 502, body: {} });
    const err = await failure(snappPay({ retries: 3 }).verify(verifying()));

    expect(err.code).toBe('PAYMENT_PROVIDER_UNAVAILABLE');
    expect(err.retryable).toBe(true);
    expect(fake.routes()).toEqual([OAUTH, VERIFY]);
  });

  it('a silent SnappPay times out as retryable PAYMENT_PROVIDER_UNAVAILABLE', async () => {
    fake.answerOn('POST /api/online/payment/v1/token', 'hang');
    const err = await failure(snappPay({ timeoutMs: 100 }).request(order));
    expect(err.code).toBe('PAYMENT_PROVIDER_UNAVAILABLE');
    expect(err.retryable).toBe(true);
  });

  it('the OAuth call and the status read are tried again', async () => {
    fake.answerOn(OAUTH, { status: 503, body: {} });
    fake.answerOn(VERIFY, snappPayRefusal(200, 1009, 'خطا'));
    fake.answerOn(STATUS, 'drop', snappPayStatus('VERIFY'));
    expect(await snappPay({ retries: 1 }).verify(verifying())).toMatchObject({ outcome: 'PAID' });
  });
});

describe('SnappPay: secrets', () => {
  it('never puts the client secret or the password in an error', async () => {
    fake.answerOn(
      OAUTH,
      { status: 400, body: { error: `bad password ${PASSWORD} for ${CLIENT_SECRET}` } },
      { status: 500, body: { error: PASSWORD } },
    );
    const provider = snappPay({ retries: 0 });
    fake.answerOn(
      'POST /api/online/payment/v1/token',
      snappPayRefusal(400, 1, `secret ${CLIENT_SECRET}`),
    );
    const errors = [
      await failure(provider.request(order)),
      await failure(provider.request(order)),
      await failure(provider.request(order)),
    ];
    for (const err of errors) {
      for (const text of [err.message, err.detail, String(err), err.stack, JSON.stringify(err)]) {
        expect(text).not.toContain(PASSWORD);
        expect(text).not.toContain(CLIENT_SECRET);
      }
    }
    expect(errors[0]?.detail).toContain('***');
    expect(errors[2]?.detail).toContain('***');
  });
});
