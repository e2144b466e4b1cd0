// The table routes through the real gateway: the demo floor, the management list, creating and
// editing tables with their field errors, taking one out of service or into another category.
import { describe, expect, it } from 'vitest';
import { testGatewayWith } from '../food-shifts/record-routes.test-fixtures.ts';
import { eventCount } from '../testing/test-gateway.ts';
import { tablesClient } from './dining-tables.test-fixtures.ts';

const c = testGatewayWith(tablesClient);

interface Table {
  id: string;
  number: number;
  name: string;
  categoryId: string;
  categoryTitle: string | null;
  state: string;
  active: boolean;
  qrUrl: string;
}

const newTable = (number: number, overrides: object = {}) => ({
  number,
  name: `میز ${number}`,
  categoryId: 'tables-salon',
  capacity: 4,
  ...overrides,
});

describe('the demo floor', () => {
  it('groups the active tables by category in order, with state and QR link', async () => {
    const res = await c.call('GET', '/api/diningtable/tables', c.waiter);
    expect(res.statusCode).toBe(200);
    const floor =
      res.json<{ category: { title: string; tableCount: number }; tables: Table[] }[]>();
    expect(floor.map((f) => f.category.title)).toEqual(['سالن اصلی', 'تراس']);
    expect(floor.map((f) => f.tables.map((t) => t.number))).toEqual([
      [1, 2, 3, 4, 5, 6],
      [7, 8, 9, 10],
    ]);
    const six = floor[0]!.tables[5]!;
    expect(six).toMatchObject({ state: 'RESERVED', categoryTitle: 'سالن اصلی' });
    expect(floor[0]!.tables[0]).toMatchObject({
      state: 'FREE',
      qrUrl: 'http://localhost/?table=1',
      qrPath: '/?table=1',
    });
  });

  it('lists every table for the POS, and one table by id', async () => {
    const all = await c.call('GET', '/api/diningtable/alltables', c.waiter);
    expect(all.json<Table[]>()).toHaveLength(10);
    const one = await c.call('GET', '/api/diningtable/tables/table-9', c.waiter);
    expect(one.json()).toMatchObject({ number: 9, name: 'کنار حوض', categoryTitle: 'تراس' });
  });

  it('answers 404 for a table that does not exist or is another vendor’s', async () => {
    for (const who of [c.owner, c.ownerB]) {
      const missing = await c.call('GET', '/api/diningtable/tables/nope', who);
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toMatchObject({
        code: 'DINING_TABLE_NOT_FOUND',
        message: 'میز یافت نشد.',
      });
    }
    const created = await c.call('POST', '/api/diningtable', c.ownerB, {
      ...newTable(40),
      categoryId: 'tables-salon',
    });
    expect(created.statusCode).toBe(201);
    const idOfB = created.json<Table>().id;
    expect((await c.call('GET', `/api/diningtable/tables/${idOfB}`)).statusCode).toBe(404);
    const edit = await c.call('PUT', '/api/diningtable', c.owner, { id: idOfB, ...newTable(41) });
    expect(edit.statusCode).toBe(404);
  });
});

describe('the management list', () => {
  it('pages by number (default 10), searches number, name and category in any digits', async () => {
    const first = await c.call('GET', '/api/diningtable?PageSize=4&PageNumber=2');
    expect(first.json()).toMatchObject({ pageNumber: 2, pageSize: 4 });
    expect(first.json<{ data: Table[] }>().data.map((t) => t.number)).toEqual([5, 6, 7, 8]);
    const byName = await c.call('GET', `/api/diningtable?search=${encodeURIComponent('حوض')}`);
    expect(byName.json<{ data: Table[] }>().data.map((t) => t.number)).toEqual([9]);
    const byDigits = await c.call('GET', `/api/diningtable?Search=${encodeURIComponent('۱۰')}`);
    expect(byDigits.json<{ data: Table[] }>().data.map((t) => t.number)).toEqual([10]);
    const terrace = await c.call('GET', '/api/diningtable?categoryId=tables-terrace');
    expect(terrace.json()).toMatchObject({ totalCount: 4, pageSize: 10 });
  });

  it('is for managers: the waiter may see the floor but not the list', async () => {
    expect((await c.call('GET', '/api/diningtable', c.waiter)).statusCode).toBe(403);
    expect((await c.call('GET', '/api/diningtable/tables', c.kitchen)).statusCode).toBe(403);
  });
});

