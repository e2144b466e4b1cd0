// Paying a contract through the payment port, on the real embedded store and without HTTP: the
// provider is a stand-in that records what it was asked.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { handleCommand } from '../commands/handle-command.ts';
import { PAYMENT_ABANDONED_MS } from '../payments/payment.state.ts';
import type { CommandMetadata } from '../shared/messages.ts';
import type { EventStore } from '../store/index.ts';
import { createSqliteEventStore } from '../store/sqlite.event-store.ts';
import type { ContractPaymentProvider } from './contract-payment.port.ts';
import { loadSubscription } from './contract-steps.ts';
import {
  inquireContractPayments,
  startContractPayment,
  verifyContractPayment,
} from './pay-contract.workflow.ts';
import { subscriptionAggregate, type SubscriptionCommand } from './subscription.decider.ts';
import { proContract } from './subscription.test-fixtures.ts';

const NOW = Date.parse('2026-03-01T08:00:00.000Z');
let store: EventStore;
let n = 0;
const as = (at = NOW): CommandMetadata => ({
  commandId: `c-${++n}`,
  vendorId: 'v1',
  actor: { userId: 'owner', kind: 'STAFF' },
  now: new Date(at).toISOString(),
});

/** A provider stand-in: a payment is paid when the test says so; every call is counted. */
function standIn(canRefund = true) {
  const paid = new Map<string, number>();
  const calls = { request: 0, verify: 0, refund: 0, settle: [] as string[] };
  const provider: ContractPaymentProvider = {
    name: 'SANDBOX',
    async request({ transactionId }) {
      calls.request++;
      return { authority: `A-${transactionId}`, payUrl: `/pay/A-${transactionId}` };
    },
    async verify({ authority }) {
      calls.verify++;
      const amount = paid.get(authority);
      return amount === undefined
        ? { outcome: 'NOT_PAID', reason: 'DECLINED' }
        : { outcome: 'PAID', amount, referenceId: `R-${authority}` };
    },
    async settle({ authority, referenceId }) {
      calls.settle.push(`${authority}/${referenceId}`);
    },
    ...(canRefund
      ? {
          refund: async ({ refundId }) => {
            calls.refund++;
            return { providerRefundId: `SR-${refundId}`, status: 'PENDING' as const };
          },
          inquireRefund: async () => 'SETTLED' as const,
        }
      : {}),
  };
  const alerts: { message: string }[] = [];
  const deps = {
    store,
    providers: { current: provider, named: () => provider },
    alerts: {
      warn: (_: object, message: string) => alerts.push({ message }),
      error: (_: object, message: string) => alerts.push({ message }),
    },
  };
  const pay = (transactionId: string, amount = 50_000_000) =>
    paid.set(`A-${transactionId}`, amount);
  return { deps, calls, alerts, pay };
}

async function openContract(contractId: string) {
  await handleCommand(store, subscriptionAggregate, {
    type: 'OpenContract',
    data: proContract(contractId),
    metadata: as(),
  } as SubscriptionCommand);
}

const start = (
  deps: ReturnType<typeof standIn>['deps'],
  contractId: string,
  tx: string,
  at = NOW,
) =>
  startContractPayment(deps, {
    metadata: as(at),
    contractId,
    transactionId: tx,
    callbackUrl: `https://sofre.local/verify?transactionId=${tx}`,
    describe: (title) => `اشتراک «${title}»`,
  });
const stateOf = () => loadSubscription(store, 'v1');

beforeEach(async () => {
  store = await createSqliteEventStore({ path: ':memory:' });
});
afterEach(() => store.close());

describe('paying a contract', () => {
  it('opens a payment at the provider, verifies it once, and starts the term', async () => {
    const { deps, calls, pay } = standIn();
    await openContract('k1');
    const opened = await start(deps, 'k1', 't1');
    expect(opened).toMatchObject({ amount: 50_000_000, payUrl: '/pay/A-t1' });
    pay('t1');
    const done = await verifyContractPayment(deps, as(), 't1', { Authority: 'A-t1' });
    expect(done).toMatchObject({ status: 'DONE', refund: null });
    const again = await verifyContractPayment(deps, as(), 't1', { Authority: 'A-t1' });
    expect(again.status).toBe('DONE');
    expect(calls.verify).toBe(1);
    const state = await stateOf();
    expect(state.contracts[0]!.status).toBe('PAID');
    expect(state.terms).toHaveLength(1);
  });

  it('fails the payment when the provider refuses the request, and says so', async () => {
    const { deps } = standIn();
    deps.providers.current.request = async () => {
      throw new Error('provider down');
    };
    await openContract('k1');
    await expect(start(deps, 'k1', 't1')).rejects.toThrow('provider down');
    expect((await stateOf()).transactions[0]!.status).toBe('FAILED');
  });

  it('refuses a callback about another payment, changing nothing', async () => {
    const { deps } = standIn();
    await openContract('k1');
    await start(deps, 'k1', 't1');
    await expect(
      verifyContractPayment(deps, as(), 't1', { Authority: 'A-other' }),
    ).rejects.toMatchObject({ code: 'PAYMENT_AUTHORITY_MISMATCH' });
    expect((await stateOf()).transactions[0]!.status).toBe('PENDING');
  });
});

