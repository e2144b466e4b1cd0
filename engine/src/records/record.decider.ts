// Create / Change / Patch / Remove for any record kind, decided against the vendor's records of
// that kind (one stream per vendor and kind: small, and the boundary for "unique within vendor").
import type { z } from 'zod';
import type { Aggregate } from '../commands/handle-command.ts';
import type { Decider } from '../shared/decider.ts';
import {
  DomainError,
  errorMessages,
  type ErrorCode,
  type FieldError,
} from '../shared/domain-error.ts';
import type { EventDefinition } from '../shared/event-definitions.ts';
import type { Command, DomainEvent } from '../shared/messages.ts';
import { recordEvents } from './record-events.ts';
import {
  recordStreamName,
  type RecordFields,
  type RecordKindDefinition,
  type StoredRecord,
} from './record-kind.ts';

export type RecordCommand<Fields> =
  | Command<'CreateRecord', { id: string; fields: Fields }>
  | Command<'ChangeRecord', { id: string; fields: Fields }>
  /** Only the named fields change (enable/disable, activate, a table's state). */
  | Command<'PatchRecord', { id: string; changes: Partial<Fields> }>
  | Command<'RemoveRecord', { id: string }>;

export type RecordsState<Fields> = ReadonlyMap<string, Fields>;

const sameJson = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

const withMessage = (code: ErrorCode, field: string): FieldError => ({
  field,
  code,
  message: errorMessages[code],
});

export interface RecordKind<F extends RecordFields> extends RecordKindDefinition<F> {
  readonly events: ReturnType<typeof recordEvents<F>>;
  readonly decider: Decider<
    RecordsState<z.output<F>>,
    RecordCommand<z.output<F>>,
    DomainEvent<string, unknown>
  >;
  readonly aggregate: Aggregate<
    RecordsState<z.output<F>>,
    RecordCommand<z.output<F>>,
    DomainEvent<string, unknown>
  >;
}

export function defineRecordKind<F extends RecordFields>(
  definition: RecordKindDefinition<F>,
): RecordKind<F> {
  type Fields = z.output<F>;
  const events = recordEvents(definition.eventPrefix, definition.fields);
  const { created, changed, removed } = events;

  const checked = (state: RecordsState<Fields>, id: string, fields: Fields) => {
    const others: StoredRecord<Fields>[] = [];
    for (const [otherId, other] of state)
      if (otherId !== id) others.push({ id: otherId, fields: other });
    const errors = definition.check?.(fields, others) ?? [];
    if (errors.length > 0) throw new DomainError(errors[0]!.code as ErrorCode, errors);
    return fields;
  };
  const existing = (state: RecordsState<Fields>, id: string): Fields => {
    const fields = state.get(id);
    if (fields === undefined)
      throw new DomainError(definition.notFound, [withMessage(definition.notFound, 'id')], { id });
    return fields;
  };
  const parsed = (fields: unknown): Fields => {
    const result = definition.fields.safeParse(fields);
    if (result.success) return result.data as Fields;
    const errors = result.error.issues.map((issue) => ({
      field: issue.path.join('.'),
      code: 'INVALID_INPUT',
      message: errorMessages.INVALID_INPUT,
    }));
    throw new DomainError('INVALID_INPUT', errors);
  };

  const decide = (
    command: RecordCommand<Fields>,
    state: RecordsState<Fields>,
  ): DomainEvent<string, unknown>[] => {
    switch (command.type) {
      case 'CreateRecord': {
        const { id } = command.data;
        if (state.has(id))
          throw new DomainError('RECORD_ID_TAKEN', [withMessage('RECORD_ID_TAKEN', 'id')]);
        return [created({ id, fields: checked(state, id, parsed(command.data.fields)) })];
      }
      case 'ChangeRecord':
      case 'PatchRecord': {
        const { id } = command.data;
        const before = existing(state, id);
        const wanted =
          command.type === 'ChangeRecord'
            ? command.data.fields
            : { ...before, ...command.data.changes };
        const fields = checked(state, id, parsed(wanted));
        return sameJson(before, fields) ? [] : [changed({ id, fields })];
      }
      case 'RemoveRecord': {
        existing(state, command.data.id);
        return [removed({ id: command.data.id })];
      }
    }
  };

  const evolve = (
    state: RecordsState<Fields>,
    event: DomainEvent<string, unknown>,
  ): RecordsState<Fields> => {
    const data = event.data as { id: string; fields?: Fields };
    const next = new Map(state);
    if (event.type === removed.type) next.delete(data.id);
    else if (event.type === created.type || event.type === changed.type)
      next.set(data.id, data.fields as Fields);
    return next;
  };

  const decider = { initialState: () => new Map<string, Fields>(), decide, evolve };
  return {
    ...definition,
    events,
    decider,
    aggregate: {
      decider,
      codec: events.codec,
      streamName: (command) => recordStreamName(definition.kind, command.metadata.vendorId),
      notFound: definition.notFound,
    },
  };
}

/** What a registry of many kinds keeps of each (the kinds differ in their fields' types). */
export interface AnyRecordKind {
  readonly kind: string;
  readonly eventPrefix: string;
  readonly events: { readonly definitions: readonly EventDefinition<string, z.ZodType>[] };
}
