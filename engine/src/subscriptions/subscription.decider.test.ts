// A vendor's subscription: a contract is paid once however often its payment is verified, the
// amount checked is ours, a renewal starts where the term ends, an upgrade starts now, a code that
// takes the whole price needs no payment, a reminder is sent once per term.
import { describe, expect, it } from 'vitest';
import { fold } from '../shared/decider.ts';
import type { CommandMetadata } from '../shared/messages.ts';
import { specFor } from '../testing/given-when-then.ts';
import {
  decideSubscription,
  subscriptionDecider,
  type SubscriptionCommand,
} from './subscription.decider.ts';
import type { SubscriptionEvent } from './subscription.events.ts';
import { termAt } from './subscription.state.ts';

const NOW = '2026-03-01T08:00:00.000Z';
const meta = (now = NOW): CommandMetadata => ({
  commandId: `c-${Math.round(Date.parse(now) / 1000)}-${Math.random()}`,
  vendorId: 'v1',
  actor: { userId: 'owner', kind: 'STAFF' },
  now,
});
const cmd = (type: SubscriptionCommand['type'], data: object, now = NOW) =>
  ({ type, data, metadata: meta(now) }) as SubscriptionCommand;

const open = (contractId = 'k1', packageId = 'pro', discount = 0, now = NOW) =>
  cmd(
    'OpenContract',
    {
      contractId,
      packageId,
      packageTitle: 'حرفه‌ای',
      period: 'MONTHLY',
      days: 30,
      price: 50_000_000,
      discount,
      code: null,
      contractFeePercent: 2.5,
    },
    now,
  );

function run(...commands: SubscriptionCommand[]): SubscriptionEvent[] {
  const events: SubscriptionEvent[] = [];
  for (const c of commands)
    events.push(...subscriptionDecider.decide(c, fold(subscriptionDecider, events)));
  return events;
}

function refusal(decide: () => unknown): unknown {
  try {
    decide();
  } catch (error) {
    return error;
  }
  throw new Error('expected a refusal');
}

const paid = (referenceId = 'R1', amount = 50_000_000) => ({
  outcome: 'PAID',
  amount,
  referenceId,
});

describe('a contract and its payment', () => {
  it('is paid once, however often the payment is verified', () => {
    const events = run(
      open(),
      cmd('StartContractTransaction', {
        contractId: 'k1',
        transactionId: 't1',
        provider: 'SANDBOX',
      }),
      cmd('MarkContractTransactionSent', { transactionId: 't1', authority: 'A1' }),
      cmd('CompleteContractTransaction', { transactionId: 't1', result: paid() }),
      cmd('CompleteContractTransaction', { transactionId: 't1', result: paid() }),
    );
    expect(events.map((e) => e.type)).toEqual([
      'ContractOpened',
      'ContractTransactionStarted',
      'ContractTransactionSent',
      'ContractTransactionDone',
      'ContractPaid',
      'SubscriptionTermStarted',
    ]);
    const state = fold(subscriptionDecider, events);
    expect(state.contracts[0]!.status).toBe('PAID');
    expect(termAt(state, NOW)?.packageId).toBe('pro');
  });

  it('gives back a payment whose verified amount is not ours, and starts no term', () => {
    const events = run(
      open(),
      cmd('StartContractTransaction', {
        contractId: 'k1',
        transactionId: 't1',
        provider: 'SANDBOX',
      }),
      cmd('CompleteContractTransaction', { transactionId: 't1', result: paid('R', 1_000) }),
    );
    expect(events.slice(-2)).toMatchObject([
      { type: 'ContractTransactionDone', data: { amount: 1_000 } },
      { type: 'ContractTransactionRefunded', data: { amount: 1_000, reason: 'AMOUNT_MISMATCH' } },
    ]);
    const state = fold(subscriptionDecider, events);
    expect(state.contracts[0]!.status).toBe('PENDING');
    expect(state.transactions[0]!.refund).toMatchObject({ amount: 1_000, status: 'DUE' });
    expect(termAt(state, NOW)).toBeUndefined();
  });

  it('refuses a second payment of a paid contract', () => {
    const history = run(
      open(),
      cmd('StartContractTransaction', {
        contractId: 'k1',
        transactionId: 't1',
        provider: 'SANDBOX',
      }),
      cmd('CompleteContractTransaction', { transactionId: 't1', result: paid() }),
    );
    specFor(subscriptionDecider)(history)
      .when(
        cmd('StartContractTransaction', {
          contractId: 'k1',
          transactionId: 't2',
          provider: 'SANDBOX',
        }),
      )
      .thenRefuses('CONTRACT_ALREADY_PAID');
  });

  it('needs no payment when a code takes the whole price', () => {
    const events = run(open('k1', 'pro', 50_000_000));
    expect(events.map((e) => e.type)).toEqual([
      'ContractOpened',
      'ContractPaid',
      'SubscriptionTermStarted',
    ]);
  });
});

