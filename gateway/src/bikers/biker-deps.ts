// What the bikers and dispatch routes share: the platform, clock and command runner, and who the
// caller is (a biker acting for themselves, or staff who manage deliveries).
import type { FastifyRequest } from 'fastify';
import { errorMessages } from '@sofre/engine';
import { GatewayProblem } from '../http/problem.ts';
import { authOf, contextOf } from '../http/request-context.ts';
import type { Platform } from '../platform/platform.port.ts';
import type { CommandRunner } from '../commands/command-runner.ts';

export interface BikerDeps {
  readonly platform: Platform;
  readonly clock: () => Date;
  readonly runner: CommandRunner;
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
