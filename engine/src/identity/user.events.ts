// What happened to a user: registered once (by a verify with names, or by staff adding a
// colleague), then the profile changes (me PUT). Users belong to a tenant like every stream
// (ARCHITECTURE decision 7): a person working at two vendors is two users; admins live under
// PLATFORM_VENDOR_ID. Phone → user is a read model; ids come in with the command.
import { z } from 'zod';
import { defineEvent, eventCodec, type EventOf } from '../shared/event-definitions.ts';
import { UserKind } from './identity.enums.ts';
import { PhoneNumber } from './phone.ts';

/**
 * A first or last name as stored: trimmed, inner spaces collapsed, and the Arabic ي/ك some
 * keyboards type turned into the Persian ی/ک, so search and display agree.
 */
export const PersonName = z
  .string()
  .transform((s) => s.replace(/ي/g, 'ی').replace(/ك/g, 'ک').replace(/\s+/g, ' ').trim())
  .pipe(z.string().min(1).max(50));

/** Optional; an empty string clears it. Stored lower-cased. */
export const EmailInput = z
  .string()
  .trim()
  .transform((s) => s.toLowerCase())
  .pipe(z.union([z.literal(''), z.email().max(254)]))
  .transform((s) => (s === '' ? null : s));

const userId = z.string().min(1);
const name = z.string().min(1).max(50);

export const UserRegistered = defineEvent(
  'UserRegistered',
  z.object({ userId, phone: PhoneNumber, firstName: name, lastName: name, kind: UserKind }),
);

/** The whole profile after the change (me PUT). */
export const UserProfileUpdated = defineEvent(
  'UserProfileUpdated',
  z.object({ userId, firstName: name, lastName: name, email: z.email().nullable() }),
);

export const userEvents = [UserRegistered, UserProfileUpdated] as const;
export const userEventCodec = eventCodec(userEvents);
export type UserEvent = EventOf<(typeof userEvents)[number]>;

export const userStreamName = (vendorId: string, userId: string): string =>
  `user-${vendorId}-${userId}`;
