// The restaurant's own couriers through the real gateway: bikers created, edited and put on
// shift; a delivery order taken through the API, made ready, assigned to a free biker and walked
// to DELIVERED by the biker's own token; refusals (bad input, off shift, busy, not a delivery, not
// ready, an illegal step) answer problem+json with a stable code and change nothing; vendor B
// sees none of it.
import { randomUUID } from 'node:crypto';
import type {
  BikerPage,
  BikerView,
  DeliveryOrderView,
  OrderTracker,
  TripAnswer,
} from '@sofre/engine/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  VENDOR_A_ID,
  eventCount,
  salonOrder,
  startTestGateway,
  takeOrder,
  type TestGateway,
} from '../testing/test-gateway.ts';

let gw: TestGateway;
beforeAll(async () => {
  gw = await startTestGateway();
}, 30_000);
afterAll(() => gw.close());

type Method = 'GET' | 'POST' | 'PATCH';
const call = (method: Method, url: string, payload?: object, headers = gw.asOwner) =>
  gw.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
const ok = async <T>(method: Method, url: string, payload?: object, headers = gw.asOwner) => {
  const res = await call(method, url, payload, headers);
  expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(200);
  return res.json<T>();
};
const asBiker = async (bikerId: string) => ({
  authorization: `Bearer ${await gw.tokenFor(bikerId, VENDOR_A_ID, 'BIKER')}`,
});
let phones = 0;
const freshPhone = () => `0912${String(Date.now() % 1_000_000).padStart(6, '0')}${phones++ % 10}`;

async function newBiker(onShift = true, name = 'علی رضایی') {
  const id = randomUUID();
  await ok('POST', '/api/bikers', { id, name, phoneNumber: freshPhone() });
  if (onShift) await ok('PATCH', '/api/bikers/state', { id, onShift: true });
  return id;
}
async function readyDeliveryOrder() {
  const order = salonOrder({
    tableNumber: undefined,
    numberOfCustomers: undefined,
    deliveryType: 'DELIVER',
    addressId: 'demo-customer-1-address-1',
  });
  const { id } = await takeOrder(gw, order);
  await ok('PATCH', '/api/orders/state', { orderId: id, status: 'READYTOSHIPMENT' });
  return id;
}
const assign = (orderId: string, bikerId: string, headers = gw.asOwner) =>
  call('POST', '/api/delivery/requestnewtrip', { orderId, bikerId }, headers);
const stepAs = async (bikerId: string, orderId: string, status: string) =>
  call('PATCH', '/api/bikers/orders/state', { orderId, status }, await asBiker(bikerId));
const tracker = async (id: string) => (await call('GET', `/api/orders/${id}`)).json<OrderTracker>();
const expectRefusal = async (
  res: Awaited<ReturnType<typeof call>>,
  status: number,
  code: string,
) => {
  expect(res.statusCode, res.body).toBe(status);
  expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
  const body = res.json<{ code: string; message: string }>();
  expect(body.code).toBe(code);
  expect(body.message).toMatch(/[\u0600-\u06FF]/);
};

