// The customers routes through the real gateway: the list and its search, creating with field
// errors, a customer's addresses and statistics, the report and its Excel file, per vendor.
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  eventCount,
  salonOrder,
  startTestGateway,
  type TestGateway,
} from '../testing/test-gateway.ts';
import { customersClient, newPhone } from './customers.test-fixtures.ts';

let gw: TestGateway;
let c: ReturnType<typeof customersClient>;
let cashier: Record<string, string>;
let kitchen: Record<string, string>;
beforeAll(async () => {
  gw = await startTestGateway();
  c = customersClient(gw);
  cashier = await c.staffOf('demo-cashier');
  kitchen = await c.staffOf('demo-kitchen');
}, 30_000);
afterAll(() => gw.close());

type Page = { data: { id: string; firstName: string; phoneNumber: string }[]; totalCount: number };
const list = async (query = '', headers: Record<string, string> = gw.asOwner) =>
  (await c.call('GET', `/customers${query}`, headers)).json<Page>();

async function create(body: object, headers: Record<string, string> = gw.asOwner) {
  return c.call('POST', '/customers', headers, body);
}

describe('the customer list', () => {
  it('pages the demo customers, 10 by default, in either spelling', async () => {
    const page = await list();
    expect(page).toMatchObject({ pageNumber: 1, pageSize: 10 });
    expect(page.totalCount).toBeGreaterThanOrEqual(4);
    const small = await list('?PageNumber=2&PageSize=1');
    expect(small).toMatchObject({ pageNumber: 2, pageSize: 1 });
    expect(small.data).toHaveLength(1);
  });

  it('searches by a part of the phone in Persian digits and by name with Arabic letters', async () => {
    expect(
      (await list(`?search=${encodeURIComponent('۱۰۰۰۰۰۲')}`)).data.map((d) => d.firstName),
    ).toEqual(['علی']);
    expect(
      (await list(`?Search=${encodeURIComponent('مريم كريمي')}`)).data.map((d) => d.phoneNumber),
    ).toEqual(['09121000003']);
  });

  it('is for staff with customers.manage: the kitchen is refused', async () => {
    expect((await c.call('GET', '/customers', kitchen)).statusCode).toBe(403);
  });
});

describe('creating a customer', () => {
  it('creates with a first address taken on the phone, answering spec §3 "customer created"', async () => {
    const phone = newPhone();
    const res = await create(
      {
        firstName: 'پریسا',
        lastName: 'نادری',
        phoneNumber: phone.replace(/\d/g, (d) => '۰۱۲۳۴۵۶۷۸۹'[Number(d)]!),
        address: { title: 'خانه', text: 'تهران، شهرک غرب، فاز ۲', details: 'زنگ دوم' },
      },
      cashier,
    );
    expect(res.statusCode).toBe(201);
    const created = res.json<{ id: string; addressId: string }>();
    expect(created).toMatchObject({
      firstName: 'پریسا',
      phoneNumber: phone,
      detail: 'تهران، شهرک غرب، فاز ۲',
    });
    const addresses = await c.call('GET', `/customers/${created.id}/address`, cashier);
    expect(addresses.json()).toEqual([
      {
        id: created.addressId,
        title: 'خانه',
        text: 'تهران، شهرک غرب، فاز ۲',
        details: 'زنگ دوم',
        latitude: null,
        longitude: null,
        offline: true,
      },
    ]);
    expect((await list(`?search=${phone}`)).data.map((d) => d.id)).toEqual([created.id]);
  });

  it('names every bad field at once in Persian, and writes nothing', async () => {
    const before = await eventCount(gw);
    const res = await create({
      firstName: ' ',
      lastName: 'نادری',
      phoneNumber: '12345',
      address: { title: 'خانه', text: '' },
    });
    expect(res.statusCode).toBe(422);
    const body = res.json<{ code: string; errors: { field: string; message: string }[] }>();
    expect(body.code).toBe('CUSTOMER_INVALID');
    expect(body.errors.map((e) => e.field)).toEqual(['firstName', 'phoneNumber', 'address.text']);
    expect(body.errors[1]!.message).toBe('شماره تلفن همراه وارد شده معتبر نیست.');
    expect((await create({ firstName: 'x' })).statusCode).toBe(400);
    expect(await eventCount(gw)).toBe(before);
  });

  it('a phone already registered is PHONE_EXISTS (409) on phoneNumber', async () => {
    const res = await create({
      firstName: 'دیگر',
      lastName: 'کسی',
      phoneNumber: '+98 912 100 0001',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'PHONE_EXISTS',
      errors: [{ field: 'phoneNumber', code: 'PHONE_EXISTS' }],
    });
  });

  it('the kitchen may not create customers', async () => {
    const res = await create({ firstName: 'الف', lastName: 'ب', phoneNumber: newPhone() }, kitchen);
    expect(res.statusCode).toBe(403);
  });
});

