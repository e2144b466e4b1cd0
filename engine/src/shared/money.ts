// Money is always an integer number of Rial; Toman (= 10 Rial) is only a display unit.
import { z } from 'zod';

export const Rial = z.number().int().nonnegative();
export type Rial = number;

/** Rounds a fractional Rial amount (e.g. a percentage) to whole Rial, half up. */
export const roundRial = (amount: number): Rial => Math.round(amount);

export const percentOf = (amount: Rial, percent: number): Rial =>
  roundRial((amount * percent) / 100);

export const sumRial = (amounts: readonly Rial[]): Rial => amounts.reduce((a, b) => a + b, 0);
