// Deciding a vendor's subscription: open a contract (an invoice for a package and period), pay it
// through the payment port (a transaction started, sent to the provider, then verified once), and
// hold the package for a term. A term of the package the vendor holds now starts where the last
// one ends (a renewal loses no day); another package starts now (an upgrade takes effect at once).
import { z } from 'zod';
import type { Aggregate } from '../commands/handle-command.ts';
import type { Decider } from '../shared/decider.ts';
import { domainError } from '../shared/domain-error.ts';
import type { CommandFrom, CommandUnion } from '../shared/messages.ts';
import { Rial } from '../shared/money.ts';
import { addDays, BillingPeriod } from './features.ts';
import {
  ContractOpened,
  ContractPaid,
  ContractTransactionDone,
  ContractTransactionFailed,
  ContractTransactionSent,
  ContractTransactionStarted,
  RenewalReminderSent,
  SubscriptionTermStarted,
  subscriptionEventCodec,
  subscriptionStreamName,
  type SubscriptionEvent,
} from './subscription.events.ts';
import {
  contractOf,
  evolveSubscription,
  initialSubscription,
  transactionOf,
  type SubscriptionState,
} from './subscription.state.ts';

const id = z.string().min(1).max(100);

export const subscriptionCommandSchemas = {
  OpenContract: z.object({
    contractId: id,
    packageId: id,
    packageTitle: z.string(),
    period: BillingPeriod,
    days: z.number().int().positive(),
    price: Rial,
    discount: Rial,
    code: z.string().nullable(),
  }),
  StartContractTransaction: z.object({
    contractId: id,
    transactionId: id,
    provider: z.string(),
  }),
  MarkContractTransactionSent: z.object({ transactionId: id, authority: z.string().min(1) }),
  /** What the provider's verify said, with OUR amount compared by the decider. */
  CompleteContractTransaction: z.object({
    transactionId: id,
    result: z.discriminatedUnion('outcome', [
      z.object({ outcome: z.literal('PAID'), amount: Rial, referenceId: z.string() }),
      z.object({ outcome: z.literal('NOT_PAID'), reason: z.string() }),
    ]),
  }),
  GrantPackage: z.object({
    subscriptionId: id,
    packageId: id,
    days: z.number().int().positive(),
    source: z.enum(['CODE', 'GRANT']),
    code: z.string().nullable(),
    /** A grant held since an earlier instant (the demo's, so its past days show everything). */
    since: z.string().optional(),
  }),
  SendRenewalReminder: z.object({ subscriptionId: id }),
} as const;
type Schemas = typeof subscriptionCommandSchemas;
export type SubscriptionCommand = CommandUnion<Schemas>;
export type SubscriptionCommandOf<T extends keyof Schemas & string> = CommandFrom<Schemas, T>;

/** Where a new term of `packageId` starts: after the running terms of the same package, else now. */
function termStart(state: SubscriptionState, packageId: string, now: string): string {
  const at = Date.parse(now);
  const ends = state.terms
    .filter((t) => t.packageId === packageId && Date.parse(t.endsAt) > at)
    .map((t) => Date.parse(t.endsAt));
  return ends.length > 0 ? new Date(Math.max(...ends)).toISOString() : now;
}

function termEvent(
  state: SubscriptionState,
  data: { subscriptionId: string; packageId: string; days: number; now: string },
  source: { source: 'CONTRACT' | 'CODE' | 'GRANT'; contractId: string | null; code: string | null },
) {
  const startsAt = termStart(state, data.packageId, data.now);
  return SubscriptionTermStarted({
    subscriptionId: data.subscriptionId,
    packageId: data.packageId,
    startsAt,
    endsAt: addDays(startsAt, data.days),
    ...source,
  });
}

function paidContract(state: SubscriptionState, contractId: string, now: string) {
  const contract = contractOf(state, contractId)!;
  return [
    ContractPaid({ contractId, amount: contract.amount, paidAt: now }),
    termEvent(
      state,
      { subscriptionId: contractId, packageId: contract.packageId, days: contract.days, now },
      { source: 'CONTRACT', contractId, code: contract.code },
    ),
  ];
}