describe('a code is used once per vendor (codeUsedUp)', () => {
  const grant = (subscriptionId: string) =>
    cmd('GrantPackage', {
      subscriptionId,
      packageId: 'pro',
      packageTitle: 'حرفه‌ای',
      contractFeePercent: 2.5,
      days: 10,
      source: 'CODE',
      code: 'GIFT',
    });
  const withCode = (contractId: string, code: string) =>
    cmd('OpenContract', { ...open(contractId, 'pro', 50_000_000).data, code });

  it('refuses a contract with a code the vendor paid for, whoever lands second', () => {
    specFor(subscriptionDecider)(run(withCode('k1', 'FREE')))
      .when(withCode('k2', 'FREE'))
      .thenRefuses('SUBSCRIPTION_CODE_ALREADY_USED');
  });

  it('repeats a retried grant of the code (same subscription id) instead of refusing it', () => {
    specFor(subscriptionDecider)(run(grant('code:1')))
      .when(grant('code:1'))
      .then([]);
  });

  it('refuses a GRANT code the vendor paid a contract with, on the code field', () => {
    const given = fold(subscriptionDecider, run(withCode('k1', 'GIFT')));
    expect(refusal(() => decideSubscription(grant('code:1'), given))).toMatchObject({
      code: 'SUBSCRIPTION_CODE_ALREADY_USED',
      errors: [{ field: 'code', code: 'SUBSCRIPTION_CODE_ALREADY_USED' }],
    });
  });

  it('refuses a contract with a used code on the code field', () => {
    const given = fold(subscriptionDecider, run(withCode('k1', 'FREE')));
    expect(refusal(() => decideSubscription(withCode('k2', 'FREE'), given))).toMatchObject({
      errors: [{ field: 'code' }],
    });
  });
});

describe('terms', () => {
  const later = '2026-03-20T08:00:00.000Z';
  const pay = (contractId: string, now: string) => [
    cmd(
      'StartContractTransaction',
      { contractId, transactionId: `t-${contractId}`, provider: 'S' },
      now,
    ),
    cmd('CompleteContractTransaction', { transactionId: `t-${contractId}`, result: paid() }, now),
  ];

  it('a renewal of the same package starts where the running term ends', () => {
    const events = run(
      open('k1'),
      ...pay('k1', NOW),
      open('k2', 'pro', 0, later),
      ...pay('k2', later),
    );
    const terms = fold(subscriptionDecider, events).terms;
    expect(terms[1]!.startsAt).toBe(terms[0]!.endsAt);
  });

  it('another package starts at once', () => {
    const events = run(
      open('k1'),
      ...pay('k1', NOW),
      open('k2', 'team', 0, later),
      ...pay('k2', later),
    );
    const state = fold(subscriptionDecider, events);
    expect(state.terms[1]!.startsAt).toBe(later);
    expect(termAt(state, later)?.packageId).toBe('team');
  });

  it('sends a renewal reminder once per term', () => {
    const events = run(
      cmd('GrantPackage', {
        subscriptionId: 's1',
        packageId: 'pro',
        packageTitle: 'حرفه‌ای',
        contractFeePercent: 2.5,
        days: 10,
        source: 'GRANT',
        code: null,
      }),
      cmd('SendRenewalReminder', { subscriptionId: 's1' }),
      cmd('SendRenewalReminder', { subscriptionId: 's1' }),
    );
    expect(events.filter((e) => e.type === 'RenewalReminderSent')).toHaveLength(1);
  });
});
