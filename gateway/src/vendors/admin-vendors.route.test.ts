// The platform admins' vendor routes through the real gateway: the admin logs in with adminlogin,
// lists the vendors, registers one whose owner then logs in at its domain with the default roles,
// and deactivates it — after which its domain answers VENDOR_INACTIVE to everyone — and
// activates it again. Vendor tokens, even an owner's, are refused 403 and change nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLATFORM_VENDOR_ID } from '@sofre/engine/identity';
import { demoAdmin } from '../demo/demo-admin.ts';
import { DEMO_VENDOR_ID, demoVendor } from '../demo/demo-menu.ts';
import { eventCount, startTestGateway, type TestGateway } from '../testing/test-gateway.ts';
import { AUTH, freshPhone } from '../auth/auth.test-fixtures.ts';
import { bearer, demoPhone, manyLogins, tokenOf } from './vendors.test-fixtures.ts';

const VENDORS = '/api-identity/vendors';
const C_DOMAIN = 'c.sofre.local';
const atC = { 'x-vendor-domain': C_DOMAIN };
/** The owner of vendor C, which the admin registers below. */
const phoneC = freshPhone();
let ownerC = '';

let gw: TestGateway;
let admin = '';
let owner = '';
beforeAll(async () => {
  gw = await startTestGateway({ authLimits: manyLogins });
  admin = await tokenOf(gw, demoAdmin.phone, {}, `${AUTH}/adminlogin`, `${AUTH}/adminlogin`);
  owner = await tokenOf(gw, demoPhone('owner'));
}, 30_000);
afterAll(() => gw.close());

const call = (method: 'GET' | 'POST' | 'PUT', url: string, token: string, payload?: object) =>
  gw.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
type Row = { id: string; name: string; isActive: boolean; ownerPhone: string };
type Page = { data: Row[]; totalCount: number; pageNumber: number; pageSize: number };

describe('GET vendors (admins)', () => {
  it('lists the vendors newest first, with search and paging in either case', async () => {
    const res = await call('GET', VENDORS, admin);
    expect(res.statusCode).toBe(200);
    const page = res.json<Page>();
    expect(page).toMatchObject({ pageNumber: 1, pageSize: 10, totalCount: 2 });
    expect(page.data.map((r) => r.id)).toEqual(['vendor-b', DEMO_VENDOR_ID]);
    expect(page.data[1]).toMatchObject({
      name: demoVendor.name,
      isActive: true,
      ownerPhone: demoPhone('owner'),
      currencyUnit: 'TOMAN',
    });
    const found = await call('GET', `${VENDORS}?Search=${encodeURIComponent('دوم')}`, admin);
    expect(found.json<Page>().data.map((r) => r.id)).toEqual(['vendor-b']);
    const second = await call('GET', `${VENDORS}?pageNumber=2&PageSize=1`, admin);
    expect(second.json<Page>()).toMatchObject({
      pageSize: 1,
      totalCount: 2,
      data: [{ id: DEMO_VENDOR_ID }],
    });
  });

  it('refuses a vendor’s owner (403) and no token (401)', async () => {
    expect((await call('GET', VENDORS, owner)).statusCode).toBe(403);
    expect((await gw.app.inject({ method: 'GET', url: VENDORS })).statusCode).toBe(401);
  });
});

