// Verified money the order keeps is finished whoever finds it: the hourly inquiry settles at a
// provider that needs it (SnappPay), and a callback after one that died past the verification pays
// the order; a refund is asked of the provider by one caller, and again only once that ask aged.
// The sandbox stands in for the provider; its settle and refund asks are counted.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { handleCommand } from '@sofre/engine';
import type { OrderPaymentStart, OrderTracker } from '@sofre/engine/contracts';
import { paymentAggregate } from '@sofre/engine/payments';
import {
  salonOrder,
  startTestGateway,
  VENDOR_A_ID,
  type TestGateway,
} from '../testing/test-gateway.ts';

let gw: TestGateway;
/** Authorities the stand-in settled; one in `refuseSettle` is refused once (provider down). */
const settledAt: string[] = [];
const refuseSettle = new Set<string>();
beforeAll(async () => {
  gw = await startTestGateway();
  // A provider with a second step after verify, as SnappPay has.
  Object.assign(gw.paymentSandbox, {
    settle: async ({ authority }: { authority: string }) => {
      if (refuseSettle.delete(authority)) throw new Error('provider down');
      settledAt.push(authority);
    },
  });
}, 60_000);
afterAll(() => gw.close());

/** The owner's headers signed now: the inquiry's test moves the clock past a token's life. */
const owner = async () => ({ authorization: `Bearer ${await gw.tokenFor('demo-owner')}` });

const anOrder = async () => {
  const order = salonOrder({ paymentMethod: 'CARD' });
  const res = await gw.app.inject({
    method: 'POST',
    url: '/api/orders',
    payload: order,
    headers: await owner(),
  });
  expect(res.statusCode, res.body).toBe(201);
  return order.id;
};
const tracker = async (orderId: string) =>
  (
    await gw.app.inject({ method: 'GET', url: `/api/orders/${orderId}`, headers: await owner() })
  ).json<OrderTracker>();

/** A payment opened and paid on the sandbox page; the payer's browser has not come back yet. */
async function paidAtPage() {
  const orderId = await anOrder();
  const res = await gw.app.inject({
    method: 'GET',
    url: `/api/orders/payment/${orderId}?transactionId=${randomUUID()}`,
  });
  const started = res.json<OrderPaymentStart>();
  const authority = started.submitUrl.split('/').at(-1)!;
  const callbackUrl = gw.paymentSandbox.decide(authority, 'pay')!;
  return { orderId, started, authority, callbackUrl };
}

