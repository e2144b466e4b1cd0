// One behaviour suite for every read-model adapter: usage, in an adapter's test file,
// readModelsContract('sqlite', () => createSqliteReadModels({ path: ':memory:' })).
import { beforeEach, describe, expect, it } from 'vitest';
import { position } from '../testing/event-log.fixtures.ts';
import { CheckpointConflictError, type ReadModelStore, type RowWrite } from './read-model.store.ts';

const write = (
  id: string,
  n: number,
  over: Partial<RowWrite> & { vendorId?: string; status?: string } = {},
): RowWrite => ({
  projection: 'orders',
  id,
  doc: { id, n },
  index: {
    vendorId: over.vendorId ?? 'v1',
    status: over.status ?? 'NEW',
    source: 'SALON',
    sortAt: `2025-03-21T08:${String(n).padStart(2, '0')}:00.000Z`,
    open: n % 2 === 0,
  },
  position: position(n),
  ...over,
});

export function readModelsContract(
  name: string,
  open: () => Promise<ReadModelStore>,
  teardown?: () => Promise<void>,
): void {
  describe(`${name} read models`, () => {
    let store: ReadModelStore;
    beforeEach(async () => {
      store = await open();
      await store.dropAll();
      await store.resetProjection('orders', 1);
      await store.resetProjection('other', 1);
      return async () => {
        await store.close();
        await teardown?.();
      };
    });
    const seed = (writes: RowWrite[], to = position(99)) =>
      store.commit(writes, [{ projection: 'orders', from: undefined, to }]);

    it('starts a reset projection at no position, with its version', async () => {
      expect((await store.readCheckpoints()).get('orders')).toEqual({
        version: 1,
        position: undefined,
      });
    });

    it('commits rows and the checkpoint together', async () => {
      await seed([write('a', 1), write('b', 2)]);
      expect((await store.readCheckpoints()).get('orders')?.position).toBe(position(99));
      const rows = await store.loadRows('orders', ['a', 'b', 'c']);
      expect([...rows.keys()].sort()).toEqual(['a', 'b']);
      expect(rows.get('a')).toEqual({
        projection: 'orders',
        id: 'a',
        vendorId: 'v1',
        doc: { id: 'a', n: 1 },
        position: position(1),
      });
    });

    it('refuses a checkpoint that moved meanwhile, and writes nothing', async () => {
      await seed([write('a', 1)], position(10));
      const stale = store.commit(
        [write('b', 2)],
        [{ projection: 'orders', from: position(5), to: position(20) }],
      );
      await expect(stale).rejects.toBeInstanceOf(CheckpointConflictError);
      expect((await store.loadRows('orders', ['b'])).size).toBe(0);
      expect((await store.readCheckpoints()).get('orders')?.position).toBe(position(10));
    });

    it('gets a listed row of its vendor only', async () => {
      await seed([write('a', 1), write('h', 2, { index: { vendorId: 'v1', listed: false } })]);
      expect((await store.getRow('orders', 'a', 'v1'))?.doc).toEqual({ id: 'a', n: 1 });
      expect(await store.getRow('orders', 'a', 'v2')).toBeUndefined();
      expect((await store.getRow('orders', 'a', undefined))?.vendorId).toBe('v1');
      expect(await store.getRow('orders', 'h', 'v1')).toBeUndefined();
    });

    it('keeps a removed listed row as a tombstone, and deletes a removed helper row', async () => {
      await seed(
        [write('a', 1), write('h', 2, { index: { vendorId: 'v1', listed: false } })],
        position(2),
      );
      await store.commit(
        [
          write('a', 3, { doc: null }),
          write('h', 4, { doc: null, index: { vendorId: 'v1', listed: false } }),
        ],
        [{ projection: 'orders', from: position(2), to: position(4) }],
      );
      expect(await store.getRow('orders', 'a', 'v1')).toBeUndefined();
      expect((await store.loadRows('orders', ['a'])).get('a')?.doc).toBeNull();
      expect((await store.loadRows('orders', ['h'])).size).toBe(0);
      const changes = await store.changesAfter({ after: position(2), limit: 10 });
      expect(changes.map((c) => [c.id, c.doc])).toEqual([['a', null]]);
    });

    it('finds rows by status, source, open and time, sorted and paged, with the total', async () => {
      await seed(
        [1, 2, 3, 4, 5, 6].map((n) => write(`r${n}`, n, { status: n <= 3 ? 'NEW' : 'DONE' })),
      );
      const base = { projection: 'orders', vendorId: 'v1', limit: 10 } as const;
      const ids = async (q: Partial<Parameters<ReadModelStore['findRows']>[0]>) =>
        (await store.findRows({ ...base, order: 'sortAt desc', ...q })).rows.map((r) => r.id);
      expect(await ids({})).toEqual(['r6', 'r5', 'r4', 'r3', 'r2', 'r1']);
      expect(await ids({ order: 'sortAt asc', status: ['NEW'] })).toEqual(['r1', 'r2', 'r3']);
      expect(await ids({ status: [] })).toEqual([]);
      expect(await ids({ open: true })).toEqual(['r6', 'r4', 'r2']);
      expect(await ids({ source: 'QR' })).toEqual([]);
      expect(
        await ids({ sortFrom: '2025-03-21T08:02:00.000Z', sortTo: '2025-03-21T08:04:00.000Z' }),
      ).toEqual(['r4', 'r3', 'r2']);
      expect(await ids({ order: 'position desc', limit: 2 })).toEqual(['r6', 'r5']);
      const page = await store.findRows({ ...base, order: 'sortAt desc', limit: 2, offset: 2 });
      expect([page.rows.map((r) => r.id), page.total]).toEqual([['r4', 'r3'], 6]);
      expect((await store.findRows({ ...base, vendorId: 'v2', order: 'sortAt asc' })).total).toBe(
        0,
      );
    });

    it('finds rows by the columns named for what they hold: kind, phone, code, customer, courier', async () => {
      const named = (id: string, n: number, index: Partial<RowWrite['index']>) =>
        write(id, n, { index: { vendorId: 'v1', sortAt: write(id, n).index.sortAt, ...index } });
      await seed([
        named('day', 1, { kind: 'DAY' }),
        named('hour', 2, { kind: 'HOUR' }),
        named('order', 3, { phone: '09120000001', customerId: 'c1', discountCode: 'NOROOZ' }),
        named('trip', 4, { bikerId: 'b1', status: 'DELIVERED' }),
      ]);
      const base = {
        projection: 'orders',
        vendorId: 'v1',
        limit: 10,
        order: 'sortAt asc',
      } as const;
      const ids = async (q: Partial<Parameters<ReadModelStore['findRows']>[0]>) =>
        (await store.findRows({ ...base, ...q })).rows.map((r) => r.id);
      expect(await ids({ kind: ['DAY'] })).toEqual(['day']);
      expect(await ids({ kind: ['DAY', 'HOUR'] })).toEqual(['day', 'hour']);
      expect(await ids({ kind: [] })).toEqual([]);
      expect(await ids({ phone: '09120000001' })).toEqual(['order']);
      expect(await ids({ customerId: 'c1', discountCode: 'NOROOZ' })).toEqual(['order']);
      expect(await ids({ discountCode: 'OTHER' })).toEqual([]);
      expect(await ids({ bikerId: 'b1', status: ['DELIVERED'] })).toEqual(['trip']);
      // A value in one named column is not found under another.
      expect(await ids({ status: ['DAY'] })).toEqual([]);
    });

    it('lists changes after a position in log order, by projection, vendor and id', async () => {
      await seed([write('a', 3), write('b', 1), write('c', 2, { vendorId: 'v2' })]);
      await store.commit(
        [{ ...write('x', 4), projection: 'other' }],
        [{ projection: 'other', from: undefined, to: position(4) }],
      );
      const ids = async (q: Partial<Parameters<ReadModelStore['changesAfter']>[0]>) =>
        (await store.changesAfter({ limit: 10, ...q })).map((r) => r.id);
      expect(await ids({})).toEqual(['b', 'c', 'a', 'x']);
      expect(await ids({ after: position(1) })).toEqual(['c', 'a', 'x']);
      expect(await ids({ projection: 'orders', vendorId: 'v1' })).toEqual(['b', 'a']);
      expect(await ids({ projection: 'orders', id: 'c' })).toEqual(['c']);
      expect(await ids({ limit: 2 })).toEqual(['b', 'c']);
    });

    it('resets one projection without touching another', async () => {
      await seed([write('a', 1)]);
      await store.commit(
        [{ ...write('x', 4), projection: 'other' }],
        [{ projection: 'other', from: undefined, to: position(4) }],
      );
      await store.resetProjection('orders', 2);
      expect(await store.scanRows('orders')).toEqual([]);
      expect((await store.scanRows('other')).map((r) => r.id)).toEqual(['x']);
      expect((await store.readCheckpoints()).get('orders')).toEqual({
        version: 2,
        position: undefined,
      });
    });

    it('keeps Persian text and nested documents intact', async () => {
      const doc = { title: 'چلو کباب کوبیده', lines: [{ toppings: [{ title: 'کره' }] }], n: 1 };
      await seed([{ ...write('fa', 1), doc }]);
      expect((await store.loadRows('orders', ['fa'])).get('fa')?.doc).toEqual(doc);
    });
  });
}
