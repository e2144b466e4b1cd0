// A contract's money through HTTP (issue 32): one payment of a contract open at a time, a payment
// verified after another paid the contract is given back through the provider, and a DISCOUNT
// code on two contracts of one vendor is paid for once — the other payment given back too.
import { errorMessages, handleCommand } from '@sofre/engine';
import { PAYMENT_ABANDONED_MS } from '@sofre/engine/payments';
import {
  REFUND_ASK_AGAIN_MS,
  subscriptionAggregate,
  type SubscriptionCommand,
} from '@sofre/engine/subscriptions';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TestGateway } from '../testing/test-gateway.ts';
import { payContract, startSubscriptionGateway } from './subscriptions.test-fixtures.ts';

type Headers = () => Promise<Record<string, string>>;
let gateway: TestGateway;
let asOwnerC: Headers;
let asOwnerA: Headers;
let asAdmin: Headers;
beforeAll(async () => {
  ({ gateway, asOwnerC, asOwnerA, asAdmin } = await startSubscriptionGateway());
});
afterAll(() => gateway.close());

const send = async (method: 'GET' | 'POST', url: string, as: Headers, payload?: object) =>
  gateway.app.inject({ method, url, headers: await as(), ...(payload ? { payload } : {}) });
const subscribe = async (body: object, as = asOwnerC) => {
  const opened = await send('POST', '/api-identity/subscriptions', as, body);
  expect(opened.statusCode, opened.body).toBe(201);
  return opened.json<{ contract: { id: string; amount: number } }>().contract;
};
const openPayment = (contractId: string, as = asOwnerC) =>
  send('GET', `/api-identity/contracts/${contractId}/payment`, as);
/** The payer pays an opened payment on the sandbox page; answers the verify's redirect. */
async function payOnPage(submitUrl: string) {
  const authority = submitUrl.split('/').at(-1)!;
  const back = new URL(gateway.paymentSandbox.decide(authority, 'pay')!, 'http://x');
  return gateway.app.inject({ method: 'GET', url: `${back.pathname}${back.search}` });
}
const transaction = async (id: string, as = asOwnerC) =>
  (await send('GET', `/api-identity/contracts/transaction/${id}`, as)).json();
const contractsC = async () =>
  (await send('GET', '/api-identity/contracts/available', asOwnerC)).json<
    { id: string; status: string }[]
  >();
const termsOf = async (contractId: string) =>
  (await gateway.platform.store.readStream('subscription-vendor-c')).filter(
    (e) =>
      e.type === 'SubscriptionTermStarted' &&
      (e.data as { contractId: string | null }).contractId === contractId,
  );

/**
 * Every error said while it runs, on the app's log or a request's: a request logs on a child
 * logger of its own, which a spy on the app's log alone never sees.
 */
function errorsSaid(log: FastifyBaseLogger) {
  const said = vi.fn();
  const spies: { mockRestore(): void }[] = [vi.spyOn(log, 'error').mockImplementation(said)];
  const child = log.child.bind(log);
  spies.push(
    vi.spyOn(log, 'child').mockImplementation((...args: Parameters<typeof log.child>) => {
      const made = child(...args);
      spies.push(vi.spyOn(made, 'error').mockImplementation(said));
      return made;
    }),
  );
  return { said, restore: () => spies.forEach((spy) => spy.mockRestore()) };
}

