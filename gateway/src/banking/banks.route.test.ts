// /api-identity/banks through the real gateway: the vendor's banks (accounts and card-reader
// contracts) are added, listed, searched, read, changed and removed; a bad Sheba is a field error;
// vendor B never sees A's; without vendor.manage everything is refused and nothing changes.
import { describe, expect, it } from 'vitest';
import { recordTestGateway } from '../food-shifts/record-routes.test-fixtures.ts';
import { eventCount } from '../testing/test-gateway.ts';
import { MELLAT_SHEBA, MELLI_SHEBA, SAMAN_SHEBA } from './banking.test-fixtures.ts';

const B = '/api-identity/banks';

const c = recordTestGateway();

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, headers: Record<string, string>, payload?: object) =>
  c.gw.app.inject({ method, url: `${B}${url}`, headers, ...(payload ? { payload } : {}) });
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
    expect((await call('GET', '', c.owner)).json()).toMatchObject({ totalCount: 0, data: [] });
    const created = await call('POST', '', c.owner, mellat);
    expect(created.statusCode).toBe(201);
    const bank = created.json<Bank>();
    expect(bank).toMatchObject({ ...mellat, merchantId: '123456', cardNumber: null, active: true });
    const saman = { ...mellat, title: 'حساب سامان', bankName: 'SAMAN', iban: SAMAN_SHEBA };
    expect((await call('POST', '', c.owner, saman)).statusCode).toBe(201);

    const page = (await call('GET', '?pageSize=1', c.owner)).json<Page>();
    expect(page).toMatchObject({ totalCount: 2, pageSize: 1, data: [{ id: bank.id }] });
    const found = await call('GET', `?Search=${encodeURIComponent('بانک سامان')}`, c.owner);
    expect(found.json<Page>().data.map((b) => b.title)).toEqual(['حساب سامان']);

    expect((await call('GET', `/${bank.id}`, c.owner)).json()).toMatchObject({ id: bank.id });
    const changed = await call('PUT', '', c.owner, { id: bank.id, ...mellat, merchantId: '' });
    expect(changed.json()).toMatchObject({ merchantId: null });

    expect((await call('DELETE', `/${bank.id}`, c.owner)).statusCode).toBe(204);
    const gone = await call('GET', `/${bank.id}`, c.owner);
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toMatchObject({ code: 'BANK_NOT_FOUND' });
    expect((await call('DELETE', `/${bank.id}`, c.owner)).statusCode).toBe(404);
  });

  it('refuses bad and taken numbers as field errors, changing nothing', async () => {
    const before = await eventCount(c.gw);
    const bad = await call('POST', '', c.owner, { ...mellat, title: 'تازه', iban: 'IR12' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json()).toMatchObject({ code: 'IBAN_INVALID', errors: [{ field: 'iban' }] });
    const other = await call('POST', '', c.owner, {
      ...mellat,
      title: 'تازه',
      iban: MELLI_SHEBA,
    });
    expect(other.json()).toMatchObject({ code: 'IBAN_BANK_MISMATCH' });
    const taken = await call('POST', '', c.owner, {
      ...mellat,
      title: 'حساب سامان',
      bankName: 'SAMAN',
      iban: SAMAN_SHEBA,
    });
    expect(taken.json<{ errors: { code: string }[] }>().errors.map((e) => e.code)).toEqual([
      'BANK_TITLE_TAKEN',
      'BANK_IBAN_TAKEN',
    ]);
    const shape = await call('POST', '', c.owner, { title: '' });
    expect(shape.statusCode).toBe(400);
    expect(await eventCount(c.gw)).toBe(before);
  });

  it('keeps vendors apart and refuses staff without vendor.manage', async () => {
    const samanId = (await call('GET', '', c.owner)).json<Page>().data[0]!.id;
    const before = await eventCount(c.gw);
    expect((await call('GET', '', c.ownerB)).json()).toMatchObject({ totalCount: 0 });
    expect((await call('GET', `/${samanId}`, c.ownerB)).statusCode).toBe(404);
    expect((await call('DELETE', `/${samanId}`, c.ownerB)).statusCode).toBe(404);
    const put = await call('PUT', '', c.ownerB, { id: samanId, ...mellat });
    expect(put.statusCode).toBe(404);
    for (const [method, url] of [
      ['GET', ''],
      ['POST', ''],
      ['GET', `/${samanId}`],
      ['DELETE', `/${samanId}`],
    ] as const)
      expect((await call(method, url, c.cashier, mellat)).statusCode).toBe(403);
    expect(await eventCount(c.gw)).toBe(before);
    expect((await call('GET', `/${samanId}`, c.owner)).statusCode).toBe(200);
  });
});
