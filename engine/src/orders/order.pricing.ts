// Pricing and line changes as the order sees them; the arithmetic itself is pricing/price-order.ts.
import type { DeliveryType } from '../shared/enums.ts';
import { draftLineKey } from '../pricing/line-identity.ts';
import type { OrderLine } from '../pricing/order-line.ts';
import { priceOrder } from '../pricing/price-order.ts';
import type { PriceBreakdown } from '../pricing/pricing.schemas.ts';
import type { OrderPricingTerms } from './order.events.ts';

/**
 * Until a delivery method is chosen the order is priced as a pickup: takeaway packaging, no
 * salon service charge, no delivery cost. Choosing the method later re-prices it.
 */
export const priceLines = (
  lines: readonly OrderLine[],
  deliveryType: DeliveryType | undefined,
  terms: OrderPricingTerms,
): PriceBreakdown =>
  priceOrder({ ...terms, lines: [...lines], deliveryType: deliveryType ?? 'PICKUP' });

export interface LineChanges {
  readonly addedLines: OrderLine[];
  readonly removedLines: OrderLine[];
}

const group = (lines: readonly OrderLine[]) => {
  const byKey = new Map<string, { line: OrderLine; count: number }>();
  for (const line of lines) {
    const key = draftLineKey(line);
    const seen = byKey.get(key);
    byKey.set(key, { line: seen?.line ?? line, count: (seen?.count ?? 0) + line.count });
  }
  return byKey;
};

/**
 * What the kitchen must add or take off: per line identity (item, toppings, free or not), the
 * units that appeared or went away, each as a line whose count is that difference.
 */
export function lineChanges(
  before: readonly OrderLine[],
  after: readonly OrderLine[],
): LineChanges {
  const was = group(before);
  const now = group(after);
  const removedLines: OrderLine[] = [];
  const addedLines: OrderLine[] = [];
  for (const [key, { line, count }] of was) {
    const left = now.get(key)?.count ?? 0;
    if (left < count) removedLines.push({ ...line, count: count - left });
  }
  for (const [key, { line, count }] of now) {
    const had = was.get(key)?.count ?? 0;
    if (count > had) addedLines.push({ ...line, count: count - had });
  }
  return { addedLines, removedLines };
}
