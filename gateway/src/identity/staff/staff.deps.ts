// What the staff routes share: the platform, the clock, and how a command's outcome becomes
// visible to the next read (read your writes).
import { randomUUID } from 'node:crypto';
import type { CommandMetadata, Position } from '@sofre/engine';
import type { FastifyRequest } from 'fastify';
import { readAfter } from '../../http/read-your-writes.ts';
import { contextOf } from '../../http/request-context.ts';
import type { Platform } from '../../platform/platform.port.ts';

export interface StaffDeps {
  readonly platform: Platform;
  readonly clock: () => Date;
}

/** The command's envelope: the vendor of the request, the actor of the bearer token. */
export function staffMetadata(deps: StaffDeps, request: FastifyRequest): CommandMetadata {
  const { vendor, actor } = contextOf(request);
  return { commandId: randomUUID(), vendorId: vendor.id, actor, now: deps.clock().toISOString() };
}

/** Waits until the read models hold the command's events, so the answer reads them back. */
export async function caughtUp(deps: StaffDeps, position: Position | undefined): Promise<void> {
  if (deps.platform.waitForProjections) await readAfter(deps.platform.readSide, position);
}
