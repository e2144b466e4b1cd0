// What a Jibit purchase's state (from the purchase inquiry) means for the port. SUCCESS is a
// verified payment; MANUALLY_SUCCESS and REVERSED are contradictions Jibit resolved by hand.
import type { PaymentFailureReason } from '@sofre/engine/payments';
import type { VerifyOutcome } from '../payment-provider.port.ts';
import { unavailable } from './jibit.answers.ts';

export interface JibitPurchase {
  readonly purchaseIdStr?: string;
  readonly amount?: unknown;
  readonly state?: string;
  readonly pspRrn?: string;
  readonly pspReferenceNumber?: string;
  readonly pspMaskedCardNumber?: string;
}

const NOT_PAID: Readonly<Record<string, PaymentFailureReason>> = {
  FAILED: 'DECLINED',
  EXPIRED: 'EXPIRED',
  REVERSED: 'GATEWAY_ERROR',
  // Still at the PSP after the payer came back: the payer left without paying.
  IN_PROGRESS: 'CANCELED_BY_PAYER',
};

export function outcomeOf(purchase: JibitPurchase): VerifyOutcome {
  const state = purchase.state ?? '';
  if (state === 'SUCCESS' || state === 'MANUALLY_SUCCESS') return paid(purchase);
  const reason = NOT_PAID[state];
  if (reason) return { outcome: 'NOT_PAID', reason };
  // READY_TO_VERIFY after a verify, or UNKNOWN: Jibit has not settled it yet.
  throw unavailable(`jibit purchase in state ${state || '(none)'}`);
}

/** PAID with Jibit's amount; the receipt is the bank's RRN, which the payer's SMS shows. */
function paid(purchase: JibitPurchase): VerifyOutcome {
  const amount = purchase.amount;
  const referenceId = purchase.pspRrn || purchase.pspReferenceNumber || purchase.purchaseIdStr;
  if (typeof amount !== 'number' || !Number.isSafeInteger(amount) || !referenceId) {
    throw unavailable('jibit purchase without an amount or reference');
  }
  const cardPan = purchase.pspMaskedCardNumber;
  return { outcome: 'PAID', amount, referenceId, ...(cardPan ? { cardPan } : {}) };
}
