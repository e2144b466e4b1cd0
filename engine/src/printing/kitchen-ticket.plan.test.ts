// Kitchen tickets: an edit marks what changed (new, changed with the count before, cancelled struck
// through), and a ticket becomes one job per station it concerns and per printer of the station,
// with only that station's lines. Lines no station cooks and stations without printers become
// failed jobs, not silence; planning twice names the same jobs.
import { describe, expect, it } from 'vitest';
import type { OrderLine } from '../pricing/order-line.ts';
import { OrderLine as OrderLineSchema } from '../pricing/order-line.ts';
import type { KitchenTicketDocument } from './print-document.ts';
import { planKitchenTicket, type PrintSetup } from './kitchen-ticket.plan.ts';
import { printerStationKind } from './printing.kinds.ts';
import {
  cancelledTicketLines,
  freshTicketLines,
  kitchenLinesOf,
  markedTicketLines,
} from './ticket-lines.ts';

const line = (tempId: string, menuItemId: string, count: number, note?: string): OrderLine =>
  OrderLineSchema.parse({
    tempId,
    menuItemId,
    title: menuItemId,
    price: 100_000,
    count,
    discount: 0,
    packagingCost: 0,
    servePackagingCost: 0,
    withTax: false,
    note,
  });

const kebab = line('l1', 'kebab', 2);
const stew = line('l2', 'stew', 1);
const doogh = line('l3', 'doogh', 2);

describe('ticket lines', () => {
  it('marks an edit: a new line, a count changed, a note changed, a line gone', () => {
    const before = kitchenLinesOf([kebab, stew, doogh]);
    const after = kitchenLinesOf([
      { ...kebab, count: 3 },
      { ...stew, note: 'بدون پیاز' },
      line('l4', 'salad', 1),
    ]);
    expect(markedTicketLines(before, after)).toEqual([
      {
        menuItemId: 'kebab',
        title: 'kebab',
        count: 3,
        previousCount: 2,
        toppings: [],
        mark: 'CHANGED',
      },
      {
        menuItemId: 'stew',
        title: 'stew',
        count: 1,
        toppings: [],
        note: 'بدون پیاز',
        mark: 'CHANGED',
      },
      { menuItemId: 'salad', title: 'salad', count: 1, toppings: [], mark: 'NEW' },
      { menuItemId: 'doogh', title: 'doogh', count: 2, toppings: [], mark: 'CANCELLED' },
    ]);
  });

  it('leaves unchanged lines unmarked; a cancelled order strikes every line', () => {
    const lines = kitchenLinesOf([kebab, doogh]);
    expect(markedTicketLines(lines, lines).every((l) => l.mark === undefined)).toBe(true);
    expect(cancelledTicketLines(lines).map((l) => l.mark)).toEqual(['CANCELLED', 'CANCELLED']);
  });
});

const station = (id: string, title: string, printerIds: string[], categoryIds: string[]) => ({
  id,
  fields: printerStationKind.fields.parse({ title, printerIds, categoryIds }),
});
const setup: PrintSetup = {
  categoryOfItem: new Map([
    ['kebab', 'cat-mains'],
    ['stew', 'cat-stews'],
    ['doogh', 'cat-drinks'],
    ['cake', 'cat-desserts'],
  ]),
  stations: [
    station('hot', 'آشپزخانه گرم', ['p-kitchen', 'p-pass'], ['cat-mains', 'cat-stews']),
    station('bar', 'بار', ['p-bar'], ['cat-drinks']),
    {
      id: 'counter',
      fields: printerStationKind.fields.parse({
        title: 'صندوق',
        target: 'CUSTOMER',
        printerIds: ['p-counter'],
      }),
    },
  ],
  printerIds: new Set(['p-kitchen', 'p-pass', 'p-bar', 'p-counter']),
};
const ticketOf = (
  lines: KitchenTicketDocument['lines'],
  kind: KitchenTicketDocument['ticket'] = 'NEW',
): KitchenTicketDocument => ({
  kind: 'KITCHEN_TICKET',
  ticket: kind,
  orderId: 'o-1',
  number: 7,
  source: 'SALON',
  submittedAt: '2025-03-21T08:30:00.000Z',
  at: '2025-03-21T08:30:00.000Z',
  lines,
});
const titles = (doc: KitchenTicketDocument) => doc.lines.map((l) => l.menuItemId);

