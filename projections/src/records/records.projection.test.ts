// The records read model: evolve of created / changed / removed in memory, and the queries over a
// real (SQLite, in memory) store fed by the runner, where a removed record is gone from answers.
import { handleCommand, type DomainEvent } from '@sofre/engine';
import { printerKind, type PrinterFields } from '@sofre/engine/printing';
import type { RecordCommand } from '@sofre/engine/records';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { at, openEmbedded } from '../testing/embedded.fixtures.ts';
import { EventLog, OTHER_VENDOR, VENDOR } from '../testing/event-log.fixtures.ts';
import { projectInMemory } from '../testing/project-in-memory.ts';
import { recordsProjection } from './records.projection.ts';
import { recordKey } from './record.view.ts';

const kitchen: PrinterFields = { name: 'آشپزخانه', ip: '192.168.1.50', port: 9100, paperWidth: 80 };
const bar: PrinterFields = { name: 'بار', ip: '192.168.1.51', port: 9100, paperWidth: 58 };
const { created, changed, removed } = printerKind.events;

function logOf(...entries: { vendorId?: string; event: DomainEvent; at: string }[]) {
  const log = new EventLog();
  for (const { vendorId = VENDOR, event, at: when } of entries)
    log.append(event, { vendorId, at: when, stream: `records-printer:${vendorId}` });
  return log.events;
}

describe('records projection: evolve', () => {
  it('a created record holds its fields, kind, vendor and times', () => {
    const events = logOf({ event: created({ id: 'p1', fields: kitchen }), at: at(0) });
    const rows = projectInMemory(recordsProjection, events);
    expect(rows.get(recordKey('printer', VENDOR, 'p1'))).toEqual({
      kind: 'printer',
      id: 'p1',
      vendorId: VENDOR,
      fields: kitchen,
      createdAt: at(0),
      updatedAt: at(0),
      createdPosition: events[0]!.position,
      removed: false,
      position: events[0]!.position,
    });
  });

  it('a change replaces the fields and keeps the creation time', () => {
    const events = logOf(
      { event: created({ id: 'p1', fields: kitchen }), at: at(0) },
      { event: changed({ id: 'p1', fields: { ...kitchen, port: 9101 } }), at: at(5) },
    );
    const row = projectInMemory(recordsProjection, events).get(recordKey('printer', VENDOR, 'p1'));
    expect(row).toMatchObject({
      fields: { ...kitchen, port: 9101 },
      createdAt: at(0),
      updatedAt: at(5),
      createdPosition: events[0]!.position,
      removed: false,
      position: events[1]!.position,
    });
  });

  it('a removed record stays as a marker (for live clients), flagged removed', () => {
    const events = logOf(
      { event: created({ id: 'p1', fields: kitchen }), at: at(0) },
      { event: removed({ id: 'p1' }), at: at(9) },
    );
    const rows = projectInMemory(recordsProjection, events);
    expect(rows.get(recordKey('printer', VENDOR, 'p1'))).toMatchObject({
      removed: true,
      fields: kitchen,
      updatedAt: at(9),
    });
    const index = recordsProjection.index(
      rows.get(recordKey('printer', VENDOR, 'p1'))!,
      events[1]! as Parameters<typeof recordsProjection.index>[1],
    );
    expect(index).toMatchObject({ vendorId: VENDOR, kind: 'printer', open: false });
  });

  it('the same id at two vendors is two rows; applying an event twice changes nothing', () => {
    const events = logOf(
      { event: created({ id: 'p1', fields: kitchen }), at: at(0) },
      { vendorId: OTHER_VENDOR, event: created({ id: 'p1', fields: bar }), at: at(1) },
    );
    const once = projectInMemory(recordsProjection, events);
    const twice = projectInMemory(recordsProjection, events, new Map(once));
    expect(twice).toEqual(once);
    expect(once.get(recordKey('printer', OTHER_VENDOR, 'p1'))?.fields).toEqual(bar);
    expect(once.size).toBe(2);
  });
});

describe('records queries', () => {
  let embedded: Awaited<ReturnType<typeof openEmbedded>>;
  beforeAll(async () => {
    embedded = await openEmbedded();
  });
  afterAll(() => embedded.close());

  const run = async (
    command: Omit<RecordCommand<PrinterFields>, 'metadata'>,
    vendorId = VENDOR,
  ) => {
    const metadata = embedded.commands.meta(vendorId, at(0));
    const full = { ...command, metadata } as RecordCommand<PrinterFields>;
    const result = await handleCommand(embedded.eventStore, printerKind.aggregate, full);
    await embedded.runner.waitFor(result.position!, 5_000);
  };

  it('lists a vendor’s records oldest first; a removed one is gone from list and get', async () => {
    await run({ type: 'CreateRecord', data: { id: 'p1', fields: kitchen } });
    await run({ type: 'CreateRecord', data: { id: 'p2', fields: bar } });
    await run({ type: 'CreateRecord', data: { id: 'p1', fields: bar } }, OTHER_VENDOR);
    const { queries } = embedded;
    expect((await queries.records(VENDOR, 'printer')).map((r) => r.id)).toEqual(['p1', 'p2']);
    expect((await queries.records(OTHER_VENDOR, 'printer')).map((r) => r.fields)).toEqual([bar]);

    await run({ type: 'RemoveRecord', data: { id: 'p1' } });
    expect((await queries.records(VENDOR, 'printer')).map((r) => r.id)).toEqual(['p2']);
    expect(await queries.record(VENDOR, 'printer', 'p1')).toBeUndefined();
    expect((await queries.record(VENDOR, 'printer', 'p2'))?.fields).toEqual(bar);
    expect(await queries.records(VENDOR, 'printer-station')).toEqual([]);
    // The other vendor's record of the same id is untouched.
    expect(await queries.record(OTHER_VENDOR, 'printer', 'p1')).toMatchObject({ removed: false });
  });
});
