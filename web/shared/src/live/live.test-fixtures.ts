// Rows and positions for the live client's tests.
import type { KitchenTicket } from '@sofre/engine/contracts';

/** A position as the event store writes it: zero-padded to 20 digits. */
export const at = (n: number): string => String(n).padStart(20, '0');

export const aTicket = (orderId: string, position: number, open = true): KitchenTicket => ({
  orderId,
  number: Number(orderId.replace(/\D/g, '')) || 1,
  source: 'SALON',
  deliveryType: 'SERVE',
  tableNumber: '7',
  lines: [{ title: 'چلوکباب کوبیده', count: 2, toppings: [], isFreeItem: false }],
  status: open ? 'CONFIRMED' : 'READYTOSERVE',
  submittedAt: '2025-03-21T08:00:00.000Z',
  ...(open ? {} : { readyAt: '2025-03-21T08:09:00.000Z' }),
  open,
  position: at(position),
});
