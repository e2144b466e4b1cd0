// POST /api-catalog/catalog/printers/{id}/test — the back office's «چاپ آزمایشی»: a test page for
// one printer, through the print queue like a receipt (a printer that is off prints it when it is
// back). The body's id is the client's: a repeat prints nothing more. With the sandbox printer the
// answer says where its pages show.
import { DomainError } from '@sofre/engine';
import { PrintTestPageAnswer, PrintTestPageRequest } from '@sofre/engine/contracts';
import {
  printerKind,
  printJobAggregate,
  testPageJobId,
  type PrinterFields,
} from '@sofre/engine/printing';
import { z } from 'zod';
import { contextOf } from '../http/request-context.ts';
import { problemResponses, type ZodApp } from '../http/zod-app.ts';
import type { RecordDeps } from '../records/record-commands.ts';
import { PRINTERS, printingAccess, printingTags } from './printing.paths.ts';

export function printTestPageRoute(app: ZodApp, deps: RecordDeps, sandboxPage?: string) {
  const runner = deps.runner;
  app.post(
    `${PRINTERS}/:id/test`,
    {
      schema: {
        tags: printingTags,
        summary: 'Print a test page on the printer (through the print queue)',
        params: z.object({ id: z.string().min(1).max(100) }),
        body: PrintTestPageRequest,
        response: { 202: PrintTestPageAnswer, ...problemResponses(400, 401, 403, 404) },
      },
      config: { access: printingAccess.write },
    },
    async (request, reply) => {
      const { vendor } = contextOf(request);
      const printerId = request.params.id;
      const printer = await deps.platform.readSide.record(vendor.id, printerKind.kind, printerId);
      if (!printer) throw new DomainError('PRINTER_NOT_FOUND');
      const jobId = testPageJobId(vendor.id, request.body.id, printerId);
      const document = {
        kind: 'TEST_PAGE' as const,
        vendorName: vendor.name,
        printerName: (printer.fields as PrinterFields).name,
        at: deps.clock().toISOString(),
      };
      const result = await runner.run(
        request,
        printJobAggregate,
        { type: 'RequestPrint', data: { jobId, printerId, copies: 1, document } },
        { commandId: `print-request:${jobId}` },
      );
      return reply.code(202).send({
        jobId,
        position: result.position ?? '',
        ...(sandboxPage ? { sandboxPage } : {}),
      });
    },
  );
}
