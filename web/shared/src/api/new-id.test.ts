import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { newId } from './new-id.ts';

describe('newId', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('is a UUID the order contract accepts', () => {
    expect(z.uuid().safeParse(newId()).success).toBe(true);
  });

  it('is still a v4 UUID where randomUUID is missing (plain http on a LAN)', () => {
    const real = globalThis.crypto;
    vi.stubGlobal('crypto', { getRandomValues: (a: Uint8Array) => real.getRandomValues(a) });
    const ids = Array.from({ length: 50 }, newId);
    for (const id of ids)
      expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(new Set(ids).size).toBe(50);
  });
});
