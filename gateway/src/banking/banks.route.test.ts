// /api-identity/banks through the real gateway: the vendor's banks (accounts and card-reader
// contracts) are added, listed, searched, read, changed and removed; a bad Sheba is a field error;
// vendor B never sees A's; without vendor.manage everything is refused and nothing changes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventCount, startTestGateway, type TestGateway } from '../testing/test-gateway.ts';
import { MELLAT_SHEBA, MELLI_SHEBA, SAMAN_SHEBA } from './banking.test-fixtures.ts';

const B = '/api-identity/banks';

let gw: TestGateway;
let cashier: Record<string, string>;
beforeAll(async () => {
  gw = await startTestGateway();
  cashier = { authorization: `Bearer ${await gw.tokenFor('demo-cashier')}` };
}, 30_000);
afterAll(() => gw.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, headers: Record<string, string>, payload?: object) =>
  gw.app.inject({ method, url: `${B}${url}`, headers, ...(payload ? { payload } : {}) });
type Bank = { id: string; title: string; iban: string; merchantId: string | null };
type Page = { data: Bank[]; totalCount: number; pageNumber: number; pageSize: number };

const mellat = {
  title: 'حساب جاری ملت',
  bankName: 'MELLAT',
  accountHolder: 'رستوران سفره',
  iban: MELLAT_SHEBA,
  merchantId: '۱۲۳۴۵۶',
};

describe('banks', () => {
  it('adds, lists, searches, reads, changes and removes a bank', async () => {
    expect((await call('GET', '', gw.asOwner)).json()).toMatchObject({ totalCount: 0, data: [] });
    const created = await call('POST', '', gw.asOwner, mellat);
    expect(created.statusCode).toBe(201);
    const bank = created.json<Bank>();
    expect(bank).toMatchObject({ ...mellat, merchantId: '123456', cardNumber: null, active: true });
    const saman = { ...mellat, title: 'حساب سامان', bankName: 'SAMAN', iban: SAMAN_SHEBA };
    expect((await call('POST', '', gw.asOwner, saman)).statusCode).toBe(201);

    const page = (await call('GET', '?pageSize=1', gw.asOwner)).json<Page>();
    expect(page).toMatchObject({ totalCount: 2, pageSize: 1, data: [{ id: bank.id }] });
    const found = await call('GET', `?Search=${encodeURIComponent('بانک سامان')}`, gw.asOwner);
    expect(found.json<Page>().data.map((b) => b.title)).toEqual(['حساب سامان']);

    expect((await call('GET', `/${bank.id}`, gw.asOwner)).json()).toMatchObject({ id: bank.id });
    const changed = await call('PUT', '', gw.asOwner, { id: bank.id, ...mellat, merchantId: '' });
    expect(changed.json()).toMatchObject({ merchantId: null });

    expect((await call('DELETE', `/${bank.id}`, gw.asOwner)).statusCode).toBe(204);
    const gone = await call('GET', `/${bank.id}`, gw.asOwner);
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toMatchObject({ code: 'BANK_NOT_FOUND' });
    expect((await call('DELETE', `/${bank.id}`, gw.asOwner)).statusCode).toBe(404);
  });

  it('refuses bad and taken numbers as field errors, changing nothing', async () => {
    const before = await eventCount(gw);
    const bad = await call('POST', '', gw.asOwner, { ...mellat, title: 'تازه', iban: 'IR12' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json()).toMatchObject({ code: 'IBAN_INVALID', errors: [{ field: 'iban' }] });
    const other = await call('POST', '', gw.asOwner, {
      ...mellat,
      title: 'تازه',
      iban: MELLI_SHEBA,
    });
    expect(other.json()).toMatchObject({ code: 'IBAN_BANK_MISMATCH' });
    const taken = await call('POST', '', gw.asOwner, {
      ...mellat,
      title: 'حساب سامان',
      bankName: 'SAMAN',
      iban: SAMAN_SHEBA,
    });
    expect(taken.json<{ errors: { code: string }[] }>().errors.map((e) => e.code)).toEqual([
      'BANK_TITLE_TAKEN',
      'BANK_IBAN_TAKEN',
    ]);
    const shape = await call('POST', '', gw.asOwner, { title: '' });
    expect(shape.statusCode).toBe(400);
    expect(await eventCount(gw)).toBe(before);
  });

  it('keeps vendors apart and refuses staff without vendor.manage', async () => {
    const samanId = (await call('GET', '', gw.asOwner)).json<Page>().data[0]!.id;
    const before = await eventCount(gw);
    expect((await call('GET', '', gw.asOwnerB)).json()).toMatchObject({ totalCount: 0 });
    expect((await call('GET', `/${samanId}`, gw.asOwnerB)).statusCode).toBe(404);
    expect((await call('DELETE', `/${samanId}`, gw.asOwnerB)).statusCode).toBe(404);
    const put = await call('PUT', '', gw.asOwnerB, { id: samanId, ...mellat });
    expect(put.statusCode).toBe(404);
    for (const [method, url] of [
      ['GET', ''],
      ['POST', ''],
      ['GET', `/${samanId}`],
      ['DELETE', `/${samanId}`],
    ] as const)
      expect((await call(method, url, cashier, mellat)).statusCode).toBe(403);
    expect(await eventCount(gw)).toBe(before);
    expect((await call('GET', `/${samanId}`, gw.asOwner)).statusCode).toBe(200);
  });
});
