// Request and response shapes of /api-identity/vendors/* and /api-identity/availabilitytime
// (spec §4 vendor open check, §7 vendors), shared by the gateway and the web apps.
import { z } from 'zod';
import { PricingSettings } from '../pricing/pricing.schemas.ts';
import { Rial } from '../shared/money.ts';
import { AvailabilitySchedule, AvailabilityTime } from '../vendors/availability.ts';
import { ChangeVendorSettingsData } from '../vendors/vendor.commands.ts';
import { CurrencyUnit } from '../vendors/vendor.events.ts';
import { AutoDispatchProvider, PickupPoint } from '../vendors/vendor-account.events.ts';

/** GET vendors/byhost/{domain}: which vendor a host is, and how it shows and prices money. */
export const PublicVendor = z.object({
  id: z.string(),
  name: z.string(),
  currencyUnit: CurrencyUnit,
  /** Tax and service settings: the POS prices its draft with the same rules as the server. */
  pricing: PricingSettings,
  /** Minutes the kitchen promises by default. */
  preparationTime: z.number().int(),
});
export type PublicVendor = z.infer<typeof PublicVendor>;

/** The caller's vendor as the back office's settings screen shows it. */
export const VendorMe = z.object({
  id: z.string(),
  name: z.string(),
  domains: z.array(z.string()),
  currencyUnit: CurrencyUnit,
  pricingSettings: PricingSettings,
  preparationTime: z.number().int(),
  /** The least a site order's goods may come to after its discount code; 0 for none. */
  minimumBasket: Rial,
  /** The logo's path among the vendor's uploaded files (/files/<vendorId>/…); null for none. */
  logo: z.string().nullable(),
  /** Open at this moment by its weekday schedule, in Tehran time. */
  isOpenNow: z.boolean(),
  /** Whether the customer's invoice lists the items (PUT setprintitemsonfactoroption). */
  printItemsOnFactor: z.boolean(),
  /**
   * The courier provider asked by itself for each delivery order that becomes ready to ship
   * (auto-dispatch); null: the dispatcher sends every order.
   */
  autoDispatchProvider: AutoDispatchProvider.nullable(),
  /** Paid online orders (site, table QR) go to the kitchen without a cashier's acceptance. */
  autoAcceptOnlineOrders: z.boolean(),
  /**
   * Where couriers pick the vendor's orders up (its point on the map and the address a courier
   * reads); null: the platform's default point.
   */
  pickupPoint: PickupPoint.nullable(),
});
export type VendorMe = z.infer<typeof VendorMe>;

/**
 * A patch: absent fields keep their value; `availabilityTimes` replaces the whole week ([] clears
 * it); `logo` is a path POST /api-identity/files answered for this vendor, null removes it;
 * `autoDispatchProvider` null turns auto-dispatch off.
 */
export const UpdateVendorMeRequest = ChangeVendorSettingsData.omit({ vendorId: true }).extend({
  availabilityTimes: AvailabilitySchedule.optional(),
  autoDispatchProvider: AutoDispatchProvider.nullable().optional(),
  autoAcceptOnlineOrders: z.boolean().optional(),
  /** The vendor's pickup point; null goes back to the platform's default point. */
  pickupPoint: PickupPoint.nullable().optional(),
});

export const VendorAvailability = z.object({
  /** The weekday windows; [] when the vendor set none (then it is never closed by time). */
  times: z.array(AvailabilityTime),
  isOpenNow: z.boolean(),
});

/** What the customer site asks before taking an order. */
export const SiteAvailability = z.object({ isOpenNow: z.boolean() });

export const VendorLanding = z.object({
  id: z.string(),
  name: z.string(),
  currencyUnit: CurrencyUnit,
  preparationTime: z.number().int(),
  isOpenNow: z.boolean(),
  /**
   * When a closed vendor opens next by its weekday hours (Tehran time; an end of 00:00 is
   * 23:59), a UTC instant; null while it is open, or when no window ever opens it.
   */
  nextOpening: z.iso.datetime().nullable(),
  /**
   * The least the goods (items and toppings, after the discount code; not packaging, tax or
   * delivery) may come to for the site to take the order, in Rial; 0 for none.
   */
  minimumBasket: Rial,
  /** The logo, an image path on this gateway (/files/<vendorId>/…); null while it has none. */
  logo: z.string().nullable(),
});
