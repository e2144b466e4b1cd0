// The engine's OrderFacts answered from the read models (and the vendor's own streams for its
// hours): what taking an order looks up, for the vendor of the request. The read side hands out
// the same arrays until their read models change, so what is derived from them is kept against
// those arrays and dropped with them.
import { deliveryZoneKind, type DeliveryZoneRecord } from '@sofre/engine/delivery-zones';
import { diningTableRecordKind, type DiningTableFields } from '@sofre/engine/dining-tables';
import type { OrderFacts } from '@sofre/engine/take-order';
import { limitOf } from '@sofre/engine/subscriptions';
import type { FastifyRequest } from 'fastify';
import { menuSellingNow } from '../catalog/catalog-now.ts';
import { codeByText } from '../discounts/discount-code.answers.ts';
import { contextOf } from '../http/request-context.ts';
import { availabilityOf } from '../vendors/vendor-streams.ts';
import { ordersThisMonth, planFor } from '../subscriptions/plan-lookup.ts';
import type { Platform } from '../platform/platform.port.ts';
import type { ReadSide, VendorInfo } from '../platform/read-side.port.ts';

type Records = Awaited<ReturnType<ReadSide['records']>>;
const tables = new WeakMap<Records, DiningTableFields[]>();

/** The facts of `vendor` (the request's): another vendor's are never answered. */
export function orderFactsFor(platform: Platform, vendor: VendorInfo): OrderFacts {
  const { readSide, store } = platform;
  // Asked inside each answer, so a wrong vendor is a rejected promise like any failed lookup.
  const own = (vendorId: string) => {
    if (vendorId !== vendor.id) throw new Error(`facts of ${vendorId} asked for ${vendor.id}`);
    return vendorId;
  };
  return {
    menuSellingNow: async (vendorId, now) => menuSellingNow(readSide, own(vendorId), new Date(now)),
    customerByPhone: async (vendorId, phone) => readSide.customerByPhone(own(vendorId), phone),
    customerByAddress: async (vendorId, addressId) =>
      readSide.customerByAddress(own(vendorId), addressId),
    siteUser: async (vendorId, userId) => readSide.userById(own(vendorId), userId),
    deliveryZones: async (vendorId) =>
      (await readSide.records(
        own(vendorId),
        deliveryZoneKind.kind,
      )) as unknown as DeliveryZoneRecord[],
    async diningTables(vendorId) {
      const records = await readSide.records(own(vendorId), diningTableRecordKind.kind);
      let fields = tables.get(records);
      if (!fields) {
        fields = records.map((r) => r.fields as DiningTableFields);
        tables.set(records, fields);
      }
      return fields;
    },
    openOrdersAtTable: async (vendorId, tableNumber) =>
      readSide.ordersAtTable(own(vendorId), tableNumber),
    async discountCode(vendorId, text) {
      const record = await codeByText(readSide, own(vendorId), text);
      return record && { ...record.fields, id: record.id };
    },
    discountUsage: async (vendorId, code, options) =>
      readSide.discountUsage(own(vendorId), code, options),
    discountUsesLanded: async (vendorId, code, customerId) =>
      readSide.discountUsesLanded(own(vendorId), code, customerId),
    discountUsesGivenBack: async (vendorId, code) =>
      readSide.discountUsesGivenBack(own(vendorId), code),
    vendorTerms: async (vendorId) => {
      own(vendorId);
      const { preparationTime, pricingSettings, minimumBasket } = vendor;
      return { preparationTime, pricingSettings, minimumBasket };
    },
    vendorHours: async (vendorId) => availabilityOf(store, own(vendorId)),
    // The package in force at the order's instant caps the month's orders (issue 32); the month's
    // orders taken before (uncapped) count too, as the order list has them.
    async orderCap(vendorId, now) {
      const at = new Date(now);
      const limit = limitOf((await planFor(platform, own(vendorId), at)).plan, 'ORDERS');
      if (limit === undefined) return undefined;
      return { limit, taken: await ordersThisMonth(platform, own(vendorId), at) };
    },
  };
}

/** The facts of the request's vendor. */
export const factsOf = (platform: Platform, request: FastifyRequest): OrderFacts =>
  orderFactsFor(platform, contextOf(request).vendor);
