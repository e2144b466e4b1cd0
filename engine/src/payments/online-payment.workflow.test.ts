// Paying an order online and paying refunds back through the gateway, on the real embedded store
// and without HTTP: the provider's answers are given as the gateway would pass them on.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { handleCommand } from '../commands/handle-command.ts';
import { orderAggregate } from '../orders/order.decider.ts';
import { orderStreamName } from '../orders/order.events.ts';
import { command, doogh, kebab, metadata } from '../orders/order.test-fixtures.ts';
import { createSqliteEventStore } from '../store/sqlite.event-store.ts';
import { vendorAccountAggregate } from '../vendors/vendor-account.decider.ts';
import type { EventStore } from '../store/index.ts';
import {
  completeOnlinePayment,
  loadOrder,
  loadPayment,
  noteRefundProgress,
  recordPaymentRequest,
  refundThroughGateway,
  resumeVerifiedPayment,
  startOnlinePayment,
} from './online-payment.workflow.ts';
import { paymentAggregate } from './payment.decider.ts';

let store: EventStore;
beforeEach(async () => {
  store = await createSqliteEventStore({ path: ':memory:' });
});
afterEach(() => store.close());

let n = 0;
const as = (commandId = `c-${++n}`) => ({ ...metadata, commandId });

async function anOnlineOrder(orderId = 'o-1') {
  await handleCommand(store, orderAggregate, {
    ...command('SubmitOrder', {
      orderId,
      source: 'WEBSITE',
      deliveryType: 'PICKUP',
      paymentMethod: 'ONLINE',
      lines: [kebab, doogh],
    }),
    metadata: as(`submit:${orderId}`),
  });
  return loadOrder(store, metadata.vendorId, orderId);
}

async function started(orderId = 'o-1', transactionId = 'tx-1') {
  const { amount } = await startOnlinePayment(store, {
    metadata: as(),
    orderId,
    transactionId,
    gateway: 'ZARIN_PAL',
  });
  await recordPaymentRequest(store, as(), transactionId, { authority: `A-${transactionId}` });
  return amount;
}

const paid = (transactionId: string, amount: number) => ({
  transactionId,
  authority: `A-${transactionId}`,
  result: { outcome: 'PAID' as const, amount, referenceId: `ref-${transactionId}` },
});

