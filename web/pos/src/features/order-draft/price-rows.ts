// The rows a price shows, on the draft's totals and on the printed receipt: the items always, the
// other charges only when there are any. The discount is the one amount taken off.
import type { PriceBreakdown } from '@sofre/engine/pricing';
import { posMessages } from '../../messages/pos.messages.ts';

const text = posMessages.totals;

export interface PriceRow {
  readonly label: string;
  readonly amount: number;
  readonly off?: true;
}

export function priceRows(price: PriceBreakdown): PriceRow[] {
  const optional: PriceRow[] = [
    { label: text.toppings, amount: price.sumOfItemToppingsPrice },
    { label: text.discount, amount: price.finalDiscountAmount, off: true },
    { label: text.packaging, amount: price.totalPackagingCost },
    { label: text.tax, amount: price.tax },
    { label: text.service, amount: price.serviceChargeFinalPrice },
    { label: text.serviceFee, amount: price.totalServiceFee },
    { label: text.tip, amount: price.tip },
    { label: text.delivery, amount: price.deliveryCost },
  ];
  return [
    { label: text.items, amount: price.sumOfItemsPrice },
    ...optional.filter((row) => row.amount > 0),
  ];
}
