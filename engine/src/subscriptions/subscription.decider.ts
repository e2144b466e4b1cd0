// Deciding a vendor's subscription: open a contract (an invoice for a package and period, at the
// package's price and CONTRACT fee rate of the day), pay it through the payment port (a transaction
// started, sent to the provider, verified once: contract-payment.decide.ts), and hold the package
// for a term (subscription-term.decide.ts).
import { z } from 'zod';
import type { Aggregate } from '../commands/handle-command.ts';
import type { Decider } from '../shared/decider.ts';
import { DomainError, domainError, errorMessages } from '../shared/domain-error.ts';
import type { CommandFrom, CommandUnion } from '../shared/messages.ts';
import { Rial } from '../shared/money.ts';
import { BillingPeriod } from './features.ts';
import { decideCompleteTransaction, decideStartTransaction } from './contract-payment.decide.ts';
import { decideNoteRefund, decideRequestRefund } from './contract-refund.decide.ts';
import {
  ContractOpened,
  ContractTransactionSent,
  RenewalReminderSent,
  subscriptionEventCodec,
  subscriptionStreamName,
  type SubscriptionEvent,
} from './subscription.events.ts';
import {
  codeUsedUp,
  contractOf,
  evolveSubscription,
  initialSubscription,
  transactionOf,
  type SubscriptionState,
} from './subscription.state.ts';
import { paidContract, termEvent } from './subscription-term.decide.ts';

const id = z.string().min(1).max(100);
/** The package's share of the vendor's online sales (package.kind.ts), as the vendor takes it. */
const contractFeePercent = z.number().min(0).max(100);

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
    contractFeePercent,
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
  /** Claims the asking of the provider for a refund owed (ContractRefundRequested), or not. */
  RequestContractRefund: z.object({ transactionId: id }),
  /** What became of a refund owed on a payment (ContractTransactionRefunded). */
  NoteContractRefund: z.object({
    transactionId: id,
    providerRefundId: z.string().nullable(),
    status: z.enum(['PENDING', 'SETTLED', 'FAILED', 'MANUAL']),
  }),
  GrantPackage: z.object({
    subscriptionId: id,
    packageId: id,
    packageTitle: z.string(),
    contractFeePercent,
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

/** The code field's own error, as the vendor typed it (the form marks the code). */
const codeAlreadyUsed = (code: string) =>
  new DomainError(
    'SUBSCRIPTION_CODE_ALREADY_USED',
    [
      {
        field: 'code',
        code: 'SUBSCRIPTION_CODE_ALREADY_USED',
        message: errorMessages.SUBSCRIPTION_CODE_ALREADY_USED,
      },
    ],
    { code },
  );

export function decideSubscription(
  command: SubscriptionCommand,
  state: SubscriptionState,
): SubscriptionEvent[] {
  const { now } = command.metadata;
  switch (command.type) {
    case 'OpenContract': {
      const d = command.data;
      if (contractOf(state, d.contractId)) return [];
      // A code is used once per vendor: two contracts opened with it at the same moment are
      // decided one after the other on this stream, and the second sees the first paid.
      if (d.code !== null && codeUsedUp(state, d.code)) throw codeAlreadyUsed(d.code);
      const amount = Math.max(0, d.price - d.discount);
      const opened = ContractOpened({ ...d, amount, openedAt: now });
      // A code that takes the whole price: nothing to pay, the term starts now.
      if (amount > 0) return [opened];
      const after = evolveSubscription(state, opened);
      return [opened, ...paidContract(after, d.contractId, now)];
    }
    case 'StartContractTransaction':
      return decideStartTransaction(command, state);
    case 'MarkContractTransactionSent': {
      const tx = transactionOf(state, command.data.transactionId);
      if (!tx) throw domainError('TRANSACTION_NOT_FOUND');
      if (tx.status !== 'INIT') return [];
      return [ContractTransactionSent({ ...command.data, contractId: tx.contractId })];
    }
    case 'CompleteContractTransaction':
      return decideCompleteTransaction(command, state);
    case 'RequestContractRefund':
      return decideRequestRefund(command, state);
    case 'NoteContractRefund':
      return decideNoteRefund(command, state);
    case 'GrantPackage': {
      const { subscriptionId, source, code, since, ...term } = command.data;
      // A retried grant (its id is the code's own) repeats before the code counts as used up.
      if (state.terms.some((t) => t.subscriptionId === subscriptionId)) return [];
      if (source === 'CODE' && code !== null && codeUsedUp(state, code))
        throw codeAlreadyUsed(code);
      return [
        termEvent(
          state,
          { subscriptionId, ...term, now: since ?? now },
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
