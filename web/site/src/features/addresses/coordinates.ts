// A coordinate as a customer types it: Persian or Latin digits, '.' or the Persian decimal mark.
import { normalizeDigits } from '@sofre/web-shared';

/** '۳۵٫۷۰۱' or '35.701' → 35.701; undefined unless within the bound. */
export function parseCoordinate(value: string, bound: number): number | undefined {
  const plain = normalizeDigits(value).replace('٫', '.').trim();
  if (!/^-?\d{1,3}(\.\d+)?$/.test(plain)) return undefined;
  const n = Number(plain);
  return Math.abs(n) <= bound ? n : undefined;
}
