// The operations reports as the gateway asks for them: a vendor's day rows of one read model in
// Tehran days fromDay..toDay (a year is under 400 rows), summed into the report. Every query
// filters on the vendor. Names come from the users read model and categories from the menu, as
// they are now.
import type {
  DiningTableOrdersReport,
  KitchenTimesReport,
  OrderDeliveryReport,
  OrderItemSalesReport,
  ProductSortBy,
  ProductsReportRow,
  StaffOrdersReport,
  ToppingSalesReport,
} from '@sofre/engine/contracts';
import { PROJECTION } from '../../all.projections.ts';
import type { MenuRow } from '../../catalog/menu.projection.ts';
import { userKey, type UserView } from '../../identity/user.view.ts';
import type { ReadModelStore } from '../../read-models/read-model.store.ts';
import type { ItemPeriodRow } from '../hourly-item-sales.ledger.ts';
import { daysWindow } from '../report-periods.ts';
import type { ReportDays } from '../reports.queries.ts';
import type { DayRow } from './day-ledger.ts';
import { kitchenTimesLedger, type KitchenTimesTotals } from './kitchen-times.ledger.ts';
import {
  diningTableOrders,
  itemSalesOver,
  kitchenTimes,
  orderDelivery,
  orderItemSales,
  productRows,
  selectProducts,
  staffOrders,
  type MenuPlace,
} from './operations.views.ts';
import { OPERATIONS_DAYS, type OperationsDayTotals } from './operations-day.ledger.ts';

type Period = { readonly fromDate: string; readonly toDate: string };

export interface ProductsRequest {
  readonly search?: string | undefined;
  readonly sortBy: ProductSortBy;
}

export interface OperationsReportQueries {
  diningTableOrders(vendorId: string, days: ReportDays): Promise<DiningTableOrdersReport>;
  staffOrders(vendorId: string, days: ReportDays): Promise<StaffOrdersReport>;
  orderItemSales(vendorId: string, days: ReportDays): Promise<OrderItemSalesReport>;
  /** Toppings most sold first; the first `top` when given. */
  toppingSales(vendorId: string, days: ReportDays, top?: number): Promise<ToppingSalesReport>;
  /** Every product sold in the days, filtered and sorted (the routes page it). */
  productSales(
    vendorId: string,
    days: ReportDays,
    request: ProductsRequest,
  ): Promise<ProductsReportRow[]>;
  orderDelivery(vendorId: string, days: ReportDays): Promise<OrderDeliveryReport>;
  kitchenTimes(vendorId: string, days: ReportDays): Promise<KitchenTimesReport>;
}

/** More days than any report range asks for (27 years). */
const MAX_DAYS = 10_000;

export function createOperationsReportQueries(readModels: ReadModelStore): OperationsReportQueries {
  const dayRows = async <T>(projection: string, vendorId: string, days: ReportDays) => {
    const { rows } = await readModels.findRows({
      projection,
      vendorId,
      kind: ['DAY'],
      ...daysWindow(days.fromDay, days.toDay),
      order: 'sortAt asc',
      limit: MAX_DAYS,
    });
    return rows.map((r) => r.doc as DayRow<T>);
  };
  const period = (days: ReportDays): Period => ({ fromDate: days.fromDay, toDate: days.toDay });
  const itemSales = async (vendorId: string, days: ReportDays) =>
    itemSalesOver(await dayRows<ItemPeriodRow>(PROJECTION.hourlyItemSales, vendorId, days));

  async function namesOf(vendorId: string, userIds: readonly string[]) {
    const users = await Promise.all(
      userIds.map((id) => readModels.getRow(PROJECTION.users, userKey(vendorId, id), vendorId)),
    );
    const names = new Map<string, string>();
    users.forEach((row, i) => {
      const user = row?.doc as UserView | undefined;
      const name = user && `${user.firstName} ${user.lastName}`.trim();
      names.set(userIds[i]!, name || userIds[i]!);
    });
    return names;
  }

  async function menuPlaces(vendorId: string) {
    const menu = (await readModels.getRow(PROJECTION.menu, vendorId, vendorId))?.doc as
      MenuRow | undefined;
    const places = new Map<string, MenuPlace>();
    for (const category of menu?.categories ?? [])
      for (const item of category.items)
        places.set(item.id, { categoryId: category.id, categoryTitle: category.title });
    return places;
  }

  return {
    async diningTableOrders(vendorId, days) {
      const rows = await dayRows<OperationsDayTotals>(OPERATIONS_DAYS, vendorId, days);
      return { ...period(days), ...diningTableOrders(rows) };
    },
    async staffOrders(vendorId, days) {
      const rows = await dayRows<OperationsDayTotals>(OPERATIONS_DAYS, vendorId, days);
      const ids = [...new Set(rows.flatMap((r) => Object.keys(r.staff)))];
      const names = await namesOf(vendorId, ids);
      return { ...period(days), ...staffOrders(rows, (id) => names.get(id) ?? id) };
    },
    async orderItemSales(vendorId, days) {
      return { ...period(days), ...orderItemSales(await itemSales(vendorId, days)) };
    },
    async toppingSales(vendorId, days, top) {
      const toppings = (await itemSales(vendorId, days)).filter((s) => s.kind === 'TOPPING');
      return { ...period(days), toppings: top === undefined ? toppings : toppings.slice(0, top) };
    },
    async productSales(vendorId, days, { search, sortBy }) {
      const [rows, places] = await Promise.all([
        dayRows<ItemPeriodRow>(PROJECTION.hourlyItemSales, vendorId, days),
        menuPlaces(vendorId),
      ]);
      return selectProducts(
        productRows(
          rows.map((r) => ({ products: r.products ?? {} })),
          (id) => places.get(id),
        ),
        search,
        sortBy,
      );
    },
    async orderDelivery(vendorId, days) {
      const rows = await dayRows<OperationsDayTotals>(OPERATIONS_DAYS, vendorId, days);
      return { ...period(days), ...orderDelivery(rows) };
    },
    async kitchenTimes(vendorId, days) {
      const rows = await dayRows<KitchenTimesTotals>(kitchenTimesLedger.name, vendorId, days);
      return { ...period(days), ...kitchenTimes(rows) };
    },
  };
}

/** The same queries, each passed through (the gateway's read side lists its methods). */
export const operationsReportQueriesOf = (q: OperationsReportQueries): OperationsReportQueries => ({
  diningTableOrders: (vendorId, days) => q.diningTableOrders(vendorId, days),
  staffOrders: (vendorId, days) => q.staffOrders(vendorId, days),
  orderItemSales: (vendorId, days) => q.orderItemSales(vendorId, days),
  toppingSales: (vendorId, days, top) => q.toppingSales(vendorId, days, top),
  productSales: (vendorId, days, request) => q.productSales(vendorId, days, request),
  orderDelivery: (vendorId, days) => q.orderDelivery(vendorId, days),
  kitchenTimes: (vendorId, days) => q.kitchenTimes(vendorId, days),
});