describe('settling at the provider (SnappPay reverses a payment left unsettled)', () => {
  it('settles money the contract keeps once, and none it gives back', async () => {
    const { deps, calls, pay } = standIn();
    await openContract('k1');
    await start(deps, 'k1', 't1');
    pay('t1');
    await verifyContractPayment(deps, as(), 't1', {});
    await verifyContractPayment(deps, as(), 't1', {});
    expect(calls.settle).toEqual(['A-t1/R-A-t1']);
    await openContract('k2');
    await start(deps, 'k2', 't2');
    pay('t2', 1_000);
    const mismatch = await verifyContractPayment(deps, as(), 't2', {});
    expect(mismatch.refund?.reason).toBe('AMOUNT_MISMATCH');
    expect(calls.settle).toEqual(['A-t1/R-A-t1']);
  });

  it('leaves the contract paid and tells the operator when the settle fails', async () => {
    const { deps, alerts, pay } = standIn();
    deps.providers.current.settle = async () => {
      throw new Error('settle down');
    };
    await openContract('k1');
    await start(deps, 'k1', 't1');
    pay('t1');
    expect((await verifyContractPayment(deps, as(), 't1', {})).status).toBe('DONE');
    expect((await stateOf()).contracts[0]!.status).toBe('PAID');
    expect(alerts.map((a) => a.message)).toEqual([
      'contract payment not settled at the provider; settle it by hand',
    ]);
  });
});

describe('a payment failed early and paid after all (mayPayLate)', () => {
  it('is verified on the next callback and pays the contract', async () => {
    const { deps, calls, pay } = standIn();
    await openContract('k1');
    await start(deps, 'k1', 't1');
    const early = await verifyContractPayment(deps, as(), 't1', { Authority: 'A-t1' });
    expect(early.status).toBe('FAILED');
    pay('t1');
    const paid = await verifyContractPayment(deps, as(), 't1', { Authority: 'A-t1' });
    expect(paid).toMatchObject({ status: 'DONE', refund: null });
    expect(calls.verify).toBe(2);
    const state = await stateOf();
    expect(state.contracts[0]!.status).toBe('PAID');
    expect(state.terms).toHaveLength(1);
  });

  it('goes back when another payment paid the contract meanwhile', async () => {
    const { deps, pay } = standIn();
    await openContract('k1');
    await start(deps, 'k1', 't1');
    await verifyContractPayment(deps, as(), 't1', {});
    await start(deps, 'k1', 't2');
    pay('t2');
    await verifyContractPayment(deps, as(), 't2', {});
    pay('t1');
    const late = await verifyContractPayment(deps, as(), 't1', {});
    expect(late.refund).toMatchObject({ reason: 'CONTRACT_ALREADY_PAID', status: 'PENDING' });
    expect((await stateOf()).terms).toHaveLength(1);
  });

  it('is never asked again when the provider never took it', async () => {
    const { deps, calls } = standIn();
    deps.providers.current.request = async () => {
      throw new Error('provider down');
    };
    await openContract('k1');
    await expect(start(deps, 'k1', 't1')).rejects.toThrow('provider down');
    await verifyContractPayment(deps, as(), 't1', {});
    expect(calls.verify).toBe(0);
  });
});

describe('money the contract cannot keep', () => {
  it('is asked back of the provider once, however many callbacks race', async () => {
    const { deps, calls, pay } = standIn();
    await openContract('k1');
    await start(deps, 'k1', 't1');
    const late = NOW + PAYMENT_ABANDONED_MS;
    await start(deps, 'k1', 't2', late);
    pay('t1');
    pay('t2');
    await verifyContractPayment(deps, as(late), 't2', {});
    const [one, two] = await Promise.all([
      verifyContractPayment(deps, as(late), 't1', {}),
      verifyContractPayment(deps, as(late), 't1', {}),
    ]);
    expect(calls.refund).toBe(1);
    expect([one!.refund?.reason, two!.refund?.reason]).toEqual([
      'CONTRACT_ALREADY_PAID',
      'CONTRACT_ALREADY_PAID',
    ]);
    expect((await stateOf()).transactions[0]!.refund).toMatchObject({ status: 'PENDING' });
  });

  it('is left to be paid by hand when the provider cannot refund, said once', async () => {
    const { deps, alerts, pay } = standIn(false);
    await openContract('k1');
    await start(deps, 'k1', 't1');
    pay('t1', 1_000);
    const tx = await verifyContractPayment(deps, as(), 't1', {});
    expect(tx.refund).toMatchObject({ reason: 'AMOUNT_MISMATCH', status: 'MANUAL' });
    await verifyContractPayment(deps, as(), 't1', {});
    await inquireContractPayments(deps, as(NOW + 3_600_000));
    expect(alerts.map((a) => a.message)).toEqual([
      'contract payment refund to be paid back by hand',
    ]);
  });
});

describe('the hourly inquiry', () => {
  it('counts a payment it could not ask about among its failures, said once each', async () => {
    const { deps, alerts } = standIn();
    await openContract('k1');
    await start(deps, 'k1', 't1');
    deps.providers.current.verify = async () => {
      throw new Error('provider down');
    };
    expect(await inquireContractPayments(deps, as(NOW + 60_000))).toEqual({
      looked: 1,
      failed: 1,
    });
    expect(alerts.map((a) => a.message)).toEqual([
      'contract payment inquiry failed; next pass tries again',
    ]);
  });

  it('verifies a payment the payer paid and left, and expires one left unpaid', async () => {
    const { deps, pay } = standIn();
    await openContract('k1');
    await openContract('k2');
    await start(deps, 'k1', 't1');
    await start(deps, 'k2', 't2');
    pay('t1');
    expect(await inquireContractPayments(deps, as(NOW + 60_000))).toEqual({
      looked: 2,
      failed: 0,
    });
    const meanwhile = await stateOf();
    expect(meanwhile.transactions.map((t) => t.status)).toEqual(['DONE', 'PENDING']);
    await inquireContractPayments(deps, as(NOW + PAYMENT_ABANDONED_MS));
    const after = await stateOf();
    expect(after.transactions.map((t) => t.status)).toEqual(['DONE', 'FAILED']);
    expect(after.contracts.map((c) => c.status)).toEqual(['PAID', 'FAILED']);
  });
});
