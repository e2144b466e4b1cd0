import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineEvent, eventCodec, type RecordedEvent } from '@sofre/engine';
import { anyProjection, defineProjection, type PositionedRow } from '../projection.ts';
import { createSqliteReadModels } from '../read-models/sqlite.read-models.ts';
import type { ReadModelStore } from '../read-models/read-model.store.ts';
import { writeBack } from '../rebuild/write-back.read-models.ts';
import { applyBatch } from './apply-batch.ts';
import { anyLedger, defineDocument, type Ledger } from './lane-document.ts';
import { prepareCheckpoints } from './prepare-checkpoints.ts';

// A tab is opened on a day and priced later; the day's ledger adds up the tabs' prices in the
// day the tab was opened, which only the tab's document knows (a Priced event names no day).
const Opened = defineEvent('Opened', z.object({ tab: z.string(), day: z.string() }));
const Priced = defineEvent('Priced', z.object({ tab: z.string(), amount: z.number() }));
type TabEvent =
  | { type: 'Opened'; data: { tab: string; day: string } }
  | { type: 'Priced'; data: { tab: string; amount: number } };

interface Tab extends PositionedRow {
  readonly day: string;
  readonly amount: number;
}
interface DayRow extends PositionedRow {
  readonly total: number;
  readonly tabs: number;
}

let tallies = 0;
const dayLedger: Ledger<Tab, TabEvent, { total: number; tabs: number }, DayRow> = {
  name: 'tab-days',
  tallyOf: ({ before, after }) => {
    tallies++;
    const total = (after?.amount ?? 0) - (before?.amount ?? 0);
    const tabs = (after ? 1 : 0) - (before ? 1 : 0);
    return total === 0 && tabs === 0 ? undefined : { total, tabs };
  },
  keysOf: ({ after, before }) => [`day-${(after ?? before)!.day}`],
  add: (row, tally, _id, { event }) => ({
    total: (row?.total ?? 0) + tally.total,
    tabs: (row?.tabs ?? 0) + tally.tabs,
    position: event.position,
  }),
  index: () => ({ vendorId: 'v1', kind: 'DAY' }),
};

const tabs = (
  version = 1,
  ledgers = [anyLedger(dayLedger)],
  isDocument?: (row: PositionedRow) => boolean,
) =>
  anyProjection(
    defineDocument(
      defineProjection<Tab, TabEvent>({
        name: 'tabs',
        version,
        codec: eventCodec([Opened, Priced]),
        eventTypes: ['Opened', 'Priced'],
        keysOf: (event) => [event.data.tab],
        evolve: (tab, event) =>
          event.type === 'Opened'
            ? { day: event.data.day, amount: 0, position: event.position }
            : tab && { ...tab, amount: event.data.amount, position: event.position },
        index: () => ({ vendorId: 'v1' }),
      }),
      ledgers,
      isDocument,
    ),
  );

let at = 0;
const event = (type: TabEvent['type'], data: object): RecordedEvent => {
  at++;
  const position = String(at).padStart(4, '0');
  return {
    id: position,
    stream: 'tab',
    revision: at,
    position,
    type,
    data,
    metadata: { vendorId: 'v1', version: 1 },
  };
};
const log = (): RecordedEvent[] => {
  at = 0;
  return [
    event('Opened', { tab: 'a', day: 'sat' }),
    event('Opened', { tab: 'b', day: 'sun' }),
    event('Priced', { tab: 'a', amount: 100 }),
    event('Priced', { tab: 'b', amount: 40 }),
    event('Priced', { tab: 'a', amount: 70 }),
    event('Priced', { tab: 'a', amount: 70 }),
  ];
};

const days = async (readModels: ReadModelStore) =>
  Object.fromEntries((await readModels.scanRows('tab-days')).map((r) => [r.id, r.doc]));

