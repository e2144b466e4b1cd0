// POST /api/orders/{id}/receipt — print the customer's receipt (spec/routes.txt names no print
// route; this one sits beside the order it prints). The receipt is what the order is now (its
// tracker read model), with the items only when the vendor prints them on its invoice
// (setprintitemsonfactoroption). It goes to the printers of the vendor's receipt (CUSTOMER)
// stations, or to the one printer named; each printer is a job in the print queue, so a printer
// that is off prints it when it is back. The body's id is the client's: a repeat prints nothing
// more.
import { DomainError } from '@sofre/engine';
import { PrintReceiptAnswer, PrintReceiptRequest } from '@sofre/engine/contracts';
import {
  printerKind,
  printerStationKind,
  printJobAggregate,
  receiptDocument,
  receiptJobId,
  type PrinterStationFields,
} from '@sofre/engine/printing';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { staff } from '../http/access.ts';
import { contextOf } from '../http/request-context.ts';
import { problemResponses, type ZodApp } from '../http/zod-app.ts';
import { accountOf } from '../vendors/vendor-streams.ts';
import type { RecordDeps } from '../records/record-commands.ts';

/** The printers a receipt goes to, each with its station's copies. */
async function receiptPrinters(deps: RecordDeps, vendorId: string, printerId: string | undefined) {
  const [printers, stations] = await Promise.all([
    deps.platform.readSide.records(vendorId, printerKind.kind),
    deps.platform.readSide.records(vendorId, printerStationKind.kind),
  ]);
  const known = new Set(printers.map((p) => p.id));
  if (printerId !== undefined) {
    if (!known.has(printerId)) throw new DomainError('PRINTER_NOT_FOUND');
    return [{ printerId, copies: 1 }];
  }
  const targets = stations
    .map((s) => s.fields as PrinterStationFields)
    .filter((s) => s.target === 'CUSTOMER')
    .flatMap((s) =>
      s.printerIds.filter((id) => known.has(id)).map((id) => ({ printerId: id, copies: s.copies })),
    );
  if (targets.length === 0) throw new DomainError('PRINT_NO_RECEIPT_PRINTER');
  return [...new Map(targets.map((t) => [t.printerId, t])).values()];
}

async function printReceipt(
  deps: RecordDeps,
  request: FastifyRequest,
  orderId: string,
  body: PrintReceiptRequest,
) {
  const { vendor } = contextOf(request);
  const order = await deps.platform.readSide.orderTracker(vendor.id, orderId);
  if (!order) throw new DomainError('ORDER_NOT_FOUND');
  const [targets, account] = await Promise.all([
    receiptPrinters(deps, vendor.id, body.printerId),
    accountOf(deps.platform.store, vendor.id),
  ]);
  const trackerUrl = `${request.protocol}://${request.host}/orders/${encodeURIComponent(orderId)}`;
  const document = receiptDocument(
    order,
    {
      name: vendor.name,
      currencyUnit: vendor.currencyUnit,
      printItemsOnFactor: account.printItemsOnFactor,
    },
    deps.clock().toISOString(),
    trackerUrl,
  );
  const runner = deps.runner;
  const jobs = [];
  let position = '';
  for (const { printerId, copies } of targets) {
    const jobId = receiptJobId(vendor.id, body.id, printerId);
    const command = { type: 'RequestPrint' as const, data: { jobId, printerId, copies, document } };
    const result = await runner.run(request, printJobAggregate, command, {
      commandId: `print-request:${jobId}`,
    });
    jobs.push({ jobId, printerId });
    position = result.position ?? position;
  }
  return { jobs, position };
}

export function receiptRoute(app: ZodApp, deps: RecordDeps) {
  app.post(
    '/api/orders/:id/receipt',
    {
      schema: {
        tags: ['orders'],
        summary: 'Print the customer’s receipt on the receipt printers (or the one named)',
        params: z.object({ id: z.string().min(1).max(100) }),
        body: PrintReceiptRequest,
        response: { 202: PrintReceiptAnswer, ...problemResponses(400, 401, 403, 404, 422) },
      },
      config: { access: staff('orders.take', 'orders.view') },
    },
    async (request, reply) => {
      const answer = await printReceipt(deps, request, request.params.id, request.body);
      return reply.code(202).send(answer);
    },
  );
}