describe('information, search and tenancy', () => {
  let customerId: string;
  let phone: string;
  beforeAll(async () => {
    phone = newPhone();
    const res = await create({ firstName: 'کیوان', lastName: 'شریفی', phoneNumber: phone });
    customerId = res.json<{ id: string }>().id;
  });

  it('counts the customer’s orders by the phone typed on them', async () => {
    const empty = await c.call('GET', `/customers/${customerId}/information`, gw.asOwner);
    expect(empty.json()).toMatchObject({
      orderCount: 0,
      totalSpent: 0,
      lastOrderAt: null,
      registered: false,
    });
    const order = salonOrder({ customer: { name: 'کیوان', phone: `+98${phone.slice(1)}` } });
    const placed = await gw.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: gw.asOwner,
      payload: order,
    });
    expect(placed.statusCode).toBe(201);
    await gw.platform.readSide.waitFor(placed.json<{ position: string }>().position, 5_000);
    const tracker = await gw.app.inject({ method: 'GET', url: `/api/orders/${order.id}` });
    const info = await c.call('GET', `/customers/${customerId}/information`, gw.asOwner);
    expect(info.json()).toMatchObject({
      id: customerId,
      firstName: 'کیوان',
      orderCount: 1,
      totalSpent: tracker.json<{ finalPrice: number }>().finalPrice,
      addressCount: 0,
    });
    expect(info.json<{ firstOrderAt: string }>().firstOrderAt).toBe(
      info.json<{ lastOrderAt: string }>().lastOrderAt,
    );
  });

  it('finds by the whole phone as typed, or by name; empty search finds nobody', async () => {
    const byPhone = await c.call(
      'GET',
      `/customers/search?phoneNumber=${encodeURIComponent(`+98 ${phone.slice(1)}`)}`,
      cashier,
    );
    expect(byPhone.json<{ id: string }[]>().map((r) => r.id)).toEqual([customerId]);
    const byName = await c.call(
      'GET',
      `/customers/search?search=${encodeURIComponent('شريفي')}`,
      cashier,
    );
    expect(byName.json<{ id: string }[]>().map((r) => r.id)).toEqual([customerId]);
    expect((await c.call('GET', '/customers/search', cashier)).json()).toEqual([]);
  });

  it('another vendor sees none of it; an unknown id is 404 CUSTOMER_NOT_FOUND', async () => {
    for (const path of [
      `/customers/${customerId}/information`,
      `/customers/${customerId}/address`,
    ]) {
      const res = await c.call('GET', path, gw.asOwnerB);
      expect(res.statusCode, path).toBe(404);
      expect(res.json()).toMatchObject({ code: 'CUSTOMER_NOT_FOUND', message: 'مشتری یافت نشد.' });
    }
    expect((await list(`?search=${phone}`, gw.asOwnerB)).totalCount).toBe(0);
    const report = await c.call('GET', '/customers/report?pageSize=100', gw.asOwnerB);
    expect(
      report.json<{ data: { phoneNumber: string }[] }>().data.map((r) => r.phoneNumber),
    ).not.toContain(phone);
  });

  it('the report pages buyers by Tehran days; the Excel file holds the same rows', async () => {
    const report = await c.call('GET', '/customers/report?pageSize=100', gw.asOwner);
    expect(report.statusCode).toBe(200);
    const rows = report.json<{
      data: { customerId: string; orderCount: number }[];
      totalCount: number;
    }>();
    expect(rows.data.find((r) => r.customerId === customerId)).toMatchObject({ orderCount: 1 });
    const future = await c.call('GET', '/customers/report?fromDate=2999-01-01', gw.asOwner);
    expect(future.json()).toMatchObject({ data: [], totalCount: 0 });
    const bad = await c.call('GET', '/customers/report?fromDate=2025-13-45', gw.asOwner);
    expect(bad.statusCode).toBe(400);

    const excel = await c.call('GET', '/customers/report/excel', gw.asOwner);
    expect(excel.statusCode).toBe(200);
    expect(excel.headers['content-type']).toMatch(/spreadsheetml/);
    expect(excel.headers['content-disposition']).toMatch(
      /attachment; filename="customers-report\.xlsx"/,
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(excel.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.views[0]).toMatchObject({ rightToLeft: true });
    expect(sheet.getRow(1).getCell(2).value).toBe('نام');
    expect(sheet.rowCount - 1).toBe(rows.totalCount);
    expect(sheet.getColumn(4).values).toContain(phone);
    expect((await c.call('GET', '/customers/report/excel', kitchen)).statusCode).toBe(403);
  });
});
