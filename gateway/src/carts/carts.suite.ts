// The customer's cart through the real gateway ("the cart as events"): every §4 cart rule, bad
// input, other customers and other vendors, and the submit that places the order the tracker
// shows. Every refusal is problem+json with its code and Persian message and changes nothing.
// One suite, run on the embedded store (carts.route.test.ts) and on PostgreSQL
// (carts.postgres.int.test.ts).
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { handleCommand, type Position } from '@sofre/engine';
import { catalogAggregate, CreateMenuItemData, type CatalogCommand } from '@sofre/engine/catalog';
import type { CartSubmitted, CartView, OrderTracker } from '@sofre/engine/contracts';
import { tehranWallClock, Weekday } from '@sofre/engine/vendors';
import { CODES, freshCode, inDays, SITE_MESSAGE } from '../discounts/discount.test-fixtures.ts';
import { authClient, freshPhone } from '../auth/auth.test-fixtures.ts';
import {
  eventCount,
  salonOrder,
  VENDOR_A_ID,
  VENDOR_B,
  type TestGateway,
} from '../testing/test-gateway.ts';

const KABAB = 'item-kabab-koobideh';
const GARLIC = [{ toppingId: 'top-sauce-garlic', count: 1 }];
const PERSIAN = /[\u0600-\u06FF]/;
/** Demo customer 1's home: inside the demo delivery zone over central Tehran (300,000 Rial). */
const IN_ZONE = { latitude: 35.7366, longitude: 51.4155 };

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
type Headers = Record<string, string>;

