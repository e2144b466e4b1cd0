// Printers through the real gateway: the demo's two, create / read / change / remove, names and
// addresses unique, a printer a station uses kept, other vendors' printers unseen, and only
// terminals.manage changes them (the cashier reads them: the POS prints). Refusals change nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  fieldsOf,
  recordClient,
  type FieldErrorBody,
} from '../food-shifts/record-routes.test-fixtures.ts';
import { eventCount, startTestGateway, type TestGateway } from '../testing/test-gateway.ts';

const URL = '/api-catalog/catalog/printers';

interface Printer {
  id: string;
  name: string;
  ip: string;
  port: number;
  paperWidth: number;
}

let gw: TestGateway;
let c: Awaited<ReturnType<typeof recordClient>>;
beforeAll(async () => {
  gw = await startTestGateway();
  c = await recordClient(gw);
}, 30_000);
afterAll(() => gw.close());

const printersOf = async (headers = c.owner) =>
  (await c.call('GET', URL, headers)).json<Printer[]>();
const bar = { name: 'چاپگر بار', ip: '192.168.1.70' };

describe('the owner manages printers', () => {
  it('lists the demo’s kitchen and counter printers (the sandbox printer’s ports)', async () => {
    expect(await printersOf()).toEqual([
      {
        id: 'printer-kitchen',
        name: 'چاپگر آشپزخانه',
        ip: '127.0.0.1',
        port: 9100,
        paperWidth: 80,
      },
      {
        id: 'printer-counter',
        name: 'چاپگر صندوق',
        ip: '127.0.0.1',
        port: 9101,
        paperWidth: 80,
      },
    ]);
  });

  it('adds a printer on port 9100 with 80 mm paper by default, changes it and removes it', async () => {
    const created = await c.call('POST', URL, c.owner, bar);
    expect(created.statusCode).toBe(201);
    const printer = created.json<Printer>();
    expect(printer).toMatchObject({ ...bar, port: 9100, paperWidth: 80 });
    expect((await c.call('GET', `${URL}/${printer.id}`, c.owner)).json()).toEqual(printer);

    const changed = await c.call('PUT', URL, c.owner, { ...printer, port: 9101, paperWidth: 58 });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toEqual({ ...printer, port: 9101, paperWidth: 58 });

    expect((await c.call('DELETE', `${URL}/${printer.id}`, c.owner)).statusCode).toBe(204);
    expect((await printersOf()).map((p) => p.id)).not.toContain(printer.id);
  });

  it('an unknown id is 404 for GET, PUT and DELETE', async () => {
    for (const res of [
      await c.call('GET', `${URL}/nope`, c.owner),
      await c.call('PUT', URL, c.owner, { id: 'nope', ...bar }),
      await c.call('DELETE', `${URL}/nope`, c.owner),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 'PRINTER_NOT_FOUND', message: 'چاپگر یافت نشد.' });
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

  it('a name or an address another printer has is refused beside that field', async () => {
    const sameName = await c.call('POST', URL, c.owner, { ...bar, name: 'چاپگر صندوق' });
    expect(sameName.statusCode).toBe(422);
    expect(sameName.json()).toMatchObject({
      code: 'PRINTER_NAME_TAKEN',
      errors: [{ field: 'name' }],
    });
    const sameAddress = await c.call('PUT', URL, c.owner, {
      id: 'printer-counter',
      name: 'چاپگر صندوق',
      ip: '127.0.0.1',
    });
    expect(sameAddress.statusCode).toBe(422);
    expect(sameAddress.json()).toMatchObject({
      code: 'PRINTER_ADDRESS_TAKEN',
      errors: [{ field: 'ip' }],
    });
  });

  it('a malformed IP, port and paper width are refused by the schema', async () => {
    const res = await c.call('POST', URL, c.owner, {
      name: 'x',
      ip: '192.168.1',
      port: 0,
      paperWidth: 72,
    });
    expect(res.statusCode).toBe(400);
    expect(fieldsOf(res.json<FieldErrorBody>()).sort()).toEqual(['ip', 'paperWidth', 'port']);
  });

  it('a printer a station prints on is kept, naming the station', async () => {
    const res = await c.call('DELETE', `${URL}/printer-kitchen`, c.owner);
    expect(res.statusCode).toBe(422);
    const problem = res.json<FieldErrorBody>();
    expect(problem.code).toBe('PRINTER_IN_USE');
    expect(problem.errors[0]!.field).toBe('id');
    expect(problem.errors[0]!.message).toContain('«آشپزخانه گرم»');
    expect((await printersOf()).map((p) => p.id)).toContain('printer-kitchen');
  });

  it('another vendor’s printer is not found at B', async () => {
    const created = await c.call('POST', URL, c.owner, { name: 'فقط شعبهٔ اول', ip: '10.0.0.9' });
    const { id } = created.json<Printer>();
    before = await eventCount(gw);
    for (const res of [
      await c.call('GET', `${URL}/${id}`, c.ownerB),
      await c.call('PUT', URL, c.ownerB, { id, ...bar }),
      await c.call('DELETE', `${URL}/${id}`, c.ownerB),
    ]) {
      expect(res.statusCode).toBe(404);
    }
    expect((await printersOf(c.ownerB)).map((p) => p.id)).toEqual([
      'printer-kitchen',
      'printer-counter',
    ]);
  });

  it('the cashier reads printers but may not change them; the kitchen may not read them', async () => {
    expect((await c.call('GET', URL, c.cashier)).statusCode).toBe(200);
    expect((await c.call('GET', `${URL}/printer-kitchen`, c.cashier)).statusCode).toBe(200);
    const refused = [
      await c.call('POST', URL, c.cashier, bar),
      await c.call('PUT', URL, c.cashier, { id: 'printer-kitchen', ...bar }),
      await c.call('DELETE', `${URL}/printer-counter`, c.cashier),
      await c.call('GET', URL, c.kitchen),
    ];
    for (const res of refused) expect(res.statusCode).toBe(403);
    expect((await c.call('GET', URL, c.anonymous)).statusCode).toBe(401);
  });
});
