// What taking an order must look up (ARCHITECTURE decision 11): read-only, asynchronous, and no
// more than the order needs. The server answers it from its read models (the gateway's
// order-facts adapter); tests and the offline POS answer it from memory (in-memory-order-facts.ts).
import type { MenuCategoryView } from '../contracts/menu.contract.ts';
import type { CustomerView } from '../contracts/customers.contract.ts';
import type { DeliveryZoneRecord } from '../delivery-zones/zone-for.ts';
import type { DiningTableFields } from '../dining-tables/dining-table.fields.ts';
import type { DiscountCodeFields } from '../discounts/discount-code.fields.ts';
import type { PricingSettings } from '../pricing/pricing.schemas.ts';
import type { Rial } from '../shared/money.ts';
import type { VendorAvailabilityState } from '../vendors/vendor-availability.decider.ts';

/** The vendor's own terms every order takes. */
export interface VendorTerms {
  /** Minutes the kitchen takes unless the order says otherwise. */
  readonly preparationTime: number;
  readonly pricingSettings: PricingSettings;
  /** The least a site basket may come to (0: none). */
  readonly minimumBasket: Rial;
}

/** A user of the vendor's site, as their order names them. */
export interface SiteUser {
  readonly id: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly phoneNumber: string;
}

/** A discount code of the vendor: its fields, and the id its record goes by (a cart names it). */
export interface DiscountCodeFact extends DiscountCodeFields {
  readonly id: string;
}

/** Orders that used a code: all of them, and those of one customer. */
export interface CodeUsage {
  readonly totalUsed: number;
  readonly usedByCustomer: number;
}

/** A use of a code the read models hold: an order that carried it and stands. */
export interface LandedUse {
  readonly orderId: string;
  readonly customerId: string | null;
}

export interface OrderFacts {
  /** Every category and item of the menu, flagged `sellsNow` at `now` (UTC ISO): do not change it. */
  menuSellingNow(vendorId: string, now: string): Promise<readonly MenuCategoryView[]>;
  /** The customer on record with this phone (09XXXXXXXXX), with their addresses. */
  customerByPhone(vendorId: string, phone: string): Promise<CustomerView | undefined>;
  /** The customer one of whose addresses this is. */
  customerByAddress(vendorId: string, addressId: string): Promise<CustomerView | undefined>;
  /** A signed-in user of the site. */
  siteUser(vendorId: string, userId: string): Promise<SiteUser | undefined>;
  /** The vendor's delivery zones, oldest first (their prices: deliveryQuote). */
  deliveryZones(vendorId: string): Promise<readonly DeliveryZoneRecord[]>;
  /** The tables of the vendor's floor. */
  diningTables(vendorId: string): Promise<readonly DiningTableFields[]>;
  /** The ids of the open orders seated at a table (its number as the floor writes it), oldest first. */
  openOrdersAtTable(vendorId: string, tableNumber: string): Promise<readonly string[]>;
  /** The vendor's discount code as someone typed it (any case, any digits). */
  discountCode(vendorId: string, text: string): Promise<DiscountCodeFact | undefined>;
  /** How often the code (normalised) was used; `exceptOrderId`'s own use does not count. */
  discountUsage(
    vendorId: string,
    code: string,
    options: { readonly customerId?: string; readonly exceptOrderId?: string },
  ): Promise<CodeUsage>;
  /** The uses that landed (of one customer, when named). */
  discountUsesLanded(
    vendorId: string,
    code: string,
    customerId?: string,
  ): Promise<readonly LandedUse[]>;
  /** Orders that claimed a use and were rejected afterwards. */
  discountUsesGivenBack(vendorId: string, code: string): Promise<readonly string[]>;
  vendorTerms(vendorId: string): Promise<VendorTerms>;
  /** The vendor's opening hours (a site order is refused while it is closed). */
  vendorHours(vendorId: string): Promise<VendorAvailabilityState>;
  /**
   * The cap the vendor's package puts on the orders of the month of `now` (UTC ISO); undefined:
   * no cap. Absent where the package is not known (the offline POS): nothing is counted there.
   */
  orderCap?(vendorId: string, now: string): Promise<OrderCap | undefined>;
}

export interface OrderCap {
  /** How many orders the package lets the vendor take in the month. */
  readonly limit: number;
  /** The month's orders so far as the order list counts them (those taken uncapped among them). */
  readonly taken: number;
}
