// The ZarinPal client against a local stand-in of its v4 API, over real HTTP.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ScriptedServer } from '../../../testing/scripted-http.server.ts';
import { PaymentProviderError } from '../payment-provider.port.ts';
import {
  startFakeZarinPal,
  zarinPalData,
  zarinPalError,
  type ZarinPalCall,
} from './fake-zarinpal.server.ts';
import { ZarinPalPaymentProvider } from './zarinpal.payment-provider.ts';

const MERCHANT = '1344b5d4-0048-11e8-94db-005056a205be';
let fake: ScriptedServer<ZarinPalCall>;
let zarinpal: ZarinPalPaymentProvider;

beforeAll(async () => {
  fake = await startFakeZarinPal();
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.requests.length = 0;
  zarinpal = new ZarinPalPaymentProvider({
    merchantId: MERCHANT,
    baseUrl: fake.baseUrl,
    graphqlUrl: `${fake.baseUrl}/api/v4/graphql`,
    accessToken: 'panel-token',
    terminalId: '12345',
    timeoutMs: 500,
  });
});

const request = {
  transactionId: 'tx-1',
  orderId: 'o-1',
  amount: 1_250_000,
  callbackUrl: 'https://demo.sofre.ir/api/transactions/verify?transactionId=tx-1',
  description: 'سفارش ۱۲',
  mobile: '09121234567',
};

describe('ZarinPal request', () => {
  it('sends our amount in Rial with IRR said, and sends the payer to StartPay', async () => {
    const outcome = await zarinpal.request(request);
    expect(outcome).toEqual({
      authority: 'A000000000000000000000000000123456789',
      payUrl: `${fake.baseUrl}/pg/StartPay/A000000000000000000000000000123456789`,
    });
    expect(fake.requests[0]).toMatchObject({
      path: '/pg/v4/payment/request.json',
      body: {
        merchant_id: MERCHANT,
        amount: 1_250_000,
        currency: 'IRR',
        callback_url: request.callbackUrl,
        metadata: { mobile: '09121234567', order_id: 'tx-1' },
      },
    });
  });

  it('a refusal is PAYMENT_PROVIDER_REFUSED with ZarinPal’s code; a bad merchant is MISCONFIGURED', async () => {
    fake.answer(zarinPalError(-9, 'validation error'), zarinPalError(-11, 'terminal inactive'));
    await expect(zarinpal.request(request)).rejects.toMatchObject({
      code: 'PAYMENT_PROVIDER_MISCONFIGURED',
      providerCode: -9,
    });
    await expect(zarinpal.request(request)).rejects.toMatchObject({
      code: 'PAYMENT_PROVIDER_MISCONFIGURED',
    });
    fake.answer(zarinPalError(-3, 'amount too low'));
    await expect(zarinpal.request(request)).rejects.toMatchObject({
      code: 'PAYMENT_PROVIDER_REFUSED',
      providerCode: -3,
    });
  });

  it('a 5xx or a gateway that does not answer is retryable, and no error names the merchant', async () => {
    fake.answer({ status: 502, body: 'bad gateway' }, 'hang');
    const failures = [
      await zarinpal.request(request).catch((e: unknown) => e),
      await zarinpal.request(request).catch((e: unknown) => e),
    ];
    for (const error of failures) {
      expect(error).toBeInstanceOf(PaymentProviderError);
      expect(error).toMatchObject({ code: 'PAYMENT_PROVIDER_UNAVAILABLE', retryable: true });
      expect(JSON.stringify(error) + String((error as Error).message)).not.toContain(MERCHANT);
    }
  });
});

describe('ZarinPal verify', () => {
  const verify = (Status = 'OK') => ({
    authority: 'A1',
    amount: 1_250_000,
    callback: { Authority: 'A1', Status },
  });

  it('100 and 101 are paid, with our amount, the ref_id and the card', async () => {
    fake.answer(
      zarinPalData({ code: 100, ref_id: 201, card_pan: '502229******5995', fee: 0 }),
      zarinPalData({ code: 101, ref_id: 201, card_pan: '502229******5995' }),
    );
    const expected = {
      outcome: 'PAID',
      amount: 1_250_000,
      referenceId: '201',
      cardPan: '502229******5995',
    };
    expect(await zarinpal.verify(verify())).toMatchObject({ ...expected, gatewayCode: 100 });
    expect(await zarinpal.verify(verify())).toMatchObject({ ...expected, gatewayCode: 101 });
    expect(fake.requests[0]).toMatchObject({
      path: '/pg/v4/payment/verify.json',
      body: { merchant_id: MERCHANT, amount: 1_250_000, authority: 'A1' },
    });
  });

  it('a cancelled payer (Status=NOK) is not paid, and ZarinPal is not asked', async () => {
    expect(await zarinpal.verify(verify('NOK'))).toEqual({
      outcome: 'NOT_PAID',
      reason: 'CANCELED_BY_PAYER',
    });
    expect(fake.requests).toHaveLength(0);
  });

  it('−50 is an amount mismatch and −51 a payment not made', async () => {
    fake.answer(zarinPalError(-50, 'amount mismatch'), zarinPalError(-51, 'session not valid'));
    expect(await zarinpal.verify(verify())).toEqual({
      outcome: 'NOT_PAID',
      reason: 'AMOUNT_MISMATCH',
      gatewayCode: -50,
    });
    expect(await zarinpal.verify(verify())).toEqual({
      outcome: 'NOT_PAID',
      reason: 'DECLINED',
      gatewayCode: -51,
    });
  });
});

describe('ZarinPal refunds', () => {
  it('finds the session by ref_id, adds the refund with the panel token, and inquires it', async () => {
    fake.answer(
      {
        status: 200,
        body: { data: { Session: [{ id: '580868147', status: 'VERIFIED', amount: 1_250_000 }] } },
      },
      {
        status: 200,
        body: {
          data: {
            resource: { id: 'rf-9', amount: 300_000, timeline: { refund_status: 'PENDING' } },
          },
        },
      },
      {
        status: 200,
        body: { data: { resource: { id: 'rf-9', timeline: { refund_status: 'DONE' } } } },
      },
    );
    const outcome = await zarinpal.refund!({
      authority: 'A1',
      referenceId: '201',
      refundId: 'r-1',
      amount: 300_000,
    });
    expect(outcome).toEqual({ providerRefundId: 'rf-9', status: 'PENDING' });
    expect(await zarinpal.inquireRefund!('rf-9')).toBe('SETTLED');
    expect(fake.requests[0]).toMatchObject({
      path: '/api/v4/graphql',
      headers: { authorization: 'Bearer panel-token' },
      body: { variables: { terminal_id: '12345', reference_id: '201' } },
    });
    expect(fake.requests[1]!.body).toMatchObject({
      variables: {
        session_id: '580868147',
        amount: 300_000,
        method: 'CARD',
        reason: 'CUSTOMER_REQUEST',
      },
    });
  });

  it('without a panel token refunds are not offered', () => {
    const plain = new ZarinPalPaymentProvider({ merchantId: MERCHANT, baseUrl: fake.baseUrl });
    expect(plain.refund).toBeUndefined();
    expect(plain.inquireRefund).toBeUndefined();
  });
});
