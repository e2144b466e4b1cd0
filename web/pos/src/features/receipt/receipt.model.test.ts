import { OrderTracker } from '@sofre/engine/contracts';
import { defaultPricingSettings, priceOrder } from '@sofre/engine/pricing';
import { describe, expect, it } from 'vitest';
import { posMessages } from '../../messages/pos.messages.ts';
import { receiptOf } from './receipt.model.ts';

const kabab = {
  tempId: 'l1',
  menuItemId: 'kabab',
  title: 'چلوکباب کوبیده',
  price: 3_500_000,
  count: 2,
  discount: 0,
  packagingCost: 0,
  servePackagingCost: 0,
  withTax: true,
  changePrice: false,
  isFreeItem: false,
  orderItemToppings: [{ toppingId: 'butter', title: 'کره', price: 30_000, count: 1 }],
};
const price = priceOrder({
  lines: [kabab],
  deliveryType: 'SERVE',
  discount: { type: 'MONEY', amount: 0 },
  tip: 0,
  deliveryCost: 0,
  settings: defaultPricingSettings,
});
const order = (paymentMethod: 'CASH' | 'CARD') =>
  OrderTracker.parse({
    orderId: 'o1',
    number: 12,
    source: 'SALON',
    deliveryType: 'SERVE',
    status: 'CONFIRMED',
    paymentMethod,
    lines: [
      {
        id: 'line-1',
        menuItemId: kabab.menuItemId,
        title: kabab.title,
        count: 2,
        toppings: [{ title: 'کره', count: 1, toppingId: 'butter' }],
        isFreeItem: false,
        note: 'بدون پیاز',
        unitPrice: 3_530_000,
        refundedCount: 0,
      },
    ],
    price,
    finalPrice: price.finalPrice,
    amountPaid: 0,
    preparationTime: 20,
    tableNumber: '7',
    submittedAt: '2025-03-21T08:00:00.000Z',
    timeline: [],
    position: '9',
  });

describe('the printed receipt of an order', () => {
  it('lists the lines as charged, with toppings and notes, and the price rows', () => {
    const receipt = receiptOf(order('CARD'), undefined);
    expect(receipt).toMatchObject({ number: 12, tableNumber: '7', finalPrice: price.finalPrice });
    expect(receipt.lines).toEqual([
      expect.objectContaining({ count: 2, toppings: 'کره', note: 'بدون پیاز', amount: 7_060_000 }),
    ]);
    expect(receipt.rows[0]).toMatchObject({ label: posMessages.totals.items });
    expect(receipt.cash).toBeUndefined();
  });

  it('for cash, what was handed over and the change', () => {
    const tendered = price.finalPrice + 440_000;
    expect(receiptOf(order('CASH'), tendered).cash).toEqual({ tendered, change: 440_000 });
    expect(receiptOf(order('CASH'), undefined).cash).toBeUndefined();
  });
});
