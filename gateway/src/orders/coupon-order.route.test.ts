// A discount code on the POS order routes, through the real gateway: each type priced into the
// order, the refusals with their Persian texts (and nothing appended), one discount or the other,
// and the code's usage counted from the orders that carried it (a rejected order gives it back).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OrderTracker, Problem } from '@sofre/engine/contracts';
import { orderStreamName } from '@sofre/engine/orders';
import {
  eventCount,
  salonOrder,
  startTestGateway,
  VENDOR_A_ID,
  type TestGateway,
} from '../testing/test-gateway.ts';
import {
  codesClient,
  freshCode,
  inDays,
  moneyForm,
  percentForm,
  SITE_MESSAGE,
} from '../discounts/discount.test-fixtures.ts';

let gw: TestGateway;
let codes: ReturnType<typeof codesClient>;
beforeAll(async () => {
  gw = await startTestGateway();
  codes = codesClient(gw);
}, 30_000);
afterAll(() => gw.close());

const post = (url: string, body: object) =>
  gw.app.inject({ method: 'POST', url, payload: body, headers: gw.asOwner });

const createCode = async (form: object) => {
  const res = await codes('POST', '', gw.asOwner, form);
  expect(res.statusCode).toBe(201);
  return res.json<{ id: string; code: string }>();
};

const usageOf = async (id: string) =>
  (await codes('GET', `/${id}`)).json<{ usageCount: number }>().usageCount;

/** The order's OrderSubmitted, as the store holds it. */
async function submitted(orderId: string) {
  const events = await gw.platform.store.readStream(orderStreamName(VENDOR_A_ID, orderId));
  const event = events.find((e) => e.type === 'OrderSubmitted');
  return event?.data as {
    couponCode?: string;
    customer?: { id?: string; phone?: string };
    lines: { menuItemId: string; count: number; isFreeItem: boolean; tempId: string }[];
    pricing: { discount: object; deliveryCost: number };
    price: { finalDiscountAmount: number; deliveryCost: number; finalPrice: number };
  };
}

const tracker = async (id: string) =>
  OrderTracker.parse((await gw.app.inject({ url: `/api/orders/${id}` })).json());

/** Two doogh (no tax, no packaging at the table): 360,000 of goods. */
const doughOrder = (over: object = {}) =>
  salonOrder({ lines: [{ menuItemId: 'item-doogh', count: 2 }], ...over });

/** The refusal: 422, the code's Persian text on `couponCode`, and no event appended. */
async function expectRefused(body: object, code: string, message: string) {
  const before = await eventCount(gw);
  const res = await post('/api/orders', body);
  expect(res.statusCode).toBe(422);
  expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
  const problem = Problem.parse(res.json());
  expect(problem).toMatchObject({ code, message });
  expect(problem.errors).toEqual([{ field: 'couponCode', code, message }]);
  expect(await eventCount(gw)).toBe(before);
}

describe('an order with a discount code', () => {
  it('MONEY: its Rial off the order, which records the normalised code', async () => {
    const plain = doughOrder();
    expect((await post('/api/orders', plain)).statusCode).toBe(201);
    const code = await createCode(moneyForm({ value: 100_000, code: freshCode('mny') }));
    const order = doughOrder({ couponCode: ` ${code.code.toLowerCase()} ` });
    const res = await post('/api/orders', order);
    expect(res.statusCode).toBe(201);
    const event = await submitted(order.id);
    expect(event.couponCode).toBe(code.code);
    expect(event.pricing.discount).toEqual({ type: 'MONEY', amount: 100_000 });
    expect(event.price.finalDiscountAmount).toBe(100_000);
    expect((await tracker(order.id)).finalPrice).toBe(
      (await tracker(plain.id)).finalPrice - 100_000,
    );
  });

  it('PERCENTAGE: its percent of the goods, held at its cap', async () => {
    const capped = await createCode(percentForm({ value: 50, cap: 150_000 }));
    const order = doughOrder({ couponCode: capped.code });
    expect((await post('/api/orders', order)).statusCode).toBe(201);
    const event = await submitted(order.id);
    expect(event.pricing.discount).toEqual({ type: 'PERCENTAGE', amount: 50, cap: 150_000 });
    // 50 % of 360,000 is 180,000; the cap holds it at 150,000.
    expect(event.price.finalDiscountAmount).toBe(150_000);

    const open = await createCode(percentForm({ value: 10, cap: 1_000_000 }));
    const quick = { id: crypto.randomUUID(), lines: [{ menuItemId: 'item-doogh', count: 2 }] };
    expect((await post('/api/orders/quick', { ...quick, couponCode: open.code })).statusCode).toBe(
      201,
    );
    expect((await submitted(quick.id)).price.finalDiscountAmount).toBe(36_000);
  });

  it('FREESHIPPING: the delivery cost is waived, the goods keep their price', async () => {
    const code = await createCode({
      code: freshCode('SHIP'),
      type: 'FREESHIPPING',
      expiration: inDays(30),
    });
    // The demo's سارا رضایی at home in Vanak: inside the central Tehran zone, whose price it pays.
    const deliver = { deliveryType: 'DELIVER', addressId: 'demo-customer-1-address-1' };
    const order = doughOrder({ ...deliver, couponCode: code.code } as object);
    const taken = await post('/api/orders', order);
    expect(taken.statusCode, taken.body).toBe(201);
    const event = await submitted(order.id);
    expect(event.pricing.deliveryCost).toBe(0);
    expect(event.price).toMatchObject({ deliveryCost: 0, finalDiscountAmount: 0 });
    const plain = doughOrder(deliver as object);
    expect((await post('/api/orders', plain)).statusCode).toBe(201);
    const zonePrice = (await submitted(plain.id)).price.deliveryCost;
    expect(zonePrice).toBeGreaterThan(0);
    expect(event.price.finalPrice).toBe((await submitted(plain.id)).price.finalPrice - zonePrice);
  });

  it('FREEITEM: its gifts added as free lines that cost nothing', async () => {
    const code = await createCode({
      code: freshCode('GIFT'),
      type: 'FREEITEM',
      expiration: inDays(30),
      freeItems: [{ id: 'item-water' }],
    });
    const plain = doughOrder();
    const order = doughOrder({ couponCode: code.code });
    expect((await post('/api/orders', plain)).statusCode).toBe(201);
    expect((await post('/api/orders', order)).statusCode).toBe(201);
    const event = await submitted(order.id);
    expect(event.lines).toEqual([
      expect.objectContaining({ menuItemId: 'item-doogh', count: 2, isFreeItem: false }),
      expect.objectContaining({ menuItemId: 'item-water', count: 1, isFreeItem: true }),
    ]);
    const view = await tracker(order.id);
    expect(view.lines).toContainEqual(
      expect.objectContaining({ title: 'آب معدنی', isFreeItem: true }),
    );
    expect(view.finalPrice).toBe((await tracker(plain.id)).finalPrice);
  });
});

