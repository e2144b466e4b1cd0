// The server secret behind code hashes, challenge ids, refresh-token hashes and access tokens.
// AUTH_SECRET when given (several gateways must share it); otherwise generated once into
// DATA_DIR/auth-secret (mode 0600) and reused at every start. Never a constant in the code.
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const AUTH_SECRET_FILE = 'auth-secret';

export function loadAuthSecret(env: { AUTH_SECRET?: string; DATA_DIR: string }): Buffer {
  if (env.AUTH_SECRET) return Buffer.from(env.AUTH_SECRET, 'utf8');
  const file = join(env.DATA_DIR, AUTH_SECRET_FILE);
  if (!existsSync(file)) {
    // 'wx': two processes starting at once cannot both write; the loser reads the winner's.
    try {
      writeFileSync(file, randomBytes(48).toString('base64url'), { mode: 0o600, flag: 'wx' });
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
    }
  }
  return Buffer.from(readFileSync(file, 'utf8').trim(), 'utf8');
}
