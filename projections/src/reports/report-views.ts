// Period rows as the report routes answer them (engine contracts reports.contract.ts).
import type { ItemSaleView, SalesTotalsView } from '@sofre/engine/contracts';
import type { ItemPeriodRow } from './hourly-item-sales.ledger.ts';
import type { SalesPeriodRow } from './hourly-sales.ledger.ts';
import { addItems, rankItems, type ItemTally } from './item-tally.ts';
import { sumTotals, type SalesTotals } from './sales-tally.ts';

export const totalsView = (t: SalesTotals): SalesTotalsView => ({
  orderCount: t.orders - t.rejected,
  rejectedCount: t.rejected,
  totalSale: t.sale,
  totalRefund: t.refunded,
  totalTip: t.tip,
  serviceFee: t.serviceFee,
  serviceCharge: t.serviceCharge,
  packaging: t.packaging,
  discount: t.discount,
  tax: t.tax,
  deliveryCost: t.deliveryCost,
  bySource: t.bySource,
  byDeliveryType: t.byDeliveryType,
  byPaymentMethod: t.byPaymentMethod,
});

export function salesReport(rows: readonly SalesPeriodRow[]) {
  return {
    summary: totalsView(sumTotals(rows)),
    data: rows.map((r) => ({ period: r.period, startsAt: r.startsAt, ...totalsView(r) })),
  };
}

/** Items of many periods together, most sold first. */
export const itemsOver = (rows: readonly ItemPeriodRow[]): ItemSaleView[] =>
  rankItems(rows.reduce<ItemTally>((sum, r) => addItems(sum, r.items), {}));

export function itemsReport(rows: readonly ItemPeriodRow[]) {
  return {
    items: itemsOver(rows),
    data: rows.map((r) => ({ period: r.period, startsAt: r.startsAt, items: rankItems(r.items) })),
  };
}
