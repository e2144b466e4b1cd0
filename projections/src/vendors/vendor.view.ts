// A vendor as the gateway needs it on every request: resolved from the request's host domain.
import { PricingSettings } from '@sofre/engine/pricing';
import { CurrencyUnit } from '@sofre/engine/vendors';
import { z } from 'zod';

export const VendorView = z.object({
  id: z.string(),
  /** Persian display name. */
  name: z.string(),
  domains: z.array(z.string()),
  currencyUnit: CurrencyUnit,
  pricingSettings: PricingSettings,
  /** Minutes the kitchen promises when an order does not say. */
  preparationTime: z.number().int(),
  /** The least a site order's goods may come to after its discount, in Rial; 0 for none. */
  minimumBasket: z.number().int().nonnegative(),
  /** The logo's path among the vendor's uploaded files; null for none. */
  logo: z.string().nullable(),
  /** False while a platform admin has it deactivated: its domain then answers VENDOR_INACTIVE. */
  active: z.boolean(),
  position: z.string(),
});
export type VendorView = z.infer<typeof VendorView>;

/** Which vendor a host name belongs to (the first vendor to claim it keeps it). */
export interface VendorDomainRow {
  readonly domain: string;
  readonly vendorId: string;
  readonly position: string;
}
