// Who logs in. Each kind has its own login (spec §6: the admin login is separate, bikers have
// their own login and verify), so a code sent for one kind never logs in as another.
import { z } from 'zod';

export const UserKind = z.enum(['CUSTOMER', 'STAFF', 'ADMIN', 'BIKER']);
export type UserKind = z.infer<typeof UserKind>;

/** What a one-time code is for: the login of one user kind. */
export const OtpPurpose = UserKind;
export type OtpPurpose = UserKind;

/**
 * The tenant for what belongs to no vendor (admin logins and admin users). Every stream is scoped
 * to a vendor (ARCHITECTURE decision 7); the gateway passes this id as metadata.vendorId for them.
 */
export const PLATFORM_VENDOR_ID = 'platform';

/** A keyed hash (HMAC-SHA256 hex in the gateway) of a code or token; plain secrets never come in. */
export const SecretHash = z.string().min(16).max(256);
