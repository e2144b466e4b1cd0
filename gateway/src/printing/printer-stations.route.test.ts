// Printer stations through the real gateway: the demo's kitchen and counter stations, create /
// read / change / remove, printers and categories that must exist at this vendor (field errors
// beside the multi-selects), kitchen stations that name categories, other vendors unseen, and
// only terminals.manage changes them. Refusals change nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordClient, type FieldErrorBody } from '../food-shifts/record-routes.test-fixtures.ts';
import { eventCount, startTestGateway, type TestGateway } from '../testing/test-gateway.ts';

const URL = '/api-catalog/catalog/printerstations';

interface Station {
  id: string;
  title: string;
  target: 'KITCHEN' | 'CUSTOMER';
  printerIds: string[];
  categoryIds: string[];
  copies: number;
}

let gw: TestGateway;
let c: Awaited<ReturnType<typeof recordClient>>;
let barPrinterId: string;
beforeAll(async () => {
  gw = await startTestGateway();
  c = await recordClient(gw);
  const bar = await c.call('POST', '/api-catalog/catalog/printers', c.owner, {
    id: 'printer-bar',
    name: 'چاپگر بار',
    ip: '192.168.1.70',
  });
  barPrinterId = bar.json<{ id: string }>().id;
}, 30_000);
afterAll(() => gw.close());

const stationsOf = async (headers = c.owner) =>
  (await c.call('GET', URL, headers)).json<Station[]>();
const barStation = () => ({
  title: 'بار',
  printerIds: [barPrinterId],
  categoryIds: ['cat-drinks', 'cat-desserts'],
});

describe('the owner manages printer stations', () => {
  it('lists the demo’s hot kitchen, bar and counter (the whole order) stations', async () => {
    expect(await stationsOf()).toEqual([
      {
        id: 'station-hot-kitchen',
        title: 'آشپزخانه گرم',
        target: 'KITCHEN',
        printerIds: ['printer-kitchen'],
        categoryIds: ['cat-appetizers', 'cat-mains', 'cat-stews', 'cat-polo', 'cat-pizza'],
        copies: 1,
      },
      {
        id: 'station-bar',
        title: 'بار و دسر',
        target: 'KITCHEN',
        printerIds: ['printer-counter'],
        categoryIds: ['cat-drinks', 'cat-desserts'],
        copies: 1,
      },
      {
        id: 'station-counter',
        title: 'صندوق',
        target: 'CUSTOMER',
        printerIds: ['printer-counter'],
        categoryIds: [],
        copies: 1,
      },
    ]);
  });

  it('adds a station, changes it and removes it', async () => {
    const created = await c.call('POST', URL, c.owner, barStation());
    expect(created.statusCode).toBe(201);
    const station = created.json<Station>();
    expect(station).toMatchObject({ ...barStation(), target: 'KITCHEN', copies: 1 });
    expect((await c.call('GET', `${URL}/${station.id}`, c.owner)).json()).toEqual(station);

    const twoPrinters = { ...station, printerIds: [barPrinterId, 'printer-kitchen'], copies: 2 };
    const changed = await c.call('PUT', URL, c.owner, twoPrinters);
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toEqual(twoPrinters);

    expect((await c.call('DELETE', `${URL}/${station.id}`, c.owner)).statusCode).toBe(204);
    expect((await c.call('GET', `${URL}/${station.id}`, c.owner)).json()).toMatchObject({
      code: 'PRINTER_STATION_NOT_FOUND',
    });
    // With its station gone, the bar printer may go too.
    const printer = await c.call(
      'DELETE',
      `/api-catalog/catalog/printers/${barPrinterId}`,
      c.owner,
    );
    expect(printer.statusCode).toBe(204);
  });

  it('an unknown id is 404 for GET, PUT and DELETE', async () => {
    for (const res of [
      await c.call('GET', `${URL}/nope`, c.owner),
      await c.call('PUT', URL, c.owner, {
        id: 'nope',
        ...barStation(),
        printerIds: ['printer-kitchen'],
      }),
      await c.call('DELETE', `${URL}/nope`, c.owner),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 'PRINTER_STATION_NOT_FOUND' });
    }
  });
});

