// The payment transaction rulebook (STYLE §5): the four transaction statuses of spec §3 and the
// moves out of each, including the money rules a move depends on (verify in full, refund within
// what was paid). No timers or effects; the refund screen asks can() before offering the button.
import { setup } from 'xstate';
import type { Rial } from '../shared/money.ts';
import type { TransactionStatus } from '../shared/enums.ts';

export interface PaymentMachineContext {
  /** The amount on our record: the only amount we ever verify or refund against. */
  readonly amount: Rial;
  readonly refundedAmount: Rial;
}

export type PaymentMachineEvent =
  | { type: 'REQUEST_CREATED' }
  | { type: 'VERIFY'; paid: boolean; reportedAmount: Rial | undefined }
  | { type: 'FAIL' }
  | { type: 'REFUND'; amount: Rial }
  /** The gateway's news about a refund already recorded: submitted, settled or refused. */
  | { type: 'REFUND_PROGRESS' };

export const paymentMachine = setup({
  types: {} as { context: PaymentMachineContext; events: PaymentMachineEvent },
  guards: {
    // ZarinPal answers −50 when the amounts differ; a gateway that does not check is checked here.
    paidInFull: ({ context, event }) =>
      event.type === 'VERIFY' && event.paid && event.reportedAmount === context.amount,
    refundFits: ({ context, event }) =>
      event.type === 'REFUND' &&
      event.amount > 0 &&
      context.refundedAmount + event.amount <= context.amount,
  },
}).createMachine({
  id: 'payment',
  initial: 'INIT',
  context: { amount: 0, refundedAmount: 0 },
  states: {
    INIT: { on: { REQUEST_CREATED: 'PENDING', FAIL: 'FAILED' } },
    // The payer is at the gateway; only a verify (or giving up on it) ends the wait.
    PENDING: {
      on: {
        VERIFY: [{ guard: 'paidInFull', target: 'DONE' }, { target: 'FAILED' }],
        FAIL: 'FAILED',
      },
    },
    // Money is ours. It never becomes FAILED; refunds keep it DONE and count refundedAmount up.
    DONE: {
      on: { REFUND: { guard: 'refundFits', target: 'DONE' }, REFUND_PROGRESS: { target: 'DONE' } },
    },
    // Given up on, but a verify that finds the money paid in full (the payer paid after an early
    // callback, or after we gave up) makes it ours after all; anything else leaves it failed.
    FAILED: { on: { VERIFY: { guard: 'paidInFull', target: 'DONE' } } },
  },
});

export const paymentSnapshot = (status: TransactionStatus, context: PaymentMachineContext) =>
  paymentMachine.resolveState({ value: status, context });
