// The vendor routes through the gateway with real logins: settings, opening hours, the public
// open check, permissions (owner vs cashier) and tenancy (vendor B's token on vendor A).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoVendor } from '../demo/demo-menu.ts';
import { uploadImage } from '../files/files.test-fixtures.ts';
import {
  asVendorB,
  eventCount,
  startTestGateway,
  type TestGateway,
} from '../testing/test-gateway.ts';
import { bearer, demoPhone, manyLogins, tokenOf } from './vendors.test-fixtures.ts';

const ME = '/api-identity/vendors/me';
const TIMES = '/api-identity/vendors/availabilitytime';

let gw: TestGateway;
const tokens = { owner: '', cashier: '', kitchen: '', ownerB: '' };
beforeAll(async () => {
  gw = await startTestGateway({ authLimits: manyLogins });
  tokens.owner = await tokenOf(gw, demoPhone('owner'));
  tokens.cashier = await tokenOf(gw, demoPhone('cashier'));
  tokens.kitchen = await tokenOf(gw, demoPhone('kitchen'));
  tokens.ownerB = await tokenOf(gw, demoPhone('owner'), asVendorB);
}, 30_000);
afterAll(() => gw.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  gw.app.inject({ method: 'GET', url, headers });
const put = (payload: object, headers: Record<string, string> = {}) =>
  gw.app.inject({ method: 'PUT', url: ME, payload, headers });

describe('GET vendors/me', () => {
  it('answers the caller’s vendor, open when it has no hours', async () => {
    const res = await get(ME, bearer(tokens.cashier));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: demoVendor.vendorId,
      name: demoVendor.name,
      currencyUnit: 'TOMAN',
      minimumBasket: 0,
      logo: null,
      isOpenNow: true,
    });
  });

  it('needs a token (401) and refuses vendor B’s token on vendor A’s domain', async () => {
    expect((await get(ME)).statusCode).toBe(401);
    expect((await get(ME, bearer(tokens.ownerB))).statusCode).toBe(401);
    const atB = await get(ME, bearer(tokens.ownerB, asVendorB));
    expect(atB.json()).toMatchObject({ id: 'vendor-b', name: 'کافه دوم' });
  });
});

