// What a command run is given: who runs it (a route's request, or a caller named outright for a
// job, a login or the seed), its options, and the platform the runner needs.
import type {
  Actor,
  Aggregate,
  Command,
  CommandMetadata,
  CommandResult,
  DomainEvent,
  Position,
} from '@sofre/engine';
import type { FastifyRequest } from 'fastify';
import { contextOf } from '../http/request-context.ts';
import type { Platform } from '../platform/platform.port.ts';
import type { FieldNames } from './field-names.ts';

export interface RunOptions {
  /** A command id the client's own id makes (a repeat is then the same command); random if absent. */
  readonly commandId?: string;
  /** The command that caused this one (a workflow's follow-up). */
  readonly causationId?: string;
  /** The vendor whose stream it is, when not the caller's (the platform's directory, a brand). */
  readonly vendorId?: string;
  /** The API's names for the engine's fields, for a refusal's field errors (commands/field-names.ts). */
  readonly fieldNames?: FieldNames;
  /** False when the answer reads nothing from the read models: the run does not wait for them. */
  readonly wait?: boolean;
}

/** Who runs a command where there is no request: a job, a login before its session, the seed. */
export interface CommandCaller {
  readonly vendorId: string;
  readonly actor: Actor;
}

/** A route's request (its vendor and user) or a caller named outright. */
export type CommandSource = FastifyRequest | CommandCaller;

/** A run inside a batch: the same as run, and the batch waits once at its end. */
export type BatchRun = <State, Cmd extends Command, Event extends DomainEvent>(
  aggregate: Aggregate<State, Cmd, Event>,
  command: Omit<Cmd, 'metadata'>,
  options?: Omit<RunOptions, 'wait'>,
) => Promise<CommandResult<State, Event>>;

/** What the runner needs of the platform; the seed has a store and nothing to wait for. */
export type RunnerPlatform = Pick<Platform, 'store'> &
  Partial<Pick<Platform, 'readSide' | 'waitForProjections' | 'idempotency'>>;

/**
 * Metadata the runner made (metadataFor), handed on to an engine workflow that runs its own
 * commands (a payment, a trip). Only the runner makes one.
 */
export type RunnerMetadata = CommandMetadata;

const isRequest = (source: CommandSource): source is FastifyRequest => 'raw' in source;

export const callerOf = (source: CommandSource): CommandCaller => {
  if (!isRequest(source)) return source;
  const { vendor, actor } = contextOf(source);
  return { vendorId: vendor.id, actor };
};

/** The later of two positions ('' when none). */
export const laterOf = (a: Position, b: Position | undefined): Position =>
  b !== undefined && b > a ? b : a;
