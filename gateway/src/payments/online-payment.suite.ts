// Paying online through the real gateway and the sandbox payment page (issue "Customer site and
// payments"): open a payment for an order, pay or cancel on the page, the callback verifies and
// pays the order once however often it comes, forged callbacks change nothing, online refunds go
// back through the gateway and settle on the hourly inquiry, abandoned payments are found.
// One suite, run on the embedded store and on PostgreSQL.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  OrderPaymentStart,
  OrderTracker,
  OrderTransactions,
  PaymentTransactionView,
  VerifyTransactionAnswer,
} from '@sofre/engine/contracts';
import { authClient, freshPhone } from '../auth/auth.test-fixtures.ts';
import { eventCount, salonOrder, VENDOR_A_ID, type TestGateway } from '../testing/test-gateway.ts';

export function onlinePaymentSuite(start: () => Promise<TestGateway>) {
  let gw: TestGateway;
  beforeAll(async () => {
    gw = await start();
  }, 60_000);
  afterAll(() => gw.close());

  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'PATCH',
    url: string,
    payload?: object,
    headers: Record<string, string> = {},
  ) => gw.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  const tracker = async (id: string) =>
    (await call('GET', `/api/orders/${id}`, undefined, await owner())).json<OrderTracker>();
  const money = async (id: string) =>
    (
      await call('GET', `/api/orders/${id}/transactions`, undefined, await owner())
    ).json<OrderTransactions>();

  /** A card order at the counter, unpaid: what a payment link pays. */
  const anOrder = async () => {
    const order = salonOrder({ paymentMethod: 'CARD' });
    const res = await call('POST', '/api/orders', order, await owner());
    expect(res.statusCode, res.body).toBe(201);
    return order.id;
  };
  /** The owner's headers signed now: tests below move the clock past a token's life. */
  const owner = async () => ({ authorization: `Bearer ${await gw.tokenFor('demo-owner')}` });

  const startPayment = async (orderId: string, headers: Record<string, string> = {}) => {
    const transactionId = randomUUID();
    const res = await call(
      'GET',
      `/api/orders/payment/${orderId}?transactionId=${transactionId}`,
      undefined,
      headers,
    );
    expect(res.statusCode, res.body).toBe(200);
    return res.json<OrderPaymentStart>();
  };

  /** The payer on the sandbox page: where the browser is sent back to. */
  const onPage = async (submitUrl: string, choice: 'pay' | 'cancel') => {
    const res = await gw.app.inject({
      method: 'POST',
      url: submitUrl,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `choice=${choice}`,
    });
    expect(res.statusCode, res.body).toBe(303);
    return String(res.headers.location);
  };
  const comeBack = async (callbackUrl: string) => {
    const url = new URL(callbackUrl);
    return gw.app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
  };

  /** A transaction as the inquiry sees it (the payment's read model). */
  const transactionView = async (transactionId: string) => {
    const view = await gw.platform.readSide.paymentTransaction(VENDOR_A_ID, transactionId);
    expect(view).toBeDefined();
    return view!;
  };

  async function paidOnline(orderId: string, headers: Record<string, string> = {}) {
    const started = await startPayment(orderId, headers);
    const back = await comeBack(await onPage(started.submitUrl, 'pay'));
    expect(back.statusCode, back.body).toBe(303);
    return started;
  }

  describe('GET /api/orders/payment/{id}', () => {
    it('opens a payment for what the order owes and names the page to pay on', async () => {
      const orderId = await anOrder();
      const started = await startPayment(orderId);
      expect(started).toMatchObject({
        orderId,
        amount: (await tracker(orderId)).finalPrice,
        paymentServiceType: 'ZARIN_PAL',
        tip: 0,
      });
      expect(started.submitUrl).toMatch(/^\/sandbox\/pay\/S[0-9a-f]+$/);
      const page = await call('GET', started.submitUrl);
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toContain('text/html');
      expect(page.body).toContain('dir="rtl"');
      expect(page.body).toContain(started.amount.toLocaleString('fa-IR'));
    });

    it('asked again with the same transaction id (a reload), it is the same payment page', async () => {
      const orderId = await anOrder();
      const transactionId = randomUUID();
      const url = `/api/orders/payment/${orderId}?transactionId=${transactionId}`;
      const first = (await call('GET', url)).json<OrderPaymentStart>();
      const before = await eventCount(gw);
      const again = (await call('GET', url)).json<OrderPaymentStart>();
      expect(again.submitUrl).toBe(first.submitUrl);
      expect(await eventCount(gw)).toBe(before);
    });

    it('an unknown order is ORDER_NOT_FOUND, another vendor’s order too', async () => {
      const res = await call('GET', `/api/orders/payment/nope-${randomUUID()}`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 'ORDER_NOT_FOUND', message: 'سفارش یافت نشد.' });
      const orderId = await anOrder();
      const other = await call('GET', `/api/orders/payment/${orderId}`, undefined, {
        'x-vendor-domain': 'b.sofre.local',
      });
      expect(other.statusCode).toBe(404);
    });

    it('a paid order is ORDER_ALREADY_PAID and opens nothing', async () => {
      const orderId = await anOrder();
      await paidOnline(orderId);
      const before = await eventCount(gw);
      const res = await call('GET', `/api/orders/payment/${orderId}`);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ code: 'ORDER_ALREADY_PAID' });
      expect(await eventCount(gw)).toBe(before);
    });
  });

  describe('the callback (GET and POST /api/transactions/verify)', () => {
    it('paid on the page, the payer lands on the tracker and the order holds the money', async () => {
      const orderId = await anOrder();
      const started = await startPayment(orderId);
      const callback = await onPage(started.submitUrl, 'pay');
      expect(callback).toContain('/api/transactions/verify?transactionId=');
      expect(callback).toContain('Status=OK');
      const back = await comeBack(callback);
      expect(back.statusCode).toBe(303);
      expect(back.headers.location).toBe(`/orders/${orderId}?payment=ok`);
      const t = await tracker(orderId);
      expect(t).toMatchObject({ amountPaid: started.amount });
      expect((await money(orderId)).transactions).toEqual([
        expect.objectContaining({
          kind: 'PAYMENT',
          paymentMethod: 'ONLINE',
          transactionId: started.transactionId,
        }),
      ]);
    });

    it('lands on the page the site asked for, told how it went — never on another host', async () => {
      const orderId = await anOrder();
      const own = (
        await call(
          'GET',
          `/api/orders/payment/${orderId}?returnUrl=${encodeURIComponent('/pay/' + orderId)}`,
        )
      ).json<OrderPaymentStart>();
      const back = await comeBack(await onPage(own.submitUrl, 'cancel'));
      expect(back.headers.location).toBe(`/pay/${orderId}?payment=failed`);
      const evil = await call(
        'GET',
        `/api/orders/payment/${orderId}?returnUrl=${encodeURIComponent('//evil.example/x')}`,
      );
      expect(evil.statusCode).toBe(200);
      const landed = await comeBack(await onPage(evil.json<OrderPaymentStart>().submitUrl, 'pay'));
      expect(landed.headers.location).toBe(`/orders/${orderId}?payment=ok`);
    });

    it('the same callback twice pays once', async () => {
      const orderId = await anOrder();
      const started = await startPayment(orderId);
      const callback = await onPage(started.submitUrl, 'pay');
      await comeBack(callback);
      const before = await eventCount(gw);
      const again = await comeBack(callback);
      expect(again.headers.location).toBe(`/orders/${orderId}?payment=ok`);
      expect(await eventCount(gw)).toBe(before);
      expect((await tracker(orderId)).amountPaid).toBe(started.amount);
    });

    it('cancelled on the page: the order waits unpaid, and a second try pays it', async () => {
      const orderId = await anOrder();
      const first = await startPayment(orderId);
      const back = await comeBack(await onPage(first.submitUrl, 'cancel'));
      expect(back.headers.location).toBe(`/orders/${orderId}?payment=failed`);
      expect(await tracker(orderId)).toMatchObject({ amountPaid: 0 });
      await paidOnline(orderId);
      expect((await tracker(orderId)).amountPaid).toBe(first.amount);
    });

    it('a forged callback (another authority) is PAYMENT_AUTHORITY_MISMATCH and changes nothing', async () => {
      const orderId = await anOrder();
      const started = await startPayment(orderId);
      await onPage(started.submitUrl, 'pay');
      const before = await eventCount(gw);
      const forged = await call(
        'GET',
        `/api/transactions/verify?transactionId=${started.transactionId}&Authority=Sforged&Status=OK`,
      );
      expect(forged.statusCode).toBe(422);
      expect(forged.json()).toMatchObject({ code: 'PAYMENT_AUTHORITY_MISMATCH' });
      expect(await eventCount(gw)).toBe(before);
    });

    it('a callback for an unknown transaction is TRANSACTION_NOT_FOUND; another vendor cannot verify ours', async () => {
      const res = await call(
        'GET',
        `/api/transactions/verify?transactionId=${randomUUID()}&Authority=S1&Status=OK`,
      );
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({
        code: 'TRANSACTION_NOT_FOUND',
        message: 'تراکنش یافت نشد.',
      });
      const orderId = await anOrder();
      const started = await startPayment(orderId);
      await onPage(started.submitUrl, 'pay');
      const asB = await call(
        'POST',
        '/api/transactions/verify',
        { transactionId: started.transactionId, authority: 'S1' },
        {
          'x-vendor-domain': 'b.sofre.local',
        },
      );
      expect(asB.statusCode).toBe(404);
    });

    it('POST verify answers DONE with the receipt number for a site that takes the callback', async () => {
      const orderId = await anOrder();
      const started = await startPayment(orderId);
      const callback = new URL(await onPage(started.submitUrl, 'pay'));
      const res = await call('POST', '/api/transactions/verify', {
        transactionId: started.transactionId,
        authority: callback.searchParams.get('Authority'),
        status: 'OK',
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json<VerifyTransactionAnswer>()).toMatchObject({
        status: 'DONE',
        orderId,
        amount: started.amount,
        refunded: false,
        trackerUrl: `/orders/${orderId}?payment=ok`,
      });
      expect(res.json<VerifyTransactionAnswer>().referenceId).toBeTruthy();
    });

    it('money that comes after the order was paid at the counter goes back, in full', async () => {
      const orderId = await anOrder();
      const started = await startPayment(orderId);
      const callback = await onPage(started.submitUrl, 'pay');
      const counter = await call(
        'POST',
        '/api/payments/manualpaybypos',
        { orderId, paymentId: randomUUID() },
        await owner(),
      );
      expect(counter.statusCode, counter.body).toBe(200);
      const res = await call('POST', '/api/transactions/verify', {
        transactionId: started.transactionId,
        authority: new URL(callback).searchParams.get('Authority'),
        status: 'OK',
      });
      expect(res.json()).toMatchObject({ status: 'DONE', refunded: true });
      expect((await tracker(orderId)).amountPaid).toBe(started.amount);
    });
  });

  describe('money that the order cannot keep (issue 30: money)', () => {
    const authorityOf = (callback: string) => new URL(callback).searchParams.get('Authority');

    it('two payments paid at once: the order is paid once and the other is refunded whole', async () => {
      const orderId = await anOrder();
      // Two tabs, each with its own payment, both paid at the gateway.
      const first = await startPayment(orderId);
      const second = await startPayment(orderId);
      const callbacks = [
        await onPage(first.submitUrl, 'pay'),
        await onPage(second.submitUrl, 'pay'),
      ];
      const backs = await Promise.all(callbacks.map((c) => comeBack(c)));
      for (const back of backs) expect(back.statusCode, back.body).toBe(303);
      expect((await tracker(orderId)).amountPaid).toBe(first.amount);
      const views = await Promise.all([first, second].map((p) => transactionView(p.transactionId)));
      expect(views.map((v) => v.status)).toEqual(['DONE', 'DONE']);
      expect(views.map((v) => v.refundedAmount).sort((a, b) => a - b)).toEqual([0, first.amount]);
      // The refund is asked of the gateway at once, not left for an operator.
      const refunded = views.find((v) => v.refundedAmount > 0)!;
      expect(refunded.refunds[0]?.providerRefundId).toBeTruthy();
    });

    it('a callback before the payer paid fails the payment; paid after it, the order is paid', async () => {
      const orderId = await anOrder();
      const started = await startPayment(orderId);
      const authority = new URL(started.submitUrl, 'http://x').pathname.split('/').pop();
      const early = await call('POST', '/api/transactions/verify', {
        transactionId: started.transactionId,
        authority,
        status: 'OK',
      });
      expect(early.json()).toMatchObject({ status: 'FAILED' });
      expect((await tracker(orderId)).amountPaid).toBe(0);
      const callback = await onPage(started.submitUrl, 'pay');
      expect(authorityOf(callback)).toBe(authority);
      const back = await comeBack(callback);
      expect(back.headers.location).toBe(`/orders/${orderId}?payment=ok`);
      expect((await tracker(orderId)).amountPaid).toBe(started.amount);
      expect(await transactionView(started.transactionId)).toMatchObject({
        status: 'DONE',
        refundedAmount: 0,
      });
    });

    it('paid late, after another payment paid the order: the late money goes back', async () => {
      const orderId = await anOrder();
      const late = await startPayment(orderId);
      const authority = new URL(late.submitUrl, 'http://x').pathname.split('/').pop();
      await call('POST', '/api/transactions/verify', {
        transactionId: late.transactionId,
        authority,
        status: 'NOK',
      });
      await paidOnline(orderId);
      const back = await comeBack(await onPage(late.submitUrl, 'pay'));
      expect(back.statusCode, back.body).toBe(303);
      expect((await tracker(orderId)).amountPaid).toBe(late.amount);
      expect(await transactionView(late.transactionId)).toMatchObject({
        status: 'DONE',
        refundedAmount: late.amount,
      });
    });
  });

  describe('automatic acceptance (PUT /api-identity/vendors/me autoAcceptOnlineOrders)', () => {
    /** A customer's site order, checked out of a cart: awaiting its online payment. */
    const siteOrder = async () => {
      const auth = authClient(gw);
      const { token } = await auth.logIn(freshPhone(), { firstName: 'سارا', lastName: 'مشتری' });
      const asCustomer = auth.bearer(token);
      const cart = await call('POST', '/api/carts', { id: randomUUID() }, asCustomer);
      expect(cart.statusCode, cart.body).toBe(201);
      const cartId = cart.json<{ id: string }>().id;
      const line = { id: randomUUID(), menuItemId: 'item-doogh', count: 2 };
      await call('POST', `/api/carts/${cartId}/items`, line, asCustomer);
      await call('PUT', `/api/carts/${cartId}/details`, { deliveryType: 'PICKUP' }, asCustomer);
      const orderId = randomUUID();
      const res = await call('POST', `/api/carts/${cartId}/submit`, { orderId }, asCustomer);
      expect(res.statusCode, res.body).toBe(201);
      return orderId;
    };
    const setAutoAccept = async (on: boolean) => {
      const res = await call(
        'PUT',
        '/api-identity/vendors/me',
        { autoAcceptOnlineOrders: on },
        await owner(),
      );
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ autoAcceptOnlineOrders: on });
    };

    it('off (the default), a paid site order waits for «تأیید سفارش»', async () => {
      const me = await call('GET', '/api-identity/vendors/me', undefined, await owner());
      expect(me.json()).toMatchObject({ autoAcceptOnlineOrders: false });
      const orderId = await siteOrder();
      await paidOnline(orderId);
      expect(await tracker(orderId)).toMatchObject({ status: 'PAID' });
    });

    it('on, a paid site order goes straight to the kitchen', async () => {
      await setAutoAccept(true);
      try {
        const orderId = await siteOrder();
        expect(await tracker(orderId)).toMatchObject({ status: 'SUBMITTED' });
        await paidOnline(orderId);
        expect(await tracker(orderId)).toMatchObject({ status: 'CONFIRMED' });
      } finally {
        await setAutoAccept(false);
      }
    });
  });

  describe('online refunds and the hourly inquiry', () => {
    it('a refund of an online payment goes back through the gateway and settles on the inquiry', async () => {
      const orderId = await anOrder();
      await paidOnline(orderId);
      const refund = await call(
        'PUT',
        '/api/orders/refund',
        { orderId, refundId: randomUUID(), amount: 100_000 },
        await owner(),
      );
      expect(refund.statusCode, refund.body).toBe(200);
      const pending = (await money(orderId)).transactions.find((t) => t.kind === 'REFUND');
      expect(pending).toMatchObject({ amount: 100_000, paymentMethod: 'ONLINE', settled: false });
      await gw.app.paymentInquiry.runOnce();
      const settled = (await money(orderId)).transactions.find((t) => t.kind === 'REFUND');
      expect(settled).toMatchObject({ amount: 100_000, settled: true });
    });

    it('a payer who paid and never came back is found by the inquiry, and the order is paid', async () => {
      const orderId = await anOrder();
      const started = await startPayment(orderId);
      await onPage(started.submitUrl, 'pay'); // … and the browser closed
      gw.advanceClock(31 * 60_000);
      await gw.app.paymentInquiry.runOnce();
      expect(await tracker(orderId)).toMatchObject({ amountPaid: started.amount });
    });

    it('a payment left at the page is given up as expired, and the order waits for another try', async () => {
      const orderId = await anOrder();
      const started = await startPayment(orderId);
      gw.advanceClock(31 * 60_000);
      await gw.app.paymentInquiry.runOnce();
      const res = await call(
        'PATCH',
        '/api/transactions/transaction-status',
        { orderId },
        await owner(),
      );
      expect(res.statusCode, res.body).toBe(200);
      expect(await tracker(orderId)).toMatchObject({ amountPaid: 0 });
      const me = await call('POST', '/api/transactions/verify', {
        transactionId: started.transactionId,
        authority: 'x',
      });
      expect(me.json()).toMatchObject({ status: 'FAILED', failureReason: 'EXPIRED' });
    });

    it('PATCH transaction-status asks the provider now about an order’s waiting payment', async () => {
      const orderId = await anOrder();
      const started = await startPayment(orderId);
      await onPage(started.submitUrl, 'pay');
      const res = await call(
        'PATCH',
        '/api/transactions/transaction-status',
        { orderId },
        await owner(),
      );
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json<{ transactions: PaymentTransactionView[] }>().transactions).toEqual([
        expect.objectContaining({ transactionId: started.transactionId, status: 'DONE' }),
      ]);
      expect((await tracker(orderId)).amountPaid).toBe(started.amount);
      const guest = await call('PATCH', '/api/transactions/transaction-status', { orderId });
      expect(guest.statusCode).toBe(401);
    });
  });

  describe('card readers (initialpospayment / approvepospayment)', () => {
    const kioskOrder = async () => {
      const order = { id: randomUUID(), lines: salonOrder().lines };
      const res = await call('POST', '/api/orders/kiosk', order, await owner());
      expect(res.statusCode, res.body).toBe(201);
      return order.id;
    };
    const initial = async (orderId: string, transactionId = randomUUID()) => {
      const res = await call(
        'POST',
        '/api/transactions/initialpospayment',
        { orderId, transactionId, terminalId: 'kiosk-1', kiosk: true },
        await owner(),
      );
      expect(res.statusCode, res.body).toBe(200);
      return res.json<{
        transactionId: string;
        authority: string;
        amount: number;
        status: string;
      }>();
    };
    const approve = async (
      pending: { transactionId: string; authority: string; amount: number },
      approved = true,
      amount = pending.amount,
    ) =>
      call(
        'POST',
        '/api/transactions/approvepospayment',
        {
          transactionId: pending.transactionId,
          authority: pending.authority,
          approved,
          amount,
          referenceId: '889900112233',
          cardPan: '603799******1234',
        },
        await owner(),
      );

    it('a kiosk order is sent to the reader and paid by card when the reader approves', async () => {
      const orderId = await kioskOrder();
      const pending = await initial(orderId);
      expect(pending).toMatchObject({
        status: 'PENDING',
        amount: (await tracker(orderId)).finalPrice,
      });
      const res = await approve(pending);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ status: 'DONE', orderId });
      expect((await tracker(orderId)).amountPaid).toBe(pending.amount);
      expect((await money(orderId)).transactions).toEqual([
        expect.objectContaining({
          kind: 'PAYMENT',
          paymentMethod: 'CARD',
          transactionId: pending.transactionId,
        }),
      ]);
      const before = await eventCount(gw);
      expect((await approve(pending)).json()).toMatchObject({ status: 'DONE' });
      expect(await eventCount(gw)).toBe(before);
    });

    it('a kiosk order waits for its card before the kitchen sees it, and goes there once paid', async () => {
      const orderId = await kioskOrder();
      expect((await tracker(orderId)).status).toBe('SUBMITTED');
      const board = await call(
        'GET',
        '/api/orders?status=CONFIRMED&source=KIOSK&pageSize=100',
        undefined,
        await owner(),
      );
      expect(
        board.json<{ data: { orderId: string }[] }>().data.map((o) => o.orderId),
      ).not.toContain(orderId);
      await approve(await initial(orderId));
      expect((await tracker(orderId)).status).toBe('CONFIRMED');
    });

    it('a kiosk order left unpaid is withdrawn by the inquiry', async () => {
      const orderId = await kioskOrder();
      gw.advanceClock(31 * 60_000);
      await gw.app.paymentInquiry.runOnce();
      expect(await tracker(orderId)).toMatchObject({ status: 'REJECTED', amountPaid: 0 });
    });

    it('declined at the reader: the order stays unpaid and a new attempt can pay it', async () => {
      const orderId = await kioskOrder();
      const declined = await approve(await initial(orderId), false);
      expect(declined.json()).toMatchObject({ status: 'FAILED' });
      expect((await tracker(orderId)).amountPaid).toBe(0);
      expect((await approve(await initial(orderId))).json()).toMatchObject({ status: 'DONE' });
    });

    it('a reader reporting another amount pays nothing', async () => {
      const orderId = await kioskOrder();
      const pending = await initial(orderId);
      const res = await approve(pending, true, pending.amount - 10_000);
      expect(res.json()).toMatchObject({ status: 'FAILED' });
      expect((await tracker(orderId)).amountPaid).toBe(0);
    });

    it('a customer cannot drive a card reader', async () => {
      const auth = authClient(gw);
      const { token } = await auth.logIn(freshPhone(), { firstName: 'رضا', lastName: 'پاک' });
      const orderId = await kioskOrder();
      const res = await call(
        'POST',
        '/api/transactions/initialpospayment',
        { orderId, transactionId: randomUUID(), terminalId: 'kiosk-1' },
        auth.bearer(token),
      );
      expect(res.statusCode).toBe(403);
    });
  });

  describe('payment links (POST /api/payments/link, GET /api/payments/link/{id})', () => {
    it('texts the customer a link to the order’s pay page, which shows what is due', async () => {
      const phone = freshPhone();
      const order = salonOrder({ paymentMethod: 'CARD', customer: { name: 'مینا', phone } });
      expect((await call('POST', '/api/orders', order, await owner())).statusCode).toBe(201);
      const res = await call('POST', '/api/payments/link', { orderId: order.id }, await owner());
      expect(res.statusCode, res.body).toBe(200);
      const due = (await tracker(order.id)).finalPrice;
      expect(res.json()).toMatchObject({ orderId: order.id, amountDue: due });
      expect(res.json<{ url: string }>().url).toMatch(new RegExp(`/pay/${order.id}$`));
      const [sms] = gw.sms.outbox({ to: phone });
      expect(sms?.text).toContain(`/pay/${order.id}`);
      expect(sms?.text).toContain((due / 10).toLocaleString('fa-IR'));
      const page = await call('GET', `/api/payments/link/${order.id}`);
      expect(page.json()).toMatchObject({ orderId: order.id, amountDue: due, paid: false });
      await paidOnline(order.id);
      expect((await call('GET', `/api/payments/link/${order.id}`)).json()).toMatchObject({
        amountDue: 0,
        paid: true,
      });
    });

    it('an order without a phone needs one; a paid order gets no link; a customer cannot send links', async () => {
      const orderId = await anOrder();
      const none = await call('POST', '/api/payments/link', { orderId }, await owner());
      expect(none.statusCode).toBe(400);
      expect(none.json()).toMatchObject({
        code: 'INVALID_PHONE_NUMBER',
        errors: [{ field: 'phone' }],
      });
      await paidOnline(orderId);
      const paid = await call(
        'POST',
        '/api/payments/link',
        { orderId, phone: freshPhone() },
        await owner(),
      );
      expect(paid.statusCode).toBe(409);
      expect(paid.json()).toMatchObject({ code: 'ORDER_ALREADY_PAID' });
      expect((await call('POST', '/api/payments/link', { orderId })).statusCode).toBe(401);
      expect((await call('GET', `/api/payments/link/nope-${randomUUID()}`)).statusCode).toBe(404);
    });
  });

  describe('GET /api/payments/user-balance/{userId}/{vendorId}', () => {
    it('is what a customer owes on credit orders, for the cashier and for the customer', async () => {
      const auth = authClient(gw);
      const phone = freshPhone();
      const { token, user } = await auth.logIn(phone, { firstName: 'امید', lastName: 'صبا' });
      const userId = user.id;
      const onAccount = salonOrder({ paymentMethod: 'CREDIT', customer: { name: 'امید', phone } });
      expect((await call('POST', '/api/orders', onAccount, await owner())).statusCode).toBe(201);
      const url = `/api/payments/user-balance/${userId}/${VENDOR_A_ID}`;
      const owed = (await tracker(onAccount.id)).finalPrice;
      const asCashier = await call('GET', url, undefined, await owner());
      expect(asCashier.statusCode, asCashier.body).toBe(200);
      expect(asCashier.json()).toMatchObject({
        creditDue: owed,
        openCreditOrders: 1,
        balance: -owed,
      });
      expect((await call('GET', url, undefined, auth.bearer(token))).json()).toMatchObject({
        creditDue: owed,
      });
      const settle = await call(
        'POST',
        '/api/payments/manualpaybypos',
        { orderId: onAccount.id, paymentId: randomUUID(), paymentMethod: 'CASH' },
        await owner(),
      );
      expect(settle.statusCode, settle.body).toBe(200);
      expect((await call('GET', url, undefined, await owner())).json()).toMatchObject({
        creditDue: 0,
        openCreditOrders: 0,
      });
    });

    it('another customer cannot read it, and another vendor’s id is not found', async () => {
      const auth = authClient(gw);
      const me = await auth.logIn(freshPhone(), { firstName: 'الف', lastName: 'ب' });
      const other = await auth.logIn(freshPhone(), { firstName: 'پ', lastName: 'ت' });
      const peek = await call(
        'GET',
        `/api/payments/user-balance/${me.user.id}/${VENDOR_A_ID}`,
        undefined,
        auth.bearer(other.token),
      );
      expect(peek.statusCode).toBe(403);
      const elsewhere = await call(
        'GET',
        `/api/payments/user-balance/${me.user.id}/vendor-b`,
        undefined,
        await owner(),
      );
      expect(elsewhere.statusCode).toBe(404);
    });
  });

  describe('GET /api/transactions/me', () => {
    it('lists the signed-in customer’s own payments, and nobody else’s', async () => {
      const auth = authClient(gw);
      const { token } = await auth.logIn(freshPhone(), { firstName: 'سارا', lastName: 'نیک' });
      const orderId = await anOrder();
      const mine = await paidOnline(orderId, auth.bearer(token));
      await paidOnline(await anOrder());
      const res = await call('GET', '/api/transactions/me', undefined, auth.bearer(token));
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({
        totalCount: 1,
        data: [{ transactionId: mine.transactionId, orderId, status: 'DONE', amount: mine.amount }],
      });
      expect((await call('GET', '/api/transactions/me')).statusCode).toBe(401);
    });
  });
}