describe('bikers', () => {
  it('are created, edited, put on shift and listed (paged, all, free, key-value)', async () => {
    const id = await newBiker(false, 'رضا پیک');
    const page = await ok<BikerPage>('GET', '/api/bikers?pageNumber=1&pageSize=100');
    expect(page.data.find((b) => b.id === id)).toMatchObject({
      name: 'رضا پیک',
      isActive: true,
      onShift: false,
      availability: 'OFF_SHIFT',
      currentTrip: null,
    });
    const edited = {
      id,
      name: 'رضا احمدی',
      phoneNumber: page.data.find((b) => b.id === id)!.phoneNumber,
    };
    await ok('PATCH', '/api/bikers', { ...edited, isActive: true });
    await ok('PATCH', '/api/bikers/state', { id, onShift: true });
    const free = await ok<BikerView[]>('GET', '/api/bikers/free-bikers');
    expect(free.find((b) => b.id === id)).toMatchObject({
      name: 'رضا احمدی',
      availability: 'FREE',
    });
    const all = await ok<BikerView[]>('GET', '/api/bikers/all-bikers');
    expect(all.map((b) => b.id)).toContain(id);
    const keys = await ok<{ key: string; value: string }[]>('GET', '/api/bikers/key-value');
    expect(keys).toContainEqual({ key: id, value: 'رضا احمدی' });
    // The biker can log in: a BIKER user with the biker's id was registered.
    const profile = await ok<{ id: string }>('GET', `/api-identity/bikers/${id}`);
    expect(profile.id).toBe(id);
    // And goes off shift with their own token.
    await ok('PATCH', '/api/bikers/state', { onShift: false }, await asBiker(id));
    const after = await ok<BikerView[]>('GET', '/api/bikers/free-bikers');
    expect(after.map((b) => b.id)).not.toContain(id);
  });

  it('refuse bad input with problem+json and field errors, changing nothing', async () => {
    const before = await eventCount(gw);
    const badPhone = await call('POST', '/api/bikers', { id: 'x', name: 'علی', phoneNumber: '12' });
    await expectRefusal(badPhone, 400, 'VALIDATION_FAILED');
    expect(badPhone.json().errors).toEqual([expect.objectContaining({ field: 'phoneNumber' })]);
    await expectRefusal(
      await call('POST', '/api/bikers', { id: 'x', phoneNumber: freshPhone() }),
      400,
      'VALIDATION_FAILED',
    );
    await expectRefusal(
      await call('PATCH', '/api/bikers', {
        id: randomUUID(),
        name: 'کسی',
        phoneNumber: freshPhone(),
      }),
      404,
      'BIKER_NOT_FOUND',
    );
    // The owner's own phone belongs to a user already.
    const taken = (await gw.platform.readSide.userById(VENDOR_A_ID, 'demo-owner'))!.phoneNumber;
    await expectRefusal(
      await call('POST', '/api/bikers', { id: randomUUID(), name: 'علی', phoneNumber: taken }),
      409,
      'BIKER_PHONE_TAKEN',
    );
    await expectRefusal(
      await call('PATCH', '/api/bikers/state', { onShift: true }),
      400,
      'VALIDATION_FAILED',
    );
    expect(await eventCount(gw)).toBe(before);
  });

  it('a second vendor sees none of them, and cannot dispatch the first vendor’s orders', async () => {
    const bikerId = await newBiker();
    const orderId = await readyDeliveryOrder();
    const page = await ok<BikerPage>('GET', '/api/bikers', undefined, gw.asOwnerB);
    expect(page.data.map((b) => b.id)).not.toContain(bikerId);
    // B has couriers of its own (the demo's), never A's.
    const bOwn = await ok<{ id: string }[]>(
      'GET',
      '/api/bikers/all-bikers',
      undefined,
      gw.asOwnerB,
    );
    expect(bOwn.map((b) => b.id)).not.toContain(bikerId);
    const unassigned = await ok<DeliveryOrderView[]>(
      'GET',
      '/api/orders/un-assigned-to-biker',
      undefined,
      gw.asOwnerB,
    );
    expect(unassigned).toEqual([]);
    await expectRefusal(await assign(orderId, bikerId, gw.asOwnerB), 404, 'ORDER_NOT_FOUND');
    const preview = await call(
      'GET',
      `/api/bikers/orderpreview/${orderId}`,
      undefined,
      gw.asOwnerB,
    );
    await expectRefusal(preview, 404, 'ORDER_NOT_FOUND');
  });
});

