// Sealing the merchant credentials a vendor types in (its own payment gateway, issue 32), as
// FIELD-NOTES says: AES-256-GCM (node:crypto) under a key from the environment, never in an
// answer or a log, replaced by the vendor, never read back. The engine keeps only the sealed
// text; the vendor and the provider are bound in as additional data, so a blob copied to another
// vendor's stream, or moved under another provider, does not open.
// VENDOR_SECRETS_KEY (32 bytes, base64 or hex) when given — several gateways must share it;
// otherwise generated once into DATA_DIR/vendor-secrets-key (mode 0600), as auth-secret.ts does.
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const VENDOR_SECRETS_KEY_FILE = 'vendor-secrets-key';
const KEY_BYTES = 32;

/** The key as given: 64 hex digits or base64(url) of 32 bytes; anything else stops the start. */
export function parseSecretsKey(text: string): Buffer {
  const trimmed = text.trim();
  const key = /^[0-9a-fA-F]{64}$/.test(trimmed)
    ? Buffer.from(trimmed, 'hex')
    : Buffer.from(trimmed, 'base64');
  if (key.length !== KEY_BYTES)
    throw new Error('VENDOR_SECRETS_KEY must be 32 bytes, as 64 hex digits or base64');
  return key;
}

export function loadVendorSecretsKey(env: {
  VENDOR_SECRETS_KEY?: string | undefined;
  DATA_DIR: string;
}): Buffer {
  if (env.VENDOR_SECRETS_KEY) return parseSecretsKey(env.VENDOR_SECRETS_KEY);
  const file = join(env.DATA_DIR, VENDOR_SECRETS_KEY_FILE);
  if (!existsSync(file)) {
    // 'wx': two processes starting at once cannot both write; the loser reads the winner's.
    try {
      writeFileSync(file, randomBytes(KEY_BYTES).toString('base64'), { mode: 0o600, flag: 'wx' });
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
    }
  }
  return parseSecretsKey(readFileSync(file, 'utf8'));
}

const b64 = (buffer: Buffer) => buffer.toString('base64url');

/** What a sealed blob is bound to. */
export interface SealedFor {
  readonly vendorId: string;
  readonly provider: string;
}

const aadOf = (to: SealedFor) =>
  Buffer.from(`sofre/vendor-gateway/v1/${to.vendorId}/${to.provider}`);

export function sealCredentials(key: Buffer, to: SealedFor, credentials: object): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(aadOf(to));
  const sealed = Buffer.concat([
    cipher.update(JSON.stringify(credentials), 'utf8'),
    cipher.final(),
  ]);
  return `v1.${b64(iv)}.${b64(cipher.getAuthTag())}.${b64(sealed)}`;
}

/** The credentials, or an error that names no part of them (a wrong key, another vendor's blob). */
export function openCredentials(
  key: Buffer,
  to: SealedFor,
  sealed: string,
): Record<string, string> {
  const [version, iv, tag, text] = sealed.split('.');
  if (version !== 'v1' || !iv || !tag || !text) throw new Error('sealed credentials: bad format');
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
    decipher.setAAD(aadOf(to));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    const clear = Buffer.concat([
      decipher.update(Buffer.from(text, 'base64url')),
      decipher.final(),
    ]).toString('utf8');
    return JSON.parse(clear) as Record<string, string>;
  } catch {
    throw new Error('sealed credentials do not open with this key for this vendor');
  }
}
