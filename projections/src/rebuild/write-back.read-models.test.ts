// A replay's held rows: read back before a flush, written once by it, and after it read from the
// store; a replay from zero asks the store only for rows it wrote.
import { describe, expect, it } from 'vitest';
import type { ReadModelStore, RowWrite } from '../read-models/read-model.store.ts';
import { createSqliteReadModels } from '../read-models/sqlite.read-models.ts';
import { writeBack } from './write-back.read-models.ts';

const write = (id: string, n: number, position: string): RowWrite => ({
  projection: 'hourly-sales',
  id,
  doc: { n, position },
  index: { vendorId: 'v1', listed: false },
  position,
});

/** The ids the replay asked the store for. */
function countLookups(store: ReadModelStore): string[] {
  const asked: string[] = [];
  const loadRows = store.loadRows.bind(store);
  store.loadRows = (projection, ids) => {
    asked.push(...ids);
    return loadRows(projection, ids);
  };
  return asked;
}

describe('write-back read models', () => {
  it('holds rows until the flush, then reads them from the store', async () => {
    const store = createSqliteReadModels({ path: ':memory:' });
    const held = writeBack(store, { fromZero: true });
    await held.store.commit([write('order:a', 1, '001')], []);
    expect((await held.store.loadRows('hourly-sales', ['order:a'])).get('order:a')?.doc).toEqual({
      n: 1,
      position: '001',
    });
    expect(await store.loadRows('hourly-sales', ['order:a'])).toHaveProperty('size', 0);

    await held.flush();
    const asked = countLookups(store);
    const after = await held.store.loadRows('hourly-sales', ['order:a']);
    expect(after.get('order:a')?.doc).toEqual({ n: 1, position: '001' });
    expect(asked).toEqual(['order:a']);
    await store.close();
  });

  it('from zero, does not ask the store for rows it never wrote', async () => {
    const store = createSqliteReadModels({ path: ':memory:' });
    const held = writeBack(store, { fromZero: true });
    await held.store.commit([write('order:a', 1, '001')], []);
    await held.flush();
    const asked = countLookups(store);
    const ids = Array.from({ length: 200 }, (_, i) => `order:new-${i}`);
    const found = await held.store.loadRows('hourly-sales', [...ids, 'order:a']);
    expect([...found.keys()]).toEqual(['order:a']);
    expect(asked).toContain('order:a');
    expect(asked.length).toBeLessThan(10);
    await store.close();
  });

  it('not from zero, asks the store for every row it does not hold', async () => {
    const store = createSqliteReadModels({ path: ':memory:' });
    await store.commit([write('order:old', 7, '000')], []);
    const held = writeBack(store);
    const asked = countLookups(store);
    const found = await held.store.loadRows('hourly-sales', ['order:old', 'order:b']);
    expect(found.get('order:old')?.doc).toEqual({ n: 7, position: '000' });
    expect(asked).toEqual(['order:old', 'order:b']);
    await store.close();
  });
});
