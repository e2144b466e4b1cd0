// Food shifts through the real gateway: the demo's lunch and dinner, create / read / change /
// remove, hours and titles refused as field errors, paging and search (digits in any script),
// other vendors' shifts unseen, and only menu.manage changes them. Refusals change nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventCount } from '../testing/test-gateway.ts';
import { fieldsOf, recordTestGateway, type FieldErrorBody } from './record-routes.test-fixtures.ts';

const URL = '/api-catalog/catalog/foodshifts';

interface Shift {
  id: string;
  title: string;
  times: { weekday: string; start: string; end: string }[];
  active: boolean;
}
interface Page {
  data: Shift[];
  pageNumber: number;
  pageSize: number;
  totalCount: number;
}

const c = recordTestGateway();

const breakfast = (title = 'صبحانه') => ({
  title,
  times: [
    { weekday: 'FRI', start: '08:00', end: '11:00' },
    { weekday: 'SAT', start: '07:00', end: '10:00' },
  ],
});
const listOf = async (headers = c.owner) =>
  (await c.call('GET', `${URL}/list`, headers)).json<Shift[]>();

describe('the demo restaurant’s shifts', () => {
  it('has lunch 11:00–16:00 and dinner 18:00–00:00 every day, Saturday first', async () => {
    const res = await c.call('GET', `${URL}/shift-dinner`, c.owner);
    expect(res.statusCode).toBe(200);
    const dinner = res.json<Shift>();
    expect(dinner).toMatchObject({ id: 'shift-dinner', title: 'شام', active: true });
    expect(dinner.times.map((t) => t.weekday)).toEqual([
      'SAT',
      'SUN',
      'MON',
      'TUE',
      'WED',
      'THU',
      'FRI',
    ]);
    expect(dinner.times[0]).toEqual({ weekday: 'SAT', start: '18:00', end: '00:00' });
    expect((await listOf()).map((s) => s.id)).toEqual(['shift-lunch', 'shift-dinner']);
  });
});