export function cartsSuite(start: () => Promise<TestGateway>) {
  let gw: TestGateway;
  let asA: Headers;
  let asB: Headers;
  beforeAll(async () => {
    gw = await start();
    const auth = authClient(gw);
    const logIn = async (firstName: string) => {
      const { token } = await auth.logIn(freshPhone(), { firstName, lastName: 'مشتری' });
      return auth.bearer(token);
    };
    asA = await logIn('آرش');
    asB = await logIn('بهار');
    // Items of this suite's own, whose availability the tests change.
    await catalog(
      ...['item-cart-a', 'item-cart-b', 'item-cart-c'].map((itemId) => ({
        type: 'CreateMenuItem' as const,
        data: CreateMenuItemData.parse({
          itemId,
          categoryId: 'cat-drinks',
          title: `نوشیدنی ${itemId}`,
          price: 100_000,
          withTax: false,
        }),
      })),
    );
  }, 60_000);
  afterAll(() => gw.close());

  /** Menu changes as the back office makes them, awaited by the read models. */
  async function catalog(...commands: Omit<CatalogCommand, 'metadata'>[]) {
    let last: Position | undefined;
    for (const command of commands) {
      const result = await handleCommand(gw.platform.store, catalogAggregate, {
        ...command,
        metadata: {
          commandId: randomUUID(),
          vendorId: VENDOR_A_ID,
          actor: { userId: 'demo-owner', kind: 'STAFF' },
          now: new Date().toISOString(),
        },
      } as CatalogCommand);
      last = result.position ?? last;
    }
    if (last) await gw.platform.readSide.waitFor(last, 5_000);
  }

  const call = (method: Method, url: string, headers: Headers, payload?: object) =>
    gw.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

  async function open(headers: Headers = asA, details: object = {}) {
    const res = await call('POST', '/api/carts', headers, { id: randomUUID(), ...details });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<CartView>();
  }
  const addItem = (cartId: string, line: object, headers: Headers = asA) =>
    call('POST', `/api/carts/${cartId}/items`, headers, { id: randomUUID(), ...line });
  async function add(cartId: string, line: object, headers: Headers = asA) {
    const res = await addItem(cartId, line, headers);
    expect(res.statusCode, res.body).toBe(201);
    return res.json<CartView>();
  }
  const getCart = async (cartId: string, headers: Headers = asA) => {
    const res = await call('GET', `/api/carts/${cartId}`, headers);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<CartView>();
  };
  const details = (cartId: string, body: object, headers: Headers = asA) =>
    call('PUT', `/api/carts/${cartId}/details`, headers, body);
  const submit = (cartId: string, orderId: string = randomUUID(), headers: Headers = asA) =>
    call('POST', `/api/carts/${cartId}/submit`, headers, { orderId });
  const tracker = async (orderId: string) =>
    (await call('GET', `/api/orders/${orderId}`, {})).json<OrderTracker>();

  /** Runs `act` and checks it appended nothing. */
  async function changesNothing(act: () => Promise<unknown>) {
    const before = await eventCount(gw);
    await act();
    expect(await eventCount(gw)).toBe(before);
  }

  function expectProblem(
    res: Awaited<ReturnType<typeof call>>,
    status: number,
    code: string,
    message?: string,
  ) {
    expect(res.statusCode, res.body).toBe(status);
    expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(res.json()).toMatchObject({ code, message: message ?? expect.stringMatching(PERSIAN) });
  }

  it('every cart route is in the API docs', async () => {
    const doc = (await gw.app.inject('/docs/json')).json<{ paths: Record<string, object> }>();
    const routes: [string, string[]][] = [
      ['/api/carts', ['post']],
      ['/api/carts/{id}', ['get']],
      ['/api/carts/{id}/items', ['post']],
      ['/api/carts/{id}/items/{lineId}', ['put', 'delete']],
      ['/api/carts/{id}/details', ['put']],
      ['/api/carts/{id}/discount', ['put', 'delete']],
      ['/api/carts/{id}/submit', ['post']],
      ['/api/carts/{id}/table-bill', ['get']],
      ['/api/carts/{id}/add-to-bill', ['post']],
    ];
    for (const [path, methods] of routes)
      for (const method of methods)
        expect(doc.paths[path], `${method} ${path}`).toHaveProperty(method);
  });

  describe('lines (spec §4)', () => {
    it('prices an item from the menu; the same item with the same toppings adds to its line', async () => {
      const cart = await open();
      expect(cart).toMatchObject({ status: 'OPEN', lines: [], removed: [], discount: null });
      await add(cart.id, { menuItemId: KABAB, count: 1, toppings: GARLIC });
      const same = await add(cart.id, { menuItemId: KABAB, count: 2, toppings: GARLIC });
      expect(same.lines).toEqual([
        expect.objectContaining({ menuItemId: KABAB, count: 3, unitPrice: 3_580_000 }),
      ]);
      const plain = await add(cart.id, { menuItemId: KABAB, count: 1 });
      expect(plain.lines.map((l) => [l.count, l.toppings.length])).toEqual([
        [3, 1],
        [1, 0],
      ]);
      // Priced by the engine as a pickup until a delivery type is chosen: 4 kebabs, 10 % tax.
      const goods = 3 * 3_580_000 + 3_500_000;
      expect(plain.price).toMatchObject({ sumOfItemsPrice: 4 * 3_500_000, tax: goods / 10 });
      expect(plain.price.finalPrice).toBe(goods + goods / 10 + 4 * 50_000);
    });

    it('a price sent by the client is not the price: the menu prices every line', async () => {
      const cart = await open();
      const tampered = await add(cart.id, {
        menuItemId: KABAB,
        count: 1,
        price: 1,
        unitPrice: 1,
        discount: 3_500_000,
      });
      expect(tampered.lines).toEqual([expect.objectContaining({ unitPrice: 3_500_000 })]);
      expect(tampered.price.sumOfItemsPrice).toBe(3_500_000);
    });

    it('a repeated add (the same line id) adds once', async () => {
      const cart = await open();
      const line = { id: randomUUID(), menuItemId: 'item-doogh', count: 2 };
      const first = await call('POST', `/api/carts/${cart.id}/items`, asA, line);
      await changesNothing(async () => {
        const again = await call('POST', `/api/carts/${cart.id}/items`, asA, line);
        expect(again.statusCode).toBe(201);
        expect(again.headers['idempotent-replayed']).toBe('true');
        expect(again.json()).toEqual(first.json());
      });
      expect((await getCart(cart.id)).lines).toEqual([expect.objectContaining({ count: 2 })]);
    });

    it('sets a count; a count of 0 or less takes the line out, as DELETE does', async () => {
      const cart = await open();
      await add(cart.id, { menuItemId: 'item-doogh', count: 1 });
      const added = await add(cart.id, { menuItemId: KABAB, count: 1 });
      const [doogh, kabab] = added.lines.map((l) => l.id);
      const set = await call('PUT', `/api/carts/${cart.id}/items/${doogh}`, asA, { count: 4 });
      expect(set.statusCode, set.body).toBe(200);
      expect(set.json<CartView>().lines[0]).toMatchObject({ id: doogh, count: 4 });
      const zero = await call('PUT', `/api/carts/${cart.id}/items/${doogh}`, asA, { count: -1 });
      expect(zero.json<CartView>().lines.map((l) => l.id)).toEqual([kabab]);
      const gone = await call('DELETE', `/api/carts/${cart.id}/items/${kabab}`, asA);
      expect(gone.statusCode, gone.body).toBe(200);
      expect(gone.json<CartView>().lines).toEqual([]);
      expectProblem(
        await call('DELETE', `/api/carts/${cart.id}/items/${kabab}`, asA),
        404,
        'CART_ITEM_NOT_FOUND',
        'قلم مورد نظر در سبد خرید یافت نشد.',
      );
    });

    it('refuses a count that is not a whole number and an unknown item, changing nothing', async () => {
      const cart = await open();
      const { lines } = await add(cart.id, { menuItemId: 'item-doogh', count: 1 });
      await changesNothing(async () => {
        for (const count of [1.5, 'دو']) {
          const res = await call('PUT', `/api/carts/${cart.id}/items/${lines[0]!.id}`, asA, {
            count,
          });
          expectProblem(res, 400, 'VALIDATION_FAILED');
          expect(res.json().errors).toEqual([
            expect.objectContaining({ field: 'count', message: expect.stringMatching(PERSIAN) }),
          ]);
        }
        const halfAdd = await addItem(cart.id, { menuItemId: 'item-doogh', count: 0.5 });
        expectProblem(halfAdd, 400, 'VALIDATION_FAILED');
        const unknown = await addItem(cart.id, { menuItemId: 'item-sushi', count: 1 });
        expectProblem(unknown, 422, 'MENU_ITEM_NOT_FOUND', 'این قلم در منو یافت نشد.');
        expect(unknown.json().errors).toEqual([
          expect.objectContaining({ field: 'menuItemId', code: 'MENU_ITEM_NOT_FOUND' }),
        ]);
        const pizza = await addItem(cart.id, { menuItemId: 'item-pizza-special', count: 1 });
        expectProblem(pizza, 422, 'TOPPING_CHOICE_INVALID');
      });
    });
  });

  describe('the current menu (spec §4: inactive or unavailable items leave the cart)', () => {
    it('reading the cart takes out what the menu no longer sells, and says which', async () => {
      const cart = await open();
      for (const menuItemId of ['item-cart-a', 'item-cart-b', 'item-doogh'])
        await add(cart.id, { menuItemId, count: 1 });
      await catalog(
        { type: 'ChangeMenuItemAvailability', data: { itemId: 'item-cart-a', available: false } },
        { type: 'EditMenuItem', data: { itemId: 'item-cart-b', active: false } },
      );
      const read = await getCart(cart.id);
      expect(read.lines.map((l) => l.menuItemId)).toEqual(['item-doogh']);
      expect(read.removed).toEqual([
        expect.objectContaining({ menuItemId: 'item-cart-a', reason: 'UNAVAILABLE' }),
        expect.objectContaining({ menuItemId: 'item-cart-b', reason: 'INACTIVE' }),
      ]);
      expect(read.price.sumOfItemsPrice).toBe(180_000);
      // Said once: the cart no longer holds them.
      expect((await getCart(cart.id)).removed).toEqual([]);
      expectProblem(
        await addItem(cart.id, { menuItemId: 'item-cart-a', count: 1 }),
        422,
        'ITEM_UNAVAILABLE',
      );
    });

    it('a submit the menu changed under is 409 with the cart as it is now', async () => {
      const cart = await open();
      await add(cart.id, { menuItemId: 'item-cart-c', count: 1 });
      await add(cart.id, { menuItemId: 'item-doogh', count: 1 });
      await details(cart.id, { deliveryType: 'PICKUP' });
      await catalog({
        type: 'ChangeMenuItemAvailability',
        data: { itemId: 'item-cart-c', available: false },
      });
      const res = await submit(cart.id);
      expectProblem(res, 409, 'CART_ITEMS_UNAVAILABLE');
      expect(res.json().detail).toBe('اقلامی که دیگر عرضه نمی‌شوند: نوشیدنی item-cart-c');
      expect(res.json().current).toMatchObject({
        status: 'OPEN',
        lines: [expect.objectContaining({ menuItemId: 'item-doogh' })],
        removed: [expect.objectContaining({ menuItemId: 'item-cart-c', reason: 'UNAVAILABLE' })],
      });
      // Looked at again, it goes through (a new order id: the first answer is kept for the old).
      expect((await submit(cart.id)).statusCode).toBe(201);
    });
  });

  describe('discount codes', () => {
    it('a free-item code adds its gift with count 1; again changes nothing; removing it takes the gift', async () => {
      const cart = await open();
      await add(cart.id, { menuItemId: KABAB, count: 1 });
      const applied = await call('PUT', `/api/carts/${cart.id}/discount`, asA, { code: 'salad' });
      expect(applied.statusCode, applied.body).toBe(200);
      const withGift = applied.json<CartView>();
      expect(withGift.discount).toMatchObject({ code: 'SALAD', type: 'FREEITEM' });
      const gift = withGift.lines.find((l) => l.isFreeItem);
      expect(gift).toMatchObject({ menuItemId: 'item-salad-shirazi', count: 1, unitPrice: 0 });
      // The gift costs nothing, its packaging is waived.
      expect(withGift.price.sumOfItemsPrice).toBe(3_500_000);
      expect(withGift.price.discountPackagingCost).toBe(50_000);
      await changesNothing(async () => {
        const again = await call('PUT', `/api/carts/${cart.id}/discount`, asA, { code: 'SALAD' });
        expect(again.json<CartView>().lines).toHaveLength(2);
        expectProblem(
          await call('PUT', `/api/carts/${cart.id}/items/${gift!.id}`, asA, { count: 3 }),
          422,
          'CART_FREE_ITEM_LOCKED',
        );
      });
      const removed = await call('DELETE', `/api/carts/${cart.id}/discount`, asA);
      expect(removed.json<CartView>()).toMatchObject({
        discount: null,
        lines: [expect.objectContaining({ menuItemId: KABAB })],
      });
    });

    it('an item a free-item code lists twice is one gift line of count 2', async () => {
      const code = freshCode('GIFT');
      const created = await call('POST', CODES, gw.asOwner, {
        code,
        type: 'FREEITEM',
        expiration: inDays(30),
        freeItems: [{ id: 'item-doogh' }, { id: 'item-doogh' }],
      });
      expect(created.statusCode, created.body).toBe(201);
      const cart = await open();
      await add(cart.id, { menuItemId: KABAB, count: 1 });
      const res = await call('PUT', `/api/carts/${cart.id}/discount`, asA, { code });
      expect(res.json<CartView>().lines.filter((l) => l.isFreeItem)).toEqual([
        expect.objectContaining({ menuItemId: 'item-doogh', count: 2 }),
      ]);
    });

    it('a code that cannot be used answers the site’s one text (spec §5); a percentage keeps its cap', async () => {
      const cart = await open();
      await add(cart.id, { menuItemId: KABAB, count: 2 });
      await changesNothing(async () => {
        const res = await call('PUT', `/api/carts/${cart.id}/discount`, asA, { code: 'NOPE' });
        expectProblem(res, 422, 'DISCOUNT_CODE_INVALID', SITE_MESSAGE);
        expect(res.json().errors).toEqual([expect.objectContaining({ field: 'code' })]);
      });
      const norooz = await call('PUT', `/api/carts/${cart.id}/discount`, asA, { code: 'norooz' });
      // 15 % of 7,000,000 is 1,050,000; the code's cap is 1,000,000.
      expect(norooz.json<CartView>().price.finalDiscountAmount).toBe(1_000_000);
    });
  });

  describe('details', () => {
    it('a courier cart goes to one of my addresses inside a zone, at the zone’s price', async () => {
      const address = await call('POST', '/api-identity/identity/address', asA, {
        title: 'خانه',
        text: 'تهران، خیابان ولیعصر',
        ...IN_ZONE,
      });
      expect(address.statusCode, address.body).toBe(201);
      const cart = await open();
      await add(cart.id, { menuItemId: KABAB, count: 1 });
      const addressId = address.json<{ id: string }>().id;
      const res = await details(cart.id, { deliveryType: 'DELIVER', addressId });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json<CartView>()).toMatchObject({
        deliveryType: 'DELIVER',
        addressId,
        price: { deliveryCost: 300_000 },
      });
      await changesNothing(async () => {
        // Someone else's address is not found, whoever's it is.
        const theirs = await details(cart.id, { addressId: 'demo-customer-1-address-1' });
        expectProblem(theirs, 404, 'ADDRESS_NOT_FOUND');
        expect(theirs.json().errors).toEqual([expect.objectContaining({ field: 'addressId' })]);
        expectProblem(await details(cart.id, { tableNumber: '99' }), 404, 'DINING_TABLE_NOT_FOUND');
        expectProblem(
          await details(cart.id, { deliveryType: 'TELEPORT' }),
          400,
          'VALIDATION_FAILED',
        );
      });
      const placed = await submit(cart.id);
      expect(placed.statusCode, placed.body).toBe(201);
      expect(await tracker(placed.json<CartSubmitted>().id)).toMatchObject({
        deliveryType: 'DELIVER',
        price: { deliveryCost: 300_000 },
      });
    });
  });

  describe('whose cart', () => {
    it('another customer, another vendor and staff do not reach my cart, and change nothing', async () => {
      const cart = await open();
      const { lines } = await add(cart.id, { menuItemId: KABAB, count: 1 });
      const customerOfB = {
        authorization: `Bearer ${await gw.tokenFor(`c-${randomUUID()}`, VENDOR_B.vendorId, 'CUSTOMER')}`,
        'x-vendor-domain': VENDOR_B.domains[0]!,
      };
      await changesNothing(async () => {
        for (const who of [asB, customerOfB]) {
          const tries = [
            call('GET', `/api/carts/${cart.id}`, who),
            addItem(cart.id, { menuItemId: KABAB, count: 1 }, who),
            call('PUT', `/api/carts/${cart.id}/items/${lines[0]!.id}`, who, { count: 0 }),
            call('DELETE', `/api/carts/${cart.id}/items/${lines[0]!.id}`, who),
            details(cart.id, { deliveryType: 'PICKUP' }, who),
            call('PUT', `/api/carts/${cart.id}/discount`, who, { code: 'SALAD' }),
            submit(cart.id, randomUUID(), who),
          ];
          // The same id at the same vendor names my cart (at vendor B it would be B's own).
          if (who === asB) tries.push(call('POST', '/api/carts', who, { id: cart.id }));
          for (const res of await Promise.all(tries))
            expectProblem(res, 404, 'CART_NOT_FOUND', 'سبد خرید یافت نشد.');
        }
        expectProblem(await call('GET', `/api/carts/${cart.id}`, gw.asOwner), 403, 'FORBIDDEN');
        expectProblem(await call('GET', `/api/carts/${cart.id}`, {}), 401, 'UNAUTHENTICATED');
      });
      expect((await getCart(cart.id)).lines).toHaveLength(1);
    });
  });

  describe('what the vendor takes (spec §3 minimum basket, §4 open check)', () => {
    /** Vendor A's settings as its owner changes them on /bo/settings (answered once read). */
    async function vendorSettings(body: object) {
      const res = await call('PUT', '/api-identity/vendors/me', gw.asOwner, body);
      expect(res.statusCode, res.body).toBe(200);
    }
    const landing = async () => (await call('GET', '/api-identity/vendors/landing', {})).json();

    it('a closed vendor takes no cart: 409 saying when it opens next, as the landing does', async () => {
      const cart = await open();
      await add(cart.id, { menuItemId: KABAB, count: 1 });
      await details(cart.id, { deliveryType: 'PICKUP' });
      // Open only tomorrow (Tehran) from noon: closed now, whatever the hour.
      const today = tehranWallClock(new Date().toISOString()).weekday;
      const tomorrow = Weekday.options[(Weekday.options.indexOf(today) + 1) % 7]!;
      await vendorSettings({
        availabilityTimes: [{ weekday: tomorrow, start: '12:00', end: '15:00' }],
      });
      try {
        const closed = await landing();
        expect(closed).toMatchObject({ isOpenNow: false, minimumBasket: 0 });
        expect(tehranWallClock(closed.nextOpening)).toEqual({ weekday: tomorrow, minute: 720 });
        expect(Date.parse(closed.nextOpening) - Date.now()).toBeLessThan(2 * 86_400_000);
        await changesNothing(async () => {
          const res = await submit(cart.id);
          expectProblem(res, 409, 'VENDOR_CLOSED', 'رستوران در حال حاضر سفارش نمی‌پذیرد.');
          expect(res.json().detail).toMatch(/^زمان بازگشایی: .+، ساعت ۱۲:۰۰$/);
        });
      } finally {
        await vendorSettings({ availabilityTimes: [] });
      }
      expect(await landing()).toMatchObject({ isOpenNow: true, nextOpening: null });
      expect((await submit(cart.id)).statusCode).toBe(201);
    });

    it('a basket under the minimum is 422 on items, after the code and before delivery', async () => {
      await vendorSettings({ minimumBasket: 500_000 });
      try {
        expect(await landing()).toMatchObject({ minimumBasket: 500_000 });
        const cart = await open();
        // Two doogh: 360,000 Rial.
        await add(cart.id, { menuItemId: 'item-doogh', count: 2 });
        await details(cart.id, { deliveryType: 'PICKUP' });
        await changesNothing(async () => {
          const res = await submit(cart.id);
          expectProblem(res, 422, 'BASKET_BELOW_MINIMUM');
          expect(res.json()).toMatchObject({
            detail: 'حداقل مبلغ سفارش ۵۰٬۰۰۰ تومان است.',
            errors: [expect.objectContaining({ field: 'items', code: 'BASKET_BELOW_MINIMUM' })],
          });
        });
        // Three: 540,000, but WELCOME takes 500,000 off what the basket comes to.
        await add(cart.id, { menuItemId: 'item-doogh', count: 1 });
        await call('PUT', `/api/carts/${cart.id}/discount`, asA, { code: 'WELCOME' });
        await changesNothing(async () => {
          expectProblem(await submit(cart.id), 422, 'BASKET_BELOW_MINIMUM');
        });
        await call('DELETE', `/api/carts/${cart.id}/discount`, asA);
        const res = await submit(cart.id);
        expect(res.statusCode, res.body).toBe(201);
      } finally {
        await vendorSettings({ minimumBasket: 0 });
      }
      expect(await landing()).toMatchObject({ minimumBasket: 0 });
    });
  });

  describe('submit', () => {
    it('refuses an empty cart, one without a delivery type and an unknown one, changing nothing', async () => {
      const cart = await open();
      await changesNothing(async () => {
        expectProblem(await submit(cart.id), 422, 'CART_EMPTY', 'سبد خرید خالی است.');
      });
      await add(cart.id, { menuItemId: 'item-doogh', count: 1 });
      await changesNothing(async () => {
        expectProblem(await submit(cart.id), 422, 'ORDER_HAS_TO_HAVE_DELIVER_METHOD');
        expectProblem(await submit(randomUUID()), 404, 'CART_NOT_FOUND');
      });
    });

    it('places the order the tracker shows; the cart is then checked out to it', async () => {
      const cart = await open();
      await add(cart.id, { menuItemId: KABAB, count: 2, toppings: GARLIC });
      await call('PUT', `/api/carts/${cart.id}/discount`, asA, { code: 'SALAD' });
      const ready = (await details(cart.id, { deliveryType: 'PICKUP' })).json<CartView>();
      const orderId = randomUUID();
      const res = await submit(cart.id, orderId);
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json()).toMatchObject({ id: orderId, cartId: cart.id, status: 'SUBMITTED' });

      const order = await tracker(orderId);
      expect(order).toMatchObject({
        orderId,
        source: 'WEBSITE',
        paymentMethod: 'ONLINE',
        deliveryType: 'PICKUP',
        status: 'SUBMITTED',
        finalPrice: ready.price.finalPrice,
      });
      expect(order.lines.map((l) => [l.menuItemId, l.count])).toEqual([
        [KABAB, 2],
        ['item-salad-shirazi', 1],
      ]);
      expect(await getCart(cart.id)).toMatchObject({ status: 'CHECKED_OUT', orderId });

      await changesNothing(async () => {
        const again = await submit(cart.id, orderId);
        expect(again.headers['idempotent-replayed']).toBe('true');
        expect(again.json()).toEqual(res.json());
        expectProblem(await submit(cart.id), 409, 'CART_CHECKED_OUT');
        expectProblem(
          await addItem(cart.id, { menuItemId: 'item-doogh', count: 1 }),
          409,
          'CART_CHECKED_OUT',
        );
      });
      // The code's per-customer limit now counts this order.
      const reuse = await open();
      await add(reuse.id, { menuItemId: KABAB, count: 1 });
      const used = await call('PUT', `/api/carts/${reuse.id}/discount`, asA, { code: 'SALAD' });
      expectProblem(used, 422, 'DISCOUNT_CODE_INVALID', SITE_MESSAGE);
    });

    it('a cart from a table’s QR code becomes a QR order served at that table', async () => {
      const cart = await open(asB, { deliveryType: 'SERVE', tableNumber: '۳', numberOfPerson: 2 });
      expect(cart).toMatchObject({ tableNumber: '3' });
      await add(cart.id, { menuItemId: 'item-doogh', count: 2 }, asB);
      const res = await submit(cart.id, randomUUID(), asB);
      expect(res.statusCode, res.body).toBe(201);
      expect(await tracker(res.json<CartSubmitted>().id)).toMatchObject({
        source: 'QR',
        deliveryType: 'SERVE',
        tableNumber: '3',
        status: 'SUBMITTED',
      });
    });
  });

  describe('a table’s open bill from its QR code (issue 30 item 15)', () => {
    const billAt = async (tableNumber: string) => {
      const bill = salonOrder({ tableNumber });
      const res = await call('POST', '/api/orders/postpaid', gw.asOwner, bill);
      expect(res.statusCode, res.body).toBe(201);
      return bill.id;
    };

    it('a guest adds the cart to the table’s open bill as a round, paid at the table', async () => {
      const billId = await billAt('6');
      const before = await tracker(billId);
      const cart = await open(asA, { deliveryType: 'SERVE', tableNumber: '۶' });
      await add(cart.id, { menuItemId: 'item-doogh', count: 1 });
      const found = await call('GET', `/api/carts/${cart.id}/table-bill`, asA);
      expect(found.statusCode, found.body).toBe(200);
      expect(found.json()).toMatchObject({ orderId: billId, tableNumber: '6', amountPaid: 0 });

      const res = await call('POST', `/api/carts/${cart.id}/add-to-bill`, asA, { orderId: billId });
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json<CartSubmitted>()).toMatchObject({ id: billId, cartId: cart.id });
      const after = await tracker(billId);
      expect(after.lines).toHaveLength(before.lines.length + 1);
      expect(after.finalPrice).toBeGreaterThan(before.finalPrice);
      expect(after.amountPaid).toBe(0);
      expect(await getCart(cart.id)).toMatchObject({ status: 'CHECKED_OUT', orderId: billId });
    });

    it('a round the menu took a line out of is refused, naming it; the bill stays as it was', async () => {
      const billId = await billAt('7');
      const itemId = 'item-bill-round';
      await catalog({
        type: 'CreateMenuItem',
        data: CreateMenuItemData.parse({
          itemId,
          categoryId: 'cat-drinks',
          title: 'شربت آلبالو',
          price: 100_000,
          withTax: false,
        }),
      });
      const cart = await open(asA, { deliveryType: 'SERVE', tableNumber: '7' });
      await add(cart.id, { menuItemId: itemId, count: 1 });
      await add(cart.id, { menuItemId: 'item-doogh', count: 1 });
      await catalog({ type: 'ChangeMenuItemAvailability', data: { itemId, available: false } });
      const before = await tracker(billId);

      const res = await call('POST', `/api/carts/${cart.id}/add-to-bill`, asA, { orderId: billId });
      expectProblem(res, 409, 'CART_ITEMS_UNAVAILABLE');
      expect(res.json().detail).toBe('اقلامی که دیگر عرضه نمی‌شوند: شربت آلبالو');
      expect(res.json().current).toMatchObject({
        status: 'OPEN',
        lines: [expect.objectContaining({ menuItemId: 'item-doogh' })],
        removed: [expect.objectContaining({ menuItemId: itemId, reason: 'UNAVAILABLE' })],
      });
      expect(await tracker(billId)).toEqual(before);
      // Looked at again, the rest goes onto the bill.
      const again = await call('POST', `/api/carts/${cart.id}/add-to-bill`, asA, {
        orderId: billId,
      });
      expect(again.statusCode, again.body).toBe(201);
      expect((await tracker(billId)).lines).toHaveLength(before.lines.length + 1);
    });

    it('a table without an open bill has none to add to; another table’s bill is refused', async () => {
      const otherBill = await billAt('2');
      const cart = await open(asA, { deliveryType: 'SERVE', tableNumber: '8' });
      await add(cart.id, { menuItemId: 'item-doogh', count: 1 });
      const found = await call('GET', `/api/carts/${cart.id}/table-bill`, asA);
      expect(found.json()).toBeNull();
      await changesNothing(async () => {
        const res = await call('POST', `/api/carts/${cart.id}/add-to-bill`, asA, {
          orderId: otherBill,
        });
        expectProblem(res, 409, 'TABLE_BILL_NOT_OPEN');
      });
    });
  });
}
