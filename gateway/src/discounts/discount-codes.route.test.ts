// Managing discount codes through the real gateway: every rule comes back as a field error of the
// form (spec §5) and changes nothing; codes belong to their vendor; only discounts.manage may.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLATFORM_VENDOR_ID } from '@sofre/engine/identity';
import {
  asVendorB,
  eventCount,
  startTestGateway,
  VENDOR_A_ID,
  VENDOR_B,
  type TestGateway,
} from '../testing/test-gateway.ts';
import {
  bearerOf,
  codesClient,
  freshCode,
  inDays,
  moneyForm,
  orderWithCode,
  percentForm,
} from './discount.test-fixtures.ts';

let gw: TestGateway;
let call: ReturnType<typeof codesClient>;
beforeAll(async () => {
  gw = await startTestGateway();
  call = codesClient(gw);
}, 30_000);
afterAll(() => gw.close());

type Errors = { code: string; errors: { field: string; code: string; message: string }[] };
const fieldsOf = (body: Errors) => body.errors.map((e) => `${e.field}:${e.code}`);

describe('the owner manages codes', () => {
  it('creates, reads, edits, lists and removes a code', async () => {
    const form = percentForm({ code: 'yalda۱۴۰۴' });
    const created = await call('POST', '', gw.asOwner, form);
    expect(created.statusCode).toBe(201);
    const code = created.json<{ id: string }>();
    expect(code).toMatchObject({
      code: 'yalda۱۴۰۴',
      type: 'PERCENTAGE',
      value: 20,
      cap: 500_000,
      active: true,
      usageLimitPerUser: 1,
      usageLimit: null,
      vendorDeal: 100,
      freeItems: [],
      usageCount: 0,
    });

    const edited = await call('PUT', '', gw.asOwner, { id: code.id, value: 25, active: false });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ value: 25, active: false, cap: 500_000 });
    expect((await call('GET', `/${code.id}`)).json()).toMatchObject({ value: 25 });

    const page = await call('GET', '?Search=yalda&PageSize=5');
    expect(page.json()).toMatchObject({ pageNumber: 1, pageSize: 5, totalCount: 1 });
    expect(page.json<{ data: { id: string }[] }>().data.map((c) => c.id)).toEqual([code.id]);

    expect((await call('DELETE', `/${code.id}`)).statusCode).toBe(204);
    const gone = await call('GET', `/${code.id}`);
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toMatchObject({ code: 'DISCOUNT_CODE_NOT_FOUND' });
    expect((await call('GET', '?search=YALDA')).json()).toMatchObject({ totalCount: 0 });
  });

  it('lists newest first, ten to a page by default, with the demo codes of each type', async () => {
    const all = (await call('GET', '/all')).json<{ code: string; type: string }[]>();
    expect(all.map((c) => c.type)).toEqual(
      expect.arrayContaining(['PERCENTAGE', 'MONEY', 'FREESHIPPING', 'FREEITEM']),
    );
    const newest = (await call('POST', '', gw.asOwner, moneyForm())).json<{ id: string }>();
    const page = (await call('GET', '')).json<{ data: { id: string }[]; pageSize: number }>();
    expect(page.pageSize).toBe(10);
    expect(page.data[0]!.id).toBe(newest.id);
  });

  it('a FREEITEM code takes its gifts from the menu as they are', async () => {
    const res = await call('POST', '', gw.asOwner, {
      code: freshCode('GIFT'),
      type: 'FREEITEM',
      expiration: inDays(10),
      freeItems: [{ id: 'item-doogh' }, { id: 'item-salad-shirazi' }],
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().freeItems).toEqual([
      expect.objectContaining({ id: 'item-doogh', title: 'دوغ محلی', price: 180_000 }),
      expect.objectContaining({ id: 'item-salad-shirazi', title: 'سالاد شیرازی', price: 450_000 }),
    ]);
  });

  it('counts the orders that used a code', async () => {
    const created = (await call('POST', '', gw.asOwner, moneyForm())).json<{
      id: string;
      code: string;
    }>();
    await orderWithCode(gw, created.code.toLowerCase(), 'c1');
    await orderWithCode(gw, created.code);
    expect((await call('GET', `/${created.id}`)).json()).toMatchObject({ usageCount: 2 });
  });

  it('the platform admin sets the deal share; the vendor’s own edit cannot', async () => {
    const created = (await call('POST', '', gw.asOwner, moneyForm())).json<{ id: string }>();
    const admin = {
      authorization: `Bearer ${await gw.tokenFor('demo-admin', PLATFORM_VENDOR_ID, 'ADMIN')}`,
    };
    const update = { vendorId: VENDOR_A_ID, id: created.id };
    const deal = await call('PUT', '/admin/update', admin, { ...update, vendorDeal: 60 });
    expect(deal.statusCode).toBe(200);
    expect(deal.json()).toMatchObject({ id: created.id, vendorDeal: 60 });
    // vendorDeal is not a field of the vendor's form: it is left as it was.
    await call('PUT', '', gw.asOwner, { id: created.id, vendorDeal: 100, value: 300_000 });
    expect((await call('GET', `/${created.id}`)).json()).toMatchObject({
      vendorDeal: 60,
      value: 300_000,
    });
    const before = await eventCount(gw);
    const bad = await call('PUT', '/admin/update', admin, { ...update, vendorDeal: 150 });
    expect(bad.statusCode).toBe(422);
    expect(fieldsOf(bad.json())).toEqual(['vendorDeal:INVALID_INPUT']);
    const elsewhere = await call('PUT', '/admin/update', admin, {
      vendorId: VENDOR_B.vendorId,
      id: created.id,
      vendorDeal: 10,
    });
    expect(elsewhere.statusCode).toBe(404);
    // The vendor's owner is no platform admin.
    const owner = await call('PUT', '/admin/update', gw.asOwner, { ...update, vendorDeal: 0 });
    expect(owner.statusCode).toBe(403);
    expect(await eventCount(gw)).toBe(before);
  });
});

