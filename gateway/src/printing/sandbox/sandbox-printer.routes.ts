// The sandbox printer's pages, for a person and the tests (like the sandbox SMS outbox): a gallery
// at /sandbox/printer, the list as JSON, each page as PNG. Registered only when the sandbox printer
// runs (PRINTER_SANDBOX); public and of no vendor, as it is not part of the product's API. A
// person reads it as the back office: Persian digits, Jalali date and Tehran time, its font.
import { z } from 'zod';
import { problem, sendProblem } from '../../http/problem.ts';
import { sandboxFontFace } from '../../http/sandbox-page-font.ts';
import type { ZodApp } from '../../http/zod-app.ts';
import { testPageWords as words } from '../printing.messages.ts';
import { jalaliDate, persianDigits, persianNumber, tehranTime } from '../render/paper-format.ts';
import type { SandboxPrinter } from './sandbox-printer.ts';

const SandboxPrintView = z.object({
  name: z.string(),
  port: z.number().int(),
  receivedAt: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  url: z.string(),
});

/** The gallery's address, linked from the back office's printers page. */
export const SANDBOX_PRINTER_PAGE = '/sandbox/printer';

const open = { access: 'public', vendorScoped: false } as const;
const urlOf = (name: string) => `/sandbox/printer/prints/${name}`;

/** '۱ فروردین ۱۴۰۴، ۱۱:۳۰ — درگاه ۹۱۰۰' */
export const printCaption = (print: { port: number; receivedAt: string }) =>
  `${jalaliDate(print.receivedAt)}، ${tehranTime(print.receivedAt)} — درگاه ${persianDigits(String(print.port))}`;

const gallery = (names: readonly { name: string; port: number; receivedAt: string }[]) =>
  `<!doctype html><html lang="fa" dir="rtl"><meta charset="utf-8"><title>${words.sandboxTitle}</title>
<style>${sandboxFontFace()}
body{font-family:Vazirmatn,sans-serif;background:#eee;margin:16px}figure{display:inline-block;margin:8px;vertical-align:top}
img{background:#fff;box-shadow:0 1px 4px #999;max-width:300px}figcaption{font-size:13px}</style>
<h1>${words.sandboxTitle} — ${words.sandboxPages(persianNumber(names.length))}</h1>
${names.map((p) => `<figure><img src="${urlOf(p.name)}" alt="${p.name}"><figcaption>${printCaption(p)}</figcaption></figure>`).join('\n')}
</html>`;

export function sandboxPrinterRoutes(app: ZodApp, sandbox: SandboxPrinter) {
  app.get(
    SANDBOX_PRINTER_PAGE,
    {
      schema: { tags: ['sandbox'], summary: 'The sandbox printer’s pages (sandbox only)' },
      config: open,
    },
    (_request, reply) => reply.type('text/html; charset=utf-8').send(gallery(sandbox.prints())),
  );
  app.get(
    '/sandbox/printer/prints',
    {
      schema: {
        tags: ['sandbox'],
        summary: 'Pages the sandbox printer saved, newest first (sandbox only)',
        response: { 200: z.object({ prints: z.array(SandboxPrintView) }) },
      },
      config: open,
    },
    async () => ({ prints: sandbox.prints().map((p) => ({ ...p, url: urlOf(p.name) })) }),
  );
  app.get(
    '/sandbox/printer/prints/:name',
    {
      schema: {
        tags: ['sandbox'],
        summary: 'One page as PNG (sandbox only)',
        params: z.object({ name: z.string().max(100) }),
      },
      config: open,
    },
    (request, reply) => {
      const png = sandbox.file(request.params.name);
      if (!png) {
        const body = problem({
          status: 404,
          code: 'NOT_FOUND',
          message: 'برگه یافت نشد.',
          instance: request.url,
        });
        return sendProblem(reply, body);
      }
      return reply.type('image/png').send(png);
    },
  );
}
