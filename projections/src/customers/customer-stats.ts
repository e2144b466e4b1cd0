// What a customer's orders add up to (pure): how many, how much in Rial, first and last. Only
// sales count (counts-as-sale.ts): a site order still awaiting its payment, or one rejected, was
// never bought. The report groups a period's orders
// by phone, names each buyer from their customer record (or from what the order said), and puts
// the biggest spenders first.
import type { CustomerOrderStats, CustomerReportRow } from '@sofre/engine/contracts';
import type { CustomerOrderRow } from './customer-order.view.ts';
import type { CustomerRow } from './customer.view.ts';

const counts = (order: CustomerOrderRow) => order.sale && order.status !== 'REJECTED';

export function statsOf(orders: readonly CustomerOrderRow[]): CustomerOrderStats {
  const bought = orders.filter(counts).map((o) => o.submittedAt);
  const times = [...bought].sort();
  return {
    orderCount: bought.length,
    totalSpent: orders.filter(counts).reduce((sum, o) => sum + o.finalPrice, 0),
    firstOrderAt: times[0] ?? null,
    lastOrderAt: times.at(-1) ?? null,
  };
}

/** Rows of the report, biggest spender first (then most orders, then the phone). */
export function reportOf(
  orders: readonly CustomerOrderRow[],
  customerByPhone: ReadonlyMap<string, CustomerRow>,
): CustomerReportRow[] {
  const byPhone = new Map<string, CustomerOrderRow[]>();
  for (const order of orders) {
    if (!counts(order)) continue;
    const list = byPhone.get(order.phone) ?? [];
    list.push(order);
    byPhone.set(order.phone, list);
  }
  const rows = [...byPhone].map(([phone, list]): CustomerReportRow => {
    const customer = customerByPhone.get(phone);
    const typed = [...list].reverse().find((o) => o.name)?.name ?? '';
    return {
      customerId: customer?.id ?? null,
      phoneNumber: phone,
      firstName: customer?.firstName ?? typed,
      lastName: customer?.lastName ?? '',
      ...statsOf(list),
    };
  });
  return rows.sort(
    (a, b) =>
      b.totalSpent - a.totalSpent ||
      b.orderCount - a.orderCount ||
      a.phoneNumber.localeCompare(b.phoneNumber),
  );
}
