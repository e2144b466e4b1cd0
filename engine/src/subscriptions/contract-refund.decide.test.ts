// Paying a contract payment's money back: the provider is asked by one caller at a time, asked
// again only when it left a request unanswered for a while, and a refund it cannot or will not pay
// is left, final, to be paid back by hand.
import { describe, expect, it } from 'vitest';
import { fold } from '../shared/decider.ts';
import { specFor } from '../testing/given-when-then.ts';
import { isByHand, MAX_REFUND_ASKS, REFUND_ASK_AGAIN_MS } from './contract-refund.decide.ts';
import { subscriptionDecider, type SubscriptionCommand } from './subscription.decider.ts';
import { ContractRefundNoted, ContractRefundRequested } from './subscription.events.ts';
import { NOW, commandAt, decideInTurn, later, proContract } from './subscription.test-fixtures.ts';

const SANDBOX = { userId: 'payment-sandbox', kind: 'SYSTEM' } as const;
const cmd = (type: SubscriptionCommand['type'], data: object, now = NOW) =>
  commandAt(type, data, now, SANDBOX);
const given = specFor(subscriptionDecider);
const run = decideInTurn;

/** A payment the provider verified at another amount than the contract's: all of it owed back. */
const owed = run(
  cmd('OpenContract', proContract('k1')),
  cmd('StartContractTransaction', { contractId: 'k1', transactionId: 't1', provider: 'SANDBOX' }),
  cmd('MarkContractTransactionSent', { transactionId: 't1', authority: 'A-1' }),
  cmd('CompleteContractTransaction', {
    transactionId: 't1',
    result: { outcome: 'PAID', amount: 1_000, referenceId: 'R-1' },
  }),
);
const ask = (now = NOW) => cmd('RequestContractRefund', { transactionId: 't1' }, now);
const note = (status: string, providerRefundId: string | null = 'SR-1') =>
  cmd('NoteContractRefund', { transactionId: 't1', providerRefundId, status });
const refund = { transactionId: 't1', refundId: 'refund:t1' };

describe('asking the provider for a refund', () => {
  it('is claimed by one caller; another finds it taken until it was left unanswered a while', () => {
    given(owed)
      .when(ask())
      .then([ContractRefundRequested({ ...refund, ask: 1, askedAt: NOW })]);
    const history = [...owed, ...given(owed).when(ask()).events()];
    given(history)
      .when(ask(later(60_000)))
      .then([]);
    const again = later(REFUND_ASK_AGAIN_MS);
    given(history)
      .when(ask(again))
      .then([ContractRefundRequested({ ...refund, ask: 2, askedAt: again })]);
  });

  it('is not asked again once the provider took it', () => {
    const taken = [...owed, ...given(owed).when(note('PENDING')).events()];
    given(taken)
      .when(ask(later(REFUND_ASK_AGAIN_MS)))
      .then([]);
  });

  it(`is left UNANSWERED (not MANUAL) after ${MAX_REFUND_ASKS} asks unanswered, for good`, () => {
    let history = owed;
    for (let i = 0; i < MAX_REFUND_ASKS; i++)
      history = [
        ...history,
        ...given(history)
          .when(ask(later(i * REFUND_ASK_AGAIN_MS)))
          .events(),
      ];
    const unanswered = given(history)
      .when(ask(later(MAX_REFUND_ASKS * REFUND_ASK_AGAIN_MS)))
      .events();
    expect(unanswered).toEqual([
      ContractRefundNoted({ ...refund, providerRefundId: null, status: 'UNANSWERED' }),
    ]);
    given([...history, ...unanswered])
      .when(note('SETTLED'))
      .then([]);
    // The admin's list tells it from a refund the provider cannot pay: how often, when last.
    const state = fold(subscriptionDecider, [...history, ...unanswered]);
    const [listed] = state.transactions.filter((t) => isByHand(t.refund?.status));
    expect(listed!.refund).toMatchObject({
      status: 'UNANSWERED',
      asks: MAX_REFUND_ASKS,
      askedAt: later((MAX_REFUND_ASKS - 1) * REFUND_ASK_AGAIN_MS),
    });
  });
});

describe("the provider's word on a refund", () => {
  it('is final when it refused it, or the refund is to be paid by hand', () => {
    const refused = [...owed, ...given(owed).when(note('FAILED')).events()];
    expect(refused.at(-1)).toMatchObject({
      type: 'ContractRefundNoted',
      data: { status: 'FAILED' },
    });
    given(refused).when(note('PENDING')).then([]);
    given(refused)
      .when(ask(later(REFUND_ASK_AGAIN_MS)))
      .then([]);
    const byHand = [...owed, ...given(owed).when(note('MANUAL', null)).events()];
    given(byHand).when(note('PENDING')).then([]);
  });
});
