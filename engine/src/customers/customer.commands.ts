// Wishes about a customer. Address fields arrive loosely typed on purpose: decide checks them
// and answers «خطا در ثبت آدرس» / «خطا در ویرایش آدرس» with a field error per problem (spec §8).
// Every command names its customer by phone (the stream) and id (which must match).
import { z } from 'zod';
import type { CommandFrom, CommandUnion } from '../shared/messages.ts';
import { PhoneInput } from '../identity/phone.ts';
import { PersonName } from '../identity/user.events.ts';

const customer = { phone: PhoneInput, customerId: z.string().min(1) };
const addressId = z.string().min(1);

export const AddressInput = z.object({
  title: z.string(),
  text: z.string(),
  latitude: z.number().optional(),
  longitude: z.number().optional(),
  details: z.string().optional(),
});
export type AddressInput = z.infer<typeof AddressInput>;

export const customerCommandSchemas = {
  /**
   * Staff creating a customer (POS phone orders, the customers screen), or a logged-in customer's
   * first address opening their record; either may bring the first address in the same append.
   */
  CreateCustomer: z.object({
    ...customer,
    firstName: PersonName,
    lastName: PersonName,
    address: AddressInput.extend({ addressId, offline: z.boolean().default(false) }).optional(),
  }),
  /** offline: taken without a map point (the POS offline, a phone order); located later. */
  AddAddress: AddressInput.extend({ ...customer, addressId, offline: z.boolean().default(false) }),
  EditAddress: AddressInput.extend({ ...customer, addressId }),
  DeleteAddress: z.object({ ...customer, addressId }),
  LocateAddress: z.object({
    ...customer,
    addressId,
    latitude: z.number(),
    longitude: z.number(),
  }),
} as const;

type Schemas = typeof customerCommandSchemas;
export type CustomerCommandType = keyof Schemas;
export type CustomerCommandOf<T extends CustomerCommandType> = CommandFrom<Schemas, T>;
export type CustomerCommand = CommandUnion<Schemas>;