describe('a code the order may not use', () => {
  it('an unknown code: the invalid-code text of spec §5', async () => {
    await expectRefused(
      doughOrder({ couponCode: 'NOSUCHCODE' }),
      'DISCOUNT_CODE_INVALID',
      SITE_MESSAGE,
    );
  });

  it('an expired code: DISCOUNT_CODE_EXPIRED', async () => {
    const code = await createCode(moneyForm());
    const res = await codes('PUT', '', gw.asOwner, { id: code.id, expiration: inDays(-1) });
    expect(res.statusCode).toBe(200);
    await expectRefused(
      doughOrder({ couponCode: code.code }),
      'DISCOUNT_CODE_EXPIRED',
      'مهلت استفاده از این کد تخفیف به پایان رسیده است.',
    );
  });

  it('a code used up by everyone together: DISCOUNT_CODE_INVALID', async () => {
    const code = await createCode(moneyForm({ usageLimit: 1, usageLimitPerUser: null }));
    const first = doughOrder({ couponCode: code.code, customer: { id: 'cust-a' } });
    expect((await post('/api/orders', first)).statusCode).toBe(201);
    await expectRefused(
      doughOrder({ couponCode: code.code, customer: { id: 'cust-b' } }),
      'DISCOUNT_CODE_INVALID',
      SITE_MESSAGE,
    );
  });

  it('a customer past the per-user limit: DISCOUNT_CODE_ALREADY_USED; another customer may', async () => {
    const code = await createCode(moneyForm({ usageLimitPerUser: 1 }));
    const customer = { id: `cust-${freshCode()}` };
    const first = doughOrder({ couponCode: code.code, customer });
    expect((await post('/api/orders', first)).statusCode).toBe(201);
    await expectRefused(
      doughOrder({ couponCode: code.code, customer }),
      'DISCOUNT_CODE_ALREADY_USED',
      'شما قبلاً از این کد تخفیف به تعداد مجاز استفاده کرده‌اید.',
    );
    const other = doughOrder({ couponCode: code.code, customer: { id: 'someone-else' } });
    expect((await post('/api/orders', other)).statusCode).toBe(201);
  });

  it('a code and the cashier’s own discount together: a field error on discount', async () => {
    const code = await createCode(moneyForm());
    const before = await eventCount(gw);
    const res = await post(
      '/api/orders',
      doughOrder({ couponCode: code.code, discount: { type: 'PERCENTAGE', amount: 10 } }),
    );
    expect(res.statusCode).toBe(422);
    const message = 'کد تخفیف و تخفیف دستی با هم اعمال نمی‌شوند؛ یکی را انتخاب کنید.';
    expect(Problem.parse(res.json())).toMatchObject({
      code: 'DISCOUNT_CODE_WITH_MANUAL_DISCOUNT',
      message,
      errors: [{ field: 'discount', code: 'DISCOUNT_CODE_WITH_MANUAL_DISCOUNT', message }],
    });
    expect(await eventCount(gw)).toBe(before);
    expect(await usageOf(code.id)).toBe(0);
  });
});

