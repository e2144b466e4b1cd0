// What happens to one generated order, decided up front from the seeded random source: where it
// came from, how it is eaten and paid, what was ordered (from what the menu sells on its channel
// at its minute), the tip and discount, and its fate — completed, rejected (~5%) or refunded
// (~3%, a third of them the next day). order-steps.ts then plays it through the engine.
import { tehranClock, type Actor, type DeliveryType, type OrderSource } from '@sofre/engine';
import type { OrderLineRequest } from '@sofre/engine/contracts';
import type { Random } from './random.ts';
import type { SeedCustomer, SeededVendor } from './seed-vendor.ts';
import { sellingItems, type SellingItem } from './selling-items.ts';

/** How the money comes: CARD at a card reader (kiosk, POS terminal) or not, or a split bill. */
export type PlannedPayment = 'CASH' | 'CARD' | 'POS_CARD' | 'ONLINE' | 'CREDIT' | 'SPLIT';

export interface OrderPlan {
  readonly orderId: string;
  /** Submitted at (UTC ms). */
  readonly at: number;
  readonly actor: Actor;
  readonly source: OrderSource;
  readonly deliveryType: DeliveryType;
  readonly payment: PlannedPayment;
  readonly lines: OrderLineRequest[];
  readonly tableNumber?: string;
  readonly numberOfCustomers?: number;
  readonly customer?: SeedCustomer;
  readonly tip: number;
  readonly discountPercent: number;
  readonly fate: 'COMPLETED' | 'REJECTED' | 'REFUNDED';
  /** A rejection: minutes from submission, while the kitchen cooks (after an online order's confirmation at 2). */
  readonly rejectAfter?: number;
  /** A refund: one unit of a line, or all that was paid; after the order was finished (ms). */
  readonly refund?: { readonly whole: boolean; readonly afterMs: number };
  /** Minutes from submission: food ready, handed over (served, collected, delivered). */
  readonly readyAfter: number;
  readonly handedAfter: number;
}

const MINUTE = 60_000;
const SOURCES = { SALON: 45, WEBSITE: 25, QR: 18, KIOSK: 12 } as const;
const DELIVERY: Record<keyof typeof SOURCES, Partial<Record<DeliveryType, number>>> = {
  SALON: { SERVE: 70, PICKUP: 20, DELIVER: 10 },
  WEBSITE: { DELIVER: 70, PICKUP: 30 },
  QR: { SERVE: 1 },
  KIOSK: { SERVE: 50, PICKUP: 50 },
};
const LINES = { 1: 25, 2: 35, 3: 25, 4: 10, 5: 5 } as const;
const COUNTS = { 1: 70, 2: 22, 3: 8 } as const;

function paymentOf(source: OrderSource, deliveryType: DeliveryType, random: Random) {
  switch (source) {
    case 'KIOSK':
      return 'POS_CARD';
    case 'WEBSITE':
      return random.chance(0.85) ? 'ONLINE' : 'CASH';
    case 'QR':
      return random.chance(0.6) ? 'ONLINE' : 'CARD';
    default:
      return random.weighted<PlannedPayment>(
        deliveryType === 'DELIVER'
          ? { CASH: 50, CARD: 30, CREDIT: 20 }
          : { CARD: 30, POS_CARD: 25, CASH: 22, CREDIT: 8, SPLIT: 15 },
      );
  }
}

function linesOf(items: readonly SellingItem[], random: Random): OrderLineRequest[] {
  const wanted = Math.min(items.length, Number(random.weighted(LINES)));
  const chosen = new Set<SellingItem>();
  while (chosen.size < wanted) chosen.add(items[popularIndex(items.length, random)]!);
  return [...chosen].map(({ item }) => ({
    menuItemId: item.id,
    count: Number(random.weighted(COUNTS)),
    toppings: item.toppingCategories.flatMap((category) => {
      const available = category.toppings.filter((t) => t.available);
      const choices = category.minChoices > 0 ? category.minChoices : random.chance(0.2) ? 1 : 0;
      const picked = new Set<string>();
      while (picked.size < Math.min(choices, available.length))
        picked.add(random.pick(available).id);
      return [...picked].map((toppingId) => ({ toppingId, count: 1 }));
    }),
  }));
}

/** Zipf-like: the first items of the (shuffled) menu sell far more than the last. */
function popularIndex(n: number, random: Random): number {
  const u = random.next();
  return Math.min(n - 1, Math.floor(n * u * u));
}

/** Plans an order submitted at `at`, or undefined when nothing sells on its channel then. */
export function planOrder(
  vendor: SeededVendor,
  orderId: string,
  at: number,
  random: Random,
): OrderPlan | undefined {
  const source = random.weighted(SOURCES);
  const deliveryType = random.weighted(DELIVERY[source]) as DeliveryType;
  const items = sellingItems(vendor, at, source);
  if (items.length === 0) return undefined;
  const payment = paymentOf(source, deliveryType, random);
  const needsCustomer =
    source === 'WEBSITE' ||
    deliveryType === 'DELIVER' ||
    payment === 'CREDIT' ||
    random.chance(0.2);
  const salon = deliveryType === 'SERVE' && source !== 'KIOSK';
  const fate = random.weighted({ COMPLETED: 92, REJECTED: 5, REFUNDED: 3 });
  const nextDay = random.chance(0.35);
  const readyAfter = random.int(12, 35);
  const hourOfDay = tehranClock(at).hour;
  const customer = needsCustomer ? random.pick(vendor.customers) : undefined;
  // Staff take salon orders; the site, a table's QR and the kiosk act for the customer.
  const actor: Actor =
    source === 'SALON'
      ? random.pick(vendor.cashiers)
      : { userId: customer?.id ?? `${source.toLowerCase()}-guest`, kind: 'CUSTOMER' };
  return {
    orderId,
    at,
    actor,
    source,
    deliveryType,
    payment,
    lines: linesOf(items, random),
    ...(salon
      ? { tableNumber: random.pick(vendor.tables), numberOfCustomers: random.int(1, 6) }
      : {}),
    ...(customer ? { customer } : {}),
    tip: random.chance(salon ? 0.25 : 0.08) ? random.int(5, 30) * 10_000 : 0,
    discountPercent: random.chance(0.08) ? random.pick([5, 10, 15]) : 0,
    fate,
    ...(fate === 'REJECTED' ? { rejectAfter: random.int(3, readyAfter - 1) } : {}),
    ...(fate === 'REFUNDED'
      ? {
          refund: {
            whole: random.chance(0.3),
            // The next day at 12:00–23:00, or later the same evening.
            afterMs: nextDay
              ? (24 - hourOfDay + random.int(12, 22)) * 60 * MINUTE
              : random.int(10, 60) * MINUTE,
          },
        }
      : {}),
    readyAfter,
    handedAfter: readyAfter + (deliveryType === 'DELIVER' ? random.int(20, 45) : random.int(1, 12)),
  };
}
