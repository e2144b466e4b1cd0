// Asking a provider for a refund part is claimed on the transaction first: on the real embedded
// store, callers racing get one claim, an unanswered claim may be taken again once it aged, and a
// refund asked too often without an answer is left to be paid back by hand.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { handleCommand } from '../commands/handle-command.ts';
import { orderAggregate } from '../orders/order.decider.ts';
import { command, doogh, kebab, metadata } from '../orders/order.test-fixtures.ts';
import { createSqliteEventStore } from '../store/sqlite.event-store.ts';
import type { EventStore } from '../store/index.ts';
import {
  completeOnlinePayment,
  loadOrder,
  loadPayment,
  noteRefundProgress,
  recordPaymentRequest,
  refundThroughGateway,
  startOnlinePayment,
} from './online-payment.workflow.ts';
import { MAX_REFUND_ASKS, REFUND_ASK_AGAIN_MS } from './refund-ask.decide.ts';
import { claimRefundAsk } from './refund-ask.workflow.ts';

let store: EventStore;
beforeEach(async () => {
  store = await createSqliteEventStore({ path: ':memory:' });
});
afterEach(() => store.close());

let n = 0;
/** A caller of its own (its own command id), at `minutes` after the fixtures' now. */
const caller = (minutes = 0) => ({
  ...metadata,
  commandId: `c-${++n}`,
  now: new Date(Date.parse(metadata.now) + minutes * 60_000).toISOString(),
});

const part = { transactionId: 'tx-1', refundId: 'r-1', orderId: 'o-1', orderRefundId: 'r-1' };

/** An online order paid by tx-1, then refunded in part through it: the refund is owed back. */
async function refundOwed() {
  await handleCommand(store, orderAggregate, {
    ...command('SubmitOrder', {
      orderId: 'o-1',
      source: 'WEBSITE',
      deliveryType: 'PICKUP',
      paymentMethod: 'ONLINE',
      lines: [kebab, doogh],
    }),
    metadata: caller(),
  });
  const { amount } = await startOnlinePayment(store, {
    metadata: caller(),
    orderId: 'o-1',
    transactionId: 'tx-1',
    gateway: 'JIBIT',
  });
  await recordPaymentRequest(store, caller(), 'tx-1', { authority: 'A-1' });
  await completeOnlinePayment(store, caller(), {
    transactionId: 'tx-1',
    authority: 'A-1',
    result: { outcome: 'PAID', amount, referenceId: 'ref-1' },
  });
  await handleCommand(store, orderAggregate, {
    ...command('RefundOrder', { orderId: 'o-1', refundId: 'r-1', amount: 100_000 }),
    metadata: caller(),
  });
  await refundThroughGateway(store, caller(), 'o-1', 'r-1', 100_000);
}

describe('asking a provider for a refund', () => {
  it('callers racing (the callback, the inquiry, a second gateway) get one claim', async () => {
    await refundOwed();
    const claims = await Promise.all([
      claimRefundAsk(store, caller(), part),
      claimRefundAsk(store, caller(), part),
      claimRefundAsk(store, caller(1), part),
    ]);
    expect(claims.sort()).toEqual(['ASK', 'NOT_NOW', 'NOT_NOW']);
  });

  it('a caller repeating its own claim (a retried request) does not ask again', async () => {
    await refundOwed();
    const same = caller();
    expect(await claimRefundAsk(store, same, part)).toBe('ASK');
    expect(await claimRefundAsk(store, same, part)).toBe('NOT_NOW');
  });

  it('a refund the provider took is not asked for again', async () => {
    await refundOwed();
    expect(await claimRefundAsk(store, caller(), part)).toBe('ASK');
    await noteRefundProgress(store, caller(), part, { submitted: 'jb-1' });
    const later = REFUND_ASK_AGAIN_MS / 60_000 + 1;
    expect(await claimRefundAsk(store, caller(later), part)).toBe('NOT_NOW');
  });

  it('an ask never answered is asked again once it aged, then paid back by hand', async () => {
    await refundOwed();
    const every = REFUND_ASK_AGAIN_MS / 60_000;
    expect(await claimRefundAsk(store, caller(), part)).toBe('ASK');
    expect(await claimRefundAsk(store, caller(every - 1), part)).toBe('NOT_NOW');
    for (let ask = 2; ask <= MAX_REFUND_ASKS; ask++) {
      expect(await claimRefundAsk(store, caller(every * (ask - 1)), part)).toBe('ASK');
    }
    expect(await claimRefundAsk(store, caller(every * MAX_REFUND_ASKS), part)).toBe('BY_HAND');
    expect(await loadPayment(store, metadata.vendorId, 'tx-1')).toMatchObject({
      refundProgress: { 'r-1': { asks: MAX_REFUND_ASKS, outcome: 'FAILED' } },
    });
    expect((await loadOrder(store, metadata.vendorId, 'o-1')).unsettledRefunds).toEqual([]);
    expect(await claimRefundAsk(store, caller(every * 99), part)).toBe('NOT_NOW');
  });
});

describe('the last ask of a refund', () => {
  it('is not given up while its answer may still come: the provider paying it is taken', async () => {
    await refundOwed();
    const every = REFUND_ASK_AGAIN_MS / 60_000;
    for (let ask = 1; ask <= MAX_REFUND_ASKS; ask++) {
      expect(await claimRefundAsk(store, caller(every * (ask - 1)), part)).toBe('ASK');
    }
    // A caller within the last ask's window (the staff "ask now", a second gateway) waits.
    const lastAsk = every * (MAX_REFUND_ASKS - 1);
    expect(await claimRefundAsk(store, caller(lastAsk + every - 1), part)).toBe('NOT_NOW');
    expect(await loadPayment(store, metadata.vendorId, 'tx-1')).toMatchObject({
      refundProgress: { 'r-1': { asks: MAX_REFUND_ASKS } },
    });
    // The last ask's answer: the provider paid it. Taken, on the transaction and the order.
    const noted = await noteRefundProgress(store, caller(lastAsk + every - 1), part, {
      outcome: 'SETTLED',
    });
    expect(noted.orderSettled).toBe('SETTLED');
    expect(await loadPayment(store, metadata.vendorId, 'tx-1')).toMatchObject({
      refundProgress: { 'r-1': { outcome: 'SETTLED' } },
    });
    expect(await claimRefundAsk(store, caller(lastAsk + every * 2), part)).toBe('NOT_NOW');
  });
});