describe('two payments of one contract', () => {
  it('refuses a second while the first is open, and gives back one paid after the other', async () => {
    const contract = await subscribe({ packageId: 'package-basic', period: 'MONTHLY' });
    const first = await openPayment(contract.id);
    expect(first.statusCode, first.body).toBe(200);
    const second = await openPayment(contract.id);
    expect(second.statusCode).toBe(409);
    expect(second.headers['content-type']).toContain('application/problem+json');
    expect(second.json()).toMatchObject({
      code: 'CONTRACT_PAYMENT_IN_PROGRESS',
      message: errorMessages.CONTRACT_PAYMENT_IN_PROGRESS,
    });

    // The payer left the first page open; past the payment window a new payment pays the contract.
    gateway.advanceClock(PAYMENT_ABANDONED_MS + 60_000);
    const paid = await payContract(gateway, await asOwnerC(), contract.id);
    expect(paid.first.headers.location).toContain('payment=ok');
    // Then the first page is paid after all: its money is recorded and given back — the provider
    // is down when first asked, so the refund stays DUE.
    const refundsAsked = vi
      .spyOn(gateway.paymentSandbox, 'refund')
      .mockRejectedValueOnce(new Error('provider down'));
    const late = await payOnPage(first.json().submitUrl);
    expect(late.statusCode).toBe(302);
    expect(late.headers.location).toBe(
      `/bo/subscription?contract=${contract.id}&payment=refunded&reason=CONTRACT_ALREADY_PAID`,
    );
    expect(await transaction(first.json().transactionId)).toMatchObject({
      status: 'DONE',
      refund: { amount: contract.amount, reason: 'CONTRACT_ALREADY_PAID', status: 'DUE' },
    });
    expect(await transaction(paid.transactionId)).toMatchObject({ status: 'DONE', refund: null });
    expect(await termsOf(contract.id)).toHaveLength(1);
    // A replayed callback and a second one racing it, once the refund may be asked again: the
    // provider is asked once (the ask is claimed on the stream), and nothing is given back twice.
    gateway.advanceClock(REFUND_ASK_AGAIN_MS);
    const again = await Promise.all([
      payOnPage(first.json().submitUrl),
      payOnPage(first.json().submitUrl),
    ]);
    for (const back of again) expect(back.headers.location).toContain('payment=refunded');
    expect(refundsAsked).toHaveBeenCalledTimes(2);
    refundsAsked.mockRestore();
    expect(await transaction(first.json().transactionId)).toMatchObject({
      refund: { status: 'PENDING' },
    });
    const refunds = (await gateway.platform.store.readStream('subscription-vendor-c')).filter(
      (e) => e.type === 'ContractTransactionRefunded' || e.type === 'ContractRefundRequested',
    );
    expect(refunds.map((e) => e.type)).toEqual([
      'ContractTransactionRefunded',
      'ContractRefundRequested',
      'ContractRefundRequested',
    ]);

    // The hourly inquiry asks the provider where the refund stands: paid out.
    await gateway.app.paymentInquiry.runOnce();
    expect(await transaction(first.json().transactionId)).toMatchObject({
      refund: { status: 'SETTLED' },
    });

    const afterPaid = await openPayment(contract.id);
    expect(afterPaid.statusCode).toBe(409);
    expect(afterPaid.json().code).toBe('CONTRACT_ALREADY_PAID');
  });
});

describe('a DISCOUNT code on two contracts of one vendor', () => {
  it('is paid for once: both paid at once, the second is given back; then refused', async () => {
    const made = await send('POST', '/api-identity/usersubscriptioncode', asAdmin, {
      code: 'HALFPRO2',
      packageId: 'package-pro',
      kind: 'DISCOUNT',
      discountPercent: 50,
    });
    expect(made.statusCode, made.body).toBe(201);
    const body = { packageId: 'package-pro', period: 'MONTHLY', code: 'HALFPRO2' };
    const one = await subscribe(body);
    const two = await subscribe(body);
    expect(one.amount).toBe(17_500_000);

    const payOne = await openPayment(one.id);
    const payTwo = await openPayment(two.id);
    expect([payOne.statusCode, payTwo.statusCode]).toEqual([200, 200]);
    const [paidOne, paidTwo] = [
      await payOnPage(payOne.json().submitUrl),
      await payOnPage(payTwo.json().submitUrl),
    ];
    expect(paidOne.headers.location).toContain('payment=ok');
    expect(paidTwo.headers.location).toContain(
      'payment=refunded&reason=SUBSCRIPTION_CODE_ALREADY_USED',
    );
    expect(await transaction(payTwo.json().transactionId)).toMatchObject({
      status: 'DONE',
      refund: { amount: 17_500_000, reason: 'SUBSCRIPTION_CODE_ALREADY_USED' },
    });
    const statuses = Object.fromEntries((await contractsC()).map((c) => [c.id, c.status]));
    expect([statuses[one.id], statuses[two.id]]).toEqual(['PAID', 'PENDING']);
    expect(await termsOf(two.id)).toHaveLength(0);

    const payAgain = await openPayment(two.id);
    expect(payAgain.statusCode).toBe(409);
    expect(payAgain.json()).toMatchObject({
      code: 'SUBSCRIPTION_CODE_ALREADY_USED',
      message: errorMessages.SUBSCRIPTION_CODE_ALREADY_USED,
    });
    const third = await send('POST', '/api-identity/subscriptions', asOwnerC, body);
    expect(third.json().code).toBe('SUBSCRIPTION_CODE_ALREADY_USED');
  });
});

