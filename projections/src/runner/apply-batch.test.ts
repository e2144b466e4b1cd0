import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineEvent, eventCodec, type RecordedEvent } from '@sofre/engine';
import { defineProjection, anyProjection, type PositionedRow } from '../projection.ts';
import { createSqliteReadModels } from '../read-models/sqlite.read-models.ts';
import { applyBatch } from './apply-batch.ts';
import { prepareCheckpoints } from './prepare-checkpoints.ts';

let parsed = 0;
// Version 2: the recorded events below are of version 1, upcast and parsed on the way in.
const Counted = defineEvent(
  'Counted',
  z.object({ n: z.number() }).transform((data) => (parsed++, data)),
  { version: 2, upcast: (data) => data },
);
const Other = defineEvent('Other', z.object({}));

interface CountRow extends PositionedRow {
  readonly total: number;
}

const counter = (name: string, definitions: Parameters<typeof eventCodec>[0]) =>
  anyProjection(
    defineProjection<CountRow, { type: 'Counted'; data: { n: number } }>({
      name,
      version: 1,
      codec: eventCodec(definitions),
      eventTypes: ['Counted'],
      keysOf: () => ['total'],
      evolve: (row, event) => ({
        total: (row?.total ?? 0) + event.data.n,
        position: event.position,
      }),
      index: () => ({ vendorId: 'v1' }),
    }),
  );

const recorded = (n: number, position: string, version = 1): RecordedEvent => ({
  id: position,
  stream: 'counts-1',
  revision: Number(position) - 1,
  position,
  type: 'Counted',
  data: { n },
  metadata: { vendorId: 'v1', version },
});

describe('applying a batch', () => {
  it('takes the data of an event of its definition’s version as stored (parsed when appended)', async () => {
    const readModels = createSqliteReadModels({ path: ':memory:' });
    const projections = [counter('a', [Counted])];
    parsed = 0;
    const checkpoints = await prepareCheckpoints(readModels, projections);
    await applyBatch(readModels, projections, checkpoints, [recorded(2, '01', 2)]);
    expect(parsed).toBe(0);
    expect((await readModels.loadRows('a', ['total'])).get('total')?.doc).toMatchObject({
      total: 2,
    });
    await readModels.close();
  });

  it('parses an older event once for every codec that lists its definition', async () => {
    const readModels = createSqliteReadModels({ path: ':memory:' });
    const projections = [counter('a', [Counted]), counter('b', [Counted, Other])];
    parsed = 0;
    const checkpoints = await prepareCheckpoints(readModels, projections);
    await applyBatch(readModels, projections, checkpoints, [recorded(2, '01'), recorded(3, '02')]);
    expect(parsed).toBe(2);
    for (const name of ['a', 'b'])
      expect((await readModels.loadRows(name, ['total'])).get('total')?.doc).toMatchObject({
        total: 5,
      });
    await readModels.close();
  });

  it('writes a row once, as the batch left it; a removed one keeps the index it had', async () => {
    // A tab adds up its numbers and closes on a negative one; its index says how much it held.
    const tabs = anyProjection(
      defineProjection<CountRow, { type: 'Counted'; data: { n: number } }>({
        name: 'tabs',
        version: 1,
        codec: eventCodec([Counted]),
        eventTypes: ['Counted'],
        keysOf: (event) => [`tab-${Math.abs(event.data.n)}`],
        evolve: (row, event) =>
          event.data.n < 0
            ? undefined
            : { total: (row?.total ?? 0) + event.data.n, position: event.position },
        index: (row) => ({ vendorId: `holding ${row.total}` }),
      }),
    );
    const readModels = createSqliteReadModels({ path: ':memory:' });
    const checkpoints = await prepareCheckpoints(readModels, [tabs]);
    const changes = await applyBatch(readModels, [tabs], checkpoints, [
      recorded(4, '01'),
      recorded(4, '02'),
      recorded(3, '03'),
      recorded(3, '04'),
      recorded(-3, '05'),
    ]);
    expect(changes).toEqual([
      {
        projection: 'tabs',
        vendorId: 'holding 8',
        id: 'tab-4',
        row: { total: 8, position: '02' },
        position: '02',
      },
      { projection: 'tabs', vendorId: 'holding 6', id: 'tab-3', row: null, position: '05' },
    ]);
    await readModels.close();
  });
});