describe('online payment', () => {
  it('collects what the order owes and, once verified, pays the order with it', async () => {
    const order = await anOnlineOrder();
    const amount = await started();
    expect(amount).toBe(order.price.finalPrice);
    const outcome = await completeOnlinePayment(store, as(), paid('tx-1', amount));
    expect(outcome.kind).toBe('PAID');
    const after = await loadOrder(store, metadata.vendorId, 'o-1');
    expect(after).toMatchObject({ status: 'PAID', amountPaid: amount });
    expect(after.onlinePayments).toEqual([{ transactionId: 'tx-1', amount }]);
  });

  it("money into the vendor's own merchant account is paid to the order as the vendor's", async () => {
    await anOnlineOrder();
    const { amount } = await startOnlinePayment(store, {
      metadata: as(),
      orderId: 'o-1',
      transactionId: 'tx-own',
      gateway: 'ZARIN_PAL',
      merchant: { kind: 'VENDOR', version: 1 },
    });
    await recordPaymentRequest(store, as(), 'tx-own', { authority: 'A-tx-own' });
    await completeOnlinePayment(store, as(), paid('tx-own', amount));
    const recorded = await store.readStream(orderStreamName(metadata.vendorId, 'o-1'));
    const orderPaid = recorded.find((e) => e.type === 'OrderPaid');
    expect(orderPaid?.data).toMatchObject({ transactionId: 'tx-own', merchant: 'VENDOR' });
  });

  it('the same callback twice pays once', async () => {
    await anOnlineOrder();
    const amount = await started();
    await completeOnlinePayment(store, as(), paid('tx-1', amount));
    const again = await completeOnlinePayment(store, as(), paid('tx-1', amount));
    expect(again.kind).toBe('PAID');
    expect((await loadOrder(store, metadata.vendorId, 'o-1')).amountPaid).toBe(amount);
  });

  it('a cancelled payment leaves the order waiting, and a new transaction can pay it', async () => {
    await anOnlineOrder();
    const amount = await started('o-1', 'tx-1');
    const cancelled = await completeOnlinePayment(store, as(), {
      transactionId: 'tx-1',
      authority: 'A-tx-1',
      result: { outcome: 'NOT_PAID', reason: 'CANCELED_BY_PAYER' },
    });
    expect(cancelled.kind).toBe('NOT_PAID');
    expect((await loadOrder(store, metadata.vendorId, 'o-1')).status).toBe('SUBMITTED');
    await started('o-1', 'tx-2');
    expect((await completeOnlinePayment(store, as(), paid('tx-2', amount))).kind).toBe('PAID');
  });

  it('another amount than ours fails the transaction and pays nothing', async () => {
    await anOnlineOrder();
    const amount = await started();
    const outcome = await completeOnlinePayment(store, as(), paid('tx-1', amount - 10));
    expect(outcome.kind).toBe('NOT_PAID');
    expect(await loadPayment(store, metadata.vendorId, 'tx-1')).toMatchObject({
      status: 'FAILED',
      reason: 'AMOUNT_MISMATCH',
    });
    expect((await loadOrder(store, metadata.vendorId, 'o-1')).amountPaid).toBe(0);
  });

  it('a callback with another transaction’s authority is refused', async () => {
    await anOnlineOrder();
    const amount = await started();
    await expect(
      completeOnlinePayment(store, as(), { ...paid('tx-1', amount), authority: 'A-forged' }),
    ).rejects.toMatchObject({ code: 'PAYMENT_AUTHORITY_MISMATCH' });
  });

  it('refuses to start a payment for a paid order', async () => {
    await anOnlineOrder();
    const amount = await started();
    await completeOnlinePayment(store, as(), paid('tx-1', amount));
    await expect(
      startOnlinePayment(store, {
        metadata: as(),
        orderId: 'o-1',
        transactionId: 'tx-2',
        gateway: 'ZARIN_PAL',
      }),
    ).rejects.toMatchObject({ code: 'ORDER_ALREADY_PAID' });
  });

  it('money verified after the order was paid at the counter goes back in full', async () => {
    await anOnlineOrder();
    const amount = await started();
    await handleCommand(store, orderAggregate, {
      ...command('PayOrder', { orderId: 'o-1', paymentMethod: 'CASH' }),
      metadata: as(),
    });
    const outcome = await completeOnlinePayment(store, as(), paid('tx-1', amount));
    expect(outcome).toMatchObject({
      kind: 'REFUND_ALL',
      refund: { amount, transactionId: 'tx-1' },
    });
    expect(await loadPayment(store, metadata.vendorId, 'tx-1')).toMatchObject({
      refundedAmount: amount,
    });
  });

  it('two payments verified at the same moment pay the order once; the other goes back whole', async () => {
    await anOnlineOrder();
    const amount = await started('o-1', 'tx-1');
    // A second tab opened its own payment while the first was still at the gateway.
    await started('o-1', 'tx-2');
    const outcomes = await Promise.all([
      completeOnlinePayment(store, as(), paid('tx-1', amount)),
      completeOnlinePayment(store, as(), paid('tx-2', amount)),
    ]);
    expect(outcomes.map((o) => o.kind).sort()).toEqual(['PAID', 'REFUND_ALL']);
    const order = await loadOrder(store, metadata.vendorId, 'o-1');
    expect(order).toMatchObject({ status: 'PAID', amountPaid: amount });
    const payments = await Promise.all(
      ['tx-1', 'tx-2'].map((tx) => loadPayment(store, metadata.vendorId, tx)),
    );
    expect(payments.map((p) => p.status)).toEqual(['DONE', 'DONE']);
    const refunded = payments.map((p) => (p.status === 'DONE' ? p.refundedAmount : -1));
    expect(refunded.sort()).toEqual([0, amount].sort());
    const kept = order.paidTransactions;
    expect(kept).toHaveLength(1);
    expect(refunded[['tx-1', 'tx-2'].indexOf(kept[0]!)]).toBe(0);
  });

  it('the refused payment’s callback again refunds nothing more, and the order is not paid twice', async () => {
    await anOnlineOrder();
    const amount = await started('o-1', 'tx-1');
    await started('o-1', 'tx-2');
    await completeOnlinePayment(store, as(), paid('tx-1', amount));
    const first = await completeOnlinePayment(store, as(), paid('tx-2', amount));
    const again = await completeOnlinePayment(store, as(), paid('tx-2', amount));
    expect(first).toMatchObject({ kind: 'REFUND_ALL', refund: { refundId: 'order-settled:tx-2' } });
    // The first caller pays it back (or the hourly inquiry does): the repeat asks for nothing.
    expect(again.kind).toBe('REFUND_ALL');
    expect(again).not.toHaveProperty('refund');
    expect(await loadPayment(store, metadata.vendorId, 'tx-2')).toMatchObject({
      refundedAmount: amount,
    });
    expect((await loadOrder(store, metadata.vendorId, 'o-1')).amountPaid).toBe(amount);
  });

  it('two callbacks racing on an order settled meanwhile ask the provider for one refund', async () => {
    await anOnlineOrder();
    const amount = await started();
    await handleCommand(store, orderAggregate, {
      ...command('PayOrder', { orderId: 'o-1', paymentMethod: 'CASH' }),
      metadata: as(),
    });
    const refundsAsked: string[] = [];
    // The gateway's half (gateway/src/payments/online-payments.ts): pay back what it is handed.
    const callback = async () => {
      const outcome = await completeOnlinePayment(store, as(), paid('tx-1', amount));
      const giveBack = outcome.kind === 'REFUND_ALL' ? outcome.refund : undefined;
      if (giveBack) refundsAsked.push(giveBack.refundId);
      return outcome;
    };
    const outcomes = await Promise.all([callback(), callback()]);
    expect(outcomes.map((o) => o.kind)).toEqual(['REFUND_ALL', 'REFUND_ALL']);
    expect(refundsAsked).toEqual(['order-settled:tx-1']);
    expect(await loadPayment(store, metadata.vendorId, 'tx-1')).toMatchObject({
      refundedAmount: amount,
    });
  });

  it('a payer who pays after an early callback failed the payment pays the order after all', async () => {
    await anOnlineOrder();
    const amount = await started();
    const early = await completeOnlinePayment(store, as(), {
      transactionId: 'tx-1',
      authority: 'A-tx-1',
      result: { outcome: 'NOT_PAID', reason: 'DECLINED' },
    });
    expect(early.kind).toBe('NOT_PAID');
    const late = await completeOnlinePayment(store, as(), paid('tx-1', amount));
    expect(late.kind).toBe('PAID');
    expect(await loadPayment(store, metadata.vendorId, 'tx-1')).toMatchObject({ status: 'DONE' });
    expect(await loadOrder(store, metadata.vendorId, 'o-1')).toMatchObject({
      status: 'PAID',
      amountPaid: amount,
    });
  });

  it('a late payment for an order paid meanwhile by another is given back whole', async () => {
    await anOnlineOrder();
    const amount = await started('o-1', 'tx-1');
    await completeOnlinePayment(store, as(), {
      transactionId: 'tx-1',
      authority: 'A-tx-1',
      result: { outcome: 'NOT_PAID', reason: 'DECLINED' },
    });
    await started('o-1', 'tx-2');
    expect((await completeOnlinePayment(store, as(), paid('tx-2', amount))).kind).toBe('PAID');
    const late = await completeOnlinePayment(store, as(), paid('tx-1', amount));
    expect(late).toMatchObject({ kind: 'REFUND_ALL', refund: { amount, transactionId: 'tx-1' } });
    expect((await loadOrder(store, metadata.vendorId, 'o-1')).amountPaid).toBe(amount);
  });
});

