// The sandbox gateway's payment page: GET /sandbox/pay/{authority} shows the amount and two
// buttons; POST /sandbox/pay/{authority} (a plain form: choice=pay|cancel) sends the browser back
// to the shop's callback with Authority and Status, as ZarinPal's StartPay page does. Registered
// only while the sandbox is the active provider (payment.config.ts); public and vendor-less, like
// the SMS outbox: not part of the product's API.
import { z } from 'zod';
import { sandboxFontFace } from '../../../http/sandbox-page-font.ts';
import type { ZodApp } from '../../../http/zod-app.ts';
import type { SandboxPaymentProvider } from './sandbox.payment-provider.ts';

const Params = z.object({ authority: z.string().min(1).max(100) });

export function sandboxPayRoutes(app: ZodApp, sandbox: SandboxPaymentProvider) {
  app.register(async (scope) => {
    // The page's form posts urlencoded; only this scope reads such bodies.
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string' },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );
    const zod = scope as unknown as ZodApp;
    zod.get(
      '/sandbox/pay/:authority',
      {
        schema: {
          tags: ['sandbox'],
          summary: 'The sandbox payment page (sandbox only)',
          params: Params,
        },
        config: { access: 'public', vendorScoped: false },
      },
      async (request, reply) => {
        const payment = sandbox.payment(request.params.authority);
        reply.type('text/html; charset=utf-8');
        if (!payment)
          return reply
            .code(404)
            .send(page('پرداخت یافت نشد', '<p>این پرداخت وجود ندارد یا منقضی شده است.</p>'));
        return page(
          'درگاه پرداخت آزمایشی',
          payForm(request.params.authority, payment.amount, payment.description, payment.status),
        );
      },
    );
    zod.post(
      '/sandbox/pay/:authority',
      {
        schema: {
          tags: ['sandbox'],
          summary: 'The payer pays or cancels on the sandbox page (sandbox only)',
          params: Params,
          body: z.object({ choice: z.enum(['pay', 'cancel']) }),
        },
        config: { access: 'public', vendorScoped: false },
      },
      async (request, reply) => {
        const back = sandbox.decide(request.params.authority, request.body.choice);
        if (!back)
          return reply.code(404).type('text/html; charset=utf-8').send(page('پرداخت یافت نشد', ''));
        return reply.code(303).header('location', back).send();
      },
    );
  });
}

// As the apps write amounts (web/shared number.format.ts): Persian digits, «٬» between thousands.
const amountFormat = new Intl.NumberFormat('fa-IR', {
  useGrouping: true,
  maximumFractionDigits: 1,
});
const rial = (n: number) => amountFormat.format(n);
const escape = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

function payForm(authority: string, amount: number, description: string, status: string) {
  const done = status !== 'WAITING';
  return `
  <p class="muted">${escape(description)}</p>
  <p class="amount"><span>مبلغ قابل پرداخت</span><strong>${rial(amount)} ریال</strong><small>(${rial(amount / 10)} تومان)</small></p>
  ${done ? `<p class="note">این پرداخت پیش‌تر ${status === 'PAID' ? 'انجام' : 'لغو'} شده است.</p>` : ''}
  <form method="post" action="/sandbox/pay/${encodeURIComponent(authority)}">
    <button name="choice" value="pay" class="pay">پرداخت</button>
    <button name="choice" value="cancel" class="cancel">انصراف</button>
  </form>
  <p class="muted small">این درگاه آزمایشی است و پولی جابه‌جا نمی‌شود.</p>`;
}

function page(title: string, body: string) {
  return `<!doctype html>
<html lang="fa" dir="rtl"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
<style>
  ${sandboxFontFace()}
  body { font-family: Vazirmatn, Tahoma, sans-serif; background: #f1f3f5; margin: 0; color: #212529; }
  main { max-width: 420px; margin: 32px auto; background: #fff; border-radius: 16px; padding: 24px; box-shadow: 0 2px 12px #0001; }
  h1 { font-size: 20px; margin: 0 0 16px; }
  .amount { display: flex; flex-direction: column; gap: 4px; background: #e6fcf5; border-radius: 12px; padding: 16px; }
  .amount strong { font-size: 26px; color: #087f5b; }
  .muted { color: #495057; } .small { font-size: 13px; } .note { color: #c92a2a; }
  form { display: flex; gap: 12px; margin-top: 20px; }
  button { flex: 1; font: inherit; font-size: 18px; padding: 14px; border-radius: 12px; border: 0; cursor: pointer; }
  .pay { background: #087f5b; color: #fff; } .cancel { background: #e9ecef; color: #212529; }
</style></head>
<body><main><h1>${title}</h1>${body}</main></body></html>`;
}
