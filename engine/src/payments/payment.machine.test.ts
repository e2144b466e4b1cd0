// The rulebook, move by move, as payment-transitions.md lists it.
import { describe, expect, it } from 'vitest';
import { transition } from 'xstate';
import type { TransactionStatus } from '../shared/enums.ts';
import { paymentMachine, paymentSnapshot, type PaymentMachineEvent } from './payment.machine.ts';

const paid = 1_000_000;
const at = (status: TransactionStatus, refundedAmount = 0) =>
  paymentSnapshot(status, { amount: paid, refundedAmount });
const target = (status: TransactionStatus, event: PaymentMachineEvent, refundedAmount = 0) => {
  const snapshot = at(status, refundedAmount);
  return snapshot.can(event) ? transition(paymentMachine, snapshot, event)[0].value : 'refused';
};

const verifyPaid = (reportedAmount: number): PaymentMachineEvent => ({
  type: 'VERIFY',
  paid: true,
  reportedAmount,
});
const verifyNotPaid: PaymentMachineEvent = {
  type: 'VERIFY',
  paid: false,
  reportedAmount: undefined,
};
const refund = (amount: number): PaymentMachineEvent => ({ type: 'REFUND', amount });

describe('payment machine', () => {
  it.each([
    ['INIT', { type: 'REQUEST_CREATED' }, 'PENDING'],
    ['INIT', { type: 'FAIL' }, 'FAILED'],
    ['INIT', verifyPaid(paid), 'refused'],
    ['INIT', refund(1), 'refused'],
    ['PENDING', verifyPaid(paid), 'DONE'],
    ['PENDING', verifyPaid(paid - 1), 'FAILED'],
    ['PENDING', verifyPaid(paid + 1), 'FAILED'],
    ['PENDING', verifyNotPaid, 'FAILED'],
    ['PENDING', { type: 'FAIL' }, 'FAILED'],
    ['PENDING', { type: 'REQUEST_CREATED' }, 'refused'],
    ['PENDING', refund(1), 'refused'],
    ['DONE', refund(1), 'DONE'],
    ['DONE', refund(paid), 'DONE'],
    ['DONE', refund(paid + 1), 'refused'],
    ['DONE', refund(0), 'refused'],
    ['DONE', verifyNotPaid, 'refused'],
    ['DONE', { type: 'FAIL' }, 'refused'],
    ['FAILED', verifyPaid(paid), 'DONE'],
    ['FAILED', verifyPaid(paid - 1), 'refused'],
    ['FAILED', verifyNotPaid, 'refused'],
    ['FAILED', { type: 'REQUEST_CREATED' }, 'refused'],
    ['FAILED', refund(1), 'refused'],
  ] as const)('%s --%o--> %s', (from, event, to) => expect(target(from, event)).toBe(to));

  it('counts earlier refunds against the paid amount', () => {
    expect(target('DONE', refund(400_000), 600_000)).toBe('DONE');
    expect(target('DONE', refund(400_001), 600_000)).toBe('refused');
  });
});
