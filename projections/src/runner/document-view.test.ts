// A projection reading its lane's document (Projection.reads): it sees each document just before
// and after each of its events, as the document's projection folded the same batch, whatever the
// batch's size; a reader that starts over takes its document with it; a document of another lane
// is refused.
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { defineEvent, eventCodec, type RecordedEvent } from '@sofre/engine';
import { anyProjection, defineProjection, type PositionedRow } from '../projection.ts';
import { createSqliteReadModels } from '../read-models/sqlite.read-models.ts';
import { applyBatch } from './apply-batch.ts';
import { prepareCheckpoints } from './prepare-checkpoints.ts';

const Added = defineEvent('Added', z.object({ tab: z.string(), n: z.number() }));
type AddedEvent = { type: 'Added'; data: { tab: string; n: number } };

interface TabRow extends PositionedRow {
  readonly total: number;
}
interface SeenRow extends PositionedRow {
  readonly seen: readonly string[];
}

/** The document: each tab's total. */
const tabs = anyProjection(
  defineProjection<TabRow, AddedEvent>({
    name: 'tabs',
    version: 1,
    codec: eventCodec([Added]),
    eventTypes: ['Added'],
    keysOf: (event) => [event.data.tab],
    // Adding nothing leaves the tab as it was (the batch then changes it nowhere).
    evolve: (row, event) =>
      row && event.data.n === 0
        ? row
        : { total: (row?.total ?? 0) + event.data.n, position: event.position },
    index: () => ({ vendorId: 'v1' }),
  }),
);

/** A reader: what each event found of its tab, and left of it. */
const seen = (version = 1) =>
  anyProjection(
    defineProjection<SeenRow, AddedEvent>({
      name: 'seen',
      version,
      codec: eventCodec([Added]),
      eventTypes: ['Added'],
      keysOf: () => ['log'],
      reads: { projection: tabs, keysOf: (event) => [event.data.tab] },
      evolve: (row, event, { document }) => {
        const { before, after } = document(event.data.tab) as {
          before?: TabRow;
          after?: TabRow;
        };
        const entry = `${event.data.tab}:${before?.total ?? '-'}→${after?.total ?? '-'}`;
        return { seen: [...(row?.seen ?? []), entry], position: event.position };
      },
      index: () => ({ vendorId: 'v1' }),
    }),
  );

const recorded = (tab: string, n: number, position: string): RecordedEvent => ({
  id: position,
  stream: `tab-${tab}`,
  revision: 0,
  position,
  type: 'Added',
  data: { tab, n },
  metadata: { vendorId: 'v1', version: 1 },
});

const log = [
  recorded('a', 2, '01'),
  recorded('b', 5, '02'),
  recorded('a', 3, '03'),
  recorded('a', 1, '04'),
  recorded('b', 0, '05'),
];
const expected = ['a:-→2', 'b:-→5', 'a:2→5', 'a:5→6', 'b:5→5'];

async function seenAfter(batches: readonly (readonly RecordedEvent[])[], reader = seen()) {
  const readModels = createSqliteReadModels({ path: ':memory:' });
  const projections = [reader, tabs];
  const checkpoints = await prepareCheckpoints(readModels, projections);
  for (const batch of batches) await applyBatch(readModels, projections, checkpoints, batch);
  const row = (await readModels.loadRows('seen', ['log'])).get('log')?.doc as SeenRow;
  return { seen: row.seen, readModels };
}

describe('a projection reading its lane’s document', () => {
  it('sees the document around each of its events, in one batch or one event at a time', async () => {
    expect((await seenAfter([log])).seen).toEqual(expected);
    expect((await seenAfter(log.map((e) => [e]))).seen).toEqual(expected);
  });

  it('reads only the documents its event named', async () => {
    const greedy = anyProjection(
      defineProjection<SeenRow, AddedEvent>({
        ...(seen() as never as Parameters<typeof defineProjection<SeenRow, AddedEvent>>[0]),
        evolve: (_row, event, { document }) => {
          document('elsewhere');
          return { seen: [], position: event.position };
        },
      }),
    );
    await expect(seenAfter([log], greedy)).rejects.toThrow(/outside reads.keysOf/);
  });

  it('starts over with its document when it starts over (a new version)', async () => {
    const { readModels } = await seenAfter([log.slice(0, 2)]);
    const reset = vi.spyOn(readModels, 'resetProjection');
    const bumped = seen(2);
    const checkpoints = await prepareCheckpoints(readModels, [bumped, tabs]);
    expect(reset.mock.calls.map(([name]) => name).sort()).toEqual(['seen', 'tabs']);
    await applyBatch(readModels, [bumped, tabs], checkpoints, log);
    const row = (await readModels.loadRows('seen', ['log'])).get('log')?.doc as SeenRow;
    expect(row.seen).toEqual(expected);
  });

  it('refuses a document that does not run in its lane', async () => {
    const readModels = createSqliteReadModels({ path: ':memory:' });
    const alone = [seen()];
    const checkpoints = await prepareCheckpoints(readModels, alone);
    await expect(applyBatch(readModels, alone, checkpoints, log)).rejects.toThrow(
      /not a document of its lane/,
    );
  });
});
