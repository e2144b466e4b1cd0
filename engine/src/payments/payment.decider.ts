// decide / evolve for a payment transaction. decide asks the rulebook (payment.machine.ts) and
// refuses an illegal move with INVALID_TRANSACTION_STATE. Gateways call back more than once, so
// a verify after DONE and a failure after FAILED are no-ops; money never goes DONE → FAILED.
import { transition } from 'xstate';
import type { Decider } from '../shared/decider.ts';
import { domainError, type ErrorCode } from '../shared/domain-error.ts';
import type { Aggregate } from '../commands/handle-command.ts';
import type {
  ClaimRefundAsk,
  PaymentCommand,
  RecordRefundSubmission,
  RefundPayment,
  SettlePaymentRefund,
  VerifyPayment,
} from './payment.commands.ts';
import {
  PaymentFailed,
  PaymentInitiated,
  PaymentRefunded,
  PaymentRefundSettled,
  PaymentRefundSubmitted,
  PaymentRequestCreated,
  PaymentVerified,
  paymentEventCodec,
  paymentStreamName,
  type PaymentEvent,
} from './payment.events.ts';
import { decideRefundAsk } from './refund-ask.decide.ts';
import { paymentMachine, paymentSnapshot, type PaymentMachineEvent } from './payment.machine.ts';
import {
  evolvePayment,
  initialPaymentState,
  paymentMachineContext,
  type ExistingPayment,
  type PaymentState,
} from './payment.state.ts';

const snapshotOf = (payment: ExistingPayment) =>
  paymentSnapshot(payment.status, paymentMachineContext(payment));

function ensure(
  payment: ExistingPayment,
  move: PaymentMachineEvent,
  code: ErrorCode = 'INVALID_TRANSACTION_STATE',
) {
  if (!snapshotOf(payment).can(move)) {
    throw domainError(code, {
      transactionId: payment.transactionId,
      status: payment.status,
      move: move.type,
    });
  }
}

function verify(command: VerifyPayment, payment: ExistingPayment): PaymentEvent[] {
  const { transactionId, authority, result } = command.data;
  // The gateway repeating itself: ZarinPal's 101 "already verified" lands here after DONE.
  if (payment.status === 'DONE') return [];
  if (payment.status === 'FAILED' && result.outcome === 'NOT_PAID') return [];
  // A payer who paid after an early callback failed the transaction: the money came after all.
  // Only the authority the provider gave us can bring it back; one that never had it cannot.
  if (payment.status === 'FAILED' && payment.authority === undefined) {
    throw domainError('INVALID_TRANSACTION_STATE', { transactionId, status: payment.status });
  }
  if (payment.status !== 'INIT' && payment.authority !== authority) {
    throw domainError('PAYMENT_AUTHORITY_MISMATCH', { transactionId, authority });
  }
  // Failed already, and the late word is another amount: it stays failed, said once.
  if (payment.status === 'FAILED' && result.outcome === 'PAID' && result.amount !== payment.amount)
    return [];
  const move: PaymentMachineEvent = {
    type: 'VERIFY',
    paid: result.outcome === 'PAID',
    reportedAmount: result.outcome === 'PAID' ? result.amount : undefined,
  };
  ensure(payment, move);
  const [next] = transition(paymentMachine, snapshotOf(payment), move);
  if (next.value === 'DONE' && result.outcome === 'PAID') {
    const { referenceId, cardPan } = result;
    // The amount verified is the one on our record, never the gateway's word for it.
    return [PaymentVerified({ transactionId, amount: payment.amount, referenceId, cardPan })];
  }
  const { gatewayCode } = result;
  return result.outcome === 'PAID'
    ? [
        PaymentFailed({
          transactionId,
          reason: 'AMOUNT_MISMATCH',
          gatewayCode,
          reportedAmount: result.amount,
        }),
      ]
    : [PaymentFailed({ transactionId, reason: result.reason, gatewayCode })];
}

