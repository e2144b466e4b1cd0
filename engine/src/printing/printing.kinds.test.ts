// Printers and printer stations: one record per name and per network address, stations that a
// kitchen ticket can come out of, and which stations hold a printer.
import { describe, expect, it } from 'vitest';
import { recordsOf, refusalOf } from '../food-shifts/record-kind.test-fixtures.ts';
import { printerKind, printerStationKind, stationsUsingPrinter } from './printing.kinds.ts';

const printers = recordsOf(printerKind);
const stations = recordsOf(printerStationKind);
const kitchenPrinter = { name: 'آشپزخانه', ip: '192.168.1.50' };
const counterPrinter = { name: 'صندوق', ip: '192.168.1.51', port: 9100, paperWidth: 58 as const };
const hotKitchen = { title: 'آشپزخانه گرم', printerIds: ['p1'], categoryIds: ['cat-mains'] };

describe('printers', () => {
  it('creates a printer on port 9100 with 80 mm paper unless told otherwise', () => {
    expect(printers.create({}, 'p1', kitchenPrinter)).toEqual([
      {
        type: 'PrinterCreated',
        data: { id: 'p1', fields: { ...kitchenPrinter, port: 9100, paperWidth: 80 } },
      },
    ]);
  });

  it('refuses a name another printer has, however it is typed', () => {
    const refusal = refusalOf(() =>
      printers.create({ p1: kitchenPrinter }, 'p2', { ...counterPrinter, name: 'آشپزخانه ' }),
    );
    expect(refusal).toMatchObject({ code: 'PRINTER_NAME_TAKEN', errors: [{ field: 'name' }] });
  });

  it('refuses a second printer at the same IP and port; another port is another printer', () => {
    const sameAddress = { ...counterPrinter, ip: kitchenPrinter.ip };
    expect(
      refusalOf(() => printers.create({ p1: kitchenPrinter }, 'p2', sameAddress)),
    ).toMatchObject({ code: 'PRINTER_ADDRESS_TAKEN', errors: [{ field: 'ip' }] });
    expect(
      printers.create({ p1: kitchenPrinter }, 'p2', { ...sameAddress, port: 9101 }),
    ).toHaveLength(1);
    // Changing a printer does not collide with itself.
    expect(
      printers.change({ p1: kitchenPrinter }, 'p1', { ...kitchenPrinter, paperWidth: 58 }),
    ).toHaveLength(1);
  });

  it('refuses a malformed IP, a port out of range and a paper width thermal rolls do not have', () => {
    const fieldsOf = (fields: object) =>
      refusalOf(() => printers.create({}, 'p', { ...kitchenPrinter, ...fields })).errors.map(
        (e) => e.field,
      );
    expect(fieldsOf({ ip: '192.168.1.300' })).toEqual(['ip']);
    expect(fieldsOf({ port: 70_000 })).toEqual(['port']);
    expect(fieldsOf({ paperWidth: 70 })).toEqual(['paperWidth']);
  });
});

describe('printer stations', () => {
  it('creates a kitchen station, dropping repeated printers and categories', () => {
    const [event] = stations.create({}, 's1', {
      ...hotKitchen,
      printerIds: ['p1', 'p1'],
      categoryIds: ['cat-mains', 'cat-pizza', 'cat-mains'],
    });
    expect(event!.data).toEqual({
      id: 's1',
      fields: {
        title: 'آشپزخانه گرم',
        target: 'KITCHEN',
        printerIds: ['p1'],
        categoryIds: ['cat-mains', 'cat-pizza'],
        copies: 1,
      },
    });
  });

  it('refuses a kitchen station without categories; a receipt station may print the whole order', () => {
    expect(
      refusalOf(() => stations.create({}, 's', { ...hotKitchen, categoryIds: [] })),
    ).toMatchObject({
      code: 'PRINTER_STATION_CATEGORIES_REQUIRED',
      errors: [{ field: 'categoryIds' }],
    });
    const receipt = { title: 'صندوق', target: 'CUSTOMER' as const, printerIds: ['p2'] };
    expect(stations.create({}, 's', receipt)).toHaveLength(1);
  });

  it('refuses a title another station has, a station without printers and too many copies', () => {
    expect(refusalOf(() => stations.create({ s1: hotKitchen }, 's2', hotKitchen)).code).toBe(
      'PRINTER_STATION_TITLE_TAKEN',
    );
    const fieldsOf = (fields: object) =>
      refusalOf(() => stations.create({}, 's', { ...hotKitchen, ...fields })).errors.map(
        (e) => e.field,
      );
    expect(fieldsOf({ printerIds: [] })).toEqual(['printerIds']);
    expect(fieldsOf({ copies: 6 })).toEqual(['copies']);
    expect(fieldsOf({ target: 'BAR' })).toEqual(['target']);
  });

  it('finds the stations that print on a printer', () => {
    const all = [
      { id: 's1', fields: printerStationKind.fields.parse(hotKitchen) },
      { id: 's2', fields: printerStationKind.fields.parse({ ...hotKitchen, printerIds: ['p2'] }) },
    ];
    expect(stationsUsingPrinter(all, 'p1').map((s) => s.id)).toEqual(['s1']);
    expect(stationsUsingPrinter(all, 'p3')).toEqual([]);
  });
});
