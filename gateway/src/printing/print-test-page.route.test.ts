// «چاپ آزمایشی» through the real gateway and the sandbox printer on loopback TCP (issue 30 item
// 20d): a test page goes through the print queue to the one printer named, once however often the
// same request is sent; the answer names the sandbox printer's page, which a person reads in
// Persian digits with the Jalali date and Tehran time. Unknown printers and the kitchen's staff
// are refused.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestGateway, type TestGateway } from '../testing/test-gateway.ts';
import {
  drain,
  pointPrinter,
  printEvents,
  PRINTERS,
  printUntil,
  sandboxPrinter,
  testPrinting,
} from './printing.test-fixtures.ts';

let gw: TestGateway;
let printer: Awaited<ReturnType<typeof sandboxPrinter>>;
beforeAll(async () => {
  printer = await sandboxPrinter();
  gw = await startTestGateway({ printing: testPrinting(printer.sandbox) });
  await pointPrinter(gw, 'printer-kitchen', printer.kitchenPort);
  await pointPrinter(gw, 'printer-counter', printer.counterPort);
  await drain(gw);
}, 60_000);
afterAll(async () => {
  await gw.close();
  await printer.sandbox.close();
});

const testPrint = (printerId: string, id: string, headers = gw.asOwner) =>
  gw.app.inject({ method: 'POST', url: `${PRINTERS}/${printerId}/test`, headers, payload: { id } });
const testPages = async () =>
  (await printEvents(gw)).filter(
    (e) => e.type === 'PrintRequested' && e.data.document.kind === 'TEST_PAGE',
  );

describe('a printer’s test page', () => {
  it('prints once on the printer named, through the queue, shown on the sandbox page', async () => {
    const id = randomUUID();
    const res = await testPrint('printer-counter', id);
    expect(res.statusCode, res.body).toBe(202);
    expect(res.json()).toMatchObject({
      jobId: expect.any(String),
      sandboxPage: '/sandbox/printer',
    });
    expect((await testPrint('printer-counter', id)).json()).toMatchObject({
      jobId: res.json<{ jobId: string }>().jobId,
    });
    await printUntil(gw, () => printer.sandbox.prints().length === 1);
    expect(printer.sandbox.prints()[0]).toMatchObject({ port: printer.counterPort, width: 576 });
    const [requested] = await testPages();
    expect(requested?.data).toMatchObject({
      printerId: 'printer-counter',
      document: { kind: 'TEST_PAGE', vendorName: 'رستوران سفره', printerName: 'چاپگر صندوق' },
    });

    const page = await gw.app.inject({ method: 'GET', url: '/sandbox/printer' });
    expect(page.body).toContain('چاپگر آزمایشی — ۱ برگه');
    const caption = /<figcaption>([^<]*)<\/figcaption>/.exec(page.body)![1]!;
    expect(caption).toMatch(/^[۰-۹]{1,2} [آ-ی]+ ۱۴[۰-۹]{2}، [۰-۹]{2}:[۰-۹]{2} — درگاه [۰-۹]+$/);
    expect(page.body).toContain('@font-face{font-family:Vazirmatn');
  });

  it('refuses a printer that is not there and staff who may not manage printers', async () => {
    const before = (await testPages()).length;
    const unknown = await testPrint('printer-nowhere', randomUUID());
    expect([unknown.statusCode, unknown.json<{ code: string }>().code]).toEqual([
      404,
      'PRINTER_NOT_FOUND',
    ]);
    const kitchen = { authorization: `Bearer ${await gw.tokenFor('demo-kitchen')}` };
    expect((await testPrint('printer-counter', randomUUID(), kitchen)).statusCode).toBe(403);
    expect(await testPages()).toHaveLength(before);
  });
});
