// The POS draft workflow: given the cashier's steps, when the order is submitted, then the state.
import type { CommandAccepted } from '@sofre/engine/contracts';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { priceDraft, type NewLine, type PosDraftAction } from '@sofre/engine/pos-draft';
import { defaultPricingSettings } from '@sofre/engine/pricing';
import {
  posDraftMachine,
  type PosDraftInput,
  type RecordSplitInput,
  type SubmitDraftInput,
} from './pos-draft.machine.ts';

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

/**
 * A draft actor whose server answers orders with the given results in turn and splits with
 * `split`, recording each call and what the cashier was told.
 */
function givenServer(...answers: ('ok' | 'refuse')[]) {
  return givenKeptDraft(undefined, ...answers);
}

/** The same, taking up a draft kept from before a reload. */
function givenKeptDraft(kept: PosDraftInput['kept'], ...answers: ('ok' | 'refuse')[]) {
  const calls: SubmitDraftInput[] = [];
  const splits: RecordSplitInput[] = [];
  const told: string[] = [];
  const server = { split: 'ok' as 'ok' | 'refuse' };
  let ids = 0;
  const machine = posDraftMachine.provide({
    actors: {
      submitOrder: fromPromise<CommandAccepted, SubmitDraftInput>(async ({ input }) => {
        calls.push(input);
        if (answers[calls.length - 1] === 'refuse') throw new Error('refused');
        return accepted;
      }),
      recordSplit: fromPromise<unknown, RecordSplitInput>(async ({ input }) => {
        splits.push(input);
        if (server.split === 'refuse') throw new Error('PAYMENT_PARTS_MISMATCH');
        return accepted;
      }),
    },
    actions: {
      notifySubmitted: () => void told.push('submitted'),
      notifySplitFailed: () => void told.push('split failed'),
    },
  });
  const actor = createActor(machine, { input: { newId: () => `id-${++ids}`, kept } }).start();
  const edit = (action: PosDraftAction) => actor.send({ type: 'edit', action });
  const add = (tempId: string) => edit({ type: 'addItem', line: kababLine(tempId) });
  return { actor, calls, splits, told, server, add, edit };
}

/** A kabab paid by card and cash, the cash share `cash`, the card share the rest of `total`. */
function splitKabab(server: ReturnType<typeof givenServer>, cash: number, total?: number) {
  server.add('a');
  server.edit({ type: 'setPaymentType', paymentType: 'MULTI' });
  const due =
    total ??
    priceDraft(server.actor.getSnapshot().context.draft, defaultPricingSettings).finalPrice;
  server.edit({
    type: 'setPaymentParts',
    parts: [
      { paymentMethod: 'CARD', amount: due - cash },
      { paymentMethod: 'CASH', amount: cash },
    ],
  });
  return due;
}

describe('POS draft machine', () => {
  it('takes up a draft kept before a reload, and sends it with the id it was sent with', async () => {
    const before = givenServer();
    before.add('a');
    before.edit({ type: 'setPaymentType', paymentType: 'CASH' });
    const { draft } = before.actor.getSnapshot().context;

    const { actor, calls } = givenKeptDraft(
      { draft, orderId: 'order-sent', tendered: 300_000 },
      'ok',
    );
    expect(actor.getSnapshot().context).toMatchObject({ draft, tendered: 300_000 });
    expect(actor.getSnapshot().matches('editing')).toBe(true);
    actor.send({ type: 'submit' });
    await waitFor(actor, (s) => s.matches('done'));
    // The gateway answers an id it has seen with its first answer: no second order.
    expect(calls.map((c) => c.orderId)).toEqual(['order-sent']);
  });

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
    const noted = {
      type: 'edit',
      action: { type: 'setLineNote', tempId: 'a', note: 'بدون پیاز' },
    } as const;
    expect(actor.getSnapshot().can(noted)).toBe(true);
    actor.send(noted);
    expect(actor.getSnapshot().can(noted)).toBe(false);
    const [line] = actor.getSnapshot().context.draft.lines;
    expect(line).toMatchObject({ tempId: 'a', count: 1, note: 'بدون پیاز' });
    actor.send({ type: 'submit' });
    await waitFor(actor, (s) => s.matches('done'));
    expect(calls.map((c) => c.orderId)).toEqual(['id-1', 'id-2']);
    expect(calls[1]?.draft.lines[0]?.note).toBe('بدون پیاز');
  });

  it('a credit order is not sent without its customer', () => {
    const { actor, add, edit } = givenServer('ok');
    add('a');
    edit({ type: 'setPaymentType', paymentType: 'CREDIT' });
    expect(actor.getSnapshot().can({ type: 'submit' })).toBe(false);
    edit({
      type: 'setCustomer',
      customer: { id: 'demo-customer-1', name: 'سارا رضایی', phone: '09121000001' },
    });
    expect(actor.getSnapshot().can({ type: 'submit' })).toBe(true);
  });

  it('a split is sent once its shares add up to the total the vendor’s pricing gives', () => {
    const server = givenServer('ok');
    const due = splitKabab(server, 1_000_000);
    expect(server.actor.getSnapshot().can({ type: 'submit' })).toBe(true);
    // The vendor charges service: the same shares no longer cover the bill.
    const settings = { ...defaultPricingSettings, serviceChargePercent: 10 };
    server.actor.send({ type: 'pricing', settings });
    expect(server.actor.getSnapshot().can({ type: 'submit' })).toBe(false);
    expect(due).toBeGreaterThan(1_000_000);
  });

  it('a split order is placed, then its shares are recorded on it', async () => {
    const server = givenServer('ok');
    const due = splitKabab(server, 1_000_000);
    server.actor.send({ type: 'submit' });
    const done = await waitFor(server.actor, (s) => s.matches('done'));
    expect(server.splits).toEqual([
      {
        orderId: accepted.id,
        paymentId: 'id-2',
        parts: [
          { paymentMethod: 'CARD', amount: due - 1_000_000 },
          { paymentMethod: 'CASH', amount: 1_000_000 },
        ],
      },
    ]);
    expect(server.told).toEqual(['submitted']);
    expect(done.context).toMatchObject({ accepted, split: [] });
    expect(done.context.draft.lines).toEqual([]);
  });

  it('a split that cannot be recorded leaves the order placed, and the cashier is told', async () => {
    const server = givenServer('ok');
    server.server.split = 'refuse';
    splitKabab(server, 1_000_000);
    server.actor.send({ type: 'submit' });
    const done = await waitFor(server.actor, (s) => s.matches('done'));
    expect(server.calls).toHaveLength(1);
    expect(server.told).toEqual(['split failed']);
    expect(done.context.accepted).toEqual(accepted);
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
