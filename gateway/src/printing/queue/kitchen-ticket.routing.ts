// Owed kitchen tickets become print jobs: planned against the vendor's setup as the read side has
// it now (menu categories, stations, printers), each job requested on its own stream under an id
// the plan derives, the last one closing the ticket. Planning a ticket twice (a retry, a second
// gateway) requests nothing twice. A ticket older than `staleMs` — no gateway ran while its food
// was cooked — is not printed: one failed job says so instead.
import {
  lateKitchenTicket,
  planKitchenTicket,
  printerKind,
  printerStationKind,
  type PrintSetup,
  type PrinterStationFields,
} from '@sofre/engine/printing';
import type { OwedTicketRow } from '@sofre/projections';
import type { ReadSide } from '../../platform/read-side.port.ts';
import type { PrintCommandRunner } from './print-commands.ts';

async function setupOf(readSide: ReadSide, vendorId: string): Promise<PrintSetup> {
  const [menu, stations, printers] = await Promise.all([
    readSide.menu(vendorId),
    readSide.records(vendorId, printerStationKind.kind),
    readSide.records(vendorId, printerKind.kind),
  ]);
  return {
    categoryOfItem: new Map(menu.flatMap((c) => c.items.map((i) => [i.id, c.id] as const))),
    stations: stations.map((s) => ({ id: s.id, fields: s.fields as PrinterStationFields })),
    printerIds: new Set(printers.map((p) => p.id)),
  };
}

export async function routeOwedTickets(
  readSide: ReadSide,
  commands: PrintCommandRunner,
  tickets: readonly OwedTicketRow[],
  options: {
    readonly now: Date;
    readonly staleMs: number;
    readonly log: { warn(details: object, message: string): void };
  },
): Promise<void> {
  const setups = new Map<string, Promise<PrintSetup>>();
  for (const { vendorId, ticketId, document } of tickets) {
    const late = options.now.getTime() - Date.parse(document.at) > options.staleMs;
    let setup = setups.get(vendorId);
    if (!setup) setups.set(vendorId, (setup = setupOf(readSide, vendorId)));
    const plan = late
      ? [lateKitchenTicket(vendorId, ticketId, document)]
      : planKitchenTicket(vendorId, ticketId, document, await setup);
    for (const [i, job] of plan.entries()) {
      const ticket = { ticketId, orderId: document.orderId, closes: i === plan.length - 1 };
      await commands.run(
        vendorId,
        'RequestPrint',
        { ...job, ticket },
        `print-request:${job.jobId}`,
      );
    }
  }
}