describe('every rule is a field error, and a refusal changes nothing', () => {
  const refused = async (form: object, method: 'POST' | 'PUT' = 'POST') => {
    const before = await eventCount(gw);
    const res = await call(method, '', gw.asOwner, form);
    expect(await eventCount(gw)).toBe(before);
    return res;
  };

  it('the same code, in another case or with Persian digits, is taken', async () => {
    const form = moneyForm({ code: 'TAKEN1404' });
    expect((await call('POST', '', gw.asOwner, form)).statusCode).toBe(201);
    const again = await refused(moneyForm({ code: 'taken۱۴۰۴' }));
    expect(again.statusCode).toBe(422);
    expect(again.json()).toMatchObject({ code: 'DISCOUNT_CODE_TAKEN' });
    expect(fieldsOf(again.json())).toEqual(['code:DISCOUNT_CODE_TAKEN']);
    expect(again.json<Errors>().errors[0]!.message).toBe(
      'کد تخفیفی با همین کد قبلاً تعریف شده است.',
    );
  });

  it('what each type needs', async () => {
    const cases: [object, string[]][] = [
      [percentForm({ value: 0 }), ['value:DISCOUNT_PERCENT_OUT_OF_RANGE']],
      [
        percentForm({ value: 120, cap: null }),
        ['value:DISCOUNT_PERCENT_OUT_OF_RANGE', 'cap:DISCOUNT_CAP_REQUIRED'],
      ],
      [moneyForm({ value: 0 }), ['value:DISCOUNT_AMOUNT_REQUIRED']],
      [moneyForm({ cap: 10_000 }), ['cap:DISCOUNT_CAP_NOT_ALLOWED']],
      [
        { code: freshCode(), type: 'FREESHIPPING', value: 5, expiration: inDays(3) },
        ['value:DISCOUNT_VALUE_NOT_ALLOWED'],
      ],
      [
        { code: freshCode(), type: 'FREEITEM', expiration: inDays(3) },
        ['freeItems:DISCOUNT_FREE_ITEMS_REQUIRED'],
      ],
      [
        { ...moneyForm(), freeItems: [{ id: 'item-doogh' }] },
        ['freeItems:DISCOUNT_FREE_ITEMS_NOT_ALLOWED'],
      ],
      [moneyForm({ usageLimitPerUser: 0 }), ['usageLimitPerUser:DISCOUNT_USAGE_LIMIT_INVALID']],
      [moneyForm({ expiration: inDays(-1) }), ['expiration:DISCOUNT_EXPIRATION_PAST']],
      [moneyForm({ code: 'a b' }), ['code:INVALID_INPUT']],
    ];
    for (const [form, expected] of cases) {
      const res = await refused(form);
      expect(res.statusCode, JSON.stringify(form)).toBe(422);
      expect(fieldsOf(res.json()), JSON.stringify(form)).toEqual(expected);
    }
  });

  it('a gift that is not on the menu names the gift', async () => {
    const res = await refused({
      code: freshCode(),
      type: 'FREEITEM',
      expiration: inDays(3),
      freeItems: [{ id: 'item-doogh' }, { id: 'no-such-item' }],
    });
    expect(res.statusCode).toBe(422);
    expect(fieldsOf(res.json())).toEqual(['freeItems.1.id:MENU_ITEM_NOT_FOUND']);
  });

  it('a body of the wrong shape is 400 with its fields', async () => {
    const res = await refused({ code: 'X', type: 'GIFT', expiration: 5 });
    expect(res.statusCode).toBe(400);
    expect(
      res
        .json<Errors>()
        .errors.map((e) => e.field)
        .sort(),
    ).toEqual(['expiration', 'type']);
  });

  it('editing a code the vendor does not have is 404', async () => {
    const res = await refused({ id: 'nope', value: 3 }, 'PUT');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'DISCOUNT_CODE_NOT_FOUND' });
    expect((await call('DELETE', '/nope')).statusCode).toBe(404);
  });
});

