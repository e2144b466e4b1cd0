// Default descriptions through the real gateway: the demo's notes, create / read / change /
// remove, one note per wording and target, paging with PageNumber, Search and PageSize (spec §7,
// camelCase too, digits in any script), other vendors unseen; menu.manage changes them and the
// cashier reads them. Refusals change nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  fieldsOf,
  recordTestGateway,
  type FieldErrorBody,
} from '../food-shifts/record-routes.test-fixtures.ts';
import { eventCount } from '../testing/test-gateway.ts';

const URL = '/api-identity/defaultdescription';

interface Note {
  id: string;
  title: string;
  target: 'ITEM' | 'ORDER';
}
interface Page {
  data: Note[];
  pageNumber: number;
  pageSize: number;
  totalCount: number;
}

const c = recordTestGateway();

const listOf = async (headers = c.owner) =>
  (await c.call('GET', `${URL}/list`, headers)).json<Note[]>();
const pageOf = async (query: string) =>
  (await c.call('GET', `${URL}?${query}`, c.owner)).json<Page>();

describe('the owner manages default descriptions', () => {
  it('has the demo’s line notes and order notes', async () => {
    const notes = await listOf();
    expect(notes).toContainEqual({ id: 'desc-no-onion', title: 'بدون پیاز', target: 'ITEM' });
    expect(notes).toContainEqual({
      id: 'desc-no-cutlery',
      title: 'قاشق و چنگال نیاورید',
      target: 'ORDER',
    });
    expect(notes.length).toBeGreaterThan(5);
  });

  it('adds a line note by default, changes it to an order note and removes it', async () => {
    const created = await c.call('POST', URL, c.owner, { title: 'بدون سبزی' });
    expect(created.statusCode).toBe(201);
    const note = created.json<Note>();
    expect(note).toMatchObject({ title: 'بدون سبزی', target: 'ITEM' });
    expect((await c.call('GET', `${URL}/${note.id}`, c.owner)).json()).toEqual(note);

    const changed = await c.call('PUT', URL, c.owner, {
      id: note.id,
      title: 'سبزی جدا',
      target: 'ORDER',
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toEqual({ id: note.id, title: 'سبزی جدا', target: 'ORDER' });

    expect((await c.call('DELETE', `${URL}/${note.id}`, c.owner)).statusCode).toBe(204);
    expect((await listOf()).map((n) => n.id)).not.toContain(note.id);
  });

  it('an unknown id is 404 for GET, PUT and DELETE', async () => {
    for (const res of [
      await c.call('GET', `${URL}/nope`, c.owner),
      await c.call('PUT', URL, c.owner, { id: 'nope', title: 'هیچ' }),
      await c.call('DELETE', `${URL}/nope`, c.owner),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({
        code: 'DEFAULT_DESCRIPTION_NOT_FOUND',
        message: 'توضیح پیش‌فرض یافت نشد.',
      });
    }
  });
});

describe('refusals are field errors and change nothing', () => {
  let before: number;
  beforeAll(async () => {
    before = await eventCount(c.gw);
  });
  afterAll(async () => {
    expect(await eventCount(c.gw)).toBe(before);
  });

  it('the same wording for the same target is refused beside the title', async () => {
    const res = await c.call('POST', URL, c.owner, { title: 'تند', target: 'ITEM' });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      code: 'DEFAULT_DESCRIPTION_TITLE_TAKEN',
      errors: [{ field: 'title', message: 'این توضیح پیش‌فرض قبلاً ثبت شده است.' }],
    });
  });

  it('an empty note and an unknown target fail the schema', async () => {
    const res = await c.call('POST', URL, c.owner, { title: '  ', target: 'TABLE' });
    expect(res.statusCode).toBe(400);
    expect(fieldsOf(res.json<FieldErrorBody>()).sort()).toEqual(['target', 'title']);
  });

  it('another vendor’s note is not found at B', async () => {
    const created = await c.call('POST', URL, c.owner, { title: 'فقط شعبهٔ اول' });
    const { id } = created.json<Note>();
    before = await eventCount(c.gw);
    for (const res of [
      await c.call('GET', `${URL}/${id}`, c.ownerB),
      await c.call('PUT', URL, c.ownerB, { id, title: 'ربوده' }),
      await c.call('DELETE', `${URL}/${id}`, c.ownerB),
    ]) {
      expect(res.statusCode).toBe(404);
    }
    expect((await listOf(c.ownerB)).map((n) => n.id)).not.toContain(id);
  });

  it('the cashier reads notes but may not change them; the kitchen may not read them', async () => {
    expect((await c.call('GET', `${URL}/list`, c.cashier)).statusCode).toBe(200);
    expect((await c.call('GET', `${URL}/desc-spicy`, c.cashier)).statusCode).toBe(200);
    const refused = [
      await c.call('POST', URL, c.cashier, { title: 'ممنوع' }),
      await c.call('PUT', URL, c.cashier, { id: 'desc-spicy', title: 'ممنوع' }),
      await c.call('DELETE', `${URL}/desc-spicy`, c.cashier),
      await c.call('GET', URL, c.kitchen),
    ];
    for (const res of refused) expect(res.statusCode).toBe(403);
    expect((await c.call('GET', URL, c.anonymous)).statusCode).toBe(401);
  });
});

describe('paging and search', () => {
  beforeAll(async () => {
    for (const title of ['میز 12 عجله دارد', 'میز ۱۳ عجله دارد', 'میز ١٤ عجله دارد'])
      await c.call('POST', URL, c.owner, { title, target: 'ORDER' });
  });

  it('answers ten per page by default with the total', async () => {
    const all = await listOf();
    const page = await pageOf('');
    expect(page).toMatchObject({ pageNumber: 1, pageSize: 10, totalCount: all.length });
    expect(page.data).toEqual(all.slice(0, 10));
  });

  it('searches with PageNumber, Search and PageSize, in any digits, or their camelCase', async () => {
    const titles = (page: Page) => page.data.map((n) => n.title);
    expect(titles(await pageOf(`Search=${encodeURIComponent('۱۲')}`))).toEqual([
      'میز 12 عجله دارد',
    ]);
    expect(titles(await pageOf('search=14'))).toEqual(['میز ١٤ عجله دارد']);
    const second = await pageOf(
      `Search=${encodeURIComponent('عجله')}&PageNumber=${encodeURIComponent('۲')}&PageSize=${encodeURIComponent('۲')}`,
    );
    expect(second).toMatchObject({ pageNumber: 2, pageSize: 2, totalCount: 3 });
    expect(titles(second)).toEqual(['میز ١٤ عجله دارد']);
    const camel = await pageOf(`search=${encodeURIComponent('عجله')}&pageNumber=1&pageSize=1`);
    expect(titles(camel)).toEqual(['میز 12 عجله دارد']);
    // Arabic ي typed on some keyboards finds the Persian ی.
    expect(titles(await pageOf(`Search=${encodeURIComponent('ميز 13')}`))).toEqual([
      'میز ۱۳ عجله دارد',
    ]);
    expect((await pageOf('Search=nothing-like-this')).totalCount).toBe(0);
  });

  it('refuses a page size above 100', async () => {
    const res = await c.call('GET', `${URL}?PageSize=101`, c.owner);
    expect(res.statusCode).toBe(400);
    expect(fieldsOf(res.json<FieldErrorBody>())).toEqual(['PageSize']);
  });
});