describe('creating and editing tables', () => {
  it('creates a FREE table; a repeated create with the client id answers the first', async () => {
    const body = { id: 'table-new', ...newTable(11, { name: 'میز یازده' }) };
    const first = await c.call('POST', '/api/diningtable', c.owner, body);
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({
      id: 'table-new',
      state: 'FREE',
      reservation: null,
      active: true,
    });
    const before = await eventCount(c.gw);
    const again = await c.call('POST', '/api/diningtable', c.owner, body);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toMatchObject({ id: 'table-new', number: 11 });
    expect(await eventCount(c.gw)).toBe(before);
  });

  it('refuses a taken number and an unknown category as field errors, writing nothing', async () => {
    const before = await eventCount(c.gw);
    const taken = await c.call(
      'POST',
      '/api/diningtable',
      c.owner,
      newTable(3, { categoryId: 'nope' }),
    );
    expect(taken.statusCode).toBe(422);
    expect(taken.json()).toMatchObject({ code: 'DINING_TABLE_NUMBER_TAKEN' });
    expect(taken.json<{ errors: { field: string }[] }>().errors.map((e) => e.field)).toEqual([
      'number',
      'categoryId',
    ]);
    const bad = await c.call('POST', '/api/diningtable', c.owner, {
      number: 0,
      name: ' ',
      capacity: 0,
    });
    expect(bad.statusCode).toBe(400);
    const fields = bad.json<{ errors: { field: string }[] }>().errors.map((e) => e.field);
    expect(fields).toEqual(expect.arrayContaining(['number', 'name', 'capacity', 'categoryId']));
    expect(await eventCount(c.gw)).toBe(before);
  });

  it('edits a table (PUT) and keeps its number unique', async () => {
    const edited = await c.call('PUT', '/api/diningtable', c.owner, {
      id: 'table-2',
      ...newTable(12, { name: 'دونفره', categoryId: 'tables-terrace', capacity: 3 }),
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ number: 12, name: 'دونفره', categoryTitle: 'تراس' });
    const clash = await c.call('PUT', '/api/diningtable', c.owner, {
      id: 'table-2',
      ...newTable(1),
    });
    expect(clash.json()).toMatchObject({
      code: 'DINING_TABLE_NUMBER_TAKEN',
      errors: [{ field: 'number' }],
    });
    const missing = await c.call('PUT', '/api/diningtable', c.owner, {
      id: 'nope',
      ...newTable(99),
    });
    expect(missing.statusCode).toBe(404);
    const waiter = await c.call('PUT', '/api/diningtable', c.waiter, {
      id: 'table-2',
      ...newTable(12),
    });
    expect(waiter.statusCode).toBe(403);
  });

  it('takes a table out of service and back, and moves it to another category (PATCH)', async () => {
    const off = await c.call('PATCH', '/api/diningtable/tables?id=table-4', c.owner, {
      active: false,
    });
    expect(off.json()).toMatchObject({ active: false });
    const floor = await c.call('GET', '/api/diningtable/tables', c.owner);
    const numbers = floor
      .json<{ tables: Table[] }[]>()
      .flatMap((f) => f.tables.map((t) => t.number));
    expect(numbers).not.toContain(4);
    const moved = await c.call('PATCH', '/api/diningtable/tables?id=table-4', c.owner, {
      active: true,
      categoryId: 'tables-terrace',
    });
    expect(moved.json()).toMatchObject({ active: true, categoryId: 'tables-terrace' });
  });

  it('refuses a PATCH with nothing to change, an unknown category or table, or without tables.manage', async () => {
    const empty = await c.call('PATCH', '/api/diningtable/tables?id=table-4', c.owner, {});
    expect(empty.statusCode).toBe(400);
    const unknown = await c.call('PATCH', '/api/diningtable/tables?id=table-4', c.owner, {
      categoryId: 'nope',
    });
    expect(unknown.json()).toMatchObject({
      code: 'DINING_TABLE_CATEGORY_UNKNOWN',
      errors: [{ field: 'categoryId' }],
    });
    const missing = await c.call('PATCH', '/api/diningtable/tables?id=nope', c.owner, {
      active: false,
    });
    expect(missing.statusCode).toBe(404);
    const waiter = await c.call('PATCH', '/api/diningtable/tables?id=table-4', c.waiter, {
      active: false,
    });
    expect(waiter.statusCode).toBe(403);
  });

  it('refuses fewer seats than the party holding the table', async () => {
    const res = await c.call('PATCH', '/api/diningtable/tables?id=table-6', c.owner, {
      categoryId: 'tables-terrace',
    });
    expect(res.statusCode).toBe(200);
    const fewer = await c.call('PUT', '/api/diningtable', c.owner, {
      id: 'table-6',
      ...newTable(6, { capacity: 6 }),
    });
    expect(fewer.statusCode).toBe(422);
    expect(fewer.json()).toMatchObject({
      code: 'DINING_TABLE_CAPACITY_BELOW_PARTY',
      errors: [{ field: 'capacity' }],
    });
  });

  it('refuses taking the reserved table out of service', async () => {
    const res = await c.call('PATCH', '/api/diningtable/tables?id=table-6', c.owner, {
      active: false,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      code: 'DINING_TABLE_IN_USE',
      errors: [{ field: 'active' }],
    });
  });
});
