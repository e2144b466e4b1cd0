// Vendor administration (the platform admins' /api-identity/vendors GET, POST and activate) and
// the vendor's own options: print items on the invoice, brands. Browser-safe.
import { z } from 'zod';
import { PLATFORM_VENDOR_ID } from '../identity/identity.enums.ts';
import { PhoneInput } from '../identity/phone.ts';
import { PersonName } from '../identity/user.events.ts';
import { PersianText } from '../banking/bank-account.ts';
import { CurrencyUnit, Domain, normalizeHost } from '../vendors/vendor.events.ts';
import { PagedSearchQuery } from './banking.contract.ts';

/** One vendor in the admins' list. */
export const AdminVendorRow = z.object({
  id: z.string(),
  name: z.string(),
  domains: z.array(z.string()),
  currencyUnit: CurrencyUnit,
  isActive: z.boolean(),
  ownerPhone: z.string(),
  /** UTC ISO-8601 instant the vendor joined the platform. */
  registeredAt: z.string(),
});
export type AdminVendorRow = z.infer<typeof AdminVendorRow>;

/** GET /api-identity/vendors: PageNumber, PageSize, Search (name, domain or owner's phone). */
export const AdminVendorListQuery = PagedSearchQuery;

const DomainInput = z.string().max(253).transform(normalizeHost).pipe(Domain);

/** POST /api-identity/vendors: a new vendor and its owner, who logs in at its domain. */
export const RegisterVendorRequest = z.object({
  /** The client's id for the vendor (a repeated registration answers the first); made if absent. */
  id: z
    .string()
    .trim()
    .regex(/^[a-z0-9][a-z0-9-]{0,62}$/)
    // The platform's own tenant is no vendor (admins live there).
    .refine((id) => id !== PLATFORM_VENDOR_ID)
    .optional(),
  name: PersianText(200),
  domains: z.array(DomainInput).min(1).max(10),
  currencyUnit: CurrencyUnit.default('TOMAN'),
  ownerPhoneNumber: PhoneInput,
  ownerFirstName: PersonName.default('مالک'),
  ownerLastName: PersonName.default('فروشگاه'),
});
export type RegisterVendorRequest = z.input<typeof RegisterVendorRequest>;

/** PUT /api-identity/vendors/activate. */
export const ActivateVendorRequest = z.object({
  vendorId: z.string().trim().min(1).max(100),
  isActive: z.boolean(),
});

/** PUT /api-identity/vendors/setprintitemsonfactoroption, and its answer. */
export const PrintItemsOnFactor = z.object({ printItemsOnFactor: z.boolean() });
export type PrintItemsOnFactor = z.infer<typeof PrintItemsOnFactor>;

/** A brand the vendor belongs to, with all its branches (GET getvendorbrands). */
export const VendorBrandView = z.object({
  id: z.string(),
  title: z.string(),
  branches: z.array(
    z.object({
      vendorId: z.string(),
      name: z.string(),
      /** The calling vendor's own branch. */
      isSelf: z.boolean(),
    }),
  ),
});
export type VendorBrandView = z.infer<typeof VendorBrandView>;

/** PUT subscribevendorbrand: join a brand by its id, or found a new one with a title. */
export const SubscribeVendorBrandRequest = z.union([
  z.object({ brandId: z.string().trim().min(1).max(100) }).strict(),
  z.object({ title: PersianText(100) }).strict(),
]);