describe('dispatch', () => {
  it('refuses an order that is no delivery, not ready, a biker off shift or busy: nothing changes', async () => {
    const free = await newBiker();
    const offShift = await newBiker(false);
    const busy = await newBiker();
    await ok('POST', '/api/delivery/requestnewtrip', {
      orderId: await readyDeliveryOrder(),
      bikerId: busy,
    });
    const salon = (await takeOrder(gw)).id;
    const cooking = (
      await takeOrder(
        gw,
        salonOrder({
          tableNumber: undefined,
          numberOfCustomers: undefined,
          deliveryType: 'DELIVER',
          addressId: 'demo-customer-1-address-1',
        }),
      )
    ).id;
    const ready = await readyDeliveryOrder();
    const before = await eventCount(gw);
    await expectRefusal(await assign(salon, free), 422, 'ORDER_HAS_TO_HAVE_DELIVER_METHOD');
    await expectRefusal(await assign(cooking, free), 409, 'ORDER_NOT_READY_FOR_SHIPMENT');
    await expectRefusal(await assign(ready, offShift), 409, 'BIKER_OFF_SHIFT');
    await expectRefusal(await assign(ready, busy), 409, 'BIKER_BUSY');
    await expectRefusal(await assign(ready, randomUUID()), 404, 'BIKER_NOT_FOUND');
    const bad = await call('POST', '/api/delivery/requestnewtrip', {
      orderId: ready,
      provider: 'TAPSI', // not a courier provider of ours
      bikerId: free,
    });
    await expectRefusal(bad, 400, 'VALIDATION_FAILED');
    // A busy biker cannot go off shift either.
    await expectRefusal(
      await call('PATCH', '/api/bikers/state', { id: busy, onShift: false }),
      409,
      'BIKER_BUSY',
    );
    expect(await eventCount(gw)).toBe(before);
  });

  it('takes a delivery order to DELIVERED through the biker’s steps', async () => {
    const bikerId = await newBiker();
    const orderId = await readyDeliveryOrder();
    const waiting = await ok<DeliveryOrderView[]>('GET', '/api/orders/un-assigned-to-biker');
    expect(waiting.map((o) => o.orderId)).toContain(orderId);
    // Dispatch sees where it goes before any trip: the customer's address, as taken.
    expect(waiting.find((o) => o.orderId === orderId)).toMatchObject({
      trip: null,
      address: { text: expect.stringMatching(/[\u0600-\u06FF]/), latitude: expect.any(Number) },
    });
    const onTheWay = async () =>
      (await ok<DeliveryOrderView[]>('GET', '/api/orders/on-the-way')).map((o) => o.orderId);
    expect(await onTheWay()).not.toContain(orderId);

    const assigned = await ok<TripAnswer>('POST', '/api/delivery/requestnewtrip', {
      orderId,
      bikerId,
    });
    expect(assigned).toMatchObject({ orderId, tripStatus: 'BIKERASSIGNED' });
    const after = await ok<DeliveryOrderView[]>('GET', '/api/orders/un-assigned-to-biker');
    expect(after.map((o) => o.orderId)).not.toContain(orderId);
    expect(await onTheWay()).toContain(orderId);
    const free = await ok<BikerView[]>('GET', '/api/bikers/free-bikers');
    expect(free.map((b) => b.id)).not.toContain(bikerId);

    // The biker sees the order with where it goes, whom to call and what to carry.
    const mine = await ok<DeliveryOrderView[]>(
      'GET',
      '/api/bikers/orders',
      undefined,
      await asBiker(bikerId),
    );
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({
      orderId,
      status: 'READYTOSHIPMENT',
      customerPhone: expect.stringMatching(/^09\d{9}$/),
      address: { latitude: expect.any(Number), longitude: expect.any(Number) },
      trip: { tripId: assigned.tripId, status: 'BIKERASSIGNED', biker: { id: bikerId } },
    });
    expect(mine[0]!.lines).toEqual([
      { title: expect.any(String), count: 2, toppings: [{ title: expect.any(String), count: 1 }] },
      { title: 'دوغ محلی', count: 2, toppings: [] },
    ]);
    const byStaff = await ok<DeliveryOrderView[]>('GET', `/api/bikers/orders?bikerId=${bikerId}`);
    expect(byStaff.map((o) => o.orderId)).toEqual([orderId]);

    expect((await stepAs(bikerId, orderId, 'ACCEPTED')).json()).toMatchObject({
      tripStatus: 'BIKERACCEPTED',
      orderMoves: [],
    });
    const picked = await stepAs(bikerId, orderId, 'PICKED_UP');
    expect(picked.json()).toMatchObject({ tripStatus: 'PICKEDUP', orderMoves: ['DELIVERING'] });
    expect((await tracker(orderId)).status).toBe('DELIVERING');

    // Illegal steps and other people's: refused, nothing changed.
    const other = await newBiker();
    const before = await eventCount(gw);
    await expectRefusal(await stepAs(bikerId, orderId, 'CANCELED'), 409, 'INVALID_TRIP_STATE');
    await expectRefusal(await stepAs(bikerId, orderId, 'ATRESTAURANT'), 409, 'INVALID_TRIP_STATE');
    // Tapping a step already taken again is that step once more: answered as before.
    expect((await stepAs(bikerId, orderId, 'ACCEPTED')).statusCode).toBe(200);
    await expectRefusal(await stepAs(other, orderId, 'DELIVERED'), 404, 'TRIP_NOT_FOUND');
    await expectRefusal(
      await call('PATCH', '/api/bikers/orders/state', { orderId, status: 'DELIVERED' }),
      403,
      'FORBIDDEN',
    );
    await expectRefusal(
      await call(
        'PATCH',
        '/api/bikers/orders/state',
        { orderId, status: 'LOST' },
        await asBiker(bikerId),
      ),
      400,
      'VALIDATION_FAILED',
    );
    expect(await eventCount(gw)).toBe(before);

    const atDoor = await stepAs(bikerId, orderId, 'ATDESTINATION');
    expect(atDoor.json()).toMatchObject({ tripStatus: 'ATDESTINATION', orderMoves: [] });
    const delivered = await stepAs(bikerId, orderId, 'DELIVERED');
    expect(delivered.json()).toMatchObject({ tripStatus: 'DELIVERED', orderMoves: ['DELIVERED'] });
    expect((await tracker(orderId)).status).toBe('DELIVERED');
    expect(await onTheWay()).not.toContain(orderId);
    const preview = await ok<DeliveryOrderView>(
      'GET',
      `/api/bikers/orderpreview/${orderId}`,
      undefined,
      await asBiker(bikerId),
    );
    expect(preview.trip!.timeline.map((s) => s.status)).toEqual([
      'INITIATED',
      'TRIPREQUESTED',
      'BIKERASSIGNED',
      'BIKERACCEPTED',
      'PICKEDUP',
      'ATDESTINATION',
      'DELIVERED',
    ]);
    const again = await ok<BikerView[]>('GET', '/api/bikers/free-bikers');
    expect(again.map((b) => b.id)).toContain(bikerId);
  });

  it('a cancel before pickup frees the biker and puts the order back to be dispatched', async () => {
    const ali = await newBiker();
    const reza = await newBiker();
    const orderId = await readyDeliveryOrder();
    await ok('POST', '/api/delivery/requestnewtrip', { orderId, bikerId: ali });
    const canceled = await stepAs(ali, orderId, 'CANCELED');
    expect(canceled.json()).toMatchObject({ tripStatus: 'CANCELED' });
    const waiting = await ok<DeliveryOrderView[]>('GET', '/api/orders/un-assigned-to-biker');
    expect(waiting.map((o) => o.orderId)).toContain(orderId);
    // Another biker gets it; the dispatcher cancels that trip too.
    await ok('POST', '/api/delivery/requestnewtrip', { orderId, bikerId: reza });
    await ok('POST', '/api/delivery/canceltrip', { orderId, reason: 'آدرس اشتباه' });
    const order = await ok<DeliveryOrderView>('GET', `/api/bikers/orderpreview/${orderId}`);
    expect(order.trips.map((t) => [t.biker?.id, t.status])).toEqual([
      [ali, 'CANCELED'],
      [reza, 'CANCELED'],
    ]);
    const free = (await ok<BikerView[]>('GET', '/api/bikers/free-bikers')).map((b) => b.id);
    expect(free).toEqual(expect.arrayContaining([ali, reza]));
  });
});
