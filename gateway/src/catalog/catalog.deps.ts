// What the catalog routes share: the platform, the clock and the one command runner, and the ids
// of a create the client may name itself.
import { randomUUID } from 'node:crypto';
import type { CommandRunner } from '../commands/command-runner.ts';
import type { Platform } from '../platform/platform.port.ts';

export interface CatalogDeps {
  readonly platform: Platform;
  readonly clock: () => Date;
  readonly runner: CommandRunner;
}

/** A client-chosen id makes a repeated create harmless: the command id follows from it. */
export const createIds = (kind: string, clientId: string | undefined) => {
  const id = clientId ?? randomUUID();
  return { id, commandId: clientId ? `create:${kind}:${clientId}` : randomUUID() };
};
