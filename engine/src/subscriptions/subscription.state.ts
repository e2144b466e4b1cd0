// A vendor's subscription stream folded: its contracts (invoices) with their payments, and the
// terms it held or holds a package for.
import type { TransactionStatus } from '../shared/enums.ts';
import type { BillingPeriod } from './features.ts';
import type { ContractRefundReason, SubscriptionEvent } from './subscription.events.ts';

/**
 * Invoice statuses (spec §3): PENDING until paid; FAILED when a payment failed and none other of it
 * is still open (INIT or PENDING).
 */
export type InvoiceStatus = 'PENDING' | 'PAID' | 'FAILED';

/**
 * Money of a verified payment owed back: DUE until the provider took it (PENDING) or answered;
 * FAILED (the provider refused), MANUAL (it cannot refund) and UNANSWERED (asked too often with
 * no answer: it may have refunded) are paid back by hand.
 */
export interface ContractRefund {
  readonly refundId: string;
  readonly amount: number;
  readonly reason: ContractRefundReason;
  readonly status: 'DUE' | 'PENDING' | 'SETTLED' | 'FAILED' | 'MANUAL' | 'UNANSWERED';
  readonly providerRefundId: string | null;
  /** How often it was asked of the provider, and when last (ContractRefundRequested). */
  readonly asks: number;
  readonly askedAt: string | null;
}

export interface ContractTransaction {
  readonly transactionId: string;
  readonly contractId: string;
  readonly amount: number;
  readonly provider: string;
  readonly status: TransactionStatus;
  readonly authority: string | null;
  readonly referenceId: string | null;
  /** Null on a payment recorded before version 2 of its event. */
  readonly startedAt: string | null;
  /** Why it failed (ContractTransactionFailed), while FAILED; else null. */
  readonly failure: string | null;
  readonly refund: ContractRefund | null;
}

export interface Contract {
  readonly contractId: string;
  readonly packageId: string;
  readonly packageTitle: string;
  readonly period: BillingPeriod;
  readonly days: number;
  readonly price: number;
  readonly discount: number;
  readonly amount: number;
  readonly code: string | null;
  /** The package's CONTRACT fee rate bought; null: not recorded (version 1). */
  readonly contractFeePercent: number | null;
  readonly openedAt: string;
  readonly status: InvoiceStatus;
  readonly paidAt: string | null;
}

export interface SubscriptionTerm {
  readonly subscriptionId: string;
  readonly packageId: string;
  readonly startsAt: string;
  readonly endsAt: string;
  readonly source: 'CONTRACT' | 'CODE' | 'GRANT';
  readonly contractId: string | null;
  readonly code: string | null;
  readonly packageTitle: string | null;
  /** The CONTRACT fee rate of the weeks begun in this term; null: not recorded (version 1). */
  readonly contractFeePercent: number | null;
  readonly reminded: boolean;
}

export interface SubscriptionState {
  /** Oldest first. */
  readonly contracts: readonly Contract[];
  readonly transactions: readonly ContractTransaction[];
  /** In the order they were started. */
  readonly terms: readonly SubscriptionTerm[];
}

export const initialSubscription = (): SubscriptionState => ({
  contracts: [],
  transactions: [],
  terms: [],
});

const patch = <T extends object>(
  list: readonly T[],
  match: (t: T) => boolean,
  change: Partial<T>,
) => list.map((t) => (match(t) ? { ...t, ...change } : t));

