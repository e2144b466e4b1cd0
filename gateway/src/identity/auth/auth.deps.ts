// What the auth routes share: the platform, the SMS port, the keyed crypto, the access tokens and
// the clock (tests move it to expire a code without waiting two minutes).
import { randomUUID } from 'node:crypto';
import type { Actor, CommandMetadata } from '@sofre/engine';
import type { Platform } from '../../platform/platform.port.ts';
import type { SmsSender } from '../../sms/sms.port.ts';
import { accessTokens, type AccessTokens } from './access-token.ts';
import { authCrypto, type AuthCrypto } from './auth-crypto.ts';

export interface AuthDeps {
  readonly platform: Platform;
  readonly sms: SmsSender;
  readonly crypto: AuthCrypto;
  readonly tokens: AccessTokens;
  readonly clock: () => Date;
}

export function authDeps(
  platform: Platform,
  sms: SmsSender,
  secret: Buffer,
  clock: () => Date = () => new Date(),
  accessTokenTtlSeconds?: number,
): AuthDeps {
  const crypto = authCrypto(secret);
  const tokens = accessTokens(crypto.keyFor('access-token'), accessTokenTtlSeconds);
  return { platform, sms, crypto, tokens, clock };
}

/** Who asks before logging in: nobody yet. */
export const anonymous: Actor = { userId: 'anonymous', kind: 'CUSTOMER' };

export const authMetadata = (
  deps: AuthDeps,
  vendorId: string,
  actor: Actor = anonymous,
): CommandMetadata => ({
  commandId: randomUUID(),
  vendorId,
  actor,
  now: deps.clock().toISOString(),
});