function refund(command: RefundPayment, payment: ExistingPayment): PaymentEvent[] {
  const { transactionId, refundId, amount, reason } = command.data;
  if (payment.status === 'DONE' && payment.refundIds.includes(refundId)) return [];
  // In DONE the only refusal left is the money: the refunds would pass what was paid.
  ensure(
    payment,
    { type: 'REFUND', amount },
    payment.status === 'DONE' ? 'REFUND_EXCEEDS_PAID' : undefined,
  );
  return [PaymentRefunded({ transactionId, refundId, amount, reason })];
}

/** News about a refund this transaction holds; a refund it never recorded is not its to settle. */
function refundProgress(
  command: RecordRefundSubmission | SettlePaymentRefund | ClaimRefundAsk,
  payment: ExistingPayment,
): PaymentEvent[] {
  const { transactionId, refundId } = command.data;
  ensure(payment, { type: 'REFUND_PROGRESS' });
  if (payment.status !== 'DONE' || !payment.refundIds.includes(refundId)) {
    throw domainError('REFUND_NOT_FOUND', { transactionId, refundId });
  }
  const progress = payment.refundProgress[refundId] ?? {};
  // Settled is final: a late "submitted" or a second verdict changes nothing.
  if (progress.outcome) return [];
  if (command.type === 'ClaimRefundAsk')
    return decideRefundAsk(transactionId, refundId, progress, command.metadata.now);
  if (command.type === 'SettlePaymentRefund') {
    return [PaymentRefundSettled({ transactionId, refundId, outcome: command.data.outcome })];
  }
  const { providerRefundId } = command.data;
  if (progress.providerRefundId === providerRefundId) return [];
  return [PaymentRefundSubmitted({ transactionId, refundId, providerRefundId })];
}

export function decidePayment(command: PaymentCommand, state: PaymentState): PaymentEvent[] {
  if (command.type === 'InitiatePayment') {
    if (state.status !== 'NONE') {
      throw domainError('INVALID_TRANSACTION_STATE', {
        transactionId: state.transactionId,
        status: state.status,
      });
    }
    const { merchant, merchantVersion } = command.data;
    // A vendor's own merchant is one version of its settings; the platform's has none.
    if ((merchant === 'VENDOR') !== (merchantVersion !== undefined)) {
      throw domainError('INVALID_INPUT', { field: 'merchantVersion', merchant });
    }
    return [PaymentInitiated(command.data)];
  }
  if (state.status === 'NONE') {
    throw domainError('TRANSACTION_NOT_FOUND', { transactionId: command.data.transactionId });
  }
  const { transactionId } = state;
  switch (command.type) {
    case 'RecordPaymentRequest': {
      const { authority } = command.data;
      if (state.status === 'PENDING' && state.authority === authority) return [];
      ensure(state, { type: 'REQUEST_CREATED' });
      return [PaymentRequestCreated({ transactionId, authority })];
    }
    case 'VerifyPayment':
      return verify(command, state);
    case 'FailPayment': {
      if (state.status === 'FAILED') return [];
      ensure(state, { type: 'FAIL' });
      const { reason, gatewayCode } = command.data;
      return [PaymentFailed({ transactionId, reason, gatewayCode })];
    }
    case 'RefundPayment':
      return refund(command, state);
    case 'RecordRefundSubmission':
    case 'SettlePaymentRefund':
    case 'ClaimRefundAsk':
      return refundProgress(command, state);
    default: {
      const unknown: never = command;
      return unknown;
    }
  }
}

export const paymentDecider: Decider<PaymentState, PaymentCommand, PaymentEvent> = {
  initialState: initialPaymentState,
  decide: decidePayment,
  evolve: evolvePayment,
};

/** What the shared command handler needs to run payment commands. */
export const paymentAggregate: Aggregate<PaymentState, PaymentCommand, PaymentEvent> = {
  decider: paymentDecider,
  codec: paymentEventCodec,
  streamName: (command) => paymentStreamName(command.metadata.vendorId, command.data.transactionId),
  notFound: 'TRANSACTION_NOT_FOUND',
};
