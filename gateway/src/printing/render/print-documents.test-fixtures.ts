// A kitchen ticket and a receipt as the demo restaurant prints them, for the render, ESC/POS and
// sandbox tests.
import type { KitchenTicketDocument, ReceiptDocument } from '@sofre/engine/printing';

export const AT = '2025-03-21T08:34:00.000Z';
export const EDITED_AT = '2025-03-21T08:41:00.000Z';

export const newTicket: KitchenTicketDocument = {
  kind: 'KITCHEN_TICKET',
  ticket: 'NEW',
  orderId: 'o-12',
  number: 12,
  source: 'SALON',
  deliveryType: 'SERVE',
  tableNumber: '5',
  submittedAt: AT,
  at: AT,
  stationTitle: 'آشپزخانه گرم',
  lines: [
    {
      menuItemId: 'item-kabab-koobideh',
      title: 'کباب کوبیده',
      count: 2,
      toppings: [{ title: 'سس سیر', count: 1 }],
      note: 'بدون پیاز',
    },
    { menuItemId: 'item-joojeh-kabab', title: 'چلوجوجه‌کباب', count: 1, toppings: [] },
    { menuItemId: 'item-ghormeh-sabzi', title: 'چلو خورش قورمه‌سبزی', count: 3, toppings: [] },
  ],
  description: 'مشتری عجله دارد، لطفاً سریع‌تر',
};

export const editTicket: KitchenTicketDocument = {
  ...newTicket,
  ticket: 'EDIT',
  at: EDITED_AT,
  lines: [
    { ...newTicket.lines[0]!, count: 3, previousCount: 2, mark: 'CHANGED' },
    { ...newTicket.lines[2]!, toppings: [] },
    { menuItemId: 'item-kabab-barg', title: 'چلوکباب برگ', count: 1, toppings: [], mark: 'NEW' },
    { ...newTicket.lines[1]!, mark: 'CANCELLED' },
  ],
  description: undefined,
};

const price = {
  sumOfItemsPrice: 13_900_000,
  sumOfItemToppingsPrice: 150_000,
  sumOfPackagingCostItems: 0,
  discountPackagingCost: 0,
  totalPackagingCost: 0,
  tax: 1_405_000,
  serviceChargeCostNumber: 0,
  serviceChargeFinalPrice: 0,
  finalDiscountAmount: 1_000_000,
  serviceFeeValue: 0,
  serviceFeeType: 'MONEY' as const,
  totalServiceFee: 0,
  tip: 0,
  deliveryCost: 0,
  finalPrice: 14_455_000,
};

export const receipt: ReceiptDocument = {
  kind: 'RECEIPT',
  vendorName: 'رستوران سفره',
  currencyUnit: 'TOMAN',
  orderId: '0196b1c2-7d3e-7a10-9c44-5e2f8a9b1c0d',
  number: 12,
  source: 'SALON',
  deliveryType: 'SERVE',
  tableNumber: '5',
  paymentMethod: 'CARD',
  submittedAt: AT,
  printedAt: EDITED_AT,
  lines: [
    {
      title: 'کباب کوبیده',
      count: 2,
      toppings: [{ title: 'سس سیر', count: 1 }],
      amount: 7_150_000,
      free: false,
    },
    { title: 'چلوجوجه‌کباب', count: 1, toppings: [], amount: 3_200_000, free: false },
    { title: 'دوغ', count: 1, toppings: [], amount: 0, free: true },
  ],
  price,
  amountPaid: 10_000_000,
  amountRefunded: 0,
  trackerUrl: 'http://localhost:3000/orders/0196b1c2-7d3e-7a10-9c44-5e2f8a9b1c0d',
};