describe('PUT vendors/me', () => {
  it('is refused without vendor.manage (cashier, kitchen) and changes nothing', async () => {
    for (const token of [tokens.cashier, tokens.kitchen]) {
      const res = await put({ name: 'دیگر' }, bearer(token));
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ code: 'FORBIDDEN' });
    }
    expect((await put({ name: 'دیگر' })).statusCode).toBe(401);
    expect((await put({ name: 'دیگر' }, bearer(tokens.ownerB))).statusCode).toBe(401);
    expect((await get(ME, bearer(tokens.owner))).json()).toMatchObject({ name: demoVendor.name });
  });

  it('lets the owner change settings, and the next read sees them', async () => {
    const res = await put(
      { name: 'سفره نو', preparationTime: 25, currencyUnit: 'RIAL' },
      bearer(tokens.owner),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      name: 'سفره نو',
      preparationTime: 25,
      currencyUnit: 'RIAL',
    });
    const landing = await get('/api-identity/vendors/landing');
    expect(landing.json()).toMatchObject({
      name: 'سفره نو',
      currencyUnit: 'RIAL',
      isOpenNow: true,
    });
    const atB = await get('/api-identity/vendors/landing', asVendorB);
    expect(atB.json()).toMatchObject({ id: 'vendor-b', name: 'کافه دوم', currencyUnit: 'TOMAN' });
  });

  it('sets the site’s minimum basket in Rial; the landing shows it, vendor B keeps none', async () => {
    const res = await put({ minimumBasket: 500_000 }, bearer(tokens.owner));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ minimumBasket: 500_000, preparationTime: 25 });
    expect((await get(ME, bearer(tokens.cashier))).json()).toMatchObject({
      minimumBasket: 500_000,
    });
    expect((await get('/api-identity/vendors/landing')).json()).toMatchObject({
      minimumBasket: 500_000,
      nextOpening: null,
    });
    const atB = await get('/api-identity/vendors/landing', asVendorB);
    expect(atB.json()).toMatchObject({ minimumBasket: 0 });
    for (const bad of [-1, 1.5, '500000']) {
      const refused = await put({ minimumBasket: bad }, bearer(tokens.owner));
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ errors: [{ field: 'minimumBasket' }] });
    }
    const none = await put({ minimumBasket: 0 }, bearer(tokens.owner));
    expect(none.json()).toMatchObject({ minimumBasket: 0 });
  });

  it('sets the logo from an uploaded image; the landing shows it, null takes it away', async () => {
    const upload = await uploadImage(gw, bearer(tokens.owner));
    expect(upload.statusCode).toBe(201);
    const { url: logo } = upload.json<{ url: string }>();
    const res = await put({ logo }, bearer(tokens.owner));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ logo });
    expect((await get(ME, bearer(tokens.cashier))).json()).toMatchObject({ logo });
    expect((await get('/api-identity/vendors/landing')).json()).toMatchObject({ logo });
    expect((await get('/api-identity/vendors/landing', asVendorB)).json()).toMatchObject({
      logo: null,
    });
    expect((await get(logo, { 'x-vendor-domain': 'b.sofre.local' })).statusCode).toBe(200);

    const none = await put({ logo: null }, bearer(tokens.owner));
    expect(none.json()).toMatchObject({ logo: null });
    expect((await get('/api-identity/vendors/landing')).json()).toMatchObject({ logo: null });
  });

  it('refuses a logo that is not one of the vendor’s own files, in Persian, writing nothing', async () => {
    const atB = await uploadImage(gw, bearer(tokens.ownerB, asVendorB));
    const { url: othersFile } = atB.json<{ url: string }>();
    expect(othersFile).toMatch(/^\/files\/vendor-b\//);
    const before = await eventCount(gw);
    const message = 'لوگو باید تصویری باشد که برای همین رستوران بارگذاری شده است.';

    const others = await put({ logo: othersFile, name: 'دیگر' }, bearer(tokens.owner));
    expect(others.statusCode).toBe(422);
    expect(others.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(others.json()).toMatchObject({
      code: 'LOGO_NOT_OWN_FILE',
      message,
      errors: [{ field: 'logo', code: 'LOGO_NOT_OWN_FILE', message }],
    });
    for (const outside of ['https://evil.example/logo.png', '/files/vendor-demo-sofre/x.png']) {
      const refused = await put({ logo: outside }, bearer(tokens.owner));
      expect(refused.statusCode, outside).toBe(400);
      expect(refused.headers['content-type']).toMatch(/^application\/problem\+json/);
      expect(refused.json()).toMatchObject({ errors: [{ field: 'logo', message }] });
    }
    expect(await eventCount(gw)).toBe(before);
    expect((await get(ME, bearer(tokens.owner))).json()).toMatchObject({ logo: null });
  });

  it('lists bad fields in errors', async () => {
    const res = await put(
      {
        preparationTime: 'soon',
        availabilityTimes: [{ weekday: 'XYZ', start: '9', end: '10:00' }],
      },
      bearer(tokens.owner),
    );
    expect(res.statusCode).toBe(400);
    const fields = res.json<{ errors: { field: string }[] }>().errors.map((e) => e.field);
    expect(fields).toEqual(
      expect.arrayContaining([
        'preparationTime',
        'availabilityTimes.0.weekday',
        'availabilityTimes.0.start',
      ]),
    );
  });

  it('refuses a window that ends before it starts, and a short preparation time', async () => {
    const week = [{ weekday: 'SAT', start: '18:00', end: '02:00' }];
    const res = await put({ availabilityTimes: week }, bearer(tokens.owner));
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      code: 'AVAILABILITY_INVALID',
      errors: [{ field: 'availabilityTimes[0].end', code: 'END_BEFORE_START' }],
    });
    const short = await put({ preparationTime: 5 }, bearer(tokens.owner));
    expect(short.json()).toMatchObject({ code: 'PREPARATION_TIME_TOO_SHORT' });
  });

  it('refuses a domain another vendor holds', async () => {
    const res = await put({ domains: ['localhost', 'B.sofre.local'] }, bearer(tokens.owner));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ errors: [{ field: 'domains.1', code: 'DOMAIN_TAKEN' }] });
  });
});

describe('vendors/availabilitytime', () => {
  const week = [
    { weekday: 'MON', start: '10:00', end: '15:00' },
    { weekday: 'MON', start: '18:00', end: '00:00' },
  ];

  it('sets the week through PUT vendors/me, reads it back, and clears it', async () => {
    expect((await put({ availabilityTimes: week }, bearer(tokens.owner))).statusCode).toBe(200);
    const read = await get(TIMES, bearer(tokens.kitchen));
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({ times: week });
    expect((await get(TIMES, bearer(tokens.ownerB, asVendorB))).json()).toMatchObject({
      times: [],
    });

    const del = (headers: Record<string, string>) =>
      gw.app.inject({ method: 'DELETE', url: TIMES, headers });
    expect((await del({})).statusCode).toBe(401);
    expect((await del(bearer(tokens.cashier))).statusCode).toBe(403);
    expect((await del(bearer(tokens.ownerB))).statusCode).toBe(401);
    expect((await get(TIMES, bearer(tokens.owner))).json()).toMatchObject({ times: week });
    const cleared = await del(bearer(tokens.owner));
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json()).toEqual({ times: [], isOpenNow: true });
  });
});
