// Lines and server answers for the cart's tests.
import type { CartLineView, CartView } from '@sofre/engine/contracts';

export const line = (id: string, more: Partial<CartLineView> = {}): CartLineView => ({
  id,
  menuItemId: 'kabab',
  title: 'کباب',
  count: 1,
  price: 500_000,
  discount: 0,
  unitPrice: 500_000,
  toppings: [],
  isFreeItem: false,
  ...more,
});

const zeroPrice = {
  sumOfItemsPrice: 0,
  sumOfItemToppingsPrice: 0,
  sumOfPackagingCostItems: 0,
  discountPackagingCost: 0,
  totalPackagingCost: 0,
  tax: 0,
  serviceChargeCostNumber: 0,
  serviceChargeFinalPrice: 0,
  finalDiscountAmount: 0,
  serviceFeeValue: 0,
  serviceFeeType: 'MONEY' as const,
  totalServiceFee: 0,
  tip: 0,
  deliveryCost: 0,
  finalPrice: 0,
};

export const view = (
  id: string,
  lines: CartLineView[],
  more: Partial<CartView> = {},
): CartView => ({
  id,
  status: 'OPEN',
  lines,
  discount: null,
  price: {
    ...zeroPrice,
    finalPrice: lines.reduce((sum, l) => sum + l.unitPrice * l.count, 0),
  },
  removed: [],
  position: '1',
  ...more,
});
