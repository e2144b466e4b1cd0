import type { KitchenTicket } from '@sofre/engine/contracts';

export const aTicket = (overrides: Partial<KitchenTicket> = {}): KitchenTicket => ({
  orderId: 'order-12',
  number: 12,
  source: 'SALON',
  deliveryType: 'SERVE',
  tableNumber: '7',
  lines: [
    {
      title: 'چلوکباب کوبیده',
      count: 2,
      toppings: [{ title: 'کره', count: 1 }],
      isFreeItem: false,
    },
  ],
  status: 'CONFIRMED',
  submittedAt: '2025-03-21T08:00:00.000Z',
  open: true,
  position: '00000000000000000012',
  ...overrides,
});
