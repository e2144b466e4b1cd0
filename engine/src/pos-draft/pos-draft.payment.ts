// A split (MULTI) bill at the counter: which methods pay how much of the order's total. The parts
// are entered with the order and recorded as payments once it is placed (manualpaybypos), where
// they must add up to exactly what is due.
import { z } from 'zod';
import { Rial } from '../shared/money.ts';

/** What a cashier takes at the counter; CREDIT is charged to the customer's account. */
export const SPLIT_METHODS = ['CARD', 'CASH', 'CREDIT'] as const;
export const SplitMethod = z.enum(SPLIT_METHODS);
export type SplitMethod = z.infer<typeof SplitMethod>;

/** One method's share; 0 while the cashier has not typed it. */
export const PaymentPart = z.object({ paymentMethod: SplitMethod, amount: Rial });
export type PaymentPart = z.infer<typeof PaymentPart>;

/** As many as the payment contract takes. */
export const MAX_PAYMENT_PARTS = 10;

/** A split starts as card and cash, amounts to be typed. */
export const defaultPaymentParts = (): PaymentPart[] => [
  { paymentMethod: 'CARD', amount: 0 },
  { paymentMethod: 'CASH', amount: 0 },
];

export const partsTotal = (parts: readonly PaymentPart[]): Rial =>
  parts.reduce((sum, p) => sum + p.amount, 0);

/** What is left to split: negative when the parts ask for more than the total. */
export const splitRemainder = (parts: readonly PaymentPart[], total: Rial): Rial =>
  total - partsTotal(parts);

/** The parts that carry money: what is recorded once the order is placed. */
export const paidParts = (parts: readonly PaymentPart[]): PaymentPart[] =>
  parts.filter((p) => p.amount > 0);

/** Two methods at least, adding up to exactly the total. */
export const isSplitSettled = (parts: readonly PaymentPart[], total: Rial): boolean =>
  paidParts(parts).length >= 2 && splitRemainder(parts, total) === 0;
