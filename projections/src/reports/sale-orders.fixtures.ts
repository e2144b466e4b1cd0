// Which orders of a log are sales, and since when: the traffic tests' sums restate the rule of
// counts-as-sale.ts from the events themselves rather than call it. An order staff took or the
// marketplace sent is a sale from its submission; an order from the site, a QR code or the kiosk
// from its first payment or confirmation.
import type { EventStore } from '@sofre/engine/store';

const PLACED_BY_CUSTOMER = new Set(['WEBSITE', 'QR', 'KIOSK']);

interface OrderData {
  readonly orderId: string;
  readonly source?: string;
}

/** Order id → the instant (UTC) it became a sale, for the orders that did. */
export async function salesOfLog(store: EventStore): Promise<Map<string, string>> {
  const since = new Map<string, string>();
  for (const event of await store.readAll(undefined, 1_000_000)) {
    const { orderId, source } = event.data as OrderData;
    const at = String(event.metadata.occurredAt);
    const becomes =
      (event.type === 'OrderSubmitted' && !PLACED_BY_CUSTOMER.has(source ?? '')) ||
      event.type === 'OrderPaid' ||
      event.type === 'OrderConfirmed';
    if (becomes && !since.has(orderId)) since.set(orderId, at);
  }
  return since;
}
