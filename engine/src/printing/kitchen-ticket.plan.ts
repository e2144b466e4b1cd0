// Which jobs a kitchen ticket becomes: one per station whose lines it has and per printer of that
// station, each with only that station's lines. A line of a category no kitchen station prints,
// and a station whose printers are gone, become jobs too — failed at once, so staff see what the
// kitchen did not get instead of it vanishing. Job ids derive from the ticket, the station and the
// printer: planning the same ticket again (a retry, a second gateway) names the same jobs. They
// begin with the order's time (timeLedNameUuid), so the print queue's rows of one moment sit
// side by side in its index.
import type { KitchenTicketDocument, KitchenTicketLine } from './print-document.ts';
import type { PrintSetupProblem } from './print-job.events.ts';
import type { PrinterStationFields } from './printing.kinds.ts';
import { timeLedNameUuid } from '../shared/name-uuid.ts';

const printingUuid = timeLedNameUuid('b0c7d5a2-3e49-4f1e-8d6a-7c2e9f4a1b35');

/** One kitchen ticket of an order: the order, the command that caused it and which event. */
export const kitchenTicketId = (orderId: string, commandId: string, cause: string): string =>
  printingUuid(`ticket/${orderId}/${commandId}/${cause}`, orderId);

export const kitchenJobId = (
  vendorId: string,
  ticketId: string,
  stationId: string | undefined,
  printerId: string | undefined,
): string =>
  printingUuid(`kitchen/${vendorId}/${ticketId}/${stationId ?? '-'}/${printerId ?? '-'}`, ticketId);

/** The receipt asked by a request (its client id) for one printer. */
export const receiptJobId = (vendorId: string, requestId: string, printerId: string): string =>
  printingUuid(`receipt/${vendorId}/${requestId}/${printerId}`, requestId);

/** The test page asked by a request (its client id) of one printer. */
export const testPageJobId = (vendorId: string, requestId: string, printerId: string): string =>
  printingUuid(`test-page/${vendorId}/${requestId}/${printerId}`, requestId);

/** The vendor's setup as the read side holds it when the ticket is planned. */
export interface PrintSetup {
  /** Menu item id → its category id. */
  readonly categoryOfItem: ReadonlyMap<string, string>;
  readonly stations: readonly { readonly id: string; readonly fields: PrinterStationFields }[];
  /** The vendor's printers that exist. */
  readonly printerIds: ReadonlySet<string>;
}

export interface PlannedPrint {
  readonly jobId: string;
  readonly printerId?: string;
  readonly stationId?: string;
  readonly problem?: PrintSetupProblem;
  readonly copies: number;
  readonly document: KitchenTicketDocument;
}

/** A NEW ticket goes to every station it has lines for; an EDIT only to stations it changed. */
const concerns = (ticket: KitchenTicketDocument, lines: readonly KitchenTicketLine[]) =>
  lines.length > 0 && (ticket.ticket === 'NEW' || lines.some((l) => l.mark !== undefined));

export function planKitchenTicket(
  vendorId: string,
  ticketId: string,
  ticket: KitchenTicketDocument,
  setup: PrintSetup,
): PlannedPrint[] {
  const kitchens = setup.stations.filter((s) => s.fields.target === 'KITCHEN');
  const categoryOf = (line: KitchenTicketLine) => setup.categoryOfItem.get(line.menuItemId);
  const plans: PlannedPrint[] = [];
  const job = (stationId: string | undefined, printerId: string | undefined) =>
    kitchenJobId(vendorId, ticketId, stationId, printerId);

  for (const station of kitchens) {
    const lines = ticket.lines.filter((l) => {
      const category = categoryOf(l);
      return category !== undefined && station.fields.categoryIds.includes(category);
    });
    if (!concerns(ticket, lines)) continue;
    const document = { ...ticket, stationTitle: station.fields.title, lines };
    const { copies } = station.fields;
    const printers = station.fields.printerIds.filter((id) => setup.printerIds.has(id));
    if (printers.length === 0) {
      const problem = 'STATION_WITHOUT_PRINTER';
      plans.push({
        jobId: job(station.id, undefined),
        stationId: station.id,
        problem,
        copies,
        document,
      });
    }
    for (const printerId of printers)
      plans.push({
        jobId: job(station.id, printerId),
        printerId,
        stationId: station.id,
        copies,
        document,
      });
  }

  const routed = new Set(kitchens.flatMap((s) => s.fields.categoryIds));
  const stray = ticket.lines.filter((l) => {
    const category = categoryOf(l);
    return category === undefined || !routed.has(category);
  });
  if (concerns(ticket, stray)) {
    const document = { ...ticket, lines: stray };
    plans.push({
      jobId: job(undefined, undefined),
      problem: 'ITEM_WITHOUT_STATION',
      copies: 1,
      document,
    });
  }
  return plans;
}

/** A ticket nobody planned in time (no gateway ran): one failed job says it was not printed. */
export const lateKitchenTicket = (
  vendorId: string,
  ticketId: string,
  ticket: KitchenTicketDocument,
): PlannedPrint => ({
  jobId: kitchenJobId(vendorId, ticketId, 'late', undefined),
  problem: 'TOO_LATE',
  copies: 1,
  document: ticket,
});
