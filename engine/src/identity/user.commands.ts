// Wishes about a user. Names and email are cleaned by their schemas; the gateway turns a schema
// failure into field errors on the form (spec §5).
import { z } from 'zod';
import type { CommandFrom, CommandUnion } from '../shared/messages.ts';
import { UserKind } from './identity.enums.ts';
import { PhoneInput } from './phone.ts';
import { EmailInput, PersonName } from './user.events.ts';

const userId = z.string().min(1);

export const userCommandSchemas = {
  RegisterUser: z.object({
    userId,
    phone: PhoneInput,
    firstName: PersonName,
    lastName: PersonName,
    kind: UserKind,
  }),
  /** me PUT. An absent email keeps the one on record; '' clears it. */
  UpdateProfile: z.object({
    userId,
    firstName: PersonName,
    lastName: PersonName,
    email: EmailInput.optional(),
  }),
} as const;

type Schemas = typeof userCommandSchemas;
export type UserCommandType = keyof Schemas;
export type UserCommandOf<T extends UserCommandType> = CommandFrom<Schemas, T>;
export type UserCommand = CommandUnion<Schemas>;
