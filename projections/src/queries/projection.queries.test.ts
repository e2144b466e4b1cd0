import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { liveRowKey } from '@sofre/engine/contracts';
import { at, openEmbedded } from '../testing/embedded.fixtures.ts';
import { doogh, kebab } from '../testing/event-log.fixtures.ts';

type Embedded = Awaited<ReturnType<typeof openEmbedded>>;
let p: Embedded;
let last = '';

const order = (orderId: string, extra: Record<string, unknown> = {}) => ({
  orderId,
  source: 'SALON' as const,
  deliveryType: 'SERVE' as const,
  paymentMethod: 'CASH' as const,
  lines: [kebab, doogh],
  confirm: true,
  ...extra,
});
async function send(run: Promise<{ position?: string | undefined }>) {
  const { position } = await run;
  if (position && position > last) last = position;
}

beforeEach(async () => {
  p = await openEmbedded();
  last = '';
  await send(p.commands.openVendor('va', ['a.sofre.ir', 'localhost'], at(0)));
  await send(p.commands.openVendor('vb', ['b.sofre.ir'], at(0)));
  await send(p.commands.order('va', 'SubmitOrder', order('a1'), at(1)));
  await send(
    p.commands.order(
      'va',
      'SubmitOrder',
      order('a2', { source: 'QR', deliveryType: 'PICKUP' }),
      at(2),
    ),
  );
  await send(
    p.commands.order(
      'va',
      'SubmitOrder',
      order('a3', { confirm: false, paymentMethod: 'ONLINE', source: 'WEBSITE' }),
      at(3),
    ),
  );
  await send(p.commands.order('vb', 'SubmitOrder', order('b1'), at(4)));
  await send(
    p.commands.order('va', 'ChangeOrderState', { orderId: 'a1', target: 'READYTOSERVE' }, at(10)),
  );
  expect(await p.runner.waitFor(last, 2_000)).toBe(true);
});
afterEach(() => p.close());

describe('the kitchen stations', () => {
  it('start from the open orders, oldest first, and say how many older are left out', async () => {
    await send(p.commands.order('va', 'SubmitOrder', order('a4'), at(20)));
    await send(p.commands.order('va', 'SubmitOrder', order('a5'), at(21)));
    expect(await p.runner.waitFor(last, 2_000)).toBe(true);
    const stations = await p.queries.kitchenStations('va');
    expect(stations.orders.map((o) => o.orderId)).toEqual(['a2', 'a4', 'a5']);
    expect(stations.hidden).toBe(0);
  });
});

describe('tenancy: a vendor never reads another vendor’s rows', () => {
  it('kitchen stations, order list, tracker, menu and changes are per vendor', async () => {
    const stationsA = await p.queries.kitchenStations('va');
    expect(stationsA.orders.map((o) => o.orderId)).toEqual(['a2']);
    expect(stationsA.finished.map((o) => o.orderId)).toEqual(['a1']);
    expect((await p.queries.kitchenStations('vb')).orders.map((o) => o.orderId)).toEqual(['b1']);
    expect((await p.queries.orderList('vb')).data.map((r) => r.orderId)).toEqual(['b1']);
    expect(await p.queries.orderTracker('va', 'b1')).toBeUndefined();
    expect((await p.queries.orderTracker('vb', 'b1'))?.orderId).toBe('b1');
    expect(await p.queries.vendorById('va').then((v) => v?.id)).toBe('va');
    expect(await p.queries.menu('nobody')).toEqual([]);
    const changes = await p.queries.changesSince('orders', 'va', '');
    expect(changes.map((c) => c.id).sort()).toEqual(['va:a1', 'va:a2', 'va:a3']);
    expect(await p.queries.changesSince('orders', 'va', '', 'b1')).toEqual([]);
  });

  it('the daily numbers are counted per vendor', async () => {
    const numbers = (await p.queries.orderList('va')).data.map((r) => [r.orderId, r.number]);
    expect(numbers).toEqual([
      ['a3', 3],
      ['a2', 2],
      ['a1', 1],
    ]);
    expect((await p.queries.orderList('vb')).data[0]?.number).toBe(1);
  });
});