describe('a refund the provider cannot pay', () => {
  it('is left to be paid back by hand, for good: the inquiry asks nobody again', async () => {
    const contract = await subscribe({ packageId: 'package-basic', period: 'QUARTERLY' });
    const first = (await openPayment(contract.id)).json();
    gateway.advanceClock(PAYMENT_ABANDONED_MS + 60_000);
    await payContract(gateway, await asOwnerC(), contract.id);
    const sandbox = gateway.paymentSandbox;
    const refund = sandbox.refund;
    Object.defineProperty(sandbox, 'refund', { value: undefined, configurable: true });
    const errors = errorsSaid(gateway.app.log);
    try {
      const late = await payOnPage(first.submitUrl);
      expect(late.headers.location).toContain('payment=refunded');
      await gateway.app.paymentInquiry.runOnce();
      await gateway.app.paymentInquiry.runOnce();
    } finally {
      Object.defineProperty(sandbox, 'refund', { value: refund, configurable: true });
      errors.restore();
    }
    expect(await transaction(first.transactionId)).toMatchObject({
      status: 'DONE',
      refund: { reason: 'CONTRACT_ALREADY_PAID', status: 'MANUAL' },
    });
    const manual = (await gateway.platform.store.readStream('subscription-vendor-c')).filter(
      (e) => e.type === 'ContractRefundNoted' && (e.data as { status: string }).status === 'MANUAL',
    );
    expect(manual).toHaveLength(1);
    // Said once (by the verify that found it, on its request's log); the hourly passes do not say
    // it again.
    expect(errors.said).toHaveBeenCalledTimes(1);
    expect(errors.said.mock.calls[0]?.[1]).toBe('contract payment refund to be paid back by hand');
    // The platform admin finds it among the refunds to pay back by hand.
    const byHand = await send('GET', '/api-identity/contracts/refunds/by-hand', asAdmin);
    expect(byHand.statusCode, byHand.body).toBe(200);
    expect(byHand.json()).toContainEqual(
      expect.objectContaining({
        vendorId: 'vendor-c',
        transactionId: first.transactionId,
        amount: contract.amount,
        status: 'MANUAL',
        refundId: `refund:${first.transactionId}`,
        asks: 0,
        askedAt: null,
      }),
    );
    const asVendor = await send('GET', '/api-identity/contracts/refunds/by-hand', asOwnerC);
    expect(asVendor.statusCode).toBe(403);
  });
});

/** A contract paid by a second payment; the first, left open, is paid late and owed back. */
async function paidTwice(as: Headers) {
  const contract = await subscribe({ packageId: 'package-basic', period: 'MONTHLY' }, as);
  const first = (await openPayment(contract.id, as)).json<{
    transactionId: string;
    submitUrl: string;
  }>();
  gateway.advanceClock(PAYMENT_ABANDONED_MS + 60_000);
  await payContract(gateway, await as(), contract.id);
  return { contract, first, payLate: () => payOnPage(first.submitUrl) };
}

/** Waits until the read models hold every event stored (callbacks wait for none). */
async function caughtUp() {
  const last = (await gateway.platform.store.readAll(undefined, 1_000_000)).at(-1);
  if (last) expect(await gateway.platform.readSide.waitFor(last.position, 5_000)).toBe(true);
}

