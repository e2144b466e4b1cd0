// The records kit's decider, through a toy kind (a "shelf": a name and a capacity), so the kit's
// own behaviour is pinned apart from any real kind's rules.
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { DomainError, errorMessages } from '../shared/domain-error.ts';
import type { CommandMetadata } from '../shared/messages.ts';
import { specFor } from '../testing/given-when-then.ts';
import { defineRecordKind, type RecordCommand } from './record.decider.ts';
import { recordStreamName } from './record-kind.ts';

const ShelfFields = z.object({
  name: z.string().trim().min(1).max(50),
  capacity: z.number().int().min(1).max(100),
  active: z.boolean().default(true),
});
type Shelf = z.output<typeof ShelfFields>;

const shelfKind = defineRecordKind({
  kind: 'shelf',
  eventPrefix: 'Shelf',
  notFound: 'ITEM_NOT_FOUND',
  fields: ShelfFields,
  check: (fields, others) => [
    ...(others.some((o) => o.fields.name === fields.name)
      ? [{ field: 'name', code: 'PRINTER_NAME_TAKEN', message: errorMessages.PRINTER_NAME_TAKEN }]
      : []),
    ...(fields.capacity === 13
      ? [{ field: 'capacity', code: 'INVALID_INPUT', message: errorMessages.INVALID_INPUT }]
      : []),
  ],
});

const { created, changed, removed } = shelfKind.events;
const given = specFor(shelfKind.decider);

const metadata: CommandMetadata = {
  commandId: 'c-1',
  vendorId: 'vendor-1',
  actor: { userId: 'owner', kind: 'STAFF' },
  now: '2025-03-21T08:00:00.000Z',
};
const command = (c: Omit<RecordCommand<Shelf>, 'metadata'>) =>
  ({ ...c, metadata }) as RecordCommand<Shelf>;

const bread: Shelf = { name: 'نان', capacity: 10, active: true };
const rice: Shelf = { name: 'برنج', capacity: 20, active: true };

/** The refusal a command gives (or fails the test when there is none). */
function refusalOf(run: () => unknown): DomainError {
  try {
    run();
  } catch (error) {
    if (error instanceof DomainError) return error;
    throw error;
  }
  throw new Error('expected a refusal');
}

describe('records kit: create', () => {
  it('creates a record with its parsed fields (defaults filled in)', () =>
    given([])
      .when(
        command({
          type: 'CreateRecord',
          data: { id: 's1', fields: { name: ' نان ', capacity: 10 } as Shelf },
        }),
      )
      .then([created({ id: 's1', fields: bread })]));

  it('refuses an id already taken', () =>
    given([created({ id: 's1', fields: bread })])
      .when(command({ type: 'CreateRecord', data: { id: 's1', fields: rice } }))
      .thenRefuses('RECORD_ID_TAKEN'));

  it('check() field errors refuse the command with the first code and every error', () => {
    const error = refusalOf(() =>
      given([created({ id: 's1', fields: bread })])
        .when(
          command({ type: 'CreateRecord', data: { id: 's2', fields: { ...bread, capacity: 13 } } }),
        )
        .events(),
    );
    expect(error.code).toBe('PRINTER_NAME_TAKEN');
    expect(error.errors).toEqual([
      { field: 'name', code: 'PRINTER_NAME_TAKEN', message: errorMessages.PRINTER_NAME_TAKEN },
      { field: 'capacity', code: 'INVALID_INPUT', message: errorMessages.INVALID_INPUT },
    ]);
  });

  it('invalid fields are INVALID_INPUT with the path of each bad field', () => {
    const error = refusalOf(() =>
      given([])
        .when(
          command({
            type: 'CreateRecord',
            data: { id: 's1', fields: { name: '', capacity: 0.5 } as unknown as Shelf },
          }),
        )
        .events(),
    );
    expect(error.code).toBe('INVALID_INPUT');
    expect(error.errors.map((e) => e.field).sort()).toEqual(['capacity', 'name']);
    expect(error.errors.every((e) => e.message === errorMessages.INVALID_INPUT)).toBe(true);
  });
});

describe('records kit: change, patch and remove', () => {
  const history = [created({ id: 's1', fields: bread }), created({ id: 's2', fields: rice })];

  it('a change carries the whole record as it now stands', () =>
    given(history)
      .when(
        command({ type: 'ChangeRecord', data: { id: 's1', fields: { ...bread, capacity: 12 } } }),
      )
      .then([changed({ id: 's1', fields: { ...bread, capacity: 12 } })]));

  it('a change that changes nothing appends nothing', () =>
    given(history)
      .when(command({ type: 'ChangeRecord', data: { id: 's1', fields: { ...bread } } }))
      .then([]));

  it('a patch merges the named fields into the record', () =>
    given(history)
      .when(command({ type: 'PatchRecord', data: { id: 's2', changes: { active: false } } }))
      .then([changed({ id: 's2', fields: { ...rice, active: false } })]));

  it('a change is checked against the others, never against the record itself', () => {
    given(history)
      .when(command({ type: 'ChangeRecord', data: { id: 's1', fields: { ...rice } } }))
      .thenRefuses('PRINTER_NAME_TAKEN');
    given(history)
      .when(command({ type: 'PatchRecord', data: { id: 's1', changes: { capacity: 11 } } }))
      .then([changed({ id: 's1', fields: { ...bread, capacity: 11 } })]);
  });

  it('a patch with a bad value is INVALID_INPUT naming the field', () => {
    const error = refusalOf(() =>
      given(history)
        .when(command({ type: 'PatchRecord', data: { id: 's1', changes: { capacity: 500 } } }))
        .events(),
    );
    expect(error).toMatchObject({ code: 'INVALID_INPUT', errors: [{ field: 'capacity' }] });
  });

  it('removes a record; its name is free again afterwards', () => {
    given(history)
      .when(command({ type: 'RemoveRecord', data: { id: 's1' } }))
      .then([removed({ id: 's1' })]);
    given([...history, removed({ id: 's1' })])
      .when(command({ type: 'CreateRecord', data: { id: 's3', fields: bread } }))
      .then([created({ id: 's3', fields: bread })]);
  });

  it('change, patch and remove of an unknown or removed id answer the kind’s not-found', () => {
    const gone = [...history, removed({ id: 's1' })];
    for (const c of [
      command({ type: 'ChangeRecord', data: { id: 's1', fields: bread } }),
      command({ type: 'PatchRecord', data: { id: 'nope', changes: { active: false } } }),
      command({ type: 'RemoveRecord', data: { id: 's1' } }),
    ]) {
      const error = refusalOf(() => given(gone).when(c).events());
      expect(error).toMatchObject({ code: 'ITEM_NOT_FOUND', errors: [{ field: 'id' }] });
    }
  });
});

describe('records kit: stream and codec', () => {
  it('one stream per vendor and kind', () => {
    expect(
      shelfKind.aggregate.streamName(command({ type: 'RemoveRecord', data: { id: 'x' } })),
    ).toBe(recordStreamName('shelf', 'vendor-1'));
  });

  it('names its events after the prefix and decodes them with the fields’ schema', () => {
    expect(shelfKind.events.definitions.map((d) => d.type)).toEqual([
      'ShelfCreated',
      'ShelfChanged',
      'ShelfRemoved',
    ]);
    const { codec } = shelfKind.events;
    expect(codec.decode('ShelfCreated', { id: 's1', fields: bread }, 1).data).toEqual({
      id: 's1',
      fields: bread,
    });
    expect(() => codec.encode(created({ id: 's1', fields: { ...bread, capacity: 0 } }))).toThrow();
  });
});
