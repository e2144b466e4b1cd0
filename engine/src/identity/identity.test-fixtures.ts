// Commands and events for identity tests, with the fields a test does not care about filled in.
import type { CommandMetadata } from '../shared/messages.ts';
import { addSeconds } from './instants.ts';

export const VENDOR_ID = 'vendor-1';
export const PHONE = '09123456789';
/** 1404-01-01 (Nowruz), 11:30 Tehran. */
export const T0 = '2025-03-21T08:00:00.000Z';
export const at = (seconds: number): string => addSeconds(T0, seconds);

/** Hashes as the gateway would pass them (HMAC-SHA256 hex); here any distinct 64-char strings. */
export const hashOf = (secret: string): string => secret.padEnd(64, '0').slice(0, 64);
export const CODE = hashOf('a1');
export const WRONG = hashOf('b2');

export const metadataAt = (now: string, userId = 'anonymous'): CommandMetadata => ({
  commandId: `cmd-${now}`,
  vendorId: VENDOR_ID,
  actor: { userId, kind: 'CUSTOMER' },
  now,
});
