// The vendor's own account routes through the real gateway: the settlement account (vendors/bank),
// the invoice option (setprintitemsonfactoroption, read back in vendors/me) and brands
// (subscribevendorbrand, getvendorbrands). Bad numbers are field errors; vendor B never sees or
// changes A's; staff without vendor.manage are refused; refusals change nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BAD_CARD,
  MELLAT_CARD,
  MELLAT_SHEBA,
  MELLI_SHEBA,
} from '../banking/banking.test-fixtures.ts';
import {
  eventCount,
  startTestGateway,
  VENDOR_A_ID,
  type TestGateway,
} from '../testing/test-gateway.ts';

const V = '/api-identity/vendors';

let gw: TestGateway;
let cashier: Record<string, string>;
beforeAll(async () => {
  gw = await startTestGateway();
  cashier = { authorization: `Bearer ${await gw.tokenFor('demo-cashier')}` };
}, 30_000);
afterAll(() => gw.close());

type Method = 'GET' | 'POST' | 'PUT';
const call = (method: Method, path: string, headers: Record<string, string>, payload?: object) =>
  gw.app.inject({ method, url: `${V}${path}`, headers, ...(payload ? { payload } : {}) });
const account = {
  bankName: 'MELLAT',
  accountHolder: 'رستوران سفره',
  iban: `ir${MELLAT_SHEBA.slice(2, 6)} ${MELLAT_SHEBA.slice(6)}`,
  cardNumber: MELLAT_CARD,
};

describe('vendors/bank', () => {
  it('is null until added; then it is read and changed, at its own vendor only', async () => {
    const none = await call('GET', '/bank', gw.asOwner);
    expect(none.statusCode).toBe(200);
    expect(none.json()).toBeNull();
    const putNone = await call('PUT', '/bank', gw.asOwner, account);
    expect(putNone.statusCode).toBe(404);
    expect(putNone.json()).toMatchObject({ code: 'VENDOR_BANK_ACCOUNT_NOT_FOUND' });

    const added = await call('POST', '/bank', gw.asOwner, account);
    expect(added.statusCode).toBe(201);
    expect(added.json()).toEqual({ ...account, iban: MELLAT_SHEBA });
    expect((await call('GET', '/bank', gw.asOwner)).json()).toMatchObject({ iban: MELLAT_SHEBA });
    const again = await call('POST', '/bank', gw.asOwner, account);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'VENDOR_BANK_ACCOUNT_EXISTS' });

    const changed = await call('PUT', '/bank', gw.asOwner, {
      ...account,
      accountHolder: 'سفره',
      cardNumber: '',
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ accountHolder: 'سفره', cardNumber: null });
    // Vendor B has its own (none yet); its owner on A's domain is refused.
    const noneAtB = await call('GET', '/bank', gw.asOwnerB);
    expect([noneAtB.statusCode, noneAtB.json()]).toEqual([200, null]);
    const bOnA = { authorization: gw.asOwnerB.authorization };
    expect((await call('GET', '/bank', bOnA)).statusCode).toBe(401);
  });

  it('refuses bad numbers with field errors and a missing permission, changing nothing', async () => {
    const before = await eventCount(gw);
    const badIban = await call('PUT', '/bank', gw.asOwner, { ...account, iban: 'IR000000' });
    expect(badIban.statusCode).toBe(422);
    expect(badIban.json()).toMatchObject({
      code: 'IBAN_INVALID',
      errors: [{ field: 'iban', code: 'IBAN_INVALID' }],
    });
    const both = await call('POST', '/bank', gw.asOwnerB, {
      ...account,
      iban: MELLI_SHEBA,
      cardNumber: BAD_CARD,
    });
    expect(both.json<{ errors: { field: string; code: string }[] }>().errors).toEqual([
      expect.objectContaining({ field: 'iban', code: 'IBAN_BANK_MISMATCH' }),
      expect.objectContaining({ field: 'cardNumber', code: 'CARD_NUMBER_INVALID' }),
    ]);
    const shape = await call('POST', '/bank', gw.asOwnerB, { bankName: 'NOBANK', iban: 5 });
    expect(shape.statusCode).toBe(400);
    const fields = shape.json<{ errors: { field: string }[] }>().errors.map((e) => e.field);
    expect(fields).toEqual(expect.arrayContaining(['bankName', 'accountHolder', 'iban']));
    for (const method of ['GET', 'POST', 'PUT'] as const)
      expect((await call(method, '/bank', cashier, account)).statusCode).toBe(403);
    expect(await eventCount(gw)).toBe(before);
    expect((await call('GET', '/bank', gw.asOwner)).json()).toMatchObject({
      accountHolder: 'سفره',
    });
  });
});

