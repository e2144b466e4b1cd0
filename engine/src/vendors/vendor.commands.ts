// Wishes about a vendor. Domains are normalised on the way in, so 'Sofre.IR:443' and 'sofre.ir'
// are the same vendor.
import { z } from 'zod';
import type { CommandFrom, CommandUnion } from '../shared/messages.ts';
import { Rial } from '../shared/money.ts';
import { defaultPricingSettings, PricingSettings } from '../pricing/pricing.schemas.ts';
import { DEFAULT_PREPARATION_TIME } from '../pos-draft/pos-draft.state.ts';
import { CurrencyUnit, Domain, normalizeHost } from './vendor.events.ts';
import { VendorLogo } from './vendor-logo.ts';

const vendorId = z.string().min(1);
const DomainInput = z.string().transform(normalizeHost).pipe(Domain);

export const RegisterVendorData = z.object({
  vendorId,
  name: z.string().trim().min(1).max(200),
  domains: z.array(DomainInput).min(1),
  currencyUnit: CurrencyUnit.default('TOMAN'),
  pricingSettings: PricingSettings.default(defaultPricingSettings),
  // Any whole number: decide answers PREPARATION_TIME_TOO_SHORT below the minimum.
  preparationTime: z.number().int().nonnegative().default(DEFAULT_PREPARATION_TIME),
  /** Rial; 0 takes site orders of any size. */
  minimumBasket: Rial.default(0),
  /** An uploaded file of this vendor (vendor-logo.ts); none without it. */
  logo: VendorLogo.nullable().default(null),
});

/** A patch: an absent field keeps its value. */
export const ChangeVendorSettingsData = z.object({
  vendorId,
  name: z.string().trim().min(1).max(200).optional(),
  domains: z.array(DomainInput).min(1).optional(),
  currencyUnit: CurrencyUnit.optional(),
  pricingSettings: PricingSettings.optional(),
  preparationTime: z.number().int().nonnegative().optional(),
  minimumBasket: Rial.optional(),
  /** null takes the logo away. */
  logo: VendorLogo.nullable().optional(),
});

export const vendorCommandSchemas = {
  RegisterVendor: RegisterVendorData,
  ChangeVendorSettings: ChangeVendorSettingsData,
} as const;

type Schemas = typeof vendorCommandSchemas;
export type VendorCommandType = keyof Schemas;
export type VendorCommandOf<T extends VendorCommandType> = CommandFrom<Schemas, T>;
export type VendorCommand = CommandUnion<Schemas>;
export type RegisterVendor = VendorCommandOf<'RegisterVendor'>;
export type ChangeVendorSettings = VendorCommandOf<'ChangeVendorSettings'>;