describe('order list', () => {
  it('pages newest first, 10 a page by default', async () => {
    for (let i = 0; i < 12; i++)
      await send(p.commands.order('vb', 'SubmitOrder', order(`b-${i}`), at(20 + i)));
    expect(await p.runner.waitFor(last, 10_000)).toBe(true);
    const first = await p.queries.orderList('vb');
    expect([first.pageNumber, first.pageSize, first.totalCount, first.data.length]).toEqual([
      1, 10, 13, 10,
    ]);
    expect(first.data[0]?.orderId).toBe('b-11');
    const second = await p.queries.orderList('vb', { pageNumber: 2 });
    expect(second.data.map((r) => r.orderId)).toEqual(['b-1', 'b-0', 'b1']);
  });

  it('filters by one status or several, by source and by submission time', async () => {
    const ids = async (q: Parameters<Embedded['queries']['orderList']>[1]) =>
      (await p.queries.orderList('va', q)).data.map((r) => r.orderId);
    expect(await ids({ status: 'READYTOSERVE' })).toEqual(['a1']);
    expect(await ids({ status: ['SUBMITTED', 'CONFIRMED'] })).toEqual(['a3', 'a2']);
    expect(await ids({ source: 'QR' })).toEqual(['a2']);
    // Bounds with an offset are instants like any other: 12:02 in Tehran is 08:32 UTC.
    expect(await ids({ fromDate: at(2), toDate: '2025-03-21T12:03:00+03:30' })).toEqual([
      'a3',
      'a2',
    ]);
  });
});

describe('vendors and menu', () => {
  it('finds a vendor by its host, however the host is spelled', async () => {
    expect((await p.queries.vendorByDomain('LOCALHOST:3000'))?.id).toBe('va');
    expect((await p.queries.vendorByDomain('b.sofre.ir'))?.name).toBe('رستوران vb');
    expect(await p.queries.vendorByDomain('unknown.ir')).toBeUndefined();
  });

  it('serves the vendor’s menu', async () => {
    const menu = await p.queries.menu('va');
    // Same menu order (0) for both kebabs: then by id.
    expect(menu.map((c) => c.items.map((i) => i.id))).toEqual([['joojeh', 'koobideh'], ['doogh']]);
  });
});

describe('live topics', () => {
  it('a snapshot holds the topic’s rows and a position to resume after', async () => {
    const kitchen = await p.queries.snapshot('va', 'kitchen-stations');
    expect(kitchen.rows.map(liveRowKey)).toEqual(['a2', 'a1']);
    expect(kitchen.position).toBe(last);
    const tracker = await p.queries.snapshot('va', 'order-tracker:a1');
    expect(tracker.rows).toHaveLength(1);
    expect((await p.queries.snapshot('va', 'order-tracker:b1')).rows).toEqual([]);
  });

  it('changesSince gives what a reconnecting client missed, in log order', async () => {
    const { position } = await p.queries.snapshot('va', 'kitchen-stations');
    await send(
      p.commands.order(
        'va',
        'ChangeOrderState',
        { orderId: 'a2', target: 'READYTOPICKUP' },
        at(30),
      ),
    );
    expect(await p.runner.waitFor(last, 10_000)).toBe(true);
    const missed = await p.queries.changesSince('kitchen-stations', 'va', position);
    expect(missed.map((c) => [c.id, (c.row as { open: boolean }).open])).toEqual([
      ['va:a2', false],
    ]);
  });
});

describe('the checkpoints', () => {
  it("are the platform's read models only: a retired one's checkpoint left in the database is not among them", async () => {
    await p.readModels.resetProjection('kitchen-board', 1);
    const checkpoints = await p.queries.checkpoints();
    expect(checkpoints.has('kitchen-board')).toBe(false);
    expect(checkpoints.get('orders')).toBe(last);
  });
});
