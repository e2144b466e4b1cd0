// The POS draft workflow: given the cashier's steps, when the order is submitted, then the state.
import type { CommandAccepted } from '@sofre/engine/contracts';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { NewLine } from '@sofre/engine/pos-draft';
import { posDraftMachine, type SubmitDraftInput } from './pos-draft.machine.ts';

const accepted: CommandAccepted = { id: 'order-1', status: 'CONFIRMED', position: '1' };
const kababLine = (tempId: string): NewLine => ({
  tempId,
  menuItemId: 'kabab',
  title: 'چلوکباب کوبیده',
  price: 2_500_000,
  count: 1,
  discount: 0,
  packagingCost: 50_000,
  servePackagingCost: 0,
  withTax: true,
  changePrice: false,
  orderItemToppings: [{ toppingId: 'saffron', title: 'زعفرانی', price: 80_000, count: 1 }],
});

/** A draft actor whose server answers with the given results in turn, recording each call. */
function givenServer(...answers: ('ok' | 'refuse')[]) {
  const calls: SubmitDraftInput[] = [];
  let ids = 0;
  const machine = posDraftMachine.provide({
    actors: {
      submitOrder: fromPromise<CommandAccepted, SubmitDraftInput>(async ({ input }) => {
        calls.push(input);
        if (answers[calls.length - 1] === 'refuse') throw new Error('refused');
        return accepted;
      }),
    },
  });
  const actor = createActor(machine, { input: { newId: () => `id-${++ids}` } }).start();
  const add = (tempId: string) =>
    actor.send({ type: 'edit', action: { type: 'addItem', line: kababLine(tempId) } });
  return { actor, calls, add };
}

describe('POS draft machine', () => {
  it('cannot submit an empty draft', () => {
    const { actor } = givenServer('ok');
    expect(actor.getSnapshot().can({ type: 'submit' })).toBe(false);
  });

  it('merges lines with the engine rules while editing', () => {
    const { actor, add } = givenServer();
    add('a');
    add('b');
    expect(actor.getSnapshot().context.draft.lines.map((l) => [l.tempId, l.count])).toEqual([
      ['a', 2],
    ]);
  });

  it('asks the engine whether an edit applies (a discount above 100 % does not)', () => {
    const { actor, add } = givenServer();
    add('a');
    const tooMuch = { type: 'setDiscount', discountType: 'PERCENTAGE', amount: 120 } as const;
    expect(actor.getSnapshot().can({ type: 'edit', action: tooMuch })).toBe(false);
  });

  it('submits, then starts a fresh draft and keeps the answer', async () => {
    const { actor, calls, add } = givenServer('ok');
    add('a');
    actor.send({ type: 'submit' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(
      actor.getSnapshot().can({ type: 'edit', action: { type: 'increment', tempId: 'a' } }),
    ).toBe(false);
    const done = await waitFor(actor, (s) => s.matches('done'));
    expect(calls).toHaveLength(1);
    expect(calls[0]?.draft.lines).toHaveLength(1);
    expect(done.context).toMatchObject({ accepted, orderId: undefined });
    expect(done.context.draft.lines).toEqual([]);
  });

  it('a retry after a failure sends the same order id; an edit makes a new one', async () => {
    const { actor, calls, add } = givenServer('refuse', 'refuse', 'ok');
    add('a');
    actor.send({ type: 'submit' });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().context.draft.lines).toHaveLength(1);

    actor.send({ type: 'submit' });
    await waitFor(actor, (s) => s.matches('failed'));
    add('b');
    actor.send({ type: 'submit' });
    await waitFor(actor, (s) => s.matches('done'));

    expect(calls.map((c) => c.orderId)).toEqual(['id-1', 'id-1', 'id-2']);
  });

  it('a line note is an edit: a new order id, and the note goes with the submitted draft', async () => {
    const { actor, calls, add } = givenServer('refuse', 'ok');
    add('a');
    actor.send({ type: 'submit' });
    await waitFor(actor, (s) => s.matches('failed'));
    const noted = { type: 'noteLine', tempId: 'a', note: 'بدون پیاز' } as const;
    expect(actor.getSnapshot().can(noted)).toBe(true);
    actor.send(noted);
    expect(actor.getSnapshot().can(noted)).toBe(false);
    const [line] = actor.getSnapshot().context.draft.lines;
    expect(line).toMatchObject({ tempId: 'id-2', count: 1, note: 'بدون پیاز' });
    actor.send({ type: 'submit' });
    await waitFor(actor, (s) => s.matches('done'));
    expect(calls.map((c) => c.orderId)).toEqual(['id-1', 'id-3']);
    expect(calls[1]?.draft.lines[0]?.note).toBe('بدون پیاز');
  });

  it('keeps the cash handed over until the order is taken, and for its receipt', async () => {
    const { actor, add } = givenServer('ok');
    add('a');
    actor.send({ type: 'edit', action: { type: 'setPaymentType', paymentType: 'CASH' } });
    actor.send({ type: 'tender', amount: 3_000_000 });
    expect(actor.getSnapshot().context.tendered).toBe(3_000_000);
    actor.send({ type: 'submit' });
    const done = await waitFor(actor, (s) => s.matches('done'));
    expect(done.context).toMatchObject({ tendered: undefined, acceptedTendered: 3_000_000 });
  });
});