describe('POST vendors (admins)', () => {
  const phone = phoneC;
  const vendorC = {
    id: 'vendor-c',
    name: 'کبابی  سوم',
    domains: ['C.Sofre.Local'],
    currencyUnit: 'RIAL',
    ownerPhoneNumber: phone,
    ownerFirstName: 'مهدی',
    ownerLastName: 'کبابی',
  };

  it('lists bad fields and a domain another vendor holds, and registers nothing', async () => {
    const before = await eventCount(gw);
    const bad = await call('POST', VENDORS, admin, {
      name: '',
      domains: ['not a host'],
      ownerPhoneNumber: '123',
      currencyUnit: 'EUR',
    });
    expect(bad.statusCode).toBe(400);
    const fields = bad.json<{ errors: { field: string }[] }>().errors.map((e) => e.field);
    expect(fields).toEqual(
      expect.arrayContaining(['name', 'domains.0', 'ownerPhoneNumber', 'currencyUnit']),
    );
    const taken = await call('POST', VENDORS, admin, { ...vendorC, domains: ['b.sofre.local'] });
    expect(taken.statusCode).toBe(400);
    expect(taken.json()).toMatchObject({ errors: [{ field: 'domains.0', code: 'DOMAIN_TAKEN' }] });
    const reserved = await call('POST', VENDORS, admin, { ...vendorC, id: PLATFORM_VENDOR_ID });
    expect(reserved.statusCode).toBe(400);
    expect(await eventCount(gw)).toBe(before);
  });

  it('is refused to a vendor’s owner and changes nothing', async () => {
    const before = await eventCount(gw);
    expect((await call('POST', VENDORS, owner, vendorC)).statusCode).toBe(403);
    expect(await eventCount(gw)).toBe(before);
  });

  it('registers the vendor; its owner logs in at its domain with the default roles', async () => {
    const res = await call('POST', VENDORS, admin, vendorC);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      id: 'vendor-c',
      name: 'کبابی سوم',
      domains: [C_DOMAIN],
      currencyUnit: 'RIAL',
      isActive: true,
      ownerPhone: phone,
    });
    // Repeating the same registration answers the same vendor and adds nothing.
    const before = await eventCount(gw);
    expect((await call('POST', VENDORS, admin, vendorC)).json()).toMatchObject({ id: 'vendor-c' });
    expect(await eventCount(gw)).toBe(before);

    const token = (ownerC = await tokenOf(gw, phone, atC));
    const me = await gw.app.inject({
      method: 'GET',
      url: `${VENDORS}/me`,
      headers: bearer(token, atC),
    });
    expect(me.json()).toMatchObject({ id: 'vendor-c', name: 'کبابی سوم', currencyUnit: 'RIAL' });
    const roles = await gw.app.inject({
      method: 'GET',
      url: '/api-identity/roles',
      headers: bearer(token, atC),
    });
    expect(roles.json<{ id: string }[]>().map((r) => r.id)).toEqual([
      'owner',
      'manager',
      'cashier',
      'kitchen',
      'biker',
    ]);
    // The new vendor's owner is nobody at vendor A.
    await expect(tokenOf(gw, phone)).rejects.toThrow(/no login/);
    const list = await call('GET', VENDORS, admin);
    expect(list.json<Page>().data[0]).toMatchObject({ id: 'vendor-c', ownerPhone: phone });
  });
});

describe('PUT vendors/activate (admins)', () => {
  const activate = (token: string, vendorId: string, isActive: boolean) =>
    call('PUT', `${VENDORS}/activate`, token, { vendorId, isActive });
  const landingAtC = () =>
    gw.app.inject({ method: 'GET', url: `${VENDORS}/landing`, headers: atC });

  it('closes a deactivated vendor’s domain to everyone, and opens it again', async () => {
    const off = await activate(admin, 'vendor-c', false);
    expect(off.statusCode).toBe(200);
    expect(off.json()).toMatchObject({ id: 'vendor-c', isActive: false });

    const landing = await landingAtC();
    expect(landing.statusCode).toBe(403);
    expect(landing.json()).toMatchObject({
      code: 'VENDOR_INACTIVE',
      message: 'این فروشگاه غیرفعال شده است.',
    });
    const menu = await gw.app.inject({
      method: 'GET',
      url: '/api-catalog/catalog/menucategories/all',
      headers: atC,
    });
    expect(menu.json()).toMatchObject({ code: 'VENDOR_INACTIVE' });
    const login = await gw.app.inject({
      method: 'POST',
      url: `${AUTH}/login`,
      payload: { phoneNumber: freshPhone() },
      headers: atC,
    });
    expect(login.json()).toMatchObject({ code: 'VENDOR_INACTIVE' });
    const me = await gw.app.inject({
      method: 'GET',
      url: `${VENDORS}/me`,
      headers: bearer(ownerC, atC),
    });
    expect(me.json()).toMatchObject({ code: 'VENDOR_INACTIVE' });
    // Other vendors are untouched, and the admins still see it, marked inactive.
    expect((await gw.app.inject({ method: 'GET', url: `${VENDORS}/landing` })).statusCode).toBe(
      200,
    );
    const listed = (await call('GET', VENDORS, admin)).json<Page>().data;
    expect(listed.find((r) => r.id === 'vendor-c')).toMatchObject({ isActive: false });

    expect((await activate(admin, 'vendor-c', true)).json()).toMatchObject({ isActive: true });
    expect((await landingAtC()).json()).toMatchObject({ id: 'vendor-c', name: 'کبابی سوم' });
  });

  it('answers 404 for an unknown vendor and 403 to a vendor’s owner, changing nothing', async () => {
    const before = await eventCount(gw);
    const unknown = await activate(admin, 'no-such-vendor', false);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'VENDOR_NOT_FOUND' });
    expect((await activate(owner, DEMO_VENDOR_ID, false)).statusCode).toBe(403);
    const bad = await call('PUT', `${VENDORS}/activate`, admin, { vendorId: DEMO_VENDOR_ID });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ errors: [{ field: 'isActive' }] });
    expect(await eventCount(gw)).toBe(before);
    expect((await gw.app.inject({ method: 'GET', url: `${VENDORS}/landing` })).statusCode).toBe(
      200,
    );
  });
});
