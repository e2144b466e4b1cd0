import { describe, expect, it } from 'vitest';
import { writtenKeysFilter } from './written-keys.filter.ts';

const orderKey = (i: number) => `order:${i.toString(16).padStart(8, '0')}-4a1b-9c2d-${i * 7919}`;

describe('the keys a replay wrote', () => {
  it('never says no to a key it was given, across the parts it grows into', () => {
    const written = writtenKeysFilter(64);
    for (let i = 0; i < 50_000; i++) written.add('hourly-sales', orderKey(i));
    const denied = Array.from({ length: 50_000 }, (_, i) => orderKey(i)).filter(
      (key) => !written.mayHave('hourly-sales', key),
    );
    expect(denied).toEqual([]);
  });

  it('says no to nearly every key it was not given, in the same projection or another', () => {
    const written = writtenKeysFilter(64);
    for (let i = 0; i < 50_000; i++) written.add('hourly-sales', orderKey(i));
    let maybes = 0;
    for (let i = 50_000; i < 100_000; i++)
      if (written.mayHave('hourly-sales', orderKey(i))) maybes++;
    for (let i = 0; i < 50_000; i++) if (written.mayHave('order-money', orderKey(i))) maybes++;
    // Eleven parts of about 0.3 % each: a few percent of the store's lookups are left.
    expect(maybes / 100_000).toBeLessThan(0.03);
  });

  it('an empty filter has written nothing', () => {
    expect(writtenKeysFilter().mayHave('menu', 'v1')).toBe(false);
  });
});
