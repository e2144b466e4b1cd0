// A vendor's side of its business with the platform, on one stream per vendor
// (`subscription-{vendorId}`): contracts (invoices for a package and period), the payments that
// settle them, and the terms the vendor holds a package for. Contracts and payments are few (a
// handful a year), so the whole history folds fast on every read.
// Version 2 of ContractOpened and SubscriptionTermStarted records the CONTRACT fee rate (and the
// package's title) the vendor bought, so an admin editing the package later changes no week that
// was settled on it; version 1 events upcast to null: no rate recorded, the package's rate of the
// day of reading stands in (the best an upcaster can know). Version 2 of
// ContractTransactionStarted records when it began (a payment still open refuses a second for a
// while); version 1 upcasts to null, a payment long past that while.
import { z } from 'zod';
import { defineEvent, eventCodec, type EventOf } from '../shared/event-definitions.ts';
import { Rial } from '../shared/money.ts';
import { BillingPeriod } from './features.ts';

const id = z.string().min(1).max(100);
const instant = z.string().min(1);
/** The package's share of the vendor's online sales (settlements); null on a version 1 event. */
const feePercent = z.number().min(0).max(100).nullable();

type Data = Record<string, unknown>;
const asData = (data: unknown): Data => (typeof data === 'object' && data ? (data as Data) : {});

/** An invoice for a package and a period, at the price (less a code's discount) of its day. */
export const ContractOpened = defineEvent(
  'ContractOpened',
  z.object({
    contractId: id,
    packageId: id,
    packageTitle: z.string(),
    period: BillingPeriod,
    days: z.number().int().positive(),
    /** The package's price for the period. */
    price: Rial,
    /** What a DISCOUNT code took off. */
    discount: Rial,
    /** What the vendor pays: price − discount. */
    amount: Rial,
    code: z.string().nullable(),
    /** The package's CONTRACT fee rate when the contract was opened: what the vendor bought. */
    contractFeePercent: feePercent,
    openedAt: instant,
  }),
  { version: 2, upcast: (data) => ({ contractFeePercent: null, ...asData(data) }) },
);

/** A payment of a contract opened at the provider (INIT until the provider answered). */
export const ContractTransactionStarted = defineEvent(
  'ContractTransactionStarted',
  z.object({
    contractId: id,
    transactionId: id,
    amount: Rial,
    provider: z.string(),
    startedAt: instant.nullable(),
  }),
  { version: 2, upcast: (data) => ({ startedAt: null, ...asData(data) }) },
);

/** The provider took the request: the payer is sent to its page (PENDING). */
export const ContractTransactionSent = defineEvent(
  'ContractTransactionSent',
  z.object({ contractId: id, transactionId: id, authority: z.string().min(1) }),
);

/** Verified paid at the provider (DONE); the contract is PAID by it. */
export const ContractTransactionDone = defineEvent(
  'ContractTransactionDone',
  z.object({ contractId: id, transactionId: id, amount: Rial, referenceId: z.string() }),
);

export const ContractTransactionFailed = defineEvent(
  'ContractTransactionFailed',
  z.object({ contractId: id, transactionId: id, reason: z.string() }),
);

/** Why money verified for a contract is given back rather than kept. */
export const ContractRefundReason = z.enum([
  /** Another payment paid the contract first (two tabs, two gateways). */
  'CONTRACT_ALREADY_PAID',
  /** The contract's DISCOUNT code was paid for already on another contract of the vendor. */
  'SUBSCRIPTION_CODE_ALREADY_USED',
  /** The provider took another amount than the contract's: it cannot pay the contract. */
  'AMOUNT_MISMATCH',
]);
export type ContractRefundReason = z.infer<typeof ContractRefundReason>;

/**
 * A verified payment the contract could not keep: owed back to the vendor through its provider.
 * Version 2 adds the reason AMOUNT_MISMATCH; a version 1 event reads as it was written.
 */
export const ContractTransactionRefunded = defineEvent(
  'ContractTransactionRefunded',
  z.object({
    contractId: id,
    transactionId: id,
    refundId: id,
    /** The whole of what the provider took. */
    amount: Rial,
    reason: ContractRefundReason,
  }),
  { version: 2 },
);

/**
 * A refund asked of the provider (its `ask`-th time): the claim, on the stream, that only one
 * caller asks — a replayed callback, the hourly inquiry or a second gateway find it taken. Asked
 * again only once REFUND_ASK_AGAIN_MS passed without the provider's answer (its refund id makes a
 * repeat one refund).
 */
export const ContractRefundRequested = defineEvent(
  'ContractRefundRequested',
  z.object({ transactionId: id, refundId: id, ask: z.number().int().positive(), askedAt: instant }),
);

/**
 * What became of a refund: the provider took it (PENDING), paid it out (SETTLED) or refused it
 * (FAILED); or it is to be paid back by hand: MANUAL, the provider cannot refund; UNANSWERED, it
 * was asked too often with no answer (it may have refunded all the same: the operator checks with
 * it first). FAILED, MANUAL and UNANSWERED are for the platform's operator. Version 2 adds MANUAL,
 * version 3 UNANSWERED; an older event reads as it was written (a version 2 MANUAL may be either).
 */
export const ContractRefundNoted = defineEvent(
  'ContractRefundNoted',
  z.object({
    transactionId: id,
    refundId: id,
    providerRefundId: z.string().nullable(),
    status: z.enum(['PENDING', 'SETTLED', 'FAILED', 'MANUAL', 'UNANSWERED']),
  }),
  { version: 3 },
);

export const ContractPaid = defineEvent(
  'ContractPaid',
  z.object({ contractId: id, amount: Rial, paidAt: instant }),
);

/** The vendor holds a package from startsAt until endsAt (a paid contract, a code, a grant). */
export const SubscriptionTermStarted = defineEvent(
  'SubscriptionTermStarted',
  z.object({
    subscriptionId: id,
    packageId: id,
    startsAt: instant,
    endsAt: instant,
    source: z.enum(['CONTRACT', 'CODE', 'GRANT']),
    contractId: id.nullable(),
    code: z.string().nullable(),
    /** The package as the vendor took it: its title and CONTRACT fee rate (null: version 1). */
    packageTitle: z.string().nullable(),
    contractFeePercent: feePercent,
  }),
  {
    version: 2,
    upcast: (data) => ({ packageTitle: null, contractFeePercent: null, ...asData(data) }),
  },
);

/** The vendor was told its term ends soon (once per term). */
export const RenewalReminderSent = defineEvent(
  'RenewalReminderSent',
  z.object({ subscriptionId: id, endsAt: instant }),
);

export const subscriptionEvents = [
  ContractOpened,
  ContractTransactionStarted,
  ContractTransactionSent,
  ContractTransactionDone,
  ContractTransactionFailed,
  ContractTransactionRefunded,
  ContractRefundRequested,
  ContractRefundNoted,
  ContractPaid,
  SubscriptionTermStarted,
  RenewalReminderSent,
] as const;
export const subscriptionEventCodec = eventCodec(subscriptionEvents);
export type SubscriptionEvent = EventOf<(typeof subscriptionEvents)[number]>;

export const subscriptionStreamName = (vendorId: string): string => `subscription-${vendorId}`;
