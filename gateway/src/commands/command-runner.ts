// The one way the gateway runs a command (ARCHITECTURE decision 11, STYLE §7): it alone makes the
// metadata (vendor, acting user, the injected clock, ids, causation), hands the command to the
// engine's handleCommand, keeps a route's idempotency key, and, when the read models run in this
// process, waits until they hold what the answer reads (read your writes). Routes say what they
// want done; none of them builds CommandMetadata by hand.
import { randomUUID } from 'node:crypto';
import {
  DomainError,
  handleCommand,
  isDomainError,
  type Aggregate,
  type Command,
  type CommandMetadata,
  type CommandResult,
  type DomainEvent,
  type Position,
} from '@sofre/engine';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { createOnce } from '../http/create-once.ts';
import type { StoredResponse } from '../http/idempotency.store.ts';
import { idempotencyKeyOf, idempotent } from '../http/idempotent.ts';
import { readAfter } from '../http/read-your-writes.ts';
import { contextOf } from '../http/request-context.ts';
import type { Platform } from '../platform/platform.port.ts';
import { renameField } from './field-names.ts';
import {
  callerOf,
  laterOf,
  type BatchRun,
  type CommandSource,
  type RunnerPlatform,
  type RunOptions,
} from './run-options.ts';

export type {
  BatchRun,
  CommandCaller,
  CommandSource,
  RunnerMetadata,
  RunnerPlatform,
  RunOptions,
} from './run-options.ts';
export { laterOf } from './run-options.ts';

/** A route's runner: its platform is the whole one. */
export type CommandRunner<P extends RunnerPlatform = Platform> = ReturnType<
  typeof commandRunner<P>
>;

export function commandRunner<P extends RunnerPlatform>(
  platform: P,
  clock: () => Date = () => new Date(),
) {
  const metadataFor = (source: CommandSource, options: RunOptions = {}): CommandMetadata => {
    const { vendorId, actor } = callerOf(source);
    return {
      commandId: options.commandId ?? randomUUID(),
      vendorId: options.vendorId ?? vendorId,
      actor,
      now: clock().toISOString(),
      ...(options.causationId ? { causationId: options.causationId } : {}),
    };
  };

  /**
   * Read your writes: waits (bounded; 503 READ_MODEL_BEHIND past it) until the read models hold
   * the position, when they run in this process. Answers the position, for the answer to carry.
   */
  const waitFor = async <P extends Position | undefined>(position: P): Promise<P> => {
    if (platform.waitForProjections && platform.readSide && position)
      await readAfter(platform.readSide, position);
    return position;
  };

  const handle = <State, Cmd extends Command, Event extends DomainEvent>(
    source: CommandSource,
    aggregate: Aggregate<State, Cmd, Event>,
    command: Omit<Cmd, 'metadata'>,
    options: RunOptions,
  ) => {
    const full = { ...command, metadata: metadataFor(source, options) } as Cmd;
    const names = options.fieldNames;
    if (!names) return handleCommand(platform.store, aggregate, full);
    return handleCommand(platform.store, aggregate, full).catch((error: unknown) => {
      if (!isDomainError(error)) throw error;
      const errors = error.errors.map((e) => ({ ...e, field: renameField(e.field, names) }));
      throw new DomainError(error.code, errors, error.detail);
    });
  };

  const idempotency = () => {
    if (!platform.idempotency) throw new Error('this runner has no idempotency store');
    return platform.idempotency;
  };

  return {
    platform,
    clock,
    metadataFor,
    waitFor,

    async run<State, Cmd extends Command, Event extends DomainEvent>(
      source: CommandSource,
      aggregate: Aggregate<State, Cmd, Event>,
      command: Omit<Cmd, 'metadata'>,
      options: RunOptions = {},
    ): Promise<CommandResult<State, Event>> {
      const result = await handle(source, aggregate, command, options);
      if (options.wait !== false) await waitFor(result.position);
      return result;
    },

    /** Several commands for one caller, then one wait for the last position any of them reached. */
    async batch<T>(source: CommandSource, steps: (run: BatchRun) => Promise<T>): Promise<T> {
      let last: Position = '';
      const answer = await steps(async (aggregate, command, options = {}) => {
        const result = await handle(source, aggregate, command, options);
        last = laterOf(last, result.position);
        return result;
      });
      await waitFor(last);
      return answer;
    },

    /** A create the client names by its own id: a repeat answers the first answer (decision 4). */
    createOnce(
      request: FastifyRequest,
      reply: FastifyReply,
      kind: string,
      clientId: string | undefined,
      create: () => Promise<unknown>,
    ) {
      return createOnce({ idempotency: idempotency() }, request, reply, kind, clientId, create);
    },

    /**
     * A route run at most once per key, scoped to the vendor: the key the route gives (a payment's
     * own id), else the client's Idempotency-Key header; with neither, every time.
     */
    once(
      request: FastifyRequest,
      reply: FastifyReply,
      key: string | undefined,
      run: () => Promise<StoredResponse>,
    ) {
      const scope = contextOf(request).vendor.id;
      const chosen = key ?? idempotencyKeyOf(request);
      return idempotent(idempotency(), request, reply, scope, chosen, run);
    },
  };
}
