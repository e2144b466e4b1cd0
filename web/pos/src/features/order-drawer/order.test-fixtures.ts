// An order as GET /api/orders/{id} answers it: a salon order at table 3 of kebab ×2 and doogh ×1.
import type { OrderTracker } from '@sofre/engine/contracts';

const price = {
  sumOfItemsPrice: 1_000_000,
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
  finalPrice: 1_000_000,
};

export const anOrder = (changes: Partial<OrderTracker> = {}): OrderTracker => ({
  orderId: 'order-1',
  number: 12,
  source: 'SALON',
  deliveryType: 'SERVE',
  status: 'CONFIRMED',
  paymentMethod: 'CARD',
  lines: [
    {
      id: 'order-1:0',
      menuItemId: 'item-kabab',
      title: 'کباب کوبیده',
      count: 2,
      toppings: [{ title: 'گوجه کبابی', count: 1, toppingId: 'top-tomato' }],
      isFreeItem: false,
      unitPrice: 400_000,
      refundedCount: 0,
    },
    {
      id: 'order-1:1',
      menuItemId: 'item-doogh',
      title: 'دوغ',
      count: 1,
      toppings: [],
      isFreeItem: false,
      unitPrice: 200_000,
      refundedCount: 0,
    },
  ],
  price,
  finalPrice: 1_000_000,
  amountPaid: 0,
  preparationTime: 20,
  tableNumber: '3',
  submittedAt: '2025-03-21T08:00:00.000Z',
  timeline: [
    { status: 'SUBMITTED', at: '2025-03-21T08:00:00.000Z' },
    { status: 'CONFIRMED', at: '2025-03-21T08:00:00.000Z' },
  ],
  position: '00000000000000000007',
  ...changes,
});
