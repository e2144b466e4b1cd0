// Looking codes up to use them, through the real gateway: the POS gets the reason for a refusal
// (spec §8), the site only ever the one text of spec §5; expiry, the per-user and total limits
// come from the orders that used the code; another vendor's code does not exist. Each way a code
// cannot be used is answered as the engine's rule (usableCode, the checkout's) says, by the POS, the
// site and the cart alike.
import { randomUUID } from 'node:crypto';
import { SITE_CODE_REFUSAL, usableCode } from '@sofre/engine/take-order';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customersClient } from '../customers/customers.test-fixtures.ts';
import { orderFactsFor } from '../order-facts/order-facts.adapter.ts';
import { startTestGateway, VENDOR_A_ID, type TestGateway } from '../testing/test-gateway.ts';
import {
  bearerOf,
  codesClient,
  freshCode,
  inDays,
  moneyForm,
  orderWithCode,
  percentForm,
  SITE_MESSAGE,
} from './discount.test-fixtures.ts';

let gw: TestGateway;
let call: ReturnType<typeof codesClient>;
let cashier: Record<string, string>;
const site = { 'x-vendor-domain': 'localhost' };
beforeAll(async () => {
  gw = await startTestGateway();
  call = codesClient(gw);
  cashier = await bearerOf(gw, 'demo-cashier', 'STAFF');
}, 30_000);
afterAll(() => gw.close());

const create = async (form: object) => {
  const res = await call('POST', '', gw.asOwner, form);
  expect(res.statusCode).toBe(201);
  return res.json<{ id: string; code: string }>();
};

describe('the POS looks a code up (getbycode)', () => {
  it('answers the code and what it does to the order, in any spelling', async () => {
    const code = await create(percentForm({ code: 'pos۲۰' }));
    const res = await call('GET', `/getbycode/${encodeURIComponent('Pos۲۰')}`, cashier);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: code.id,
      code: 'pos۲۰',
      orderDiscount: { type: 'PERCENTAGE', amount: 20, cap: 500_000 },
      freeShipping: false,
      usageCount: 0,
    });
    const ship = await call('GET', '/getbycode/FREESHIP', cashier);
    expect(ship.json()).toMatchObject({
      freeShipping: true,
      orderDiscount: { type: 'MONEY', amount: 0 },
    });
  });

  it('no such code: 404 DISCOUNT_CODE_NOT_FOUND', async () => {
    const res = await call('GET', '/getbycode/NOSUCHCODE', cashier);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({
      code: 'DISCOUNT_CODE_NOT_FOUND',
      message: 'کد تخفیف یافت نشد.',
    });
  });

  it('an expired code: DISCOUNT_CODE_EXPIRED, unless only shown (isReadOnly)', async () => {
    const code = await create(moneyForm({ expiration: inDays(1) }));
    gw.advanceClock(2 * 86_400_000);
    try {
      // Tokens made before the jump have expired with it.
      const cashierLater = await bearerOf(gw, 'demo-cashier', 'STAFF');
      const res = await call('GET', `/getbycode/${code.code}`, cashierLater);
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({
        code: 'DISCOUNT_CODE_EXPIRED',
        message: 'مهلت استفاده از این کد تخفیف به پایان رسیده است.',
      });
      const shown = await call('GET', `/getbycode/${code.code}?isReadOnly=true`, cashierLater);
      expect(shown.statusCode).toBe(200);
      const onSite = await call('GET', `/site/getbycode/${code.code}`, site);
      expect(onSite.statusCode).toBe(404);
      expect(onSite.json()).toMatchObject({ code: 'DISCOUNT_CODE_INVALID', message: SITE_MESSAGE });
    } finally {
      gw.advanceClock(-2 * 86_400_000);
    }
  });

  it('the per-user limit: ALREADY_USED for that customer only; the edited order is not counted', async () => {
    const code = await create(moneyForm({ usageLimitPerUser: 1 }));
    const orderId = await orderWithCode(gw, code.code, 'cust-1');
    const used = await call('GET', `/getbycode/${code.code}?customerId=cust-1`, cashier);
    expect(used.statusCode).toBe(422);
    expect(used.json()).toMatchObject({
      code: 'DISCOUNT_CODE_ALREADY_USED',
      message: 'شما قبلاً از این کد تخفیف به تعداد مجاز استفاده کرده‌اید.',
    });
    const other = await call('GET', `/getbycode/${code.code}?customerId=cust-2`, cashier);
    expect(other.statusCode).toBe(200);
    expect(other.json()).toMatchObject({ usageCount: 1 });
    const editing = await call(
      'GET',
      `/getbycode/${code.code}?customerId=cust-1&id=${orderId}&isReadOnly=false`,
      cashier,
    );
    expect(editing.statusCode).toBe(200);
  });

  it('the total limit reached, or the code switched off: DISCOUNT_CODE_INVALID', async () => {
    const code = await create(moneyForm({ usageLimit: 2, usageLimitPerUser: null }));
    await orderWithCode(gw, code.code, 'a');
    expect((await call('GET', `/getbycode/${code.code}`, cashier)).statusCode).toBe(200);
    await orderWithCode(gw, code.code, 'b');
    const full = await call('GET', `/getbycode/${code.code}`, cashier);
    expect(full.json()).toMatchObject({ code: 'DISCOUNT_CODE_INVALID' });
    const off = await create(moneyForm({ active: false }));
    expect((await call('GET', `/getbycode/${off.code}`, cashier)).json()).toMatchObject({
      code: 'DISCOUNT_CODE_INVALID',
    });
  });

  it('another vendor’s code does not exist; the kitchen may not look codes up', async () => {
    const b = await call('POST', '', gw.asOwnerB, moneyForm({ code: 'ONLYB' }));
    expect(b.statusCode).toBe(201);
    expect((await call('GET', '/getbycode/ONLYB', cashier)).statusCode).toBe(404);
    const onSite = await call('GET', '/site/getbycode/ONLYB', site);
    expect(onSite.json()).toMatchObject({ code: 'DISCOUNT_CODE_INVALID', message: SITE_MESSAGE });
    const kitchen = await bearerOf(gw, 'demo-kitchen', 'STAFF');
    expect((await call('GET', '/getbycode/WELCOME', kitchen)).statusCode).toBe(403);
  });
});

