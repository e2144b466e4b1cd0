import type { PosPaymentAnswer } from '@sofre/engine/contracts';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { cardChargeMachine } from './card-charge.machine.ts';

const pending = (n: number): PosPaymentAnswer => ({
  transactionId: `tx-${n}`,
  orderId: 'o-1',
  amount: 460_000,
  authority: `t-1:${n}`,
  terminalId: 't-1',
  status: 'PENDING',
});

function charge(answers: boolean[], failStart = false) {
  let started = 0;
  const actor = createActor(
    cardChargeMachine.provide({
      actors: {
        startCharge: fromPromise(async () => {
          started++;
          if (failStart && started === 1) throw new Error('reader unreachable');
          return pending(started);
        }),
        readCard: fromPromise(async () => ({ paid: answers.shift() ?? false })),
      },
    }),
  ).start();
  return { actor, starts: () => started };
}

describe('charging a card at the till', () => {
  it('opens a transaction, reads the card and is paid when the reader approves', async () => {
    const { actor } = charge([true]);
    await waitFor(actor, (s) => s.status === 'done');
    expect(actor.getSnapshot().value).toBe('paid');
    expect(actor.getSnapshot().context.pending?.transactionId).toBe('tx-1');
  });

  it('declined, a retry is a new transaction', async () => {
    const { actor, starts } = charge([false, true]);
    await waitFor(actor, (s) => s.matches('declined'));
    actor.send({ type: 'RETRY' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(starts()).toBe(2);
    expect(actor.getSnapshot().context.pending?.transactionId).toBe('tx-2');
  });

  it('a reader that cannot be reached fails, and can be tried again', async () => {
    const { actor } = charge([true], true);
    await waitFor(actor, (s) => s.matches('failed'));
    actor.send({ type: 'RETRY' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(actor.getSnapshot().value).toBe('paid');
  });
});