export function decideSubscription(
  command: SubscriptionCommand,
  state: SubscriptionState,
): SubscriptionEvent[] {
  const { now } = command.metadata;
  switch (command.type) {
    case 'OpenContract': {
      const d = command.data;
      if (contractOf(state, d.contractId)) return [];
      const amount = Math.max(0, d.price - d.discount);
      const opened = ContractOpened({ ...d, amount, openedAt: now });
      // A code that takes the whole price: nothing to pay, the term starts now.
      if (amount > 0) return [opened];
      const after = evolveSubscription(state, opened);
      return [opened, ...paidContract(after, d.contractId, now)];
    }
    case 'StartContractTransaction': {
      const { contractId, transactionId, provider } = command.data;
      if (transactionOf(state, transactionId)) return [];
      const contract = contractOf(state, contractId);
      if (!contract) throw domainError('CONTRACT_NOT_FOUND');
      if (contract.status === 'PAID') throw domainError('CONTRACT_ALREADY_PAID');
      return [
        ContractTransactionStarted({
          contractId,
          transactionId,
          amount: contract.amount,
          provider,
        }),
      ];
    }
    case 'MarkContractTransactionSent': {
      const tx = transactionOf(state, command.data.transactionId);
      if (!tx) throw domainError('TRANSACTION_NOT_FOUND');
      if (tx.status !== 'INIT') return [];
      return [ContractTransactionSent({ ...command.data, contractId: tx.contractId })];
    }
    case 'CompleteContractTransaction': {
      const { transactionId, result } = command.data;
      const tx = transactionOf(state, transactionId);
      if (!tx) throw domainError('TRANSACTION_NOT_FOUND');
      // Verified once: a repeated callback (a reload, a second tab) changes nothing.
      if (tx.status === 'DONE' || tx.status === 'FAILED') return [];
      const { contractId } = tx;
      if (result.outcome === 'NOT_PAID')
        return [ContractTransactionFailed({ contractId, transactionId, reason: result.reason })];
      if (result.amount !== tx.amount)
        return [
          ContractTransactionFailed({ contractId, transactionId, reason: 'AMOUNT_MISMATCH' }),
        ];
      const done = ContractTransactionDone({
        contractId,
        transactionId,
        amount: result.amount,
        referenceId: result.referenceId,
      });
      // A second payment of a contract paid already buys no second term.
      if (contractOf(state, contractId)?.status === 'PAID') return [done];
      return [done, ...paidContract(evolveSubscription(state, done), contractId, now)];
    }
    case 'GrantPackage': {
      const { subscriptionId, packageId, days, source, code, since } = command.data;
      if (state.terms.some((t) => t.subscriptionId === subscriptionId)) return [];
      return [
        termEvent(
          state,
          { subscriptionId, packageId, days, now: since ?? now },
          { source, contractId: null, code },
        ),
      ];
    }
    case 'SendRenewalReminder': {
      const term = state.terms.find((t) => t.subscriptionId === command.data.subscriptionId);
      if (!term || term.reminded) return [];
      return [RenewalReminderSent({ subscriptionId: term.subscriptionId, endsAt: term.endsAt })];
    }
    default:
      return command satisfies never;
  }
}

export const subscriptionDecider: Decider<
  SubscriptionState,
  SubscriptionCommand,
  SubscriptionEvent
> = {
  initialState: initialSubscription,
  decide: decideSubscription,
  evolve: evolveSubscription,
};

export const subscriptionAggregate: Aggregate<
  SubscriptionState,
  SubscriptionCommand,
  SubscriptionEvent
> = {
  decider: subscriptionDecider,
  codec: subscriptionEventCodec,
  streamName: (command) => subscriptionStreamName(command.metadata.vendorId),
  notFound: 'VENDOR_NOT_FOUND',
};
