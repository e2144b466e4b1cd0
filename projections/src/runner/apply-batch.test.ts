import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineEvent, eventCodec, type RecordedEvent } from '@sofre/engine';
import { defineProjection, anyProjection, type PositionedRow } from '../projection.ts';
import { createSqliteReadModels } from '../read-models/sqlite.read-models.ts';
import { applyBatch } from './apply-batch.ts';
import { prepareCheckpoints } from './prepare-checkpoints.ts';

let parsed = 0;
const Counted = defineEvent(
  'Counted',
  z.object({ n: z.number() }).transform((data) => (parsed++, data)),
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

const recorded = (n: number, position: string): RecordedEvent => ({
  id: position,
  stream: 'counts-1',
  revision: Number(position) - 1,
  position,
  type: 'Counted',
  data: { n },
  metadata: { vendorId: 'v1', version: 1 },
});

describe('applying a batch', () => {
  it('parses an event once for every codec that lists its definition', async () => {
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
});