describe('the owner manages shifts', () => {
  it('creates, reads, changes and removes a shift', async () => {
    const created = await c.call('POST', URL, c.owner, breakfast());
    expect(created.statusCode).toBe(201);
    const shift = created.json<Shift>();
    // Answered in the Iranian week's order; active unless said otherwise.
    expect(shift).toMatchObject({ title: 'صبحانه', active: true });
    expect(shift.times.map((t) => t.weekday)).toEqual(['SAT', 'FRI']);
    expect((await c.call('GET', `${URL}/${shift.id}`, c.owner)).json()).toEqual(shift);

    const changed = await c.call('PUT', URL, c.owner, {
      id: shift.id,
      ...breakfast('صبحانهٔ آخر هفته'),
      active: false,
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ id: shift.id, title: 'صبحانهٔ آخر هفته', active: false });

    expect((await c.call('DELETE', `${URL}/${shift.id}`, c.owner)).statusCode).toBe(204);
    const gone = await c.call('GET', `${URL}/${shift.id}`, c.owner);
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toMatchObject({
      code: 'FOOD_SHIFT_NOT_FOUND',
      message: 'شیفت غذایی یافت نشد.',
    });
    expect((await listOf()).map((s) => s.id)).not.toContain(shift.id);
  });

  it('a repeated create with the client’s id answers the first shift and adds nothing', async () => {
    const body = { id: 'shift-night', ...breakfast('نیمه‌شب') };
    const first = await c.call('POST', URL, c.owner, body);
    const before = await eventCount(c.gw);
    const again = await c.call('POST', URL, c.owner, body);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    expect(await eventCount(c.gw)).toBe(before);
    await c.call('DELETE', `${URL}/shift-night`, c.owner);
  });

  it('a shift the menu names cannot be removed (its items would sell at every hour)', async () => {
    const before = await eventCount(c.gw);
    const res = await c.call('DELETE', `${URL}/shift-dinner`, c.owner);
    expect(res.statusCode).toBe(422);
    const problem = res.json<{ code: string; errors: { field: string; message: string }[] }>();
    expect(problem.code).toBe('FOOD_SHIFT_IN_USE');
    expect(problem.errors[0]!.field).toBe('id');
    expect(problem.errors[0]!.message).toContain('شیشلیک');
    expect(await eventCount(c.gw)).toBe(before);
    expect((await listOf()).map((s) => s.id)).toContain('shift-dinner');
  });

  it('an unknown id is 404 for GET, PUT and DELETE', async () => {
    for (const res of [
      await c.call('GET', `${URL}/nope`, c.owner),
      await c.call('PUT', URL, c.owner, { id: 'nope', ...breakfast('هیچ') }),
      await c.call('DELETE', `${URL}/nope`, c.owner),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 'FOOD_SHIFT_NOT_FOUND' });
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

  it('a window that ends before it starts names that window’s end', async () => {
    const body = { title: 'شب', times: [{ weekday: 'MON', start: '22:00', end: '02:00' }] };
    const res = await c.call('POST', URL, c.owner, body);
    expect(res.statusCode).toBe(422);
    const problem = res.json<FieldErrorBody>();
    expect(problem.code).toBe('FOOD_SHIFT_END_BEFORE_START');
    expect(problem.errors).toEqual([
      {
        field: 'times.0.end',
        code: 'FOOD_SHIFT_END_BEFORE_START',
        message: 'ساعت پایان باید بعد از ساعت شروع باشد.',
      },
    ]);
  });

  it('overlapping windows of one day name the later window', async () => {
    const times = [
      { weekday: 'MON', start: '12:00', end: '15:00' },
      { weekday: 'MON', start: '11:00', end: '13:00' },
    ];
    const res = await c.call('PUT', URL, c.owner, { id: 'shift-lunch', title: 'ناهار', times });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      code: 'FOOD_SHIFT_TIMES_OVERLAP',
      errors: [{ field: 'times.0.start' }],
    });
  });

  it('a title another shift has is refused beside the title', async () => {
    const res = await c.call('POST', URL, c.owner, breakfast('ناهار'));
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      code: 'FOOD_SHIFT_TITLE_TAKEN',
      errors: [{ field: 'title' }],
    });
  });

  it('a missing title and a malformed hour are refused by the schema', async () => {
    const res = await c.call('POST', URL, c.owner, {
      title: ' ',
      times: [{ weekday: 'SAT', start: '7:00', end: '10:00' }],
    });
    expect(res.statusCode).toBe(400);
    const problem = res.json<FieldErrorBody>();
    expect(problem.code).toBe('VALIDATION_FAILED');
    expect(fieldsOf(problem).sort()).toEqual(['times.0.start', 'title']);
    expect(problem.errors[0]!.message).toMatch(/[\u0600-\u06FF]/);
  });

  it('another vendor’s shift is not found at B, and B’s list is B’s own', async () => {
    const created = await c.call('POST', URL, c.owner, breakfast('فقط در شعبهٔ اول'));
    const { id } = created.json<Shift>();
    before = await eventCount(c.gw);
    for (const res of [
      await c.call('GET', `${URL}/${id}`, c.ownerB),
      await c.call('PUT', URL, c.ownerB, { id, ...breakfast('ربوده') }),
      await c.call('DELETE', `${URL}/${id}`, c.ownerB),
    ]) {
      expect(res.statusCode).toBe(404);
    }
    expect((await listOf(c.ownerB)).map((s) => s.id)).toEqual(['shift-lunch', 'shift-dinner']);
  });

  it('the kitchen and the cashier read shifts but may not change them; nobody is 401', async () => {
    expect((await c.call('GET', URL, c.kitchen)).statusCode).toBe(200);
    expect((await c.call('GET', `${URL}/list`, c.cashier)).statusCode).toBe(200);
    for (const who of [c.kitchen, c.cashier]) {
      const attempts = [
        await c.call('POST', URL, who, breakfast('ممنوع')),
        await c.call('PUT', URL, who, { id: 'shift-lunch', ...breakfast('ممنوع') }),
        await c.call('DELETE', `${URL}/shift-lunch`, who),
      ];
      for (const res of attempts) {
        expect(res.statusCode).toBe(403);
        expect(res.json()).toMatchObject({ code: 'FORBIDDEN' });
      }
    }
    expect((await c.call('GET', URL, c.anonymous)).statusCode).toBe(401);
  });
});

describe('paging and search', () => {
  beforeAll(async () => {
    for (const title of ['سحری 1', 'سحری ۲', 'سحری ٣'])
      await c.call('POST', URL, c.owner, breakfast(title));
  });

  it('answers a page of ten by default, oldest first', async () => {
    const page = (await c.call('GET', URL, c.owner)).json<Page>();
    expect(page).toMatchObject({ pageNumber: 1, pageSize: 10 });
    expect(page.data[0]!.id).toBe('shift-lunch');
    expect(page.totalCount).toBe(page.data.length);
  });

  it('finds titles whatever digits they were typed with, and pages in either spelling', async () => {
    const search = async (query: string) =>
      (await c.call('GET', `${URL}?${query}`, c.owner)).json<Page>();
    expect((await search(`Search=${encodeURIComponent('۱')}`)).data.map((s) => s.title)).toEqual([
      'سحری 1',
    ]);
    expect((await search('search=2')).data.map((s) => s.title)).toEqual(['سحری ۲']);
    const second = await search(
      `Search=${encodeURIComponent('سحری')}&PageNumber=${encodeURIComponent('۲')}&PageSize=2`,
    );
    expect(second).toMatchObject({ pageNumber: 2, pageSize: 2, totalCount: 3 });
    expect(second.data.map((s) => s.title)).toEqual(['سحری ٣']);
    expect((await search('pageNumber=2&pageSize=1')).data.map((s) => s.id)).toEqual([
      'shift-dinner',
    ]);
  });

  it('refuses a page size above 100 and a page number that is not a number', async () => {
    expect((await c.call('GET', `${URL}?PageSize=500`, c.owner)).statusCode).toBe(400);
    expect((await c.call('GET', `${URL}?pageNumber=x`, c.owner)).statusCode).toBe(400);
  });
});
