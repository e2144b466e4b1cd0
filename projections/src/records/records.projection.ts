// One read model for every back-office record kind (record-kinds.ts): a row per record, the kind in
// the `kind` index column so a vendor's records of one kind are one indexed query.
import { eventCodec, type DomainEvent } from '@sofre/engine';
import { defineProjection, type ProjectedEvent } from '../projection.ts';
import { recordKinds } from './record-kinds.ts';
import { recordKey, type RecordView } from './record.view.ts';

const kindOfEvent = new Map<string, string>();
const prefixOfKind = new Map<string, string>();
for (const kind of recordKinds) {
  prefixOfKind.set(kind.kind, kind.eventPrefix);
  for (const def of kind.events.definitions) kindOfEvent.set(def.type, kind.kind);
}

type RecordData = { id: string; fields?: Record<string, unknown> };

export function evolveRecord(
  row: RecordView | undefined,
  event: ProjectedEvent<DomainEvent<string, RecordData>>,
): RecordView | undefined {
  const kind = kindOfEvent.get(event.type)!;
  const at = event.metadata.occurredAt;
  const { id, fields } = event.data;
  if (event.type.endsWith('Removed'))
    return row && { ...row, removed: true, updatedAt: at, position: event.position };
  // A record removed and created again under its id is a new record: it starts a new life.
  const earlier = row && !row.removed && !event.type.endsWith('Created') ? row : undefined;
  return {
    kind,
    id,
    vendorId: event.metadata.vendorId,
    fields: fields ?? {},
    createdAt: earlier?.createdAt ?? at,
    createdPosition: earlier?.createdPosition ?? event.position,
    updatedAt: at,
    removed: false,
    position: event.position,
  };
}

export const recordsProjection = defineProjection<RecordView, DomainEvent<string, RecordData>>({
  name: 'records',
  version: 5,
  codec: eventCodec(recordKinds.flatMap((k) => k.events.definitions)),
  eventTypes: [...kindOfEvent.keys()],
  keysOf: (event) => [
    recordKey(kindOfEvent.get(event.type)!, event.metadata.vendorId, event.data.id),
  ],
  evolve: (row, event) => evolveRecord(row, event),
  index: (row) => ({
    vendorId: row.vendorId,
    kind: row.kind,
    open: !row.removed,
    sortAt: row.createdAt,
  }),
});

export const isRecordKind = (kind: string): boolean => prefixOfKind.has(kind);
