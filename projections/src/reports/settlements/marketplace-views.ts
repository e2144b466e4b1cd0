// Marketplace day rows as the routes answer them (engine contracts reports-settlements.contract.ts).
import type {
  MarketplaceDiscountReport,
  MarketplaceStatisticsReport,
} from '@sofre/engine/contracts';
import type { MarketplaceDayRow } from './marketplace-sales.ledger.ts';
import {
  addMarketplaceTotals,
  emptyMarketplaceTotals,
  totalDiscountOf,
  type MarketplaceTotals,
} from './marketplace-tally.ts';

const statisticsView = (t: MarketplaceTotals) => ({
  orderCount: t.orders - t.rejected,
  rejectedCount: t.rejected,
  totalSale: t.sale,
  totalRefund: t.refunded,
  deliveryCost: t.deliveryCost,
  packaging: t.packaging,
  tax: t.tax,
  byDeliveryType: t.byDeliveryType,
});

const discountView = (t: MarketplaceTotals) => ({
  orderCount: t.orders - t.rejected,
  discountedOrderCount: t.discountedOrders,
  grossSale: t.grossSale,
  itemDiscount: t.itemDiscount,
  freeItems: t.freeItems,
  orderDiscount: t.orderDiscount,
  packagingDiscount: t.packagingDiscount,
  totalDiscount: totalDiscountOf(t),
  totalSale: t.sale,
});

const sum = (rows: readonly MarketplaceTotals[]) =>
  rows.reduce((total, row) => addMarketplaceTotals(total, row), emptyMarketplaceTotals);

type Period = { readonly fromDate: string; readonly toDate: string };

export const marketplaceStatisticsReport = (
  period: Period,
  rows: readonly MarketplaceDayRow[],
): MarketplaceStatisticsReport => ({
  ...period,
  summary: statisticsView(sum(rows)),
  data: rows.map((r) => ({ day: r.day, startsAt: r.startsAt, ...statisticsView(r) })),
});

export const marketplaceDiscountReport = (
  period: Period,
  rows: readonly MarketplaceDayRow[],
): MarketplaceDiscountReport => ({
  ...period,
  summary: discountView(sum(rows)),
  data: rows.map((r) => ({ day: r.day, startsAt: r.startsAt, ...discountView(r) })),
});
