// A vendor's side of its business with the platform, on one stream per vendor
// (`subscription-{vendorId}`): contracts (invoices for a package and period), the payments that
// settle them, and the terms the vendor holds a package for. Contracts and payments are few (a
// handful a year), so the whole history folds fast on every read.
import { z } from 'zod';
import { defineEvent, eventCodec, type EventOf } from '../shared/event-definitions.ts';
import { Rial } from '../shared/money.ts';
import { BillingPeriod } from './features.ts';

const id = z.string().min(1).max(100);
const instant = z.string().min(1);

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
    openedAt: instant,
  }),
);

/** A payment of a contract opened at the provider (INIT until the provider answered). */
export const ContractTransactionStarted = defineEvent(
  'ContractTransactionStarted',
  z.object({ contractId: id, transactionId: id, amount: Rial, provider: z.string() }),
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
  }),
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
  ContractPaid,
  SubscriptionTermStarted,
  RenewalReminderSent,
] as const;
export const subscriptionEventCodec = eventCodec(subscriptionEvents);
export type SubscriptionEvent = EventOf<(typeof subscriptionEvents)[number]>;

export const subscriptionStreamName = (vendorId: string): string => `subscription-${vendorId}`;
