// The customers API (routes.txt /api-identity/customers*, identity/address*, users/callerid,
// users/map/reverse): what the back office, the POS and the customer site send and get back.
//
// - A customer is one per vendor and phone; their addresses live with them. A logged-in site
//   customer (a user of kind CUSTOMER) is the customer with the same phone: their own addresses
//   (identity/address) are that customer's addresses.
// - Form fields arrive loosely typed on purpose: the server checks them and answers every problem
//   at once as `errors: [{field, code, message}]` (spec §5) — names, phone, `address.text` …
// - Money is integer Rial; instants are UTC ISO-8601; report days are Tehran days (YYYY-MM-DD).
// - Paged lists take pageNumber, pageSize (≤ 100, default 10), search — PascalCase works too.
import { z } from 'zod';
import { Rial } from '../shared/money.ts';
import { pageOf } from './paging.contract.ts';

const id = z.string().min(1).max(100);
const text = (max: number) => z.string().max(max);

/** One delivery address. latitude/longitude are null for an offline one not yet located. */
export const AddressView = z.object({
  id: z.string(),
  title: z.string(),
  text: z.string(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  /** Plaque, unit, bell. */
  details: z.string().nullable(),
  /** Taken without a map point (a phone order); located later. */
  offline: z.boolean(),
});
export type AddressView = z.infer<typeof AddressView>;

export const CustomerView = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  phoneNumber: z.string(),
  addresses: z.array(AddressView),
  createdAt: z.string(),
});
export type CustomerView = z.infer<typeof CustomerView>;

export const CustomerIdParams = z.object({ id });

export const CustomerPage = pageOf(CustomerView);
export type CustomerPage = z.infer<typeof CustomerPage>;

/** Either spelling of each paging parameter is accepted. */
const paging = {
  pageNumber: z.coerce.number().int().positive().optional(),
  PageNumber: z.coerce.number().int().positive().optional(),
  pageSize: z.coerce.number().int().positive().max(100).optional(),
  PageSize: z.coerce.number().int().positive().max(100).optional(),
  search: z.string().trim().max(100).optional(),
  Search: z.string().trim().max(100).optional(),
};
export const CustomersQuery = z.object(paging);
export type CustomersQuery = z.input<typeof CustomersQuery>;

/** What an address form sends (the customer's own, or staff's offline one). */
export const AddressForm = z.object({
  title: text(200),
  text: text(2000),
  latitude: z.number().optional(),
  longitude: z.number().optional(),
  details: text(1000).optional(),
});
export type AddressForm = z.infer<typeof AddressForm>;

/** POST /api-identity/customers: the first address (optional) is taken offline unless located. */
export const CreateCustomerRequest = z.object({
  firstName: text(200),
  lastName: text(200),
  phoneNumber: text(40),
  address: AddressForm.optional(),
});
export type CreateCustomerRequest = z.infer<typeof CreateCustomerRequest>;

/** spec §3 "Customer created": the new customer and their first address, if one was given. */
export const CreateCustomerResponse = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  phoneNumber: z.string(),
  addressId: z.string().nullable(),
  /** The first address's text. */
  detail: z.string().nullable(),
});
export type CreateCustomerResponse = z.infer<typeof CreateCustomerResponse>;

/** A customer's orders, rejected ones left out (they were never bought). */
export const CustomerOrderStats = z.object({
  orderCount: z.number().int(),
  totalSpent: Rial,
  firstOrderAt: z.string().nullable(),
  lastOrderAt: z.string().nullable(),
});
export type CustomerOrderStats = z.infer<typeof CustomerOrderStats>;

/** GET /api-identity/customers/{id}/information */
export const CustomerInformation = CustomerView.omit({ addresses: true }).extend({
  ...CustomerOrderStats.shape,
  addressCount: z.number().int(),
  /** The customer has logged in on the site (a user with this phone). */
  registered: z.boolean(),
});
export type CustomerInformation = z.infer<typeof CustomerInformation>;

