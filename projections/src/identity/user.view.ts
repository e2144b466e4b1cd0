// A user as the gateway needs it: the profile (me GET) and who a phone belongs to (login verify).
// Users belong to a vendor (engine identity/user.events.ts), so both lookups take the vendor.
import { UserKind } from '@sofre/engine/identity';
import { z } from 'zod';

export const UserView = z.object({
  id: z.string(),
  vendorId: z.string(),
  phoneNumber: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string().nullable(),
  kind: UserKind,
  position: z.string(),
});
export type UserView = z.infer<typeof UserView>;

/** Which user of a vendor a phone belongs to (a phone is one user per vendor). */
export interface UserPhoneRow {
  readonly vendorId: string;
  readonly phoneNumber: string;
  readonly userId: string;
  readonly position: string;
}

/** Row keys: ids are unique per vendor only, so the vendor is part of the key. */
export const userKey = (vendorId: string, userId: string): string => `${vendorId}:${userId}`;
export const userPhoneKey = (vendorId: string, phone: string): string => `${vendorId}:${phone}`;
