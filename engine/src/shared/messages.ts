// The envelope every event and command carries (ARCHITECTURE decision 2, STYLE §3).
import { z } from 'zod';
import { ActorKind } from './enums.ts';

export const Actor = z.object({ userId: z.string().min(1), kind: ActorKind });
export type Actor = z.infer<typeof Actor>;

/** Stored with every event. occurredAt is UTC ISO-8601, taken from the command, never from a clock here. */
export const EventMetadata = z.object({
  vendorId: z.string().min(1),
  actor: Actor,
  commandId: z.string().min(1),
  correlationId: z.string().min(1),
  causationId: z.string().min(1),
  occurredAt: z.iso.datetime(),
  /** Schema version of the event's data, so an old event can be upcast on read. */
  version: z.number().int().positive(),
});
export type EventMetadata = z.infer<typeof EventMetadata>;

export interface DomainEvent<Type extends string = string, Data = unknown> {
  readonly type: Type;
  readonly data: Data;
}

/** What comes in with every command: who, for which vendor, when, and under which id. */
export const CommandMetadata = z.object({
  commandId: z.string().min(1),
  vendorId: z.string().min(1),
  actor: Actor,
  now: z.iso.datetime(),
  correlationId: z.string().min(1).optional(),
  causationId: z.string().min(1).optional(),
});
export type CommandMetadata = z.infer<typeof CommandMetadata>;

export interface Command<Type extends string = string, Data = unknown> {
  readonly type: Type;
  readonly data: Data;
  readonly metadata: CommandMetadata;
}

/** The command of one type, given an aggregate's map of command name → data schema. */
export type CommandFrom<
  Schemas extends Record<string, z.ZodType>,
  T extends keyof Schemas & string,
> = Command<T, z.output<Schemas[T]>>;

/** Every command of an aggregate, as a union discriminated on `type`. */
export type CommandUnion<Schemas extends Record<string, z.ZodType>> = {
  [T in keyof Schemas & string]: CommandFrom<Schemas, T>;
}[keyof Schemas & string];
