// What the auth routes share: the platform, the SMS port, the keyed crypto, the access tokens, the
// clock (tests move it to expire a code without waiting two minutes) and the one command runner,
// which every area given these deps runs its commands through.
import type { Actor } from '@sofre/engine';
import { commandRunner, type CommandRunner } from '../commands/command-runner.ts';
import type { Platform } from '../platform/platform.port.ts';
import type { SmsSender } from '../sms/sms.port.ts';
import { accessTokens, type AccessTokens } from './access-token.ts';
import { authCrypto, type AuthCrypto } from './auth-crypto.ts';

export interface AuthDeps {
  readonly platform: Platform;
  readonly sms: SmsSender;
  readonly crypto: AuthCrypto;
  readonly tokens: AccessTokens;
  readonly clock: () => Date;
  readonly runner: CommandRunner;
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
  return { platform, sms, crypto, tokens, clock, runner: commandRunner(platform, clock) };
}

/** Who asks before logging in: nobody yet. */
export const anonymous: Actor = { userId: 'anonymous', kind: 'CUSTOMER' };