describe('refusals are field errors and change nothing', () => {
  let before: number;
  beforeAll(async () => {
    before = await eventCount(gw);
  });
  afterAll(async () => {
    expect(await eventCount(gw)).toBe(before);
  });

  it('printers and categories the vendor does not have are named beside the multi-selects', async () => {
    const res = await c.call('POST', URL, c.owner, {
      title: 'کباب‌خانه',
      printerIds: ['printer-kitchen', 'printer-ghost'],
      categoryIds: ['cat-ghost', 'cat-mains'],
    });
    expect(res.statusCode).toBe(422);
    const problem = res.json<FieldErrorBody>();
    expect(problem.code).toBe('PRINTER_STATION_PRINTER_UNKNOWN');
    expect(problem.errors).toEqual([
      {
        field: 'printerIds.1',
        code: 'PRINTER_STATION_PRINTER_UNKNOWN',
        message: 'چاپگر انتخاب‌شده وجود ندارد.',
      },
      {
        field: 'categoryIds.0',
        code: 'PRINTER_STATION_CATEGORY_UNKNOWN',
        message: 'دسته‌بندی انتخاب‌شده در منو وجود ندارد.',
      },
    ]);
  });

  it('a kitchen station without categories, and a title taken, are refused', async () => {
    const none = await c.call('POST', URL, c.owner, {
      title: 'کباب‌خانه',
      printerIds: ['printer-kitchen'],
    });
    expect(none.statusCode).toBe(422);
    expect(none.json()).toMatchObject({
      code: 'PRINTER_STATION_CATEGORIES_REQUIRED',
      errors: [{ field: 'categoryIds' }],
    });
    const taken = await c.call('PUT', URL, c.owner, {
      id: 'station-counter',
      title: 'آشپزخانه گرم',
      target: 'CUSTOMER',
      printerIds: ['printer-counter'],
    });
    expect(taken.json()).toMatchObject({
      code: 'PRINTER_STATION_TITLE_TAKEN',
      errors: [{ field: 'title' }],
    });
  });

  it('a station without printers, with too many copies or an unknown target fails the schema', async () => {
    const res = await c.call('POST', URL, c.owner, {
      title: 'x',
      target: 'BAR',
      printerIds: [],
      copies: 9,
    });
    expect(res.statusCode).toBe(400);
    expect(
      res
        .json<FieldErrorBody>()
        .errors.map((e) => e.field)
        .sort(),
    ).toEqual(['copies', 'printerIds', 'target']);
  });

  it('B cannot see A’s station, nor name A’s printer in its own', async () => {
    const created = await c.call('POST', URL, c.owner, {
      ...barStation(),
      printerIds: ['printer-counter'],
    });
    const { id } = created.json<Station>();
    const aOnly = await c.call('POST', '/api-catalog/catalog/printers', c.owner, {
      id: 'printer-a-only',
      name: 'فقط شعبهٔ اول',
      ip: '10.0.0.9',
    });
    expect(aOnly.statusCode).toBe(201);
    before = await eventCount(gw);
    for (const res of [
      await c.call('GET', `${URL}/${id}`, c.ownerB),
      await c.call('PUT', URL, c.ownerB, { id, ...barStation(), printerIds: ['printer-counter'] }),
      await c.call('DELETE', `${URL}/${id}`, c.ownerB),
    ]) {
      expect(res.statusCode).toBe(404);
    }
    const borrowing = await c.call('POST', URL, c.ownerB, {
      ...barStation(),
      printerIds: ['printer-a-only'],
    });
    expect(borrowing.json()).toMatchObject({ errors: [{ field: 'printerIds.0' }] });
    expect((await stationsOf(c.ownerB)).map((s) => s.id)).toEqual([
      'station-hot-kitchen',
      'station-bar',
      'station-counter',
    ]);
  });

  it('the cashier reads stations but may not change them; the kitchen may not read them', async () => {
    expect((await c.call('GET', URL, c.cashier)).statusCode).toBe(200);
    const refused = [
      await c.call('POST', URL, c.cashier, barStation()),
      await c.call('PUT', URL, c.cashier, { id: 'station-counter', ...barStation() }),
      await c.call('DELETE', `${URL}/station-counter`, c.cashier),
      await c.call('GET', `${URL}/station-counter`, c.kitchen),
    ];
    for (const res of refused) expect(res.statusCode).toBe(403);
    expect((await c.call('GET', URL, c.anonymous)).statusCode).toBe(401);
  });
});
