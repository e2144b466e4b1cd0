// The keyed primitives of the login: one key per use, all derived from the server secret, so a
// code hash can never be replayed as a token hash. Only hashes reach the events (engine identity).
import {
  createCipheriv,
  createDecipheriv,
  createHmac,
  randomBytes,
  randomInt,
  randomUUID,
} from 'node:crypto';
import { OTP_LENGTH, type OtpPurpose } from '@sofre/engine/identity';

export type KeyUse = 'otp' | 'refresh' | 'challenge' | 'access-token';

export interface AuthCrypto {
  readonly keyFor: (use: KeyUse) => Buffer;
  readonly hash: (use: 'otp' | 'refresh', value: string) => string;
}

export function authCrypto(secret: Buffer): AuthCrypto {
  const keyFor = (use: KeyUse) => createHmac('sha256', secret).update(`sofre:${use}`).digest();
  const keys = { otp: keyFor('otp'), refresh: keyFor('refresh') };
  return {
    keyFor,
    hash: (use, value) => createHmac('sha256', keys[use]).update(value).digest('hex'),
  };
}

/** Six digits from the CSPRNG, leading zeros kept. */
export const newOtpCode = (): string =>
  String(randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, '0');

/** What a code is hashed with: the same six digits for another phone or vendor hash differently. */
export const otpHashInput = (challenge: Challenge, code: string) =>
  `${challenge.vendorId}|${challenge.purpose}|${challenge.phone}|${code}`;

/** Who a login code was sent to. */
export interface Challenge {
  readonly vendorId: string;
  readonly purpose: OtpPurpose;
  readonly phone: string;
}

/**
 * The `userId` the login answers with: the challenge sealed with AES-256-GCM, so verify learns
 * the phone back without any server state, and the client (or an attacker) learns nothing from
 * it — not the user id, not whether the phone is registered.
 */
export function sealChallenge(key: Buffer, challenge: Challenge): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const plain = JSON.stringify([challenge.vendorId, challenge.purpose, challenge.phone]);
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
}

/** undefined for anything not sealed by this server (tampered, truncated, made up). */
export function openChallenge(key: Buffer, sealed: string): Challenge | undefined {
  try {
    const raw = Buffer.from(sealed, 'base64url');
    if (raw.length < 29) return undefined;
    const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, 12));
    decipher.setAuthTag(raw.subarray(12, 28));
    const plain = Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]);
    const [vendorId, purpose, phone] = JSON.parse(plain.toString('utf8')) as string[];
    return { vendorId: vendorId!, purpose: purpose as OtpPurpose, phone: phone! };
  } catch {
    return undefined;
  }
}

/** `${familyId}.${32 random bytes}`: the family id says which stream to load (engine events). */
export function newRefreshToken(familyId: string = randomUUID()) {
  return { familyId, token: `${familyId}.${randomBytes(32).toString('base64url')}` };
}

export function familyOf(refreshToken: string): string | undefined {
  const match = /^([0-9a-f-]{36})\.[A-Za-z0-9_-]{43}$/.exec(refreshToken);
  return match?.[1];
}
