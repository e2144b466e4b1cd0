import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PaymentProviderError } from '../payment-provider.port.ts';
import { JibitPaymentProvider, type JibitOptions } from './jibit.payment-provider.ts';
import {
  jibitError,
  jibitPurchase,
  jibitToken,
  JIBIT_PURCHASE_ID,
  refundInquiry,
  startFakeJibit,
} from './fake-jibit.server.ts';

const API_KEY = 'JIBIT-API-aYPFphbb';
const SECRET = 'JIBIT-SECRET-yUQO1dAD4iJD';
let fake: Awaited<ReturnType<typeof startFakeJibit>>;

beforeEach(async () => {
  fake = await startFakeJibit();
});
afterEach(() => fake.close());

const jibit = (options: Partial<JibitOptions> = {}) =>
  new JibitPaymentProvider({
    credentials: { apiKey: API_KEY, secretKey: SECRET },
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
const verifying = {
  authority: JIBIT_PURCHASE_ID,
  amount: 1_250_000,
  callback: { purchaseId: JIBIT_PURCHASE_ID, status: 'SUCCESSFUL', amount: '1250000' },
};

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => expect.fail('expected a PaymentProviderError'),
    (err: unknown) => {
      expect(err).toBeInstanceOf(PaymentProviderError);
      return err as PaymentProviderError;
    },
  );

describe('Jibit: opening a purchase', () => {
  it('gets a token, then creates the purchase in IRR with our transaction id', async () => {
    const outcome = await jibit().request(order);

    expect(outcome).toEqual({
      authority: JIBIT_PURCHASE_ID,
      payUrl: `https://napi.jibit.ir/ppg/v3/purchases/${JIBIT_PURCHASE_ID}/payments`,
    });
    expect(fake.routes()).toEqual(['POST /v3/tokens', 'POST /v3/purchases']);
    expect(fake.requests[0]?.body).toEqual({ apiKey: API_KEY, secretKey: SECRET });
    expect(fake.requests[1]?.authorization).toMatch(/^Bearer .+\..+\.sig$/);
    expect(fake.requests[1]?.body).toEqual({
      amount: 1_250_000,
      currency: 'IRR',
      callbackUrl: order.callbackUrl,
      clientReferenceNumber: 'tx-1',
      description: order.description,
      payerMobileNumber: '09121234567',
    });
  });

  it('a refusal is PAYMENT_PROVIDER_REFUSED carrying Jibit’s code, tried once', async () => {
    fake.answerOn('POST /v3/purchases', jibitError(400, 'amount.not_enough'));
    const err = await failure(jibit({ retries: 3 }).request({ ...order, amount: 1000 }));

    expect(err.code).toBe('PAYMENT_PROVIDER_REFUSED');
    expect(err.providerCode).toBe('amount.not_enough');
    expect(err.retryable).toBe(false);
    expect(fake.routes().filter((r) => r === 'POST /v3/purchases')).toHaveLength(1);
  });

  it.each(['ip.not_trusted', 'callbackUrl.domain_not_in_whitelist', 'client.not_active'])(
    '%s is PAYMENT_PROVIDER_MISCONFIGURED',
    async (code) => {
      fake.answerOn('POST /v3/purchases', jibitError(403, code));
      expect((await failure(jibit().request(order))).code).toBe('PAYMENT_PROVIDER_MISCONFIGURED');
    },
  );
});

describe('Jibit: the access token', () => {
  it('is fetched once and reused while it is valid', async () => {
    const provider = jibit();
    await provider.request(order);
    await provider.verify(verifying);
    expect(fake.routes().filter((r) => r === 'POST /v3/tokens')).toHaveLength(1);
  });

  it('is fetched again when it is about to expire', async () => {
    fake.answerOn('POST /v3/tokens', jibitToken(30, 'short'), jibitToken(3600, 'long'));
    const provider = jibit();
    await provider.request(order);
    await provider.request(order);
    await provider.request(order);
    expect(fake.routes().filter((r) => r === 'POST /v3/tokens')).toHaveLength(2);
  });

  it('is renewed once when Jibit rejects it, and the call is repeated', async () => {
    fake.answerOn('POST /v3/purchases', jibitError(401, 'token.verification_failed'));
    const outcome = await jibit().request(order);

    expect(outcome.authority).toBe(JIBIT_PURCHASE_ID);
    expect(fake.routes()).toEqual([
      'POST /v3/tokens',
      'POST /v3/purchases',
      'POST /v3/tokens',
      'POST /v3/purchases',
    ]);
  });

  it('rejected twice is PAYMENT_PROVIDER_MISCONFIGURED', async () => {
    const rejected = jibitError(401, 'token.verification_failed');
    fake.answerOn('POST /v3/purchases', rejected, rejected);
    expect((await failure(jibit().request(order))).code).toBe('PAYMENT_PROVIDER_MISCONFIGURED');
  });

  it('wrong keys are PAYMENT_PROVIDER_MISCONFIGURED', async () => {
    fake.answerOn('POST /v3/tokens', jibitError(400, 'security.bad_credentials'));
    const err = await failure(jibit().request(order));
    expect(err.code).toBe('PAYMENT_PROVIDER_MISCONFIGURED');
    expect(err.providerCode).toBe('security.bad_credentials');
  });
});

describe('Jibit: verifying', () => {
  it('PAID with Jibit’s amount, the bank RRN and the masked card', async () => {
    const outcome = await jibit().verify(verifying);

    expect(outcome).toEqual({
      outcome: 'PAID',
      amount: 1_250_000,
      referenceId: '385739230986',
      cardPan: '603799******3333',
    });
    expect(fake.routes().slice(1)).toEqual(['POST /v3/purchases/:id/verify', 'GET /v3/purchases']);
    expect(fake.requests[2]?.path).toBe(`/v3/purchases?purchaseId=${JIBIT_PURCHASE_ID}`);
  });

  it('passes on the amount Jibit reports, whatever ours was', async () => {
    fake.answerOn('GET /v3/purchases', jibitPurchase('SUCCESS', 990_000));
    expect(await jibit().verify(verifying)).toMatchObject({ outcome: 'PAID', amount: 990_000 });
  });

  it('verifying a verified purchase is PAID again', async () => {
    fake.answerOn('POST /v3/purchases/:id/verify', {
      status: 200,
      body: { status: 'ALREADY_VERIFIED' },
    });
    expect(await jibit().verify(verifying)).toMatchObject({ outcome: 'PAID' });
  });

  it.each([
    ['FAILED', 'DECLINED'],
    ['EXPIRED', 'EXPIRED'],
    ['IN_PROGRESS', 'CANCELED_BY_PAYER'],
    ['REVERSED', 'GATEWAY_ERROR'],
  ])('a purchase %s is NOT_PAID / %s', async (state, reason) => {
    fake.answerOn('POST /v3/purchases/:id/verify', {
      status: 200,
      body: { status: 'NOT_VERIFIABLE' },
    });
    fake.answerOn('GET /v3/purchases', jibitPurchase(state));
    expect(await jibit().verify(verifying)).toEqual({ outcome: 'NOT_PAID', reason });
  });

  it('a verification the PSP refused is NOT_PAID / GATEWAY_ERROR', async () => {
    fake.answerOn('POST /v3/purchases/:id/verify', { status: 200, body: { status: 'FAILED' } });
    expect(await jibit().verify(verifying)).toEqual({
      outcome: 'NOT_PAID',
      reason: 'GATEWAY_ERROR',
    });
  });

  it('UNKNOWN is retried, then PAID', async () => {
    fake.answerOn('POST /v3/purchases/:id/verify', { status: 200, body: { status: 'UNKNOWN' } });
    expect(await jibit({ retries: 1 }).verify(verifying)).toMatchObject({ outcome: 'PAID' });
  });
});

describe('Jibit: outages', () => {
  it('a 5xx is retryable PAYMENT_PROVIDER_UNAVAILABLE; a purchase is not repeated', async () => {
    fake.answerOn('POST /v3/purchases', { status: 502, body: {} });
    const err = await failure(jibit({ retries: 3 }).request(order));

    expect(err.code).toBe('PAYMENT_PROVIDER_UNAVAILABLE');
    expect(err.retryable).toBe(true);
    expect(fake.routes().filter((r) => r === 'POST /v3/purchases')).toHaveLength(1);
  });

  it('a silent Jibit times out as retryable PAYMENT_PROVIDER_UNAVAILABLE', async () => {
    fake.answerOn('POST /v3/purchases/:id/verify', 'hang', 'hang');
    const err = await failure(jibit({ timeoutMs: 100, retries: 1 }).verify(verifying));
    expect(err.code).toBe('PAYMENT_PROVIDER_UNAVAILABLE');
    expect(err.retryable).toBe(true);
  });

  it('the inquiry is read again after a 5xx', async () => {
    fake.answerOn('GET /v3/purchases', { status: 503, body: {} });
    expect(await jibit({ retries: 1 }).verify(verifying)).toMatchObject({ outcome: 'PAID' });
  });
});

describe('Jibit: refunds', () => {
  const refundInput = {
    authority: JIBIT_PURCHASE_ID,
    referenceId: '385739230986',
    refundId: 'rf-1',
    amount: 400_000,
  };

  it('asks for the amount on the purchase, and follows the transfer it got', async () => {
    const provider = jibit();
    const outcome = await provider.refund(refundInput);

    expect(outcome).toEqual({ providerRefundId: `${JIBIT_PURCHASE_ID}:tr-2`, status: 'PENDING' });
    expect(fake.requests[1]?.body).toEqual({
      purchaseId: Number(JIBIT_PURCHASE_ID),
      amount: 400_000,
      cancellable: false,
    });
    expect(await provider.inquireRefund(outcome.providerRefundId)).toBe('SETTLED');
    expect(fake.requests[2]?.path).toBe(`/v3/purchases/refunds/${JIBIT_PURCHASE_ID}`);
  });

  it.each([
    ['IN_PROGRESS', 'PENDING'],
    ['ON_HOLD_BALANCES_NOT_ENOUGH', 'PENDING'],
    ['CANCELLED', 'FAILED'],
  ])('a transfer %s is %s', async (state, status) => {
    fake.answerOn('GET /v3/purchases/refunds/:id', refundInquiry(state));
    expect(await jibit().inquireRefund(`${JIBIT_PURCHASE_ID}:tr-2`)).toBe(status);
  });

  it('refunds switched off are PAYMENT_REFUND_UNSUPPORTED', async () => {
    fake.answerOn('POST /v3/purchases/refund', jibitError(400, 'refund.not_supported'));
    expect((await failure(jibit().refund(refundInput))).code).toBe('PAYMENT_REFUND_UNSUPPORTED');
  });

  it('a lost refund answer is not retryable: it may have been paid', async () => {
    fake.answerOn('POST /v3/purchases/refund', 'drop');
    const err = await failure(jibit({ retries: 3 }).refund(refundInput));

    expect(err.code).toBe('PAYMENT_PROVIDER_UNAVAILABLE');
    expect(err.retryable).toBe(false);
    expect(fake.routes().filter((r) => r === 'POST /v3/purchases/refund')).toHaveLength(1);
  });
});

describe('Jibit: secrets', () => {
  it('never puts the keys in an error', async () => {
    fake.answerOn(
      'POST /v3/tokens',
      jibitError(400, 'security.bad_credentials', `bad apiKey ${API_KEY} / ${SECRET}`),
      { status: 500, body: { message: SECRET } },
      'drop',
    );
    const provider = jibit({ retries: 0 });
    const errors = [
      await failure(provider.request(order)),
      await failure(provider.request(order)),
      await failure(provider.request(order)),
    ];
    for (const err of errors) {
      for (const text of [err.message, err.detail, String(err), err.stack, JSON.stringify(err)]) {
        expect(text).not.toContain(API_KEY);
        expect(text).not.toContain(SECRET);
      }
    }
    expect(errors[0]?.detail).toContain('***');
  });
});
