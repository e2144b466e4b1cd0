// Table categories through the real gateway: list with counts, create, edit, deactivate and
// reorder, with field errors, 404s, tenancy and permissions.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testGatewayWith } from '../food-shifts/record-routes.test-fixtures.ts';
import { eventCount } from '../testing/test-gateway.ts';
import { tablesClient } from './dining-tables.test-fixtures.ts';

const c = testGatewayWith(tablesClient);

const CATEGORIES = '/api/diningtablecategories';
interface Category {
  id: string;
  title: string;
  sortOrder: number;
  active: boolean;
  tableCount: number;
}
const titles = async () => (await c.call('GET', CATEGORIES)).json<Category[]>().map((x) => x.title);

describe('managing table categories', () => {
  it('lists them in order with their table counts (the waiter may read)', async () => {
    const res = await c.call('GET', CATEGORIES, c.waiter);
    expect(res.json<Category[]>()).toMatchObject([
      { id: 'tables-salon', title: 'سالن اصلی', tableCount: 6, active: true },
      { id: 'tables-terrace', title: 'تراس', tableCount: 4 },
    ]);
    const one = await c.call('GET', `${CATEGORIES}/tables-terrace`, c.waiter);
    expect(one.json()).toMatchObject({ title: 'تراس', sortOrder: 1 });
  });

  it('creates, edits, reorders and deactivates a category', async () => {
    const created = await c.call('POST', CATEGORIES, c.owner, { title: 'VIP', sortOrder: 5 });
    expect(created.statusCode).toBe(201);
    const vip = created.json<Category>();
    expect(vip).toMatchObject({ title: 'VIP', active: true, tableCount: 0 });

    const edited = await c.call('PUT', CATEGORIES, c.owner, {
      id: vip.id,
      title: 'اتاق VIP',
      sortOrder: 5,
      active: true,
    });
    expect(edited.json()).toMatchObject({ title: 'اتاق VIP' });

    const first = await c.call('PATCH', `${CATEGORIES}?id=${vip.id}`, c.owner, { sortOrder: 0 });
    expect(first.json()).toMatchObject({ sortOrder: 0, title: 'اتاق VIP' });
    await c.call('PATCH', `${CATEGORIES}?id=tables-salon`, c.owner, { sortOrder: 2 });
    expect(await titles()).toEqual(['اتاق VIP', 'تراس', 'سالن اصلی']);

    const off = await c.call('PATCH', `${CATEGORIES}?id=tables-terrace`, c.owner, {
      active: false,
    });
    expect(off.json()).toMatchObject({ active: false });
    const floor = await c.call('GET', '/api/diningtable/tables', c.owner);
    expect(floor.json<{ category: Category }[]>().map((f) => f.category.title)).toEqual([
      'اتاق VIP',
      'سالن اصلی',
    ]);
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

  it('refuses a title another category has, on title', async () => {
    const res = await c.call('POST', CATEGORIES, c.owner, { title: 'سالن اصلی' });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      code: 'DINING_TABLE_CATEGORY_TITLE_TAKEN',
      errors: [{ field: 'title', message: 'دسته‌بندی میزی با این عنوان قبلاً تعریف شده است.' }],
    });
  });

  it('refuses an empty title and an empty patch', async () => {
    const empty = await c.call('POST', CATEGORIES, c.owner, { title: '  ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ errors: [{ field: 'title' }] });
    const nothing = await c.call('PATCH', `${CATEGORIES}?id=tables-salon`, c.owner, {});
    expect(nothing.statusCode).toBe(400);
  });

  it('answers 404 for an unknown category and another vendor’s', async () => {
    const created = await c.call('POST', CATEGORIES, c.ownerB, { id: 'b-only', title: 'حیاط' });
    expect(created.statusCode).toBe(201);
    before = await eventCount(c.gw);
    for (const id of ['nope', 'b-only']) {
      const get = await c.call('GET', `${CATEGORIES}/${id}`);
      expect(get.statusCode).toBe(404);
      expect(get.json()).toMatchObject({ code: 'DINING_TABLE_CATEGORY_NOT_FOUND' });
      const put = await c.call('PUT', CATEGORIES, c.owner, { id, title: 'x' });
      expect(put.statusCode).toBe(404);
      const patch = await c.call('PATCH', `${CATEGORIES}?id=${id}`, c.owner, { active: false });
      expect(patch.statusCode).toBe(404);
    }
  });

  it('lets only tables.manage change categories', async () => {
    expect((await c.call('POST', CATEGORIES, c.waiter, { title: 'حیاط' })).statusCode).toBe(403);
    expect(
      (await c.call('PATCH', `${CATEGORIES}?id=tables-salon`, c.waiter, { active: false }))
        .statusCode,
    ).toBe(403);
    expect((await c.call('GET', CATEGORIES, c.kitchen)).statusCode).toBe(403);
  });
});
