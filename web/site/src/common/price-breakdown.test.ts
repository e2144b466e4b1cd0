import { describe, expect, it } from 'vitest';
import { breakdownRows } from './price-breakdown.tsx';

const price = {
  sumOfItemsPrice: 710_000,
  sumOfItemToppingsPrice: 0,
  sumOfPackagingCostItems: 0,
  discountPackagingCost: 0,
  totalPackagingCost: 0,
  tax: 61_000,
  serviceChargeCostNumber: 0,
  serviceChargeFinalPrice: 0,
  finalDiscountAmount: 100_000,
  serviceFeeValue: 0,
  serviceFeeType: 'MONEY' as const,
  totalServiceFee: 0,
  tip: 0,
  deliveryCost: 0,
  finalPrice: 671_000,
};

describe('the tracker’s price breakdown', () => {
  it('shows the items and every charge or discount that is not zero, so they add up to the total', () => {
    const rows = breakdownRows(price);
    expect(rows.map((r) => r.amount)).toEqual([710_000, 100_000, 61_000]);
    const total = rows.reduce((sum, r) => sum + (r.minus ? -r.amount : r.amount), 0);
    expect(total).toBe(price.finalPrice);
  });
});
