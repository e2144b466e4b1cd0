// The kitchen's stations through the real gateway: the demo's two kitchen stations, an order with
// lines for both, each station finishing its own part (the order ready only after the last), item
// done, recall (a ready order's recall sends it back to the kitchen, until it has left),
// refusals with their codes and nothing appended, another vendor's order unseen, the screens'
// heartbeats on the health page, and the station thresholds.
import { OrderListPage, type KitchenSetup } from '@sofre/engine/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  asVendorB,
  eventCount,
  salonOrder,
  startTestGateway,
  takeOrder,
  VENDOR_A_ID,
  type TestGateway,
} from '../testing/test-gateway.ts';

let gw: TestGateway;
let kitchen: Record<string, string>;
beforeAll(async () => {
  gw = await startTestGateway();
  kitchen = { authorization: `Bearer ${await gw.tokenFor('demo-kitchen')}` };
}, 30_000);
afterAll(() => gw.close());

const call = (
  method: 'GET' | 'POST' | 'PUT' | 'PATCH',
  url: string,
  payload?: object,
  headers = kitchen,
) => gw.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
const orderIn = async (orderId: string) =>
  (await gw.platform.readSide.kitchenStations(VENDOR_A_ID)).orders.find(
    (o) => o.orderId === orderId,
  );
/** The order's status as the POS list and the customer's tracker show it. */
async function statusesOf(orderId: string) {
  const list = await call('GET', '/api/orders?pageSize=100', undefined, gw.asOwner);
  const row = OrderListPage.parse(list.json()).data.find((o) => o.orderId === orderId);
  const tracker = await call('GET', `/api/orders/${orderId}`, undefined, gw.asOwner);
  return { list: row?.status, tracker: tracker.json<{ status: string }>().status };
}
const HOT = 'station-hot-kitchen';
const BAR = 'station-bar';

