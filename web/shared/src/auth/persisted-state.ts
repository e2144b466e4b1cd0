// Client state kept across reloads in localStorage, wrapped as { version, state } (spec §4, §9):
// a value written by another version of the app, or one that no longer meets its schema, is
// removed and read as nothing, so an upgrade never boots on a stale shape.
import type { z } from 'zod';
import { PERSISTED_STATE_VERSION } from './auth.constants.ts';

const storage = (): Storage | undefined => globalThis.localStorage;

export function readPersisted<T>(key: string, schema: z.ZodType<T>): T | undefined {
  const raw = storage()?.getItem(key);
  if (raw === null || raw === undefined) return undefined;
  try {
    const stored = JSON.parse(raw) as { version?: unknown; state?: unknown };
    if (stored.version === PERSISTED_STATE_VERSION) {
      const parsed = schema.safeParse(stored.state);
      if (parsed.success) return parsed.data;
    }
  } catch {
    // Not JSON: reset below like any other mismatch.
  }
  storage()?.removeItem(key);
  return undefined;
}

export function writePersisted<T>(key: string, state: T): void {
  storage()?.setItem(key, JSON.stringify({ version: PERSISTED_STATE_VERSION, state }));
}
