// Runs a command of the vendor's account stream (settlement account, invoice option, brands) for
// the request's vendor and actor. Nothing reads it through a read model, so nothing is awaited.
import { randomUUID } from 'node:crypto';
import { handleCommand } from '@sofre/engine';
import {
  vendorAccountAggregate,
  type VendorAccountCommand,
  type VendorAccountState,
} from '@sofre/engine/vendors';
import type { FastifyRequest } from 'fastify';
import { contextOf } from '../../http/request-context.ts';
import type { AuthDeps } from '../auth/auth.deps.ts';

type Wish = VendorAccountCommand extends infer C
  ? C extends VendorAccountCommand
    ? { type: C['type']; data: Omit<C['data'], 'vendorId'> }
    : never
  : never;

export async function runAccountCommand(
  deps: AuthDeps,
  request: FastifyRequest,
  wish: Wish,
): Promise<VendorAccountState> {
  const { vendor, actor } = contextOf(request);
  const command = {
    type: wish.type,
    data: { ...wish.data, vendorId: vendor.id },
    metadata: {
      commandId: randomUUID(),
      vendorId: vendor.id,
      actor,
      now: deps.clock().toISOString(),
    },
  } as VendorAccountCommand;
  return (await handleCommand(deps.platform.store, vendorAccountAggregate, command)).state;
}