describe('the kitchen’s stations', () => {
  it('lists the demo’s kitchen stations, the default one, and which items each cooks', async () => {
    const setup = (await call('GET', '/api/kitchen/stations')).json<KitchenSetup>();
    expect(
      setup.stations.map((s) => [s.id, s.isDefault, s.warnAfterMinutes, s.lateAfterMinutes]),
    ).toEqual([
      [HOT, false, 5, 8],
      [BAR, false, 5, 8],
      ['default', true, 5, 8],
    ]);
    expect(setup.itemStations['item-kabab-koobideh']).toEqual([HOT]);
    expect(setup.itemStations['item-doogh']).toEqual([BAR]);
  });

  it('makes the order ready only when both stations have finished their parts', async () => {
    const { id } = await takeOrder(gw, salonOrder());
    const order = await orderIn(id);
    expect(order?.open).toBe(true);
    const kebab = order!.lines.find((l) => l.menuItemId === 'item-kabab-koobideh')!;

    const done = await call('POST', '/api/kitchen/items/done', {
      orderId: id,
      stationId: HOT,
      lineId: kebab.lineId,
    });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ events: ['KitchenLineDone', 'KitchenStationBumped'] });
    expect(done.json().orderReady).toBeUndefined();
    expect((await orderIn(id))?.parts[HOT]).toMatchObject({ bumpedBy: 'demo-kitchen' });

    const bar = await call('POST', '/api/kitchen/bump', { orderId: id, stationId: BAR });
    expect(bar.json()).toMatchObject({
      events: ['KitchenStationBumped'],
      orderReady: 'READYTOSERVE',
    });
    expect(await orderIn(id)).toBeUndefined();
    const finished = (await gw.platform.readSide.kitchenStations(VENDOR_A_ID)).finished;
    expect(finished.map((o) => o.orderId)).toContain(id);

    const recalled = await call('POST', '/api/kitchen/recall', { orderId: id, stationId: BAR });
    expect(recalled.json()).toMatchObject({ events: ['KitchenStationRecalled'] });
    expect((await orderIn(id))?.parts[BAR]?.recalledAt).toBeDefined();
  });

  it('sends a ready courier order back to the kitchen when a part is recalled', async () => {
    const courier = { tableNumber: undefined, numberOfCustomers: undefined };
    const delivery = { deliveryType: 'DELIVER', addressId: 'demo-customer-1-address-1' } as const;
    const { id } = await takeOrder(gw, salonOrder({ ...courier, ...delivery }));
    await call('POST', '/api/kitchen/bump', { orderId: id, stationId: HOT });
    const ready = await call('POST', '/api/kitchen/bump', { orderId: id, stationId: BAR });
    expect(ready.json()).toMatchObject({ orderReady: 'READYTOSHIPMENT' });
    expect(await statusesOf(id)).toEqual({ list: 'READYTOSHIPMENT', tracker: 'READYTOSHIPMENT' });

    const recalled = await call('POST', '/api/kitchen/recall', { orderId: id, stationId: BAR });
    expect(recalled.statusCode, recalled.body).toBe(200);
    expect(recalled.json()).toMatchObject({
      events: ['KitchenStationRecalled'],
      orderReturned: true,
    });
    expect(await statusesOf(id)).toEqual({ list: 'CONFIRMED', tracker: 'CONFIRMED' });
    expect(await orderIn(id)).toMatchObject({ status: 'CONFIRMED', open: true });
    expect((await orderIn(id))?.readyAt).toBeUndefined();

    const again = await call('POST', '/api/kitchen/bump', { orderId: id, stationId: BAR });
    expect(again.json()).toMatchObject({ orderReady: 'READYTOSHIPMENT' });
    const dispatch = { orderId: id, status: 'DELIVERING' };
    expect((await call('PATCH', '/api/orders/state', dispatch, gw.asOwner)).statusCode).toBe(200);
    // The courier has the food: the kitchen cannot take it back.
    const before = await eventCount(gw);
    const late = await call('POST', '/api/kitchen/recall', { orderId: id, stationId: BAR });
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ code: 'KITCHEN_ORDER_NOT_COOKING' });
    expect(await eventCount(gw)).toBe(before);
    expect(await statusesOf(id)).toEqual({ list: 'DELIVERING', tracker: 'DELIVERING' });
  });

  it('refuses with a stable code and a Persian message, appending nothing', async () => {
    const { id } = await takeOrder(gw, salonOrder());
    const before = await eventCount(gw);
    const refusals = [
      [
        { orderId: id, stationId: 'default' },
        '/api/kitchen/bump',
        404,
        'KITCHEN_STATION_NOT_FOUND',
      ],
      [{ orderId: id, stationId: BAR }, '/api/kitchen/recall', 409, 'KITCHEN_NOT_BUMPED'],
      [
        { orderId: id, stationId: BAR, lineId: 'x' },
        '/api/kitchen/items/done',
        404,
        'KITCHEN_LINE_NOT_FOUND',
      ],
      [{ orderId: 'nope', stationId: BAR }, '/api/kitchen/bump', 404, 'ORDER_NOT_FOUND'],
      [{ orderId: id }, '/api/kitchen/bump', 400, 'VALIDATION_FAILED'],
    ] as const;
    for (const [body, url, status, code] of refusals) {
      const res = await call('POST', url, body);
      expect(res.statusCode, url).toBe(status);
      expect(res.headers['content-type']).toContain('application/problem+json');
      expect(res.json()).toMatchObject({ code });
      expect(res.json().message).toMatch(/[\u0600-\u06FF]/);
    }
    // Another vendor's kitchen does not see (or touch) A's order.
    const owner = { ...gw.asOwnerB, ...asVendorB };
    const other = await call('POST', '/api/kitchen/bump', { orderId: id, stationId: BAR }, owner);
    expect(other.statusCode).toBe(404);
    expect(await eventCount(gw)).toBe(before);
  });

  it('shows each screen’s last heartbeat on the health page', async () => {
    const beat = { screenId: 'wall-1', name: 'کباب', stations: [HOT] };
    expect((await call('POST', '/api/kitchen/screens/heartbeat', beat)).statusCode).toBe(200);
    const health = await call('GET', '/api/health/kitchen-screens', undefined, gw.asOwner);
    expect(health.json().screens).toEqual([
      expect.objectContaining({ screenId: 'wall-1', name: 'کباب', stations: [HOT], silent: false }),
    ]);
    const bad = await call('POST', '/api/kitchen/screens/heartbeat', { screenId: '' });
    expect(bad.statusCode).toBe(400);
  });

  it('sets a station’s ageing thresholds (the owner), refusing red before yellow', async () => {
    const timing = { stationId: BAR, warnAfterMinutes: 3, lateAfterMinutes: 6 };
    expect((await call('PUT', '/api/kitchen/stations/timing', timing, gw.asOwner)).statusCode).toBe(
      200,
    );
    const setup = (await call('GET', '/api/kitchen/stations')).json<KitchenSetup>();
    expect(setup.stations.find((s) => s.id === BAR)).toMatchObject({ warnAfterMinutes: 3 });
    const wrong = { ...timing, lateAfterMinutes: 2 };
    const before = await eventCount(gw);
    const refused = await call('PUT', '/api/kitchen/stations/timing', wrong, gw.asOwner);
    expect(refused.statusCode).toBe(400);
    expect(refused.headers['content-type']).toContain('application/problem+json');
    const problem = refused.json<{ code: string; errors: { field: string; message: string }[] }>();
    expect(problem.code).toBe('VALIDATION_FAILED');
    expect(problem.errors).toEqual([
      expect.objectContaining({
        field: 'lateAfterMinutes',
        message: expect.stringMatching(/[آ-ی]/),
      }),
    ]);
    expect(await eventCount(gw)).toBe(before);
    expect((await call('PUT', '/api/kitchen/stations/timing', timing)).statusCode).toBe(403);
  });
});