describe('codes belong to their vendor, and to those who manage discounts', () => {
  it('vendor B neither sees nor changes vendor A’s codes; the same code text is B’s to use', async () => {
    const a = (await call('POST', '', gw.asOwner, moneyForm({ code: 'SHARED1' }))).json<{
      id: string;
    }>();
    const before = await eventCount(gw);
    expect((await call('GET', `/${a.id}`, gw.asOwnerB)).statusCode).toBe(404);
    expect((await call('PUT', '', gw.asOwnerB, { id: a.id, value: 1 })).statusCode).toBe(404);
    expect((await call('DELETE', `/${a.id}`, gw.asOwnerB)).statusCode).toBe(404);
    expect(await eventCount(gw)).toBe(before);
    const list = (await call('GET', '/all', gw.asOwnerB)).json<{ id: string }[]>();
    expect(list.map((c) => c.id)).not.toContain(a.id);
    const b = await call('POST', '', gw.asOwnerB, moneyForm({ code: 'SHARED1' }));
    expect(b.statusCode).toBe(201);
    // A's token on B's domain is no one there.
    expect((await call('GET', '', { ...gw.asOwner, ...asVendorB })).statusCode).toBe(401);
  });

  it('a cashier or the kitchen may not manage codes (403, nothing changes)', async () => {
    const cashier = await bearerOf(gw, 'demo-cashier', 'STAFF');
    const kitchen = await bearerOf(gw, 'demo-kitchen', 'STAFF');
    const [some] = (await call('GET', '/all')).json<{ id: string }[]>();
    const before = await eventCount(gw);
    for (const who of [cashier, kitchen]) {
      const attempts = [
        call('GET', '', who),
        call('GET', `/${some!.id}`, who),
        call('POST', '', who, moneyForm()),
        call('PUT', '', who, { id: some!.id, active: false }),
        call('DELETE', `/${some!.id}`, who),
        call('PUT', '/admin/update', who, { vendorId: VENDOR_A_ID, id: some!.id, vendorDeal: 0 }),
      ];
      for (const res of await Promise.all(attempts)) {
        expect(res.statusCode).toBe(403);
        expect(res.json()).toMatchObject({ code: 'FORBIDDEN' });
      }
    }
    // The cashier reads the list to pick a code at the POS; the kitchen does not.
    expect((await call('GET', '/all', cashier)).statusCode).toBe(200);
    expect((await call('GET', '/all', kitchen)).statusCode).toBe(403);
    expect(await eventCount(gw)).toBe(before);
  });
});
