// What the bikers and dispatch routes share: the platform and clock, who the caller is (a biker
// acting for themselves, or staff who manage deliveries), and answering after the read models
// hold a workflow's events (read your writes).
import type { FastifyRequest } from 'fastify';
import { errorMessages, type Position } from '@sofre/engine';
import { GatewayProblem } from '../http/problem.ts';
import { readAfter } from '../http/read-your-writes.ts';
import { authOf, contextOf } from '../http/request-context.ts';
import type { Platform } from '../platform/platform.port.ts';

export interface BikerDeps {
  readonly platform: Platform;
  readonly clock: () => Date;
}

export type Caller =
  { readonly kind: 'BIKER'; readonly bikerId: string } | { readonly kind: 'STAFF' };

/** A signed-in biker acts for themselves; staff need delivery.manage; anyone else is 403. */
export function bikerOrDispatcher(request: FastifyRequest): Caller {
  const auth = authOf(request);
  if (auth.kind === 'BIKER') return { kind: 'BIKER', bikerId: auth.sub };
  if (contextOf(request).permissions.has('delivery.manage')) return { kind: 'STAFF' };
  throw new GatewayProblem(403, 'FORBIDDEN');
}

/** The biker a request is about: the caller if a biker, else the id staff named (required). */
export function bikerNamed(caller: Caller, named: string | undefined): string {
  if (caller.kind === 'BIKER') return caller.bikerId;
  if (named === undefined) {
    const missing = { field: 'bikerId', code: 'required', message: errorMessages.INVALID_INPUT };
    throw new GatewayProblem(400, 'VALIDATION_FAILED', [missing]);
  }
  return named;
}

/** The position to answer with, once the read models have it (inline mode). */
export async function settled(deps: BikerDeps, position: Position | undefined): Promise<string> {
  const at = position ?? deps.platform.readSide.position();
  if (deps.platform.waitForProjections) await readAfter(deps.platform.readSide, at);
  return at;
}
