// What the drawer says of a courier order's customer (GET /api/orders/{id}/delivery): who, a
// number to call (a tel: link, so the till's softphone or a phone dials it), where the food goes,
// and what the customer and staff wrote on the order. Only the parts the order has.
import type { DeliveryOrderView } from '@sofre/engine/contracts';

export interface CustomerFacts {
  readonly name?: string;
  readonly phone?: { readonly text: string; readonly href: string };
  /** The address's name and text as one line («خانه — ونک، پلاک ۱۲»). */
  readonly address?: string;
  /** The customer's words for the kitchen. */
  readonly description?: string;
  /** Staff's note. */
  readonly note?: string;
}

const some = (text: string | null | undefined) => (text?.trim() ? text.trim() : undefined);

export function customerFactsOf(view: DeliveryOrderView): CustomerFacts {
  const name = some(view.customerName);
  const phone = some(view.customerPhone);
  const description = some(view.description);
  const note = some(view.note);
  // Not on the map yet (a phone order's address taken in words): its words all the same.
  const place = view.address ?? view.unlocatedAddress;
  const address = place && [place.title, place.text].filter((p) => some(p)).join(' — ');
  return {
    ...(name ? { name } : {}),
    ...(phone ? { phone: { text: phone, href: `tel:${phone.replace(/[^\d+]/g, '')}` } } : {}),
    ...(address ? { address } : {}),
    ...(description ? { description } : {}),
    ...(note ? { note } : {}),
  };
}
