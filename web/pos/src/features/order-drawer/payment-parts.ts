// Taking money at the counter (POST /api/payments/manualpaybypos): one method for all or part of
// what is due, or a split bill across methods whose parts must add up to exactly what is due
// (else 422 PAYMENT_PARTS_MISMATCH). The dialog shows what is left to split as it is typed.
import type { PayByPosRequest } from '@sofre/engine/contracts';

/** What a cashier takes at the counter; ONLINE is the customer's own, MULTI is a split. */
export const COUNTER_METHODS = ['CARD', 'CASH', 'CREDIT'] as const;
export type CounterMethod = (typeof COUNTER_METHODS)[number];

export interface PaymentPart {
  readonly method: CounterMethod;
  /** Rial; undefined while the field is empty. */
  readonly amount: number | undefined;
}

export const partsTotal = (parts: readonly PaymentPart[]): number =>
  parts.reduce((sum, p) => sum + (p.amount ?? 0), 0);

/** What is left to split: negative when the parts ask for more than is due. */
export const remainingOf = (due: number, parts: readonly PaymentPart[]): number =>
  due - partsTotal(parts);

/** The first part takes all that is due; a new part takes what is left (or nothing). */
export const firstPart = (due: number): PaymentPart => ({ method: 'CARD', amount: due });
export const nextPart = (due: number, parts: readonly PaymentPart[]): PaymentPart => {
  const used = new Set(parts.map((p) => p.method));
  const method = COUNTER_METHODS.find((m) => !used.has(m)) ?? 'CASH';
  const left = remainingOf(due, parts);
  return { method, amount: left > 0 ? left : undefined };
};

/**
 * The request, or undefined while it cannot be sent: one part pays all or part of the balance,
 * several parts must each be positive and add up to exactly the balance.
 */
export function payRequest(
  orderId: string,
  paymentId: string,
  due: number,
  parts: readonly PaymentPart[],
): PayByPosRequest | undefined {
  if (parts.some((p) => p.amount === undefined || p.amount <= 0)) return undefined;
  if (parts.length === 1) {
    const [only] = parts as [PaymentPart];
    if (only.amount! > due) return undefined;
    return { orderId, paymentId, paymentMethod: only.method, amount: only.amount };
  }
  if (remainingOf(due, parts) !== 0) return undefined;
  return {
    orderId,
    paymentId,
    parts: parts.map((p) => ({ paymentMethod: p.method, amount: p.amount! })),
  };
}