describe('the site looks a code up (site/getbycode)', () => {
  it('a guest gets the code, its cart discount and the §8 message', async () => {
    const res = await call('GET', '/site/getbycode/salad', site);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      code: 'SALAD',
      type: 'FREEITEM',
      freeShipping: false,
      cartDiscount: {
        code: 'SALAD',
        type: 'FREEITEM',
        value: 0,
        freeItems: [{ id: 'item-salad-shirazi', title: 'سالاد شیرازی' }],
      },
      message: 'کد تخفیف اعمال شد.',
    });
    expect(res.json()).not.toHaveProperty('usageLimit');
    expect(res.json()).not.toHaveProperty('vendorDeal');
  });

  it('nothing found, whatever the reason, is the exact text of spec §5', async () => {
    const code = await create(moneyForm({ usageLimitPerUser: 1 }));
    const { userId, headers: customer } = await customersClient(gw).customer();
    await orderWithCode(gw, code.code, userId);
    for (const [path, who] of [
      ['/site/getbycode/NOPE', site],
      [`/site/getbycode/${code.code}`, { ...site, ...customer }],
    ] as const) {
      const res = await call('GET', path, who);
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toContain('application/problem+json');
      expect(res.json()).toMatchObject({ code: 'DISCOUNT_CODE_INVALID', message: SITE_MESSAGE });
    }
    // Someone else (and a guest, who has no orders yet) may still use it.
    expect((await call('GET', `/site/getbycode/${code.code}`, site)).statusCode).toBe(200);
  });
});

describe('the codes a customer may use (available)', () => {
  it('active, unexpired and not used up by this customer; a login is needed', async () => {
    const mine = await create(moneyForm({ usageLimitPerUser: 1 }));
    const off = await create(moneyForm({ active: false }));
    const { userId, headers: customer } = await customersClient(gw).customer();
    const codesFor = async () =>
      (await call('GET', '/available', customer)).json<{ code: string }[]>().map((c) => c.code);
    expect(await codesFor()).toEqual(expect.arrayContaining([mine.code, 'WELCOME', 'SALAD']));
    expect(await codesFor()).not.toContain(off.code);
    await orderWithCode(gw, mine.code, userId);
    expect(await codesFor()).not.toContain(mine.code);
    const offer = (await call('GET', '/available', customer)).json<object[]>()[0];
    expect(offer).not.toHaveProperty('usageLimitPerUser');
    expect((await call('GET', '/available', site)).statusCode).toBe(401);
  });

  it('a code that expired is no longer offered', async () => {
    const soon = await create(moneyForm({ code: freshCode('SOON'), expiration: inDays(1) }));
    const { userId, headers: now } = await customersClient(gw).customer();
    const today = (await call('GET', '/available', now)).json<{ code: string }[]>();
    expect(today.map((c) => c.code)).toContain(soon.code);
    gw.advanceClock(2 * 86_400_000);
    try {
      const customer = await bearerOf(gw, userId, 'CUSTOMER');
      const codes = (await call('GET', '/available', customer)).json<{ code: string }[]>();
      expect(codes.map((c) => c.code)).not.toContain(soon.code);
    } finally {
      gw.advanceClock(-2 * 86_400_000);
    }
  });
});

