import { describe, expect, it } from 'vitest';
import { fold } from '../shared/decider.ts';
import { specFor } from '../testing/given-when-then.ts';
import { paymentDecider } from './payment.decider.ts';
import { PaymentFailed, PaymentInitiated, PaymentRefunded } from './payment.events.ts';
import {
  amount,
  authority,
  initiated,
  paidResult,
  paymentCommand,
  requestCreated,
  transactionId,
  verified,
} from './payment.test-fixtures.ts';

const given = specFor(paymentDecider);
const verify = (
  result: Parameters<typeof paymentCommand<'VerifyPayment'>>[1]['result'],
  auth = authority,
) => paymentCommand('VerifyPayment', { transactionId, authority: auth, result });
const canceled = { outcome: 'NOT_PAID', reason: 'CANCELED_BY_PAYER' } as const;
const refund = (refundId: string, refundAmount: number) =>
  paymentCommand('RefundPayment', { transactionId, refundId, amount: refundAmount });
const refunded = (refundId: string, refundAmount: number) =>
  PaymentRefunded({ transactionId, refundId, amount: refundAmount });

describe('payment: request and verify', () => {
  it('initiates a transaction for an order', () =>
    given([])
      .when(
        paymentCommand('InitiatePayment', {
          transactionId,
          orderId: 'order-1',
          amount,
          gateway: 'ZARIN_PAL',
          paymentMethod: 'ONLINE',
        }),
      )
      .then([initiated]));

  it('records whose merchant collects: the vendor’s own with its settings version', () =>
    given([])
      .when(
        paymentCommand('InitiatePayment', {
          transactionId,
          orderId: 'order-1',
          amount,
          gateway: 'VANDAR',
          paymentMethod: 'ONLINE',
          merchant: 'VENDOR',
          merchantVersion: 3,
        }),
      )
      .then([
        PaymentInitiated({
          transactionId,
          orderId: 'order-1',
          amount,
          gateway: 'VANDAR',
          paymentMethod: 'ONLINE',
          merchant: 'VENDOR',
          merchantVersion: 3,
        }),
      ]));

  it('refuses a vendor’s merchant without a settings version, and a version for the platform’s', () => {
    const start = (more: object) =>
      paymentCommand('InitiatePayment', {
        transactionId,
        orderId: 'order-1',
        amount,
        gateway: 'ZARIN_PAL',
        paymentMethod: 'ONLINE',
        ...more,
      });
    given([])
      .when(start({ merchant: 'VENDOR' }))
      .thenRefuses('INVALID_INPUT');
    given([])
      .when(start({ merchant: 'PLATFORM', merchantVersion: 1 }))
      .thenRefuses('INVALID_INPUT');
  });

  it('refuses to initiate an existing transaction', () =>
    given([initiated])
      .when(
        paymentCommand('InitiatePayment', {
          transactionId,
          orderId: 'o',
          amount,
          gateway: 'VANDAR',
          paymentMethod: 'ONLINE',
        }),
      )
      .thenRefuses('INVALID_TRANSACTION_STATE'));

  it('answers TRANSACTION_NOT_FOUND for an unknown transaction', () =>
    given([]).when(verify(paidResult())).thenRefuses('TRANSACTION_NOT_FOUND'));

  it('records the gateway request: INIT → PENDING', () =>
    given([initiated])
      .when(paymentCommand('RecordPaymentRequest', { transactionId, authority }))
      .then([requestCreated]));

  it('ignores the same gateway request recorded twice', () =>
    given([initiated, requestCreated])
      .when(paymentCommand('RecordPaymentRequest', { transactionId, authority }))
      .then([]));

  it('refuses a second, different gateway request', () =>
    given([initiated, requestCreated])
      .when(paymentCommand('RecordPaymentRequest', { transactionId, authority: 'other' }))
      .thenRefuses('INVALID_TRANSACTION_STATE'));

  it('fails when the gateway request could not be made: INIT → FAILED', () =>
    given([initiated])
      .when(paymentCommand('FailPayment', { transactionId, reason: 'GATEWAY_REQUEST_FAILED' }))
      .then([PaymentFailed({ transactionId, reason: 'GATEWAY_REQUEST_FAILED' })]));

  it('verifies a payment of the full amount: PENDING → DONE', () =>
    given([initiated, requestCreated]).when(verify(paidResult())).then([verified]));

  it('takes ZarinPal 101 "already verified" as success', () =>
    given([initiated, requestCreated])
      .when(verify(paidResult(amount, 101)))
      .then([verified]));

  it('fails a verify that reports another amount: AMOUNT_MISMATCH', () =>
    given([initiated, requestCreated])
      .when(verify(paidResult(amount - 10)))
      .then([
        PaymentFailed({
          transactionId,
          reason: 'AMOUNT_MISMATCH',
          gatewayCode: 100,
          reportedAmount: amount - 10,
        }),
      ]));

  it('fails on ZarinPal −50 from the gateway itself', () =>
    given([initiated, requestCreated])
      .when(verify({ outcome: 'NOT_PAID', reason: 'AMOUNT_MISMATCH', gatewayCode: -50 }))
      .then([PaymentFailed({ transactionId, reason: 'AMOUNT_MISMATCH', gatewayCode: -50 })]));

  it('fails when the payer canceled at the gateway', () =>
    given([initiated, requestCreated])
      .when(verify(canceled))
      .then([PaymentFailed({ transactionId, reason: 'CANCELED_BY_PAYER' })]));

  it('expires a payment never verified: PENDING → FAILED', () =>
    given([initiated, requestCreated])
      .when(paymentCommand('FailPayment', { transactionId, reason: 'EXPIRED' }))
      .then([PaymentFailed({ transactionId, reason: 'EXPIRED' })]));

  it('refuses a verify for another authority', () =>
    given([initiated, requestCreated])
      .when(verify(paidResult(), 'other'))
      .thenRefuses('PAYMENT_AUTHORITY_MISMATCH'));

  it('refuses a verify before the gateway request', () =>
    given([initiated]).when(verify(paidResult())).thenRefuses('INVALID_TRANSACTION_STATE'));

  it('a verify repeated after DONE is a no-op, whatever it says', () => {
    given([initiated, requestCreated, verified])
      .when(verify(paidResult(amount, 101)))
      .then([]);
    given([initiated, requestCreated, verified])
      .when(verify(paidResult(1)))
      .then([]);
    given([initiated, requestCreated, verified]).when(verify(canceled)).then([]);
  });

  it('never fails a DONE transaction', () =>
    given([initiated, requestCreated, verified])
      .when(paymentCommand('FailPayment', { transactionId, reason: 'EXPIRED' }))
      .thenRefuses('INVALID_TRANSACTION_STATE'));

  it('a failure repeated after FAILED is a no-op', () => {
    const failed = PaymentFailed({ transactionId, reason: 'CANCELED_BY_PAYER' });
    given([initiated, requestCreated, failed]).when(verify(canceled)).then([]);
    given([initiated, requestCreated, failed])
      .when(paymentCommand('FailPayment', { transactionId, reason: 'EXPIRED' }))
      .then([]);
  });

  it('money verified after the transaction failed is ours after all: FAILED → DONE', () =>
    given([initiated, requestCreated, PaymentFailed({ transactionId, reason: 'DECLINED' })])
      .when(verify(paidResult()))
      .then([verified]));

  it('a late verify of another amount leaves a failed transaction failed', () =>
    given([initiated, requestCreated, PaymentFailed({ transactionId, reason: 'DECLINED' })])
      .when(verify(paidResult(1)))
      .then([]));

  it('a late verify with another authority is refused', () =>
    given([initiated, requestCreated, PaymentFailed({ transactionId, reason: 'DECLINED' })])
      .when(verify(paidResult(), 'A-forged'))
      .thenRefuses('PAYMENT_AUTHORITY_MISMATCH'));

  it('refuses money for a transaction whose request never reached the gateway', () =>
    given([initiated, PaymentFailed({ transactionId, reason: 'GATEWAY_REQUEST_FAILED' })])
      .when(verify(paidResult()))
      .thenRefuses('INVALID_TRANSACTION_STATE'));
});