describe("the platform admin's refunds to pay back by hand", () => {
  it("lists every vendor's refund left MANUAL, not one paid out, from a read model", async () => {
    const manual = await paidTwice(asOwnerC);
    const sandbox = gateway.paymentSandbox;
    const refund = sandbox.refund;
    Object.defineProperty(sandbox, 'refund', { value: undefined, configurable: true });
    try {
      await manual.payLate();
    } finally {
      Object.defineProperty(sandbox, 'refund', { value: refund, configurable: true });
    }
    const paidBack = await paidTwice(asOwnerA);
    await paidBack.payLate();
    await gateway.app.paymentInquiry.runOnce();
    expect(await transaction(paidBack.first.transactionId, asOwnerA)).toMatchObject({
      refund: { status: 'SETTLED' },
    });
    await caughtUp();

    // Read off its read model: no vendor's subscription stream is folded for it.
    const streamsRead = vi.spyOn(gateway.platform.store, 'readStream');
    const byHand = await send('GET', '/api-identity/contracts/refunds/by-hand', asAdmin);
    expect(streamsRead).not.toHaveBeenCalled();
    streamsRead.mockRestore();
    expect(byHand.statusCode, byHand.body).toBe(200);
    const listed = byHand.json<{ vendorId: string; transactionId: string }[]>();
    expect(listed).toContainEqual(
      expect.objectContaining({
        vendorId: 'vendor-c',
        transactionId: manual.first.transactionId,
        contractId: manual.contract.id,
        provider: expect.any(String),
        referenceId: expect.any(String),
        amount: manual.contract.amount,
        reason: 'CONTRACT_ALREADY_PAID',
        status: 'MANUAL',
      }),
    );
    expect(listed.map((r) => r.transactionId)).not.toContain(paidBack.first.transactionId);
    // Admins only, across vendors: no vendor's staff sees it, its own refunds or another's.
    for (const as of [asOwnerC, asOwnerA])
      expect((await send('GET', '/api-identity/contracts/refunds/by-hand', as)).statusCode).toBe(
        403,
      );
  });
});

describe('a contract payment the payer never came back from', () => {
  it('is verified by the hourly inquiry, and given up as EXPIRED past the window', async () => {
    const paidAway = await subscribe({ packageId: 'package-basic', period: 'MONTHLY' });
    const leftOpen = await subscribe({ packageId: 'package-basic', period: 'YEARLY' });
    const paying = (await openPayment(paidAway.id)).json();
    const waiting = (await openPayment(leftOpen.id)).json();
    // Paid on the provider's page, then the tab was closed: no callback ever comes.
    gateway.paymentSandbox.decide(paying.submitUrl.split('/').at(-1)!, 'pay');

    await gateway.app.paymentInquiry.runOnce();
    expect(await transaction(paying.transactionId)).toMatchObject({ status: 'DONE', refund: null });
    expect(await termsOf(paidAway.id)).toHaveLength(1);
    // Not paid yet, within the window: the payer may still be at the page.
    expect(await transaction(waiting.transactionId)).toMatchObject({ status: 'PENDING' });

    gateway.advanceClock(PAYMENT_ABANDONED_MS + 60_000);
    await gateway.app.paymentInquiry.runOnce();
    expect(await transaction(waiting.transactionId)).toMatchObject({ status: 'FAILED' });
    const statuses = Object.fromEntries((await contractsC()).map((c) => [c.id, c.status]));
    expect([statuses[paidAway.id], statuses[leftOpen.id]]).toEqual(['PAID', 'FAILED']);
  });
});

describe('the verify of a contract payment', () => {
  it("asks the provider the payment recorded, not the deployment's current one", async () => {
    const contract = await subscribe({ packageId: 'package-basic', period: 'MONTHLY' });
    // A payment opened through Vandar before the deployment moved to the sandbox.
    const recorded = (type: SubscriptionCommand['type'], data: object) =>
      handleCommand(gateway.platform.store, subscriptionAggregate, {
        type,
        data,
        metadata: {
          commandId: `${type}:vandar-1`,
          vendorId: 'vendor-c',
          actor: { userId: 'demo-owner', kind: 'STAFF' },
          now: gateway.clock().toISOString(),
        },
      } as SubscriptionCommand);
    await recorded('StartContractTransaction', {
      contractId: contract.id,
      transactionId: 'vandar-1',
      provider: 'VANDAR',
    });
    await recorded('MarkContractTransactionSent', { transactionId: 'vandar-1', authority: 'V-1' });
    const verify = await gateway.app.inject({
      method: 'GET',
      url: '/api-identity/contracts/transaction/verify?transactionId=vandar-1&vendorId=vendor-c&token=V-1',
    });
    // Vandar's credentials are gone here: refused and left open, never verified by the sandbox.
    expect(verify.statusCode).toBe(502);
    expect(verify.json().code).toBe('PAYMENT_PROVIDER_MISCONFIGURED');
    expect(await transaction('vandar-1')).toMatchObject({ status: 'PENDING', provider: 'VANDAR' });
  });
});