describe('every lookup answers as the checkout’s rule (engine usableCode) says', () => {
  /** Each way a code is not usable (and one that is), made for `customerId` (on record). */
  const cases: {
    name: string;
    code: (customerId: string) => Promise<string>;
    engine: string | undefined;
    laterDays?: number;
  }[] = [
    { name: 'no such code', code: async () => 'NOSUCH-CODE', engine: 'DISCOUNT_CODE_NOT_FOUND' },
    {
      name: 'switched off',
      code: async () => (await create(moneyForm({ active: false }))).code,
      engine: 'DISCOUNT_CODE_INVALID',
    },
    {
      name: 'expired',
      code: async () => (await create(moneyForm({ expiration: inDays(1) }))).code,
      engine: 'DISCOUNT_CODE_EXPIRED',
      laterDays: 2,
    },
    {
      name: 'used up by everyone',
      code: async () => {
        const { code } = await create(moneyForm({ usageLimit: 1, usageLimitPerUser: null }));
        await orderWithCode(gw, code, 'someone-else');
        return code;
      },
      engine: 'DISCOUNT_CODE_INVALID',
    },
    {
      // Their earlier order was a phone order, under the customer staff keep for their phone.
      name: 'used up by this customer',
      code: async (customerId) => {
        const { code } = await create(moneyForm({ usageLimitPerUser: 1 }));
        await orderWithCode(gw, code, customerId);
        return code;
      },
      engine: 'DISCOUNT_CODE_ALREADY_USED',
    },
    { name: 'usable', code: async () => (await create(moneyForm())).code, engine: undefined },
  ];

  it.each(cases)('$name: the POS, the site and the cart agree with it', async (c) => {
    const customers = customersClient(gw);
    const phone = `0936${Date.now().toString().slice(-7)}`;
    const onRecord = await customers.call('POST', '/customers', gw.asOwner, {
      firstName: 'سارا',
      lastName: 'تلفنی',
      phoneNumber: phone,
    });
    expect(onRecord.statusCode, onRecord.body).toBe(201);
    const customerId = onRecord.json<{ id: string }>().id;
    const { userId } = await customers.customer(phone);
    const text = await c.code(customerId);
    gw.advanceClock((c.laterDays ?? 0) * 86_400_000);
    try {
      const now = gw.clock().toISOString();
      const facts = orderFactsFor(
        gw.platform,
        (await gw.platform.readSide.vendorByDomain('localhost'))!,
      );
      const engine = await usableCode(facts, VENDOR_A_ID, { text, customerId, now });
      expect(engine.usable ? undefined : engine.refusal).toBe(c.engine);

      const cashierNow = await bearerOf(gw, 'demo-cashier', 'STAFF');
      const pos = await call('GET', `/getbycode/${text}?customerId=${customerId}`, cashierNow);
      const customer = await bearerOf(gw, userId, 'CUSTOMER');
      const onSite = await call('GET', `/site/getbycode/${text}`, { ...site, ...customer });
      const cart = await gw.app.inject({
        method: 'POST',
        url: '/api/carts',
        headers: customer,
        payload: { id: randomUUID() },
      });
      expect(cart.statusCode, cart.body).toBe(201);
      const cartId = cart.json<{ id: string }>().id;
      const inCart = await gw.app.inject({
        method: 'PUT',
        url: `/api/carts/${cartId}/discount`,
        headers: customer,
        payload: { code: text },
      });
      if (engine.usable) {
        expect([pos.statusCode, onSite.statusCode, inCart.statusCode]).toEqual([200, 200, 200]);
        return;
      }
      // The POS names the engine's reason; the site and the cart read spec §5's one text.
      expect(pos.json()).toMatchObject({ code: engine.refusal });
      expect(onSite.statusCode).toBe(404);
      expect(onSite.json()).toMatchObject({ code: SITE_CODE_REFUSAL, message: SITE_MESSAGE });
      expect(inCart.statusCode).toBe(422);
      expect(inCart.json()).toMatchObject({ code: SITE_CODE_REFUSAL, message: SITE_MESSAGE });
    } finally {
      gw.advanceClock(-(c.laterDays ?? 0) * 86_400_000);
    }
  });
});