describe('automatic acceptance', () => {
  const autoAccept = (on: boolean) =>
    handleCommand(store, vendorAccountAggregate, {
      type: 'SetAutoAccept',
      data: { vendorId: metadata.vendorId, autoAcceptOnlineOrders: on },
      metadata: as(),
    });

  it('a paid online order waits for the restaurant to accept it, by default', async () => {
    await anOnlineOrder();
    const amount = await started();
    await completeOnlinePayment(store, as(), paid('tx-1', amount));
    expect((await loadOrder(store, metadata.vendorId, 'o-1')).status).toBe('PAID');
  });

  it('with automatic acceptance on, a paid online order goes straight to the kitchen', async () => {
    await autoAccept(true);
    await anOnlineOrder();
    const amount = await started();
    const outcome = await completeOnlinePayment(store, as(), paid('tx-1', amount));
    expect(outcome).toMatchObject({ kind: 'PAID', order: { state: { status: 'CONFIRMED' } } });
    expect((await loadOrder(store, metadata.vendorId, 'o-1')).status).toBe('CONFIRMED');
  });

  it('turned off again, paid online orders wait again', async () => {
    await autoAccept(true);
    await autoAccept(false);
    await anOnlineOrder();
    const amount = await started();
    await completeOnlinePayment(store, as(), paid('tx-1', amount));
    expect((await loadOrder(store, metadata.vendorId, 'o-1')).status).toBe('PAID');
  });
});

