// A registry of event types: each has a zod schema and a version, and may upcast older versions.
// The rule that keeps replays fast and right: a change to an event's schema — a field added, a
// default, a transform — bumps its version and upcasts the older data. The projections take an
// event of the current version as stored (the schema parsed it on append) and parse only older
// ones (projections/src/runner/apply-batch.ts).
import type { z } from 'zod';
import type { DomainEvent } from './messages.ts';

export interface EventDefinition<Type extends string, Schema extends z.ZodType> {
  readonly type: Type;
  readonly version: number;
  readonly schema: Schema;
  /** Turns the data of an older version into the current shape. */
  readonly upcast?: (data: unknown, fromVersion: number) => unknown;
  (data: z.infer<Schema>): DomainEvent<Type, z.infer<Schema>>;
}

export function defineEvent<Type extends string, Schema extends z.ZodType>(
  type: Type,
  schema: Schema,
  options: { version?: number; upcast?: (data: unknown, fromVersion: number) => unknown } = {},
): EventDefinition<Type, Schema> {
  const create = (data: z.infer<Schema>) => ({ type, data });
  return Object.assign(create, {
    type,
    schema,
    version: options.version ?? 1,
    upcast: options.upcast,
  });
}

export type EventOf<D> =
  D extends EventDefinition<infer T, infer S> ? DomainEvent<T, z.infer<S>> : never;

/** Parses stored events back into typed domain events, upcasting old versions on the way. */
export function eventCodec<const Defs extends readonly EventDefinition<string, z.ZodType>[]>(
  defs: Defs,
) {
  const byType = new Map<string, EventDefinition<string, z.ZodType>>(defs.map((d) => [d.type, d]));
  return {
    has: (type: string) => byType.has(type),
    /**
     * The definition a type decodes by. Codecs that list the same definition decode alike, so a
     * reader of many codecs may decode an event once per definition.
     */
    definitionOf: (type: string): EventDefinition<string, z.ZodType> | undefined =>
      byType.get(type),
    versionOf(type: string): number {
      const def = byType.get(type);
      if (!def) throw new Error(`unknown event type ${type}`);
      return def.version;
    },
    /** Validates an event against its schema before it is stored. */
    encode(event: DomainEvent): DomainEvent {
      const def = byType.get(event.type);
      if (!def) throw new Error(`unknown event type ${event.type}`);
      return { type: event.type, data: def.schema.parse(event.data) };
    },
    decode(type: string, data: unknown, version: number): EventOf<Defs[number]> {
      const def = byType.get(type);
      if (!def) throw new Error(`unknown event type ${type}`);
      const current = version < def.version && def.upcast ? def.upcast(data, version) : data;
      return { type, data: def.schema.parse(current) } as EventOf<Defs[number]>;
    },
  };
}
export type EventCodec = ReturnType<typeof eventCodec>;