describe('print items on the invoice', () => {
  it('is off at first, set by the owner, read back in vendors/me, refused to the cashier', async () => {
    expect((await call('GET', '/me', cashier)).json()).toMatchObject({ printItemsOnFactor: false });
    const on = await call('PUT', '/setprintitemsonfactoroption', gw.asOwner, {
      printItemsOnFactor: true,
    });
    expect(on.statusCode).toBe(200);
    expect(on.json()).toEqual({ printItemsOnFactor: true });
    expect((await call('GET', '/me', cashier)).json()).toMatchObject({ printItemsOnFactor: true });
    expect((await call('GET', '/me', gw.asOwnerB)).json()).toMatchObject({
      printItemsOnFactor: false,
    });
    const refused = await call('PUT', '/setprintitemsonfactoroption', cashier, {
      printItemsOnFactor: false,
    });
    expect(refused.statusCode).toBe(403);
    const bad = await call('PUT', '/setprintitemsonfactoroption', gw.asOwner, {
      printItemsOnFactor: 'yes',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ errors: [{ field: 'printItemsOnFactor' }] });
    expect((await call('GET', '/me', cashier)).json()).toMatchObject({ printItemsOnFactor: true });
  });
});

describe('brands', () => {
  type Brand = { id: string; title: string; branches: { vendorId: string; isSelf: boolean }[] };

  it('A founds a brand, B joins it by its id, and both see both branches', async () => {
    expect((await call('GET', '/getvendorbrands', gw.asOwner)).json()).toEqual([]);
    const founded = await call('PUT', '/subscribevendorbrand', gw.asOwner, {
      title: 'زنجیرهٔ سفره',
    });
    expect(founded.statusCode).toBe(200);
    const [brand] = founded.json<Brand[]>();
    expect(brand).toMatchObject({
      title: 'زنجیرهٔ سفره',
      branches: [{ vendorId: VENDOR_A_ID, isSelf: true }],
    });
    const joined = await call('PUT', '/subscribevendorbrand', gw.asOwnerB, { brandId: brand!.id });
    expect(joined.json<Brand[]>()[0]!.branches).toEqual([
      { vendorId: VENDOR_A_ID, name: expect.any(String), isSelf: false },
      { vendorId: 'vendor-b', name: 'کافه دوم', isSelf: true },
    ]);
    const atA = await call('GET', '/getvendorbrands', gw.asOwner);
    expect(atA.json<Brand[]>()[0]!.branches.map((b) => b.vendorId)).toEqual([
      VENDOR_A_ID,
      'vendor-b',
    ]);
    // Joining again changes nothing.
    const before = await eventCount(gw);
    await call('PUT', '/subscribevendorbrand', gw.asOwnerB, { brandId: brand!.id });
    expect(await eventCount(gw)).toBe(before);
  });

  it('refuses an unknown brand (404), an empty body (400) and the cashier (403)', async () => {
    const before = await eventCount(gw);
    const unknown = await call('PUT', '/subscribevendorbrand', gw.asOwner, { brandId: 'nope' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'BRAND_NOT_FOUND' });
    expect((await call('PUT', '/subscribevendorbrand', gw.asOwner, {})).statusCode).toBe(400);
    const refused = await call('PUT', '/subscribevendorbrand', cashier, { title: 'دیگر' });
    expect(refused.statusCode).toBe(403);
    expect((await call('GET', '/getvendorbrands', cashier)).statusCode).toBe(403);
    expect(await eventCount(gw)).toBe(before);
  });
});
