// Reservations through the real gateway: reserve, list, free, and every refusal (reserved twice,
// too many guests, a past time, freeing a free table, another vendor's table, no permission).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testGatewayWith } from '../food-shifts/record-routes.test-fixtures.ts';
import { eventCount } from '../testing/test-gateway.ts';
import { inHours, reservationFor, tablesClient } from './dining-tables.test-fixtures.ts';

const c = testGatewayWith(tablesClient);

const RESERVES = '/api/diningtable/reserves';

describe('reserving and freeing a table', () => {
  it('reserves a free table (the waiter may), lists it, and frees it', async () => {
    const res = await c.call(
      'PATCH',
      RESERVES,
      c.waiter,
      reservationFor('table-3', { partySize: 4 }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      state: 'RESERVED',
      reservation: { guestName: 'نیما احمدی', phoneNumber: '09123456789', partySize: 4, note: '' },
    });
    const list = await c.call('GET', RESERVES, c.waiter);
    const rows = list.json<{ tableId: string; tableNumber: number; categoryTitle: string }[]>();
    expect(rows.map((r) => r.tableId)).toEqual(['table-3', 'table-6']);
    expect(rows[0]).toMatchObject({ tableNumber: 3, categoryTitle: 'سالن اصلی' });

    const freed = await c.call('PUT', `${RESERVES}/free`, c.waiter, { tableId: 'table-3' });
    expect(freed.statusCode).toBe(200);
    expect(freed.json()).toMatchObject({ state: 'FREE', reservation: null });
    expect((await c.call('GET', RESERVES)).json<unknown[]>()).toHaveLength(1);
  });

  it('keeps the instant of the Tehran time picked, in UTC', async () => {
    const at = inHours(3);
    const res = await c.call(
      'PATCH',
      RESERVES,
      c.owner,
      reservationFor('table-7', { reservedFor: at }),
    );
    expect(res.json<{ reservation: { reservedFor: string } }>().reservation.reservedFor).toBe(
      new Date(at).toISOString(),
    );
    await c.call('PUT', `${RESERVES}/free`, c.owner, { tableId: 'table-7' });
  });
});

describe('refusals change nothing', () => {
  let before: number;
  beforeAll(async () => {
    before = await eventCount(c.gw);
  });
  afterAll(async () => {
    expect(await eventCount(c.gw)).toBe(before);
  });

  it('refuses reserving a table that is already reserved', async () => {
    const res = await c.call('PATCH', RESERVES, c.owner, reservationFor('table-6'));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'DINING_TABLE_ALREADY_RESERVED',
      message: 'این میز هم‌اکنون رزرو است.',
    });
  });

  it('refuses a party larger than the table, on partySize', async () => {
    const res = await c.call(
      'PATCH',
      RESERVES,
      c.owner,
      reservationFor('table-1', { partySize: 3 }),
    );
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      code: 'DINING_TABLE_CAPACITY_EXCEEDED',
      errors: [{ field: 'partySize', message: 'تعداد نفرات از ظرفیت میز بیشتر است.' }],
    });
  });

  it('refuses a time in the past or beyond 90 days, on reservedFor', async () => {
    const past = await c.call(
      'PATCH',
      RESERVES,
      c.owner,
      reservationFor('table-1', { reservedFor: inHours(-1) }),
    );
    expect(past.json()).toMatchObject({
      code: 'RESERVATION_TIME_PAST',
      errors: [{ field: 'reservedFor' }],
    });
    const far = await c.call(
      'PATCH',
      RESERVES,
      c.owner,
      reservationFor('table-1', { reservedFor: inHours(24 * 91) }),
    );
    expect(far.json()).toMatchObject({ code: 'RESERVATION_TIME_TOO_FAR' });
  });

  it('refuses bad fields as a validation problem', async () => {
    const res = await c.call('PATCH', RESERVES, c.owner, {
      tableId: 'table-1',
      guestName: '',
      phoneNumber: '12345',
      partySize: 0,
      reservedFor: 'tonight',
    });
    expect(res.statusCode).toBe(400);
    const fields = res.json<{ errors: { field: string }[] }>().errors.map((e) => e.field);
    expect(fields).toEqual(
      expect.arrayContaining(['guestName', 'phoneNumber', 'partySize', 'reservedFor']),
    );
  });

  it('refuses freeing a free table', async () => {
    const res = await c.call('PUT', `${RESERVES}/free`, c.owner, { tableId: 'table-1' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'DINING_TABLE_ALREADY_FREE' });
  });

  it('answers 404 for an unknown table and for another vendor’s', async () => {
    const unknown = await c.call('PATCH', RESERVES, c.owner, reservationFor('nope'));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'DINING_TABLE_NOT_FOUND' });
    const ofB = await c.call('POST', '/api/diningtable', c.ownerB, {
      id: 'b-only',
      number: 50,
      name: 'میز حیاط',
      categoryId: 'tables-salon',
      capacity: 4,
    });
    expect(ofB.statusCode).toBe(201);
    before = await eventCount(c.gw);
    expect((await c.call('PATCH', RESERVES, c.owner, reservationFor('b-only'))).statusCode).toBe(
      404,
    );
    const freeOfB = await c.call('PUT', `${RESERVES}/free`, c.owner, { tableId: 'b-only' });
    expect(freeOfB.statusCode).toBe(404);
    // Vendor B has its own table-6 (the same demo): A's calls never reach it, B's never reach A's.
    const freeB = await c.call('PUT', `${RESERVES}/free`, c.ownerB, { tableId: 'nope' });
    expect(freeB.statusCode).toBe(404);
    const listB = await c.call('GET', RESERVES, c.ownerB);
    expect(listB.json<{ tableId: string }[]>().map((r) => r.tableId)).toEqual(['table-6']);
  });

  it('refuses the kitchen, which neither takes orders nor manages tables', async () => {
    expect((await c.call('PATCH', RESERVES, c.kitchen, reservationFor('table-1'))).statusCode).toBe(
      403,
    );
    expect(
      (await c.call('PUT', `${RESERVES}/free`, c.kitchen, { tableId: 'table-6' })).statusCode,
    ).toBe(403);
    expect((await c.call('GET', RESERVES, c.kitchen)).statusCode).toBe(403);
  });
});

describe('an inactive table', () => {
  it('is not reserved', async () => {
    await c.call('PATCH', '/api/diningtable/tables?id=table-10', c.owner, { active: false });
    const res = await c.call('PATCH', RESERVES, c.owner, reservationFor('table-10'));
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code: 'DINING_TABLE_INACTIVE' });
  });
});
