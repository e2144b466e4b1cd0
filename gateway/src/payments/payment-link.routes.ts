// Paying by link (spec §7 payments/link, "SMS payment"): the cashier of a phone order texts the
// customer a link to the site's /pay/{orderId}; the page reads GET /api/payments/link/{id} and pays
// through GET /api/orders/payment/{id} like any online payment. The link is the order's own id —
// the same capability as its tracker link, which the customer holds already.
import { domainError, DomainError } from '@sofre/engine';
import { PaymentLinkRequest, PaymentLinkSent, PaymentLinkView } from '@sofre/engine/contracts';
import { normalizePhone } from '@sofre/engine/identity';
import { loadOrder } from '@sofre/engine/payments';
import { balanceDue } from '@sofre/engine/orders';
import { z } from 'zod';
import { staff } from '../http/access.ts';
import { contextOf } from '../http/request-context.ts';
import { problemResponses, type ZodApp } from '../http/zod-app.ts';
import type { Platform } from '../platform/platform.port.ts';
import { paymentLinkSms } from '../sms/payment-link-message.ts';
import { sendCountedSms } from '../subscriptions/counted-sms.ts';
import type { CommandRunner } from '../commands/command-runner.ts';
import { maskPhone, type SmsSender } from '../sms/sms.port.ts';

export function paymentLinkRoutes(
  app: ZodApp,
  deps: { platform: Platform; sms: SmsSender; runner: CommandRunner },
) {
  const { platform, sms } = deps;

  app.post(
    '/api/payments/link',
    {
      schema: {
        tags: ['payments'],
        summary: "Text the customer a link to pay the order (a phone order's SMS payment)",
        body: PaymentLinkRequest,
        response: { 200: PaymentLinkSent, ...problemResponses(400, 401, 403, 404, 409, 422, 502) },
      },
      config: { access: staff('orders.take') },
    },
    async (request) => {
      const { vendor } = contextOf(request);
      const order = await loadOrder(platform.store, vendor.id, request.body.orderId);
      const amountDue = balanceDue(order);
      if (amountDue === 0) throw domainError('ORDER_ALREADY_PAID', { orderId: order.orderId });
      const given = request.body.phone ?? order.customer?.phone;
      const to = given === undefined ? undefined : normalizePhone(given);
      if (to === undefined) {
        const code = 'INVALID_PHONE_NUMBER';
        throw new DomainError(code, [
          { field: 'phone', code, message: 'شماره موبایل مشتری را وارد کنید.' },
        ]);
      }
      const tracker = await platform.readSide.orderTracker(vendor.id, order.orderId);
      const url = `${request.protocol}://${request.host}/pay/${encodeURIComponent(order.orderId)}`;
      const toman = Math.round(amountDue / 10);
      // Counted against the package's SMS cap: at the cap the link is refused, not sent.
      const text = paymentLinkSms(to, vendor.name, tracker?.number ?? 0, toman, url);
      await sendCountedSms(deps.runner, request, sms, text);
      return { orderId: order.orderId, url, sentTo: maskPhone(to), amountDue };
    },
  );

  app.get(
    '/api/payments/link/:id',
    {
      schema: {
        tags: ['payments'],
        summary: "What a payment link's page shows: the order, what it costs, what is due",
        params: z.object({ id: z.string().min(1).max(100) }),
        response: { 200: PaymentLinkView, ...problemResponses(404) },
      },
      config: { access: 'public' },
    },
    async (request) => {
      const { vendor } = contextOf(request);
      const tracker = await platform.readSide.orderTracker(vendor.id, request.params.id);
      if (!tracker) throw new DomainError('ORDER_NOT_FOUND');
      const amountDue = Math.max(0, tracker.finalPrice - tracker.amountPaid);
      return {
        orderId: tracker.orderId,
        number: tracker.number,
        vendorName: vendor.name,
        finalPrice: tracker.finalPrice,
        amountDue,
        paid: amountDue === 0,
      };
    },
  );
}
