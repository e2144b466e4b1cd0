// Wishes about one-time codes. The gateway makes the code (crypto.randomInt), sends the SMS and
// passes only its hash; on verify it passes the hash of what the user typed.
import { z } from 'zod';
import type { CommandFrom, CommandUnion } from '../shared/messages.ts';
import { OtpPurpose, SecretHash } from './identity.enums.ts';
import { PhoneNumber } from './phone.ts';

const challenge = { phone: PhoneNumber, purpose: OtpPurpose };

export const IssueOtpData = z.object({ ...challenge, codeHash: SecretHash });

export const VerifyOtpData = z.object({
  ...challenge,
  codeHash: SecretHash,
  /**
   * false: check the code but keep it alive. Used when the phone has no user yet and no names
   * came with the verify (spec §5): the answer is NEEDS_REGISTRATION and the client verifies the
   * same code again with the names. A wrong code still counts as a wrong try.
   */
  consume: z.boolean().default(true),
});

export const otpCommandSchemas = {
  IssueOtp: IssueOtpData,
  VerifyOtp: VerifyOtpData,
} as const;

type Schemas = typeof otpCommandSchemas;
export type OtpCommandType = keyof Schemas;
export type OtpCommandOf<T extends OtpCommandType> = CommandFrom<Schemas, T>;
export type OtpCommand = CommandUnion<Schemas>;
export type IssueOtp = OtpCommandOf<'IssueOtp'>;
export type VerifyOtp = OtpCommandOf<'VerifyOtp'>;