describe('payment: refunds', () => {
  const done = [initiated, requestCreated, verified];

  it('refunds part of a DONE payment', () =>
    given(done)
      .when(refund('r1', 500_000))
      .then([refunded('r1', 500_000)]));

  it('refunds the rest in later parts, up to the paid amount', () =>
    given([...done, refunded('r1', 500_000)])
      .when(refund('r2', amount - 500_000))
      .then([refunded('r2', amount - 500_000)]));

  it('refuses a refund above the paid amount', () =>
    given(done)
      .when(refund('r1', amount + 1))
      .thenRefuses('REFUND_EXCEEDS_PAID'));

  it('refuses a refund above what is left after earlier refunds', () =>
    given([...done, refunded('r1', 2_000_000)])
      .when(refund('r2', 450_001))
      .thenRefuses('REFUND_EXCEEDS_PAID'));

  it('refuses any refund once fully refunded', () =>
    given([...done, refunded('r1', amount)])
      .when(refund('r2', 1))
      .thenRefuses('REFUND_EXCEEDS_PAID'));

  it('the same refund asked twice is paid once', () =>
    given([...done, refunded('r1', 500_000)])
      .when(refund('r1', 500_000))
      .then([]));

  for (const [status, history] of [
    ['INIT', [initiated]],
    ['PENDING', [initiated, requestCreated]],
    ['FAILED', [initiated, requestCreated, PaymentFailed({ transactionId, reason: 'DECLINED' })]],
  ] as const) {
    it(`refuses a refund of a ${status} transaction`, () =>
      given(history).when(refund('r1', 1)).thenRefuses('INVALID_TRANSACTION_STATE'));
  }

  it('keeps refundedAmount on the DONE state', () => {
    const history = [...done, refunded('r1', 500_000), refunded('r2', 250_000)];
    expect(fold(paymentDecider, history)).toMatchObject({
      status: 'DONE',
      refundedAmount: 750_000,
      refundIds: ['r1', 'r2'],
    });
  });
});
