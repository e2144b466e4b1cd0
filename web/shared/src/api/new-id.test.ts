import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { newId } from './new-id.ts';

const V7 = /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('newId', () => {
  it('is a UUID the order contract accepts', () => {
    expect(z.uuid().safeParse(newId()).success).toBe(true);
  });

  it('is a version 7 UUID: unique, and in the order made, also within one millisecond', () => {
    const ids = Array.from({ length: 500 }, newId);
    for (const id of ids) expect(id).toMatch(V7);
    expect(new Set(ids).size).toBe(ids.length);
    expect([...ids].sort()).toEqual(ids);
  });

  it('begins with the time it was made', () => {
    const before = Date.now();
    const id = newId();
    const made = parseInt(id.replace(/-/g, '').slice(0, 12), 16);
    expect(made).toBeGreaterThanOrEqual(before);
    expect(made).toBeLessThanOrEqual(Date.now());
  });
});