describe('planning a kitchen ticket', () => {
  it('one job per station and printer, each with its own lines; the receipt station prints none', () => {
    const plan = planKitchenTicket(
      'v',
      't',
      ticketOf(freshTicketLines(kitchenLinesOf([kebab, stew, doogh]))),
      setup,
    );
    expect(
      plan.map((p) => [p.stationId, p.printerId, p.document.stationTitle, titles(p.document)]),
    ).toEqual([
      ['hot', 'p-kitchen', 'آشپزخانه گرم', ['kebab', 'stew']],
      ['hot', 'p-pass', 'آشپزخانه گرم', ['kebab', 'stew']],
      ['bar', 'p-bar', 'بار', ['doogh']],
    ]);
    expect(new Set(plan.map((p) => p.jobId)).size).toBe(3);
    expect(planKitchenTicket('v', 't', plan[0]!.document, setup).map((p) => p.jobId)).toContain(
      plan[0]!.jobId,
    );
    expect(planKitchenTicket('v', 't2', plan[0]!.document, setup)[0]!.jobId).not.toBe(
      plan[0]!.jobId,
    );
  });

  it('an edit goes only to the stations whose lines changed, with all their lines', () => {
    const before = kitchenLinesOf([kebab, stew, doogh]);
    const after = kitchenLinesOf([kebab, stew, { ...doogh, count: 3 }]);
    const plan = planKitchenTicket(
      'v',
      't',
      ticketOf(markedTicketLines(before, after), 'EDIT'),
      setup,
    );
    expect(plan.map((p) => [p.stationId, titles(p.document)])).toEqual([['bar', ['doogh']]]);
    expect(plan[0]!.document.lines[0]).toMatchObject({
      count: 3,
      previousCount: 2,
      mark: 'CHANGED',
    });
  });

  it('lines no kitchen station cooks (or of an item off the menu) are a failed job, not dropped', () => {
    const cake = line('l5', 'cake', 1);
    const gone = line('l6', 'removed-item', 1);
    const plan = planKitchenTicket(
      'v',
      't',
      ticketOf(freshTicketLines(kitchenLinesOf([kebab, cake, gone]))),
      setup,
    );
    const stray = plan.find((p) => p.problem === 'ITEM_WITHOUT_STATION')!;
    expect([stray.printerId, stray.stationId]).toEqual([undefined, undefined]);
    expect(titles(stray.document)).toEqual(['cake', 'removed-item']);
    expect(stray.document.stationTitle).toBeUndefined();
  });

  it('a station whose printers are gone is a failed job for that station', () => {
    const noPrinters = { ...setup, printerIds: new Set(['p-bar']) };
    const plan = planKitchenTicket(
      'v',
      't',
      ticketOf(freshTicketLines(kitchenLinesOf([kebab, doogh]))),
      noPrinters,
    );
    expect(plan.map((p) => [p.stationId, p.printerId, p.problem])).toEqual([
      ['hot', undefined, 'STATION_WITHOUT_PRINTER'],
      ['bar', 'p-bar', undefined],
    ]);
  });

  it('copies come from the station', () => {
    const twice = { ...setup, stations: [station('bar', 'بار', ['p-bar'], ['cat-drinks'])] };
    twice.stations[0]!.fields.copies = 2;
    const plan = planKitchenTicket(
      'v',
      't',
      ticketOf(freshTicketLines(kitchenLinesOf([doogh]))),
      twice,
    );
    expect(plan.map((p) => p.copies)).toEqual([2]);
  });
});
