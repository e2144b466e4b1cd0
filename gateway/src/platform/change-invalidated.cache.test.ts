import { describe, expect, it } from 'vitest';
import type { ProjectionQueries, RowChange } from '@sofre/projections';
import { ChangeInvalidatedCache } from './change-invalidated.cache.ts';
import type { Follower } from './read-model.follower.ts';
import { projectionsReadSide } from './read-model.read-side.ts';

const deferred = <T>() => {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
};

describe('ChangeInvalidatedCache', () => {
  it('keeps an answer until its key is invalidated', async () => {
    const cache = new ChangeInvalidatedCache<number>();
    let loads = 0;
    const load = async () => ++loads;
    expect(await cache.get('a', load)).toBe(1);
    expect(await cache.get('a', load)).toBe(1);
    cache.invalidate('a');
    expect(await cache.get('a', load)).toBe(2);
    cache.invalidateAll();
    expect(await cache.get('a', load)).toBe(3);
  });

  it('does not keep a read that raced with a change of its key', async () => {
    const cache = new ChangeInvalidatedCache<string>();
    const slow = deferred<string>();
    const first = cache.get('a', () => slow.promise);
    cache.invalidate('a');
    slow.resolve('before the change');
    expect(await first).toBe('before the change');
    expect(await cache.get('a', async () => 'after the change')).toBe('after the change');
  });

  it('keeps only what `keep` allows, and never a failed read', async () => {
    const cache = new ChangeInvalidatedCache<string | undefined>((v) => v !== undefined);
    expect(await cache.get('x', async () => undefined)).toBeUndefined();
    expect(await cache.get('x', async () => 'found')).toBe('found');
    await expect(cache.get('y', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.get('y', async () => 'up')).toBe('up');
  });
});

describe('the read side keeps menus and vendors until their read models change', () => {
  function setup() {
    const listeners = new Set<(change: RowChange) => void>();
    const follower: Follower = {
      position: () => '',
      waitFor: async () => true,
      reportsCaughtUp: async () => true,
      onChange: (listener) => (listeners.add(listener), () => listeners.delete(listener)),
      stop: async () => {},
    };
    const reads = { menu: 0, vendor: 0 };
    const queries = {
      menu: async () => (reads.menu++, []),
      vendorByDomain: async (host: string) => (reads.vendor++, { id: `v:${host}` }),
    } as unknown as ProjectionQueries;
    const readSide = projectionsReadSide(queries, follower, async () => {});
    const change = (projection: string, vendorId = 'v1') =>
      listeners.forEach((l) => l({ projection, vendorId, id: vendorId, row: {}, position: '1' }));
    return { readSide, reads, change };
  }

  it('reads a menu once, again after a change to that vendor’s menu only', async () => {
    const { readSide, reads, change } = setup();
    await readSide.menu('v1');
    await readSide.menu('v1');
    expect(reads.menu).toBe(1);
    change('menu', 'v2');
    change('order-list', 'v1');
    await readSide.menu('v1');
    expect(reads.menu).toBe(1);
    change('menu', 'v1');
    await readSide.menu('v1');
    expect(reads.menu).toBe(2);
  });

  it('reads a vendor by host once per spelling of the host, again after a vendor change', async () => {
    const { readSide, reads, change } = setup();
    await readSide.vendorByDomain('LocalHost:3000');
    await readSide.vendorByDomain('localhost');
    expect(reads.vendor).toBe(1);
    change('vendor-domains');
    await readSide.vendorByDomain('localhost');
    change('vendors');
    await readSide.vendorByDomain('localhost');
    expect(reads.vendor).toBe(3);
  });
});
