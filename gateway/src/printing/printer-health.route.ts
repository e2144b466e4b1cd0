// GET /api/health/printers — each printer of the vendor with what its jobs did: last success, last
// failure and why, since when it fails (DOWN after a minute: the back office warns), how many jobs
// wait; and the latest tickets that had nowhere to print. Beside GET /api/health (the platform's
// read models); this one is the vendor's, for whoever runs the floor or sets the printers up.
import { PrintersHealth } from '@sofre/engine/contracts';
import {
  PRINTER_DOWN_AFTER_SECONDS,
  printerKind,
  printerStatusAt,
  type PrinterFields,
} from '@sofre/engine/printing';
import type { PrinterHealthRow } from '@sofre/projections';
import { staff } from '../http/access.ts';
import { contextOf } from '../http/request-context.ts';
import { problemResponses, type ZodApp } from '../http/zod-app.ts';
import type { RecordDeps } from '../records/record-commands.ts';

/** What the read model knows of a printer, without its row's bookkeeping. */
const factsOf = ({
  kind: _kind,
  printerId: _id,
  position: _position,
  ...facts
}: PrinterHealthRow) => facts;

export function printerHealthRoute(app: ZodApp, deps: RecordDeps) {
  const { readSide } = deps.platform;
  app.get(
    '/api/health/printers',
    {
      schema: {
        tags: ['health'],
        summary:
          'The vendor’s printers: last success, last failure, jobs waiting; unprinted tickets',
        response: { 200: PrintersHealth, ...problemResponses(401, 403) },
      },
      config: { access: staff('terminals.manage', 'orders.take', 'kitchen.view') },
    },
    async (request) => {
      const vendorId = contextOf(request).vendor.id;
      const now = deps.clock();
      const [printers, health] = await Promise.all([
        readSide.records(vendorId, printerKind.kind),
        readSide.printerHealth(vendorId),
      ]);
      const byId = new Map(health.printers.map((h) => [h.printerId, h]));
      return {
        checkedAt: now.toISOString(),
        downAfterSeconds: PRINTER_DOWN_AFTER_SECONDS,
        printers: printers.map((record) => {
          const { name, ip, port } = record.fields as PrinterFields;
          const seen = byId.get(record.id);
          const facts = seen ? factsOf(seen) : { queued: 0 };
          return {
            printerId: record.id,
            name,
            ip,
            port,
            status: printerStatusAt(facts, now),
            ...facts,
          };
        }),
        problems: health.problems.map(({ stationId: _stationId, ...problem }) => ({
          ...problem,
          lines: [...problem.lines],
        })),
      };
    },
  );
}