describe('online refunds', () => {
  async function paidOrder() {
    await anOnlineOrder();
    const amount = await started();
    await completeOnlinePayment(store, as(), paid('tx-1', amount));
    return amount;
  }
  const refundOrder = (refundId: string, amount: number) =>
    handleCommand(store, orderAggregate, {
      ...command('RefundOrder', { orderId: 'o-1', refundId, amount }),
      metadata: as(),
    });

  it('an online refund is recorded unsettled, paid back through its transaction, and settles with the gateway', async () => {
    await paidOrder();
    await refundOrder('r-1', 100_000);
    expect((await loadOrder(store, metadata.vendorId, 'o-1')).unsettledRefunds).toEqual(['r-1']);
    const parts = await refundThroughGateway(store, as(), 'o-1', 'r-1', 100_000);
    expect(parts).toEqual([
      expect.objectContaining({
        transactionId: 'tx-1',
        refundId: 'r-1',
        amount: 100_000,
        referenceId: 'ref-tx-1',
      }),
    ]);
    const part = { transactionId: 'tx-1', refundId: 'r-1', orderId: 'o-1', orderRefundId: 'r-1' };
    expect(await noteRefundProgress(store, as(), part, { submitted: 'zp-77' })).not.toHaveProperty(
      'orderSettled',
    );
    expect((await loadOrder(store, metadata.vendorId, 'o-1')).unsettledRefunds).toEqual(['r-1']);
    expect(await noteRefundProgress(store, as(), part, { outcome: 'SETTLED' })).toMatchObject({
      orderSettled: 'SETTLED',
    });
    expect((await loadOrder(store, metadata.vendorId, 'o-1')).unsettledRefunds).toEqual([]);
    // The gateway saying it again changes nothing.
    await noteRefundProgress(store, as(), part, { outcome: 'FAILED' });
    expect(await loadPayment(store, metadata.vendorId, 'tx-1')).toMatchObject({
      refundProgress: { 'r-1': { providerRefundId: 'zp-77', outcome: 'SETTLED' } },
    });
  });

  it('a refund asked twice is recorded on the transaction once', async () => {
    await paidOrder();
    await refundOrder('r-1', 100_000);
    await refundThroughGateway(store, as(), 'o-1', 'r-1', 100_000);
    await refundThroughGateway(store, as(), 'o-1', 'r-1', 100_000);
    expect(await loadPayment(store, metadata.vendorId, 'tx-1')).toMatchObject({
      refundedAmount: 100_000,
    });
  });

  it('a refund run again (a retry) hands its money out once, not what is left of the payment', async () => {
    const paidAmount = await paidOrder();
    const amount = paidAmount - 20_000;
    await refundOrder('r-1', amount);
    const first = await refundThroughGateway(store, as(), 'o-1', 'r-1', amount);
    expect(first.map((p) => [p.refundId, p.amount])).toEqual([['r-1', amount]]);
    expect(await refundThroughGateway(store, as(), 'o-1', 'r-1', amount)).toEqual([]);
    expect(await loadPayment(store, metadata.vendorId, 'tx-1')).toMatchObject({
      refundedAmount: amount,
      refundIds: ['r-1'],
    });
  });

  it('two callers of the same refund racing hand its parts to the gateway once', async () => {
    await paidOrder();
    await refundOrder('r-1', 100_000);
    const [one, other] = await Promise.all([
      refundThroughGateway(store, as(), 'o-1', 'r-1', 100_000),
      refundThroughGateway(store, as(), 'o-1', 'r-1', 100_000),
    ]);
    expect([...one!, ...other!].map((p) => p.refundId)).toEqual(['r-1']);
  });

  it('news of a refund the transaction never recorded is refused', async () => {
    await paidOrder();
    const part = { transactionId: 'tx-1', refundId: 'nope', orderId: 'o-1', orderRefundId: 'nope' };
    await expect(
      noteRefundProgress(store, as(), part, { outcome: 'SETTLED' }),
    ).rejects.toMatchObject({
      code: 'REFUND_NOT_FOUND',
    });
  });
});

