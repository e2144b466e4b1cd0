import { tehranWallToUtc } from '@sofre/engine';
import { describe, expect, it } from 'vitest';
import { EventLog, VENDOR, aLine, doogh, kebab } from '../../testing/event-log.fixtures.ts';
import { NO_STATION } from './kitchen-setup.ts';
import { kitchenTimesLedger, type KitchenTimesDay } from './kitchen-times.ledger.ts';
import { ledgerRows } from '../report-document/project-ledger.fixtures.ts';
import { percentileMinutes } from './prep-times.ts';

const tehran = (day: number, hour: number, minute: number, second = 0) =>
  new Date(Date.parse(tehranWallToUtc(2025, 3, day, hour, minute)) + second * 1000).toISOString();
const dayRow = (rows: Map<string, unknown>, day: string) =>
  rows.get(`${VENDOR}:DAY:${day}`) as KitchenTimesDay | undefined;

/** Kebab is cooked in the hot kitchen, doogh at the bar; the counter prints receipts only. */
function setUp() {
  const log = new EventLog();
  const meta = { vendorId: VENDOR, at: tehran(20, 9, 0), stream: 'setup' };
  const item = (itemId: string, categoryId: string) => ({
    type: 'MenuItemCreated',
    data: { itemId, categoryId },
  });
  const station = (id: string, title: string, target: string, categoryIds: string[]) => ({
    type: 'PrinterStationCreated',
    data: { id, fields: { title, target, printerIds: ['p'], categoryIds, copies: 1 } },
  });
  log.append(item('kebab', 'mains'), meta);
  log.append(item('doogh', 'drinks'), meta);
  log.append(station('hot', 'آشپزخانه گرم', 'KITCHEN', ['mains']), meta);
  log.append(station('bar', 'بار', 'KITCHEN', ['drinks']), meta);
  log.append(station('counter', 'صندوق', 'CUSTOMER', []), meta);
  return log;
}

describe('kitchen preparation times per station and Tehran day', () => {
  it('times each order from confirmation to ready, at every station that cooked part of it', () => {
    const log = setUp();
    const both = log.order('both');
    both.submit({ confirm: true }, tehran(21, 12, 0));
    both.moveTo('READYTOSERVE', tehran(21, 12, 12, 30));
    const drink = log.order('drink');
    drink.submit({ confirm: true, lines: [doogh] }, tehran(21, 12, 5));
    drink.moveTo('READYTOSERVE', tehran(21, 12, 8));
    const soup = log.order('soup');
    soup.submit({ confirm: true, lines: [aLine('soup')] }, tehran(21, 13, 0));
    soup.moveTo('READYTOSERVE', tehran(21, 13, 20));
    const gone = log.order('gone');
    gone.submit({ confirm: true }, tehran(21, 14, 0));
    gone.moveTo('REJECTED', tehran(21, 14, 5), 'تمام شد');
    const rows = ledgerRows<KitchenTimesDay>(kitchenTimesLedger, log.events);
    const day = dayRow(rows, '2025-03-21')!;
    expect(day.kitchen).toEqual({
      count: 3,
      seconds: 750 + 180 + 1200,
      minutes: { 12: 1, 3: 1, 20: 1 },
    });
    expect(day.stations).toEqual({
      hot: { title: 'آشپزخانه گرم', count: 1, seconds: 750, minutes: { 12: 1 } },
      bar: { title: 'بار', count: 2, seconds: 930, minutes: { 12: 1, 3: 1 } },
      [NO_STATION]: { title: '', count: 1, seconds: 1200, minutes: { 20: 1 } },
    });
    expect(percentileMinutes(day.kitchen, 0.9)).toBe(21);
  });

  it('an order confirmed later waits until then; one ready after midnight counts the next day', () => {
    const log = setUp();
    const online = log.order('online');
    online.submit(
      { source: 'WEBSITE', deliveryType: 'PICKUP', lines: [kebab] },
      tehran(21, 23, 40),
    );
    online.moveTo('CONFIRMED', tehran(21, 23, 50));
    online.moveTo('READYTOPICKUP', tehran(22, 0, 5));
    const rows = ledgerRows<KitchenTimesDay>(kitchenTimesLedger, log.events);
    expect(dayRow(rows, '2025-03-21')).toBeUndefined();
    expect(dayRow(rows, '2025-03-22')!.stations).toEqual({
      hot: { title: 'آشپزخانه گرم', count: 1, seconds: 900, minutes: { 15: 1 } },
    });
  });

  it('a new round on an open salon bill is timed again, at the stations of its new lines', () => {
    const log = setUp();
    const bill = log.order('bill');
    bill.submit({ confirm: true, paymentMethod: 'UNPAID', tableNumber: '4' }, tehran(21, 20, 0));
    bill.moveTo('READYTOSERVE', tehran(21, 20, 10));
    bill.editBill([kebab, doogh, aLine('tea', { menuItemId: 'doogh' })], tehran(21, 20, 30));
    bill.moveTo('READYTOSERVE', tehran(21, 20, 32));
    const rows = ledgerRows<KitchenTimesDay>(kitchenTimesLedger, log.events);
    const day = dayRow(rows, '2025-03-21')!;
    expect(day.kitchen).toMatchObject({ count: 2, seconds: 600 + 120 });
    expect(day.stations).toEqual({
      hot: { title: 'آشپزخانه گرم', count: 1, seconds: 600, minutes: { 10: 1 } },
      bar: { title: 'بار', count: 2, seconds: 720, minutes: { 10: 1, 2: 1 } },
    });
  });
});
