// Sealing a vendor's merchant credentials: AES-256-GCM bound to the vendor and the provider, so
// a blob opens only with the key, for the vendor and provider it was sealed for; the key comes
// from VENDOR_SECRETS_KEY or is generated once into DATA_DIR and reused.
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import {
  loadVendorSecretsKey,
  openCredentials,
  parseSecretsKey,
  sealCredentials,
  VENDOR_SECRETS_KEY_FILE,
} from './merchant-secrets.ts';

const key = randomBytes(32);
const toA = { vendorId: 'vendor-a', provider: 'ZARIN_PAL' };
const secret = { merchantId: '6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f' };
const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

describe('sealed merchant credentials', () => {
  it('open for the vendor and provider they were sealed for, and hide what they hold', () => {
    const sealed = sealCredentials(key, toA, secret);
    expect(sealed).toMatch(/^v1\.[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(sealed).not.toContain(secret.merchantId);
    expect(Buffer.from(sealed.split('.')[3]!, 'base64url').toString()).not.toContain('6f1c2d3e');
    expect(openCredentials(key, toA, sealed)).toEqual(secret);
    // A fresh nonce each time: the same credentials never seal to the same text.
    expect(sealCredentials(key, toA, secret)).not.toBe(sealed);
  });

  it('do not open under another key, vendor or provider, nor when tampered with', () => {
    const sealed = sealCredentials(key, toA, secret);
    const fails = (run: () => unknown) => {
      expect(run).toThrow(/do not open|bad format/);
      try {
        run();
      } catch (e) {
        expect(String(e)).not.toContain(secret.merchantId);
      }
    };
    fails(() => openCredentials(randomBytes(32), toA, sealed));
    fails(() => openCredentials(key, { ...toA, vendorId: 'vendor-b' }, sealed));
    fails(() => openCredentials(key, { ...toA, provider: 'VANDAR' }, sealed));
    const [v, iv, tag, text] = sealed.split('.');
    const flipped = Buffer.from(text!, 'base64url');
    flipped[0] = flipped[0]! ^ 1;
    fails(() => openCredentials(key, toA, [v, iv, tag, flipped.toString('base64url')].join('.')));
    fails(() => openCredentials(key, toA, 'plain-text'));
  });

  it('take the key from the environment, or generate it once into DATA_DIR', () => {
    const hex = randomBytes(32).toString('hex');
    expect(parseSecretsKey(hex).toString('hex')).toBe(hex);
    const b64 = randomBytes(32).toString('base64');
    expect(parseSecretsKey(b64).toString('base64')).toBe(b64);
    expect(() => parseSecretsKey('too-short')).toThrow(/VENDOR_SECRETS_KEY/);
    const dir = mkdtempSync(join(tmpdir(), 'sofre-secrets-'));
    dirs.push(dir);
    const first = loadVendorSecretsKey({ DATA_DIR: dir });
    expect(first.length).toBe(32);
    expect(loadVendorSecretsKey({ DATA_DIR: dir }).equals(first)).toBe(true);
    expect(statSync(join(dir, VENDOR_SECRETS_KEY_FILE)).mode & 0o777).toBe(0o600);
    expect(readFileSync(join(dir, VENDOR_SECRETS_KEY_FILE), 'utf8')).toBe(first.toString('base64'));
    expect(loadVendorSecretsKey({ DATA_DIR: dir, VENDOR_SECRETS_KEY: hex }).toString('hex')).toBe(
      hex,
    );
  });
});
