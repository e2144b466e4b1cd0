// What the bikers and dispatch routes ask: bikers by availability (paged or whole), one biker, a
// courier order, and the orders waiting for a courier. Every query filters on the vendor.
import type {
  BikerAvailability,
  BikerPage,
  BikerView,
  DeliveryOrderView,
} from '@sofre/engine/contracts';
import type { ReadModelStore } from '../read-models/read-model.store.ts';
import { createBikerReportQueries, type BikerReportQueries } from './biker-report.queries.ts';
import { bikerKey, bikerView, type BikerRow } from './bikers.projection.ts';
import {
  deliveryOrderKey,
  deliveryOrderView,
  type DeliveryOrderRow,
  type DispatchState,
} from './delivery-orders.projection.ts';

/** A vendor's whole fleet fits in one read; no restaurant employs this many bikers. */
const MAX_BIKERS = 1_000;
/** Orders waiting for a courier (or on the way) at once, oldest first. */
const MAX_LISTED = 500;

export interface DeliveryQueries extends BikerReportQueries {
  bikerPage(
    vendorId: string,
    page: { pageNumber: number; pageSize: number; availability?: BikerAvailability | undefined },
  ): Promise<BikerPage>;
  bikers(vendorId: string, availability?: readonly BikerAvailability[]): Promise<BikerView[]>;
  /** The biker with the orders given to them lately (newest first). */
  biker(
    vendorId: string,
    bikerId: string,
  ): Promise<(BikerView & { readonly orderIds: readonly string[] }) | undefined>;
  deliveryOrder(vendorId: string, orderId: string): Promise<DeliveryOrderView | undefined>;
  /** Courier orders ready to ship with no courier on a trip, oldest first. */
  unassignedDeliveryOrders(vendorId: string): Promise<DeliveryOrderView[]>;
  /** Courier orders with a courier on a trip (a biker's or a provider's), oldest first. */
  deliveryOrdersOnTheWay(vendorId: string): Promise<DeliveryOrderView[]>;
}

export function createDeliveryQueries(readModels: ReadModelStore): DeliveryQueries {
  const bikerRows = async (
    vendorId: string,
    status: readonly string[] | undefined,
    limit: number,
    offset = 0,
  ) =>
    readModels.findRows({
      projection: 'bikers',
      vendorId,
      ...(status ? { status } : {}),
      order: 'sortAt asc',
      limit,
      offset,
    });
  const ordersIn = async (vendorId: string, state: DispatchState) => {
    const { rows } = await readModels.findRows({
      projection: 'delivery-orders',
      vendorId,
      status: [state],
      order: 'sortAt asc',
      limit: MAX_LISTED,
    });
    return rows.map((r) => deliveryOrderView(r.doc as DeliveryOrderRow));
  };
  return {
    ...createBikerReportQueries(readModels),
    async bikerPage(vendorId, { pageNumber, pageSize, availability }) {
      const status = availability ? [availability] : undefined;
      const { rows, total } = await bikerRows(
        vendorId,
        status,
        pageSize,
        (pageNumber - 1) * pageSize,
      );
      const data = rows.map((r) => bikerView(r.doc as BikerRow));
      return { data, pageNumber, pageSize, totalCount: total };
    },
    async bikers(vendorId, availability) {
      const { rows } = await bikerRows(vendorId, availability, MAX_BIKERS);
      return rows.map((r) => bikerView(r.doc as BikerRow));
    },
    async biker(vendorId, bikerId) {
      const row = (await readModels.getRow('bikers', bikerKey(vendorId, bikerId), vendorId))
        ?.doc as BikerRow | null | undefined;
      return row ? { ...bikerView(row), orderIds: row.orderIds } : undefined;
    },
    async deliveryOrder(vendorId, orderId) {
      const key = deliveryOrderKey(vendorId, orderId);
      const row = (await readModels.getRow('delivery-orders', key, vendorId))?.doc as
        DeliveryOrderRow | null | undefined;
      return row ? deliveryOrderView(row) : undefined;
    },
    unassignedDeliveryOrders: (vendorId) => ordersIn(vendorId, 'UNASSIGNED'),
    deliveryOrdersOnTheWay: (vendorId) => ordersIn(vendorId, 'ON_TRIP'),
  };
}
