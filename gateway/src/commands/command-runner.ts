// The one way a route runs a command (ARCHITECTURE decision 11, STYLE §7): the metadata from the
// request (vendor, acting user) and the injected clock, the engine's handleCommand, and, when the
// read models run in this process, the wait until they hold its events (read your writes). Routes
// say what they want done; none of them builds CommandMetadata by hand.
import { randomUUID } from 'node:crypto';
import {
  handleCommand,
  type Aggregate,
  type Command,
  type CommandMetadata,
  type CommandResult,
  type DomainEvent,
} from '@sofre/engine';
import type { FastifyRequest } from 'fastify';
import { readAfter } from '../http/read-your-writes.ts';
import { contextOf } from '../http/request-context.ts';
import type { Platform } from '../platform/platform.port.ts';

export interface RunOptions {
  /** A command id the client's own id makes (a repeat is then the same command); random if absent. */
  readonly commandId?: string;
  /** The command that caused this one (a workflow's follow-up). */
  readonly causationId?: string;
}

export type CommandRunner = ReturnType<typeof commandRunner>;

export function commandRunner(platform: Platform, clock: () => Date = () => new Date()) {
  const metadataFor = (request: FastifyRequest, options: RunOptions = {}): CommandMetadata => {
    const { vendor, actor } = contextOf(request);
    return {
      commandId: options.commandId ?? randomUUID(),
      vendorId: vendor.id,
      actor,
      now: clock().toISOString(),
      ...(options.causationId ? { causationId: options.causationId } : {}),
    };
  };

  return {
    platform,
    clock,
    metadataFor,
    async run<State, Cmd extends Command, Event extends DomainEvent>(
      request: FastifyRequest,
      aggregate: Aggregate<State, Cmd, Event>,
      command: Omit<Cmd, 'metadata'>,
      options: RunOptions = {},
    ): Promise<CommandResult<State, Event>> {
      const full = { ...command, metadata: metadataFor(request, options) } as Cmd;
      const result = await handleCommand(platform.store, aggregate, full);
      if (platform.waitForProjections) await readAfter(platform.readSide, result.position);
      return result;
    },
  };
}

const runners = new WeakMap<object, CommandRunner>();

/** The runner of an area's deps (platform and clock), made once per deps object. */
export function runnerFor(deps: { readonly platform: Platform; readonly clock: () => Date }) {
  let runner = runners.get(deps);
  if (!runner) {
    runner = commandRunner(deps.platform, deps.clock);
    runners.set(deps, runner);
  }
  return runner;
}