describe('verified money, finished whoever finds it', () => {
  it('a payment the inquiry verifies first is settled at the provider', async () => {
    const { orderId, started, authority } = await paidAtPage();
    gw.advanceClock(31 * 60_000);
    await gw.app.paymentInquiry.runOnce();
    expect(await tracker(orderId)).toMatchObject({ amountPaid: started.amount });
    expect(settledAt).toContain(authority);
  });

  it('a callback after one that died past the verification pays the order and settles', async () => {
    const { orderId, started, authority, callbackUrl } = await paidAtPage();
    const { transactionId, amount } = started;
    const referenceId = gw.paymentSandbox.payment(authority)!.referenceId!;
    // The first callback recorded the verification under the workflow's step id, then died.
    await handleCommand(gw.platform.store, paymentAggregate, {
      type: 'VerifyPayment',
      data: { transactionId, authority, result: { outcome: 'PAID', amount, referenceId } },
      metadata: {
        commandId: `online-payment/verify-paid:${transactionId}`,
        vendorId: VENDOR_A_ID,
        actor: { userId: 'payment-callback', kind: 'SYSTEM' },
        now: gw.clock().toISOString(),
      },
    });
    const back = await gw.app.inject({ method: 'GET', url: callbackUrl });
    expect(back.statusCode, back.body).toBe(303);
    expect(await tracker(orderId)).toMatchObject({ amountPaid: amount });
    expect(settledAt).toContain(authority);
  });

  it('a settle that failed is done again by the replayed callback', async () => {
    const { orderId, started, authority, callbackUrl } = await paidAtPage();
    refuseSettle.add(authority);
    await gw.app.inject({ method: 'GET', url: callbackUrl });
    expect(settledAt).not.toContain(authority);
    const again = await gw.app.inject({ method: 'GET', url: callbackUrl });
    expect(again.statusCode, again.body).toBe(303);
    expect(settledAt).toContain(authority);
    // The first callback paid the order before its settle failed; the read model catches up.
    await vi.waitFor(async () =>
      expect(await tracker(orderId)).toMatchObject({ amountPaid: started.amount }),
    );
  });

  it('a replayed callback that finishes what a died caller left still answers when settle fails', async () => {
    const { orderId, started, authority, callbackUrl } = await paidAtPage();
    const { transactionId, amount } = started;
    const referenceId = gw.paymentSandbox.payment(authority)!.referenceId!;
    await handleCommand(gw.platform.store, paymentAggregate, {
      type: 'VerifyPayment',
      data: { transactionId, authority, result: { outcome: 'PAID', amount, referenceId } },
      metadata: {
        commandId: `online-payment/verify-paid:${transactionId}`,
        vendorId: VENDOR_A_ID,
        actor: { userId: 'payment-callback', kind: 'SYSTEM' },
        now: gw.clock().toISOString(),
      },
    });
    refuseSettle.add(authority);
    const back = await gw.app.inject({ method: 'GET', url: callbackUrl });
    expect(back.statusCode, back.body).toBe(303);
    expect(settledAt).not.toContain(authority);
    await vi.waitFor(async () =>
      expect(await tracker(orderId)).toMatchObject({ amountPaid: amount }),
    );
    // The next replay settles it (the order took the money already).
    const again = await gw.app.inject({ method: 'GET', url: callbackUrl });
    expect(again.statusCode, again.body).toBe(303);
    expect(settledAt).toContain(authority);
  });

  it('a payment verified by a caller that died before paying the order is finished by the inquiry', async () => {
    const { orderId, started, authority } = await paidAtPage();
    const { transactionId, amount } = started;
    const referenceId = gw.paymentSandbox.payment(authority)!.referenceId!;
    await handleCommand(gw.platform.store, paymentAggregate, {
      type: 'VerifyPayment',
      data: { transactionId, authority, result: { outcome: 'PAID', amount, referenceId } },
      metadata: {
        commandId: `online-payment/verify-paid:${transactionId}`,
        vendorId: VENDOR_A_ID,
        actor: { userId: 'payment-callback', kind: 'SYSTEM' },
        now: gw.clock().toISOString(),
      },
    });
    // The payer never comes back; the read model sees the payment verified, no longer waiting.
    await vi.waitFor(async () =>
      expect(
        await gw.platform.readSide.paymentTransaction(VENDOR_A_ID, transactionId),
      ).toMatchObject({ status: 'DONE' }),
    );
    gw.advanceClock(60 * 60_000);
    await gw.app.paymentInquiry.runOnce();
    await vi.waitFor(async () =>
      expect(await tracker(orderId)).toMatchObject({ amountPaid: amount }),
    );
    expect(settledAt).toContain(authority);
  });

  it('a refund the provider never answered is asked again only once its ask aged', async () => {
    const { orderId, callbackUrl } = await paidAtPage();
    expect((await gw.app.inject({ method: 'GET', url: callbackUrl })).statusCode).toBe(303);
    // The provider takes the ask and never answers (it timed out): the caller gets an error.
    const asked: string[] = [];
    const refund = gw.paymentSandbox.refund;
    Object.assign(gw.paymentSandbox, {
      refund: async ({ refundId }: { refundId: string }) => {
        asked.push(refundId);
        throw new Error('provider timed out');
      },
    });
    try {
      const res = await gw.app.inject({
        method: 'PUT',
        url: '/api/orders/refund',
        payload: { orderId, refundId: randomUUID(), amount: 100_000 },
        headers: await owner(),
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(asked).toHaveLength(1);
      // The inquiry right after (or a second gateway's): the ask is someone's, not asked again.
      await gw.app.paymentInquiry.runOnce();
      expect(asked).toHaveLength(1);
      gw.advanceClock(31 * 60_000);
      await gw.app.paymentInquiry.runOnce();
      expect(asked).toHaveLength(2);
    } finally {
      Object.assign(gw.paymentSandbox, { refund });
    }
  });
});