/** A Tehran day, YYYY-MM-DD (an ISO instant is taken as its Tehran day). */
export const ReportDay = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/, 'YYYY-MM-DD')
  .refine((v) => !Number.isNaN(Date.parse(v.length === 10 ? `${v}T00:00:00Z` : v)), 'no such day');

export const CustomersReportQuery = z.object({
  ...paging,
  fromDate: ReportDay.optional(),
  toDate: ReportDay.optional(),
});
export type CustomersReportQuery = z.input<typeof CustomersReportQuery>;

/** One buyer in the report: most spent first. customerId is null for a phone never registered. */
export const CustomerReportRow = CustomerOrderStats.extend({
  customerId: z.string().nullable(),
  phoneNumber: z.string(),
  firstName: z.string(),
  lastName: z.string(),
});
export type CustomerReportRow = z.infer<typeof CustomerReportRow>;

export const CustomersReportPage = pageOf(CustomerReportRow);
export type CustomersReportPage = z.infer<typeof CustomersReportPage>;

/** GET /api-identity/customers/search: by phone (any written form, or its part) or by name. */
export const CustomerSearchQuery = z.object({
  search: z.string().trim().max(100).optional(),
  Search: z.string().trim().max(100).optional(),
  phoneNumber: z.string().trim().max(40).optional(),
});
export const CustomerSearchResult = z.array(CustomerView);

/** GET /api-identity/users/callerid: who is calling, on which of the restaurant's lines. */
export const CallerIdQuery = z.object({
  phoneNumber: z.string().trim().min(1).max(40),
  lineNumber: z.string().trim().max(40).optional(),
});
export const CallerIdResponse = CustomerView.extend({ lineNumber: z.string().nullable() });
export type CallerIdResponse = z.infer<typeof CallerIdResponse>;

// --- identity/address ---------------------------------------------------------------------

export const AddressIdParams = z.object({ id });
export const EditAddressRequest = AddressForm.extend({ id });
/** Staff taking a phone order: the address of a customer, a map point optional. */
export const OfflineAddressRequest = AddressForm.extend({ customerId: id });
export const EditOfflineAddressRequest = AddressForm.extend({ id });
export const LocateAddressRequest = z.object({
  id,
  latitude: z.number(),
  longitude: z.number(),
});
/** An address with the customer it belongs to (the offline routes name addresses alone). */
export const CustomerAddressView = AddressView.extend({ customerId: z.string() });
export type CustomerAddressView = z.infer<typeof CustomerAddressView>;

/** What the address forms say on success (spec §8), shared by the back office and the site. */
export const addressSuccessMessages = {
  added: 'آدرس با موفقیت ثبت گردید',
  edited: 'آدرس ویرایش شد',
} as const;

// --- users/map/reverse --------------------------------------------------------------------

export const ReverseGeocodeQuery = z.object({
  latitude: z.coerce.number().min(-90).max(90),
  longitude: z.coerce.number().min(-180).max(180),
});
export const ReverseGeocodeResponse = z.object({
  /** The address as a courier reads it: «تهران، ونک، خیابان ملاصدرا». */
  address: z.string(),
  neighbourhood: z.string().nullable(),
  city: z.string().nullable(),
});
export type ReverseGeocodeResponse = z.infer<typeof ReverseGeocodeResponse>;

// --- users/map/search, users/map/settings -------------------------------------------------

export const PlaceSearchQuery = z.object({
  /** A street or neighbourhood, as typed: «ونک», «خیابان ملاصدرا». */
  term: z.string().trim().min(2).max(100),
  /** The map's centre: places nearer it come first. */
  lat: z.coerce.number().min(-90).max(90),
  lng: z.coerce.number().min(-180).max(180),
});
export const PlaceFound = z.object({
  title: z.string(),
  address: z.string(),
  latitude: z.number(),
  longitude: z.number(),
});
export type PlaceFound = z.infer<typeof PlaceFound>;
export const PlaceSearchResponse = z.object({ places: z.array(PlaceFound) });

/** How the apps draw their maps: `tiles` is a tile URL template ({z}/{x}/{y}), null for none. */
export const MapSettings = z.object({ tiles: z.string().nullable() });
export type MapSettings = z.infer<typeof MapSettings>;
