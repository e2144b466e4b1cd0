// The three facts of every record kind. Changed carries the whole record as it now stands, so a
// reader never has to merge; a field that only toggles (enabled, active) is still a Changed.
import { z } from 'zod';
import { defineEvent, eventCodec } from '../shared/event-definitions.ts';
import type { DomainEvent } from '../shared/messages.ts';
import type { RecordFields } from './record-kind.ts';

const RecordId = z.string().min(1).max(100);

export interface RecordData<Fields> {
  readonly id: string;
  readonly fields: Fields;
}

export function recordEvents<F extends RecordFields>(eventPrefix: string, fields: F) {
  type Fields = z.output<F>;
  const created = defineEvent(`${eventPrefix}Created`, z.object({ id: RecordId, fields }));
  const changed = defineEvent(`${eventPrefix}Changed`, z.object({ id: RecordId, fields }));
  const removed = defineEvent(`${eventPrefix}Removed`, z.object({ id: RecordId }));
  const definitions = [created, changed, removed] as const;
  // zod cannot follow a generic object through z.object, so the creators are typed here.
  const make =
    <D>(type: string) =>
    (data: D): DomainEvent<string, D> => ({ type, data });
  return {
    created: Object.assign(make<RecordData<Fields>>(created.type), { type: created.type }),
    changed: Object.assign(make<RecordData<Fields>>(changed.type), { type: changed.type }),
    removed: Object.assign(make<{ id: string }>(removed.type), { type: removed.type }),
    definitions,
    codec: eventCodec(definitions),
  };
}
