// How an order leaves the kitchen and where it came from, as a ticket's head says it: the cook
// packs a courier's bag, a takeaway bag or a plate, and an order from the site or the kiosk is
// worth knowing at a glance. The words are the apps' shared labels (@sofre/web-shared).
import type { KitchenOrder } from '@sofre/engine/contracts';
import { deliveryTypeLabels, orderSourceLabels } from '@sofre/web-shared';

export interface TicketRoute {
  /** «ارسال با پیک», «تحویل حضوری», «سرو در سالن» …; absent while the order has no delivery type. */
  readonly delivery: string | undefined;
  /** «وب‌سایت», «کیوسک», «QR» …; absent for the restaurant's own counter (SALON), the usual case. */
  readonly source: string | undefined;
}

export const routeOf = (order: Pick<KitchenOrder, 'deliveryType' | 'source'>): TicketRoute => ({
  delivery: order.deliveryType ? deliveryTypeLabels[order.deliveryType] : undefined,
  source: order.source === 'SALON' ? undefined : orderSourceLabels[order.source],
});
