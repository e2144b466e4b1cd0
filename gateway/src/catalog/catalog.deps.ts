// What the catalog routes share: the platform and clock, running a catalog command for the
// request's vendor and actor, and waiting until the read models hold its events (read your
// writes). The engine names fields as its commands do (itemId, toppingId); the forms name them as
// the API does (id), so field errors are renamed on the way out.
import { runnerFor } from '../commands/command-runner.ts';
import { randomUUID } from 'node:crypto';
import { DomainError, isDomainError, type CommandResult } from '@sofre/engine';
import {
  catalogAggregate,
  type CatalogCommand,
  type CatalogEvent,
  type CatalogState,
} from '@sofre/engine/catalog';
import type { FastifyRequest } from 'fastify';
import type { Platform } from '../platform/platform.port.ts';

export interface CatalogDeps {
  readonly platform: Platform;
  readonly clock: () => Date;
}

type CommandBody = Omit<CatalogCommand, 'metadata'>;

/** Engine field name → API field name, applied to every segment of a field path. */
export type FieldRenames = Readonly<Record<string, string>>;

export function renameFields(field: string, renames: FieldRenames): string {
  return field
    .split('.')
    .map((segment) => {
      const [, name = segment, index = ''] = /^([^[]+)(.*)$/.exec(segment) ?? [];
      return `${renames[name] ?? name}${index}`;
    })
    .join('.');
}

export async function runCatalog(
  deps: CatalogDeps,
  request: FastifyRequest,
  command: CommandBody,
  renames: FieldRenames,
  commandId: string = randomUUID(),
): Promise<CommandResult<CatalogState, CatalogEvent>> {
  try {
    return await runnerFor(deps).run(request, catalogAggregate, command as CatalogCommand, {
      commandId,
    });
  } catch (error) {
    if (!isDomainError(error)) throw error;
    const errors = error.errors.map((e) => ({ ...e, field: renameFields(e.field, renames) }));
    throw new DomainError(error.code, errors, error.detail);
  }
}

/** A client-chosen id makes a repeated create harmless: the command id follows from it. */
export const createIds = (kind: string, clientId: string | undefined) => {
  const id = clientId ?? randomUUID();
  return { id, commandId: clientId ? `create:${kind}:${clientId}` : randomUUID() };
};