describe('the code’s usage', () => {
  it('goes up with each order that carried it and back down when one is rejected', async () => {
    const code = await createCode(moneyForm({ usageLimitPerUser: null }));
    expect(await usageOf(code.id)).toBe(0);
    const order = doughOrder({ couponCode: code.code });
    expect((await post('/api/orders', order)).statusCode).toBe(201);
    expect(await usageOf(code.id)).toBe(1);
    const quick = {
      id: crypto.randomUUID(),
      lines: [{ menuItemId: 'item-doogh', count: 1 }],
      couponCode: code.code,
    };
    expect((await post('/api/orders/quick', quick)).statusCode).toBe(201);
    expect(await usageOf(code.id)).toBe(2);

    const rejected = await gw.app.inject({
      method: 'PATCH',
      url: '/api/orders/state',
      payload: { orderId: order.id, status: 'REJECTED', reason: 'تست' },
      headers: gw.asOwner,
    });
    expect(rejected.statusCode).toBe(200);
    expect(await usageOf(code.id)).toBe(1);
  });

  it('a resubmitted order is one use', async () => {
    const code = await createCode(moneyForm({ usageLimitPerUser: null }));
    const order = doughOrder({ couponCode: code.code });
    expect((await post('/api/orders', order)).statusCode).toBe(201);
    expect((await post('/api/orders', order)).statusCode).toBe(201);
    expect(await usageOf(code.id)).toBe(1);
  });
});

// The claim / submit / give-back workflow itself: engine/src/orders/place-order.workflow.test.ts.
describe('a limited code’s last use', () => {
  it('counts the uses made before a limit was set', async () => {
    const code = await createCode(moneyForm({ usageLimit: null, usageLimitPerUser: null }));
    expect((await post('/api/orders', doughOrder({ couponCode: code.code }))).statusCode).toBe(201);
    const limited = await codes('PUT', '', gw.asOwner, { id: code.id, usageLimit: 2 });
    expect(limited.statusCode).toBe(200);
    const [a, b] = [doughOrder({ couponCode: code.code }), doughOrder({ couponCode: code.code })];
    const answers = await Promise.all([post('/api/orders', a), post('/api/orders', b)]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 422]);
  });

  it('goes to one of two orders racing for it; the other hears the §5 refusal', async () => {
    const code = await createCode(moneyForm({ usageLimit: 1, usageLimitPerUser: null }));
    const [a, b] = [doughOrder({ couponCode: code.code }), doughOrder({ couponCode: code.code })];
    // Both pass the read-model check before either is counted: the code's stream decides.
    const answers = await Promise.all([post('/api/orders', a), post('/api/orders', b)]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 422]);
    const refused = answers.find((r) => r.statusCode === 422)!;
    expect(refused.json()).toMatchObject({ code: 'DISCOUNT_CODE_INVALID', message: SITE_MESSAGE });
    expect(await usageOf(code.id)).toBe(1);
  });

  it('is free again once the order holding it is rejected', async () => {
    const code = await createCode(moneyForm({ usageLimit: 1, usageLimitPerUser: null }));
    const first = doughOrder({ couponCode: code.code });
    expect((await post('/api/orders', first)).statusCode).toBe(201);
    const rejected = await gw.app.inject({
      method: 'PATCH',
      url: '/api/orders/state',
      payload: { orderId: first.id, status: 'REJECTED', reason: 'تست' },
      headers: gw.asOwner,
    });
    expect(rejected.statusCode).toBe(200);
    const next = doughOrder({ couponCode: code.code });
    expect((await post('/api/orders', next)).statusCode).toBe(201);
  });
});

describe('a customer known by phone only', () => {
  it('is the customer on record: the order is theirs and their per-customer limit holds', async () => {
    const code = await createCode(moneyForm({ usageLimitPerUser: 1 }));
    // Persian digits, as a cashier types them: the demo's سارا رضایی.
    const byPhone = { name: 'سارا', phone: '۰۹۱۲۱۰۰۰۰۰۱' };
    const first = doughOrder({ couponCode: code.code, customer: byPhone });
    expect((await post('/api/orders', first)).statusCode).toBe(201);
    expect((await submitted(first.id))?.customer).toMatchObject({ id: 'demo-customer-1' });
    await expectRefused(
      doughOrder({ couponCode: code.code, customer: byPhone }),
      'DISCOUNT_CODE_ALREADY_USED',
      'شما قبلاً از این کد تخفیف به تعداد مجاز استفاده کرده‌اید.',
    );
    // A number the vendor does not know stays a guest's.
    const stranger = doughOrder({ couponCode: code.code, customer: { phone: '09359999999' } });
    expect((await post('/api/orders', stranger)).statusCode).toBe(201);
    expect((await submitted(stranger.id))?.customer).not.toHaveProperty('id');
  });
});