describe('a caller that died after the verification', () => {
  /** The verify step as the first callback recorded it, under the workflow's own id; then it died. */
  const verifiedThenDied = (transactionId: string, amount: number) =>
    handleCommand(store, paymentAggregate, {
      type: 'VerifyPayment',
      data: paid(transactionId, amount),
      metadata: { ...as(), commandId: `online-payment/verify-paid:${transactionId}` },
    });

  it('leaves money a later caller applies to the order, once', async () => {
    await anOnlineOrder();
    const amount = await started();
    await verifiedThenDied('tx-1', amount);
    const resumed = await resumeVerifiedPayment(store, as(), 'tx-1');
    expect(resumed?.kind).toBe('PAID');
    expect(await loadOrder(store, metadata.vendorId, 'o-1')).toMatchObject({
      status: 'PAID',
      amountPaid: amount,
    });
    const events = (await store.readStream(orderStreamName(metadata.vendorId, 'o-1'))).length;
    expect(await resumeVerifiedPayment(store, as(), 'tx-1')).toBeUndefined();
    expect(await completeOnlinePayment(store, as(), paid('tx-1', amount))).toMatchObject({
      kind: 'PAID',
    });
    expect((await store.readStream(orderStreamName(metadata.vendorId, 'o-1'))).length).toBe(events);
  });

  it('leaves money the order no longer owes: a later caller owes it back, once', async () => {
    await anOnlineOrder();
    const amount = await started();
    await verifiedThenDied('tx-1', amount);
    await handleCommand(store, orderAggregate, {
      ...command('PayOrder', { orderId: 'o-1', paymentMethod: 'CASH' }),
      metadata: as(),
    });
    const resumed = await resumeVerifiedPayment(store, as(), 'tx-1');
    expect(resumed).toMatchObject({
      kind: 'REFUND_ALL',
      refund: { amount, transactionId: 'tx-1' },
    });
    expect(await resumeVerifiedPayment(store, as(), 'tx-1')).toBeUndefined();
    expect(await loadPayment(store, metadata.vendorId, 'tx-1')).toMatchObject({
      refundedAmount: amount,
    });
  });

  it('after the order took its part, a later caller owes back the rest', async () => {
    await anOnlineOrder();
    const amount = await started();
    await verifiedThenDied('tx-1', amount);
    // The order took the money, but only part of it was still owed (paid in cash meanwhile)…
    await handleCommand(store, orderAggregate, {
      ...command('PayOrder', { orderId: 'o-1', paymentMethod: 'CASH', amount: 1000 }),
      metadata: as(),
    });
    await handleCommand(store, orderAggregate, {
      ...command('PayOrder', {
        orderId: 'o-1',
        amount,
        paymentMethod: 'ONLINE',
        gateway: 'ZARIN_PAL',
        transactionId: 'tx-1',
        keepUpToBalance: true,
      }),
      metadata: { ...as(), commandId: 'online-payment/pay-order:tx-1' },
    });
    // … and the caller died before recording the rest as owed back.
    const resumed = await resumeVerifiedPayment(store, as(), 'tx-1');
    expect(resumed).toMatchObject({ kind: 'PAID', excess: { amount: 1000 } });
    expect(await resumeVerifiedPayment(store, as(), 'tx-1')).toBeUndefined();
  });

  it('a payment not verified, or applied already, has nothing to resume', async () => {
    await anOnlineOrder();
    const amount = await started();
    expect(await resumeVerifiedPayment(store, as(), 'tx-1')).toBeUndefined();
    await completeOnlinePayment(store, as(), paid('tx-1', amount));
    expect(await resumeVerifiedPayment(store, as(), 'tx-1')).toBeUndefined();
  });
});
