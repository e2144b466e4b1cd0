// Charging an order's card at the till's reader (STYLE §12): a transaction for what the order owes
// (initialpospayment), the card at the reader, and the reader's answer recorded
// (approvepospayment). Declined, or the reader unreachable: the cashier tries again (a new
// transaction) or leaves it for «دریافت وجه». The calls are provided by the screen.
import type { PosPaymentAnswer } from '@sofre/engine/contracts';
import { assign, fromPromise, setup } from 'xstate';

export interface CardChargeContext {
  readonly pending?: PosPaymentAnswer;
}

export const cardChargeMachine = setup({
  types: {} as { context: CardChargeContext; events: { type: 'RETRY' } },
  actors: {
    startCharge: fromPromise<PosPaymentAnswer>(() => Promise.reject(new Error('not provided'))),
    readCard: fromPromise<{ paid: boolean }, { pending: PosPaymentAnswer }>(() =>
      Promise.reject(new Error('not provided')),
    ),
  },
}).createMachine({
  id: 'cardCharge',
  initial: 'starting',
  context: {},
  states: {
    starting: {
      tags: ['busy'],
      invoke: {
        src: 'startCharge',
        onDone: { target: 'atReader', actions: assign({ pending: ({ event }) => event.output }) },
        onError: 'failed',
      },
    },
    atReader: {
      tags: ['busy'],
      invoke: {
        src: 'readCard',
        input: ({ context }) => ({ pending: context.pending! }),
        onDone: [
          { guard: ({ event }) => event.output.paid, target: 'paid' },
          { target: 'declined' },
        ],
        onError: 'failed',
      },
    },
    paid: { type: 'final' },
    declined: { on: { RETRY: 'starting' } },
    failed: { on: { RETRY: 'starting' } },
  },
});
