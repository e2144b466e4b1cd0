// What happened to a vendor (a restaurant on the platform): registered once, then its settings
// change. The vendor read models (by id, by host domain) are built from these alone.
import { z } from 'zod';
import { defineEvent, eventCodec, type EventOf } from '../shared/event-definitions.ts';
import { PricingSettings } from '../pricing/pricing.schemas.ts';
import { Rial } from '../shared/money.ts';

/** How the vendor shows prices. Amounts are always stored in Rial; a Toman is 10 Rial. */
export const CurrencyUnit = z.enum(['TOMAN', 'RIAL']);
export type CurrencyUnit = z.infer<typeof CurrencyUnit>;

/** A host name as the gateway sees it, normalised: lower case, no port, no trailing dot. */
export const Domain = z
  .string()
  .min(1)
  .max(253)
  .regex(/^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*$/, 'not a host name');

/** 'Shop.Example.ir:8080' → 'shop.example.ir': what a request's Host header is matched on. */
export const normalizeHost = (host: string): string =>
  host.trim().toLowerCase().replace(/:\d+$/, '').replace(/\.$/, '');

const vendorId = z.string().min(1);

/** Everything a vendor can set; VendorSettingsChanged repeats all of it, so a read model needs no history. */
export const VendorSettings = z.object({
  /** Persian display name, e.g. «رستوران سفره». */
  name: z.string().min(1).max(200),
  /** Host names that resolve to this vendor (spec §6: requests carry the vendor's host domain). */
  domains: z.array(Domain).min(1),
  currencyUnit: CurrencyUnit,
  pricingSettings: PricingSettings,
  /** Minutes the kitchen promises by default. */
  preparationTime: z.number().int().positive(),
  /**
   * The least a site (or table QR) order's goods may come to, in Rial; 0 for none (spec §3
   * "Vendor: minimumBasket"). Events written before it existed read as 0.
   */
  minimumBasket: Rial.default(0),
  /**
   * The path of the vendor's logo among its uploaded files (vendor-logo.ts), shown on the site;
   * null for none. Events written before it existed read as null.
   */
  logo: z.string().nullable().default(null),
});
export type VendorSettings = z.infer<typeof VendorSettings>;

export const VendorRegistered = defineEvent(
  'VendorRegistered',
  VendorSettings.extend({ vendorId }),
);

export const VendorSettingsChanged = defineEvent(
  'VendorSettingsChanged',
  VendorSettings.extend({
    vendorId,
    /** Domains the vendor gave up, so the by-domain read model can forget them without history. */
    removedDomains: z.array(Domain),
  }),
);

export const vendorEvents = [VendorRegistered, VendorSettingsChanged] as const;
export const vendorEventCodec = eventCodec(vendorEvents);
export type VendorEvent = EventOf<(typeof vendorEvents)[number]>;

/** One stream per vendor, holding its registration and settings. */
export const vendorStreamName = (vendorId: string): string => `vendor-${vendorId}`;
