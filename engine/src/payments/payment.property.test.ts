// Random command sequences, with repeated and contradictory gateway callbacks: a transaction
// stays within its four statuses, never goes DONE → FAILED, never refunds more than was paid,
// and folds the same way every time.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fold } from '../shared/decider.ts';
import { isDomainError } from '../shared/domain-error.ts';
import { TransactionStatus } from '../shared/enums.ts';
import type { PaymentCommand } from './payment.commands.ts';
import { paymentDecider } from './payment.decider.ts';
import { PaymentFailureReason, paymentEventCodec, type PaymentEvent } from './payment.events.ts';
import type { PaymentState } from './payment.state.ts';
import { amount, paymentCommand, transactionId } from './payment.test-fixtures.ts';

const authorityArb = fc.constantFrom('auth-1', 'auth-2');
const resultArb = fc.oneof(
  fc.record({
    outcome: fc.constant('PAID' as const),
    amount: fc.constantFrom(amount, amount, amount - 1, 1),
    referenceId: fc.constantFrom('201', '202'),
    gatewayCode: fc.constantFrom(100, 101),
  }),
  fc.record({
    outcome: fc.constant('NOT_PAID' as const),
    reason: fc.constantFrom(...PaymentFailureReason.options),
  }),
);

const initiate = paymentCommand('InitiatePayment', {
  transactionId,
  orderId: 'order-1',
  amount,
  gateway: 'ZARIN_PAL',
  paymentMethod: 'ONLINE',
});

const commandArb: fc.Arbitrary<PaymentCommand> = fc.oneof(
  fc.constant(initiate),
  authorityArb.map((authority) =>
    paymentCommand('RecordPaymentRequest', { transactionId, authority }),
  ),
  fc
    .record({ authority: authorityArb, result: resultArb })
    .map((d) => paymentCommand('VerifyPayment', { transactionId, ...d })),
  fc
    .constantFrom(...PaymentFailureReason.options)
    .map((reason) => paymentCommand('FailPayment', { transactionId, reason })),
  fc
    .record({
      refundId: fc.constantFrom('r1', 'r2', 'r3', 'r4'),
      amount: fc.integer({ min: 1, max: amount }),
    })
    .map((d) => paymentCommand('RefundPayment', { transactionId, ...d })),
);

// Half the runs start from a verified payment, so refunds and late callbacks get exercised.
const paidPrefix = [
  initiate,
  paymentCommand('RecordPaymentRequest', { transactionId, authority: 'auth-1' }),
  paymentCommand('VerifyPayment', {
    transactionId,
    authority: 'auth-1',
    result: { outcome: 'PAID', amount, referenceId: '201' },
  }),
];
const sequenceArb = fc
  .tuple(fc.boolean(), fc.array(commandArb, { maxLength: 25 }))
  .map(([paidFirst, cs]) => [...(paidFirst ? paidPrefix : [initiate]), ...cs]);

const refusals = [
  'INVALID_TRANSACTION_STATE',
  'TRANSACTION_NOT_FOUND',
  'REFUND_EXCEEDS_PAID',
  'PAYMENT_AUTHORITY_MISMATCH',
];

function run(commands: readonly PaymentCommand[]) {
  let state: PaymentState = paymentDecider.initialState();
  const history: PaymentEvent[] = [];
  for (const command of commands) {
    let events: readonly PaymentEvent[];
    try {
      events = paymentDecider.decide(command, state);
    } catch (error) {
      if (!isDomainError(error)) throw error;
      expect(refusals).toContain(error.code);
      continue;
    }
    for (const event of events) {
      paymentEventCodec.encode(event);
      const before = state.status;
      state = paymentDecider.evolve(state, event);
      history.push(event);
      expect(TransactionStatus.options).toContain(state.status);
      if (before === 'DONE') expect(state.status).toBe('DONE');
      // Only money found paid in full follows FAILED (a payer who paid after an early callback).
      if (before === 'FAILED') expect(event.type).toBe('PaymentVerified');
      if (event.type === 'PaymentVerified') expect(event.data.amount).toBe(amount);
      if (state.status === 'DONE') expect(state.refundedAmount).toBeLessThanOrEqual(state.amount);
    }
  }
  return { state, history };
}

describe('payment properties', () => {
  it('stays within the rules and folds the same', () =>
    fc.assert(
      fc.property(sequenceArb, (commands) => {
        const { state, history } = run(commands);
        expect(fold(paymentDecider, history)).toEqual(state);
        const refundedInEvents = history.flatMap((e) =>
          e.type === 'PaymentRefunded' ? [e.data.amount] : [],
        );
        expect(refundedInEvents.reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(amount);
      }),
      { numRuns: 500 },
    ));

  it('any verify after DONE is a no-op', () =>
    fc.assert(
      fc.property(
        sequenceArb,
        fc.record({ authority: authorityArb, result: resultArb }),
        (commands, verify) => {
          const { state } = run(commands);
          if (state.status !== 'DONE') return;
          expect(
            paymentDecider.decide(
              paymentCommand('VerifyPayment', { transactionId, ...verify }),
              state,
            ),
          ).toEqual([]);
        },
      ),
      { numRuns: 300 },
    ));
});