describe('a lane document and its ledgers', () => {
  it('moves the rows the document names, by the change of tally of each event, in log order', async () => {
    const readModels = createSqliteReadModels({ path: ':memory:' });
    const projections = [tabs()];
    const checkpoints = await prepareCheckpoints(readModels, projections);
    const changes = await applyBatch(readModels, projections, checkpoints, log());
    expect(await days(readModels)).toEqual({
      'day-sat': { total: 70, tabs: 1, position: '0005' },
      'day-sun': { total: 40, tabs: 1, position: '0004' },
    });
    // The document and each ledger row are written once for the batch; its checkpoint moves.
    expect(changes.map((c) => `${c.projection} ${c.id}`).sort()).toEqual([
      'tab-days day-sat',
      'tab-days day-sun',
      'tabs a',
      'tabs b',
    ]);
    expect(checkpoints.get('tabs')).toBe('0006');
    await readModels.close();
  });

  it('gives the same rows one event per batch (live) as the whole log in one (rebuild)', async () => {
    const live = createSqliteReadModels({ path: ':memory:' });
    const liveCheckpoints = await prepareCheckpoints(live, [tabs()]);
    for (const e of log()) await applyBatch(live, [tabs()], liveCheckpoints, [e]);
    const rebuilt = createSqliteReadModels({ path: ':memory:' });
    const held = writeBack(rebuilt, { fromZero: true });
    const rebuiltCheckpoints = await prepareCheckpoints(rebuilt, [tabs()]);
    const events = log();
    await applyBatch(held.store, [tabs()], rebuiltCheckpoints, events.slice(0, 3));
    await applyBatch(held.store, [tabs()], rebuiltCheckpoints, events.slice(3));
    await held.flush();
    for (const name of ['tabs', 'tab-days'])
      expect(await rebuilt.scanRows(name)).toEqual(await live.scanRows(name));
    await Promise.all([live.close(), rebuilt.close()]);
  });

  it('is safe to repeat: a batch applied again (its checkpoint lost) adds nothing twice', async () => {
    const readModels = createSqliteReadModels({ path: ':memory:' });
    const held = writeBack(readModels);
    await applyBatch(held.store, [tabs()], await prepareCheckpoints(readModels, [tabs()]), log());
    tallies = 0;
    await applyBatch(held.store, [tabs()], new Map([['tabs', undefined]]), log());
    // Documents already past the events change nothing, so no ledger is even asked.
    expect(tallies).toBe(0);
    await held.flush();
    expect(await days(readModels)).toEqual({
      'day-sat': { total: 70, tabs: 1, position: '0005' },
      'day-sun': { total: 40, tabs: 1, position: '0004' },
    });
    await readModels.close();
  });

  it('tells a ledger of the rows it names (toldOf), the others of the documents alone', async () => {
    // A tab opened on a day 'void' is a row beside the documents, not one of them.
    const isDocument = (row: PositionedRow) => (row as Tab).day !== 'void';
    const everyTab = anyLedger({ ...dayLedger, name: 'every-tab-day', toldOf: () => true });
    const projections = [tabs(1, [anyLedger(dayLedger), everyTab], isDocument)];
    const readModels = createSqliteReadModels({ path: ':memory:' });
    const checkpoints = await prepareCheckpoints(readModels, projections);
    const events = [...log(), event('Opened', { tab: 'v', day: 'void' })];
    await applyBatch(readModels, projections, checkpoints, [
      ...events,
      event('Priced', { tab: 'v', amount: 5 }),
    ]);
    expect(Object.keys(await days(readModels))).toEqual(['day-sat', 'day-sun']);
    const every = await readModels.scanRows('every-tab-day');
    expect(every.map((r) => [r.id, (r.doc as DayRow).total])).toEqual([
      ['day-sat', 70],
      ['day-sun', 40],
      ['day-void', 5],
    ]);
    await readModels.close();
  });

  it("starts its ledgers over with the document when the document's version changes", async () => {
    const readModels = createSqliteReadModels({ path: ':memory:' });
    const checkpoints = await prepareCheckpoints(readModels, [tabs(1)]);
    await applyBatch(readModels, [tabs(1)], checkpoints, log().slice(0, 3));
    expect(Object.keys(await days(readModels))).toEqual(['day-sat', 'day-sun']);
    const again = await prepareCheckpoints(readModels, [tabs(2)]);
    expect(again.get('tabs')).toBeUndefined();
    expect(await days(readModels)).toEqual({});
    await readModels.close();
  });
});