export function evolveSubscription(
  state: SubscriptionState,
  event: SubscriptionEvent,
): SubscriptionState {
  switch (event.type) {
    case 'ContractOpened':
      return {
        ...state,
        contracts: [...state.contracts, { ...event.data, status: 'PENDING', paidAt: null }],
      };
    case 'ContractTransactionStarted': {
      const { contractId, transactionId, amount, provider, startedAt } = event.data;
      const tx: ContractTransaction = {
        transactionId,
        contractId,
        amount,
        provider,
        status: 'INIT',
        authority: null,
        referenceId: null,
        startedAt,
        failure: null,
        refund: null,
      };
      return {
        ...state,
        transactions: [...state.transactions, tx],
        contracts: patch(state.contracts, (c) => c.contractId === contractId, {
          status: 'PENDING',
        }),
      };
    }
    case 'ContractTransactionSent':
      return {
        ...state,
        transactions: patch(
          state.transactions,
          (t) => t.transactionId === event.data.transactionId,
          {
            status: 'PENDING',
            authority: event.data.authority,
          },
        ),
      };
    case 'ContractTransactionDone':
      return {
        ...state,
        transactions: patch(
          state.transactions,
          (t) => t.transactionId === event.data.transactionId,
          {
            status: 'DONE',
            referenceId: event.data.referenceId,
            failure: null,
          },
        ),
      };
    case 'ContractTransactionFailed': {
      const { contractId, transactionId } = event.data;
      const transactions = patch(state.transactions, (t) => t.transactionId === transactionId, {
        status: 'FAILED',
        failure: event.data.reason,
      });
      // An abandoned payment expired while the vendor pays another: the contract waits for that one.
      const anotherOpen = transactions.some(
        (t) => t.contractId === contractId && (t.status === 'INIT' || t.status === 'PENDING'),
      );
      return {
        ...state,
        transactions,
        contracts: patch(
          state.contracts,
          (c) => c.contractId === contractId && c.status !== 'PAID' && !anotherOpen,
          { status: 'FAILED' },
        ),
      };
    }
    case 'ContractTransactionRefunded': {
      const { transactionId, refundId, amount, reason } = event.data;
      const refund: ContractRefund = {
        refundId,
        amount,
        reason,
        status: 'DUE',
        providerRefundId: null,
        asks: 0,
        askedAt: null,
      };
      return {
        ...state,
        transactions: patch(state.transactions, (t) => t.transactionId === transactionId, {
          refund,
        }),
      };
    }
    case 'ContractRefundRequested': {
      const { transactionId, ask, askedAt } = event.data;
      return {
        ...state,
        transactions: state.transactions.map((t) =>
          t.transactionId === transactionId && t.refund
            ? { ...t, refund: { ...t.refund, asks: ask, askedAt } }
            : t,
        ),
      };
    }
    case 'ContractRefundNoted': {
      const { transactionId, status, providerRefundId } = event.data;
      return {
        ...state,
        transactions: state.transactions.map((t) =>
          t.transactionId === transactionId && t.refund
            ? {
                ...t,
                refund: {
                  ...t.refund,
                  status,
                  providerRefundId: providerRefundId ?? t.refund.providerRefundId,
                },
              }
            : t,
        ),
      };
    }
    case 'ContractPaid':
      return {
        ...state,
        contracts: patch(state.contracts, (c) => c.contractId === event.data.contractId, {
          status: 'PAID',
          paidAt: event.data.paidAt,
        }),
      };
    case 'SubscriptionTermStarted':
      return { ...state, terms: [...state.terms, { ...event.data, reminded: false }] };
    case 'RenewalReminderSent':
      return {
        ...state,
        terms: patch(state.terms, (t) => t.subscriptionId === event.data.subscriptionId, {
          reminded: true,
        }),
      };
    default:
      return event satisfies never;
  }
}

/** The term in force at `now`: the latest started that has begun and not ended. */
export const termAt = (state: SubscriptionState, now: string): SubscriptionTerm | undefined => {
  const at = Date.parse(now);
  return state.terms.findLast((t) => Date.parse(t.startsAt) <= at && at < Date.parse(t.endsAt));
};

export const contractOf = (state: SubscriptionState, contractId: string) =>
  state.contracts.find((c) => c.contractId === contractId);

export const transactionOf = (state: SubscriptionState, transactionId: string) =>
  state.transactions.find((t) => t.transactionId === transactionId);

/**
 * A code is used once per vendor: has the vendor used `code` for good — a contract paid with it
 * (other than `except`), or a term the code gave? The one rule behind SUBSCRIPTION_CODE_ALREADY_USED.
 */
export const codeUsedUp = (state: SubscriptionState, code: string, except?: string) =>
  state.contracts.some((c) => c.contractId !== except && c.code === code && c.status === 'PAID') ||
  state.terms.some((t) => t.source === 'CODE' && t.code === code);

/**
 * Does anything of the vendor's hold the code's use: a contract opened with it (paid or not) or a
 * term it gave? While one does, the vendor's place on the code's counter is not given back.
 */
export const holdsCode = (state: SubscriptionState, code: string) =>
  state.contracts.some((c) => c.code === code) || state.terms.some((t) => t.code === code);
