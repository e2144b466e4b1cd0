// OrderFacts answered from data in memory: the engine's tests, and the offline POS (which keeps
// the same facts in IndexedDB and hands them over loaded). Each question reads `data` as it is
// then, so whoever holds it may change it between orders.
import { menuSellingAt } from '../catalog/sells-now.ts';
import type { MenuCategoryView } from '../contracts/menu.contract.ts';
import type { CustomerView } from '../contracts/customers.contract.ts';
import type { DeliveryZoneRecord } from '../delivery-zones/zone-for.ts';
import type { DiningTableFields } from '../dining-tables/dining-table.fields.ts';
import {
  normalizeDiscountCode,
  type DiscountCodeFields,
} from '../discounts/discount-code.fields.ts';
import type { FoodShiftFields } from '../food-shifts/food-shift.kind.ts';
import {
  initialVendorAvailability,
  type VendorAvailabilityState,
} from '../vendors/vendor-availability.decider.ts';
import type { OrderFacts, SiteUser, VendorTerms } from './order-facts.port.ts';

/** An order that carried a code: it counts as a use until it is rejected. */
export interface CodeUseFact {
  readonly orderId: string;
  readonly code: string;
  readonly customerId: string | null;
  readonly rejected: boolean;
}

export interface OrderFactsData {
  vendorId: string;
  vendor: VendorTerms;
  hours?: VendorAvailabilityState;
  /** The menu as the catalog holds it; what sells now is worked out from the shifts. */
  menu: readonly MenuCategoryView[];
  foodShifts?: ReadonlyMap<string, FoodShiftFields>;
  customers?: readonly CustomerView[];
  users?: readonly SiteUser[];
  deliveryZones?: readonly DeliveryZoneRecord[];
  diningTables?: readonly DiningTableFields[];
  /** The open orders seated at each table (by its number). */
  seated?: ReadonlyMap<string, readonly string[]>;
  /** A code kept without its record's id goes by its one spelling. */
  discountCodes?: readonly (DiscountCodeFields & { readonly id?: string })[];
  codeUses?: readonly CodeUseFact[];
  /** The package's monthly cap on orders; none when absent. */
  orderLimit?: number;
  /** The month's orders the order list counts (taken before the cap applied, say). */
  ordersTaken?: number;
}

export function inMemoryOrderFacts(data: OrderFactsData): OrderFacts {
  // One vendor's facts: another vendor has none.
  const mine = <T>(vendorId: string, value: T, none: T): T =>
    vendorId === data.vendorId ? value : none;
  const uses = (vendorId: string, code: string) =>
    mine(vendorId, data.codeUses ?? [], []).filter((u) => u.code === normalizeDiscountCode(code));
  const customers = (vendorId: string) => mine(vendorId, data.customers ?? [], []);
  return {
    menuSellingNow: async (vendorId, now) =>
      menuSellingAt(mine(vendorId, data.menu, []), data.foodShifts ?? new Map(), now),
    customerByPhone: async (vendorId, phone) =>
      customers(vendorId).find((c) => c.phoneNumber === phone),
    customerByAddress: async (vendorId, addressId) =>
      customers(vendorId).find((c) => c.addresses.some((a) => a.id === addressId)),
    siteUser: async (vendorId, userId) =>
      mine(vendorId, data.users ?? [], []).find((u) => u.id === userId),
    deliveryZones: async (vendorId) => mine(vendorId, data.deliveryZones ?? [], []),
    orderCap: async (vendorId) => {
      const limit = mine(vendorId, data.orderLimit, undefined);
      return limit === undefined ? undefined : { limit, taken: data.ordersTaken ?? 0 };
    },
    diningTables: async (vendorId) => mine(vendorId, data.diningTables ?? [], []),
    openOrdersAtTable: async (vendorId, tableNumber) =>
      mine(vendorId, data.seated?.get(tableNumber) ?? [], []),
    async discountCode(vendorId, text) {
      const found = mine(vendorId, data.discountCodes ?? [], []).find(
        (c) => normalizeDiscountCode(c.code) === normalizeDiscountCode(text),
      );
      return found && { ...found, id: found.id ?? normalizeDiscountCode(found.code) };
    },
    discountUsage: async (vendorId, code, { customerId, exceptOrderId }) => {
      const counted = uses(vendorId, code).filter(
        (u) => !u.rejected && u.orderId !== exceptOrderId,
      );
      return {
        totalUsed: counted.length,
        usedByCustomer: customerId ? counted.filter((u) => u.customerId === customerId).length : 0,
      };
    },
    discountUsesLanded: async (vendorId, code, customerId) =>
      uses(vendorId, code)
        .filter((u) => !u.rejected && (customerId === undefined || u.customerId === customerId))
        .map(({ orderId, customerId: of }) => ({ orderId, customerId: of })),
    discountUsesGivenBack: async (vendorId, code) =>
      uses(vendorId, code)
        .filter((u) => u.rejected)
        .map((u) => u.orderId),
    vendorTerms: async () => data.vendor,
    vendorHours: async (vendorId) =>
      mine(vendorId, data.hours, undefined) ?? initialVendorAvailability(),
  };
}
