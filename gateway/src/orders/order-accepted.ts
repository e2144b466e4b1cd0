// The answer to an order command (CommandAccepted); in inline mode only once the read models have
// its events.
import { DomainError, type CommandResult } from '@sofre/engine';
import type { CommandAccepted } from '@sofre/engine/contracts';
import type { OrderState } from '@sofre/engine/orders';
import type { Platform } from '../platform/platform.port.ts';

const PROJECTION_WAIT_MS = 5_000;

export async function accepted(
  platform: Platform,
  orderId: string,
  result: CommandResult<OrderState, unknown>,
): Promise<CommandAccepted> {
  if (result.state.status === 'NONE') throw new DomainError('ORDER_NOT_FOUND');
  const position = result.position ?? platform.readSide.position();
  if (platform.waitForProjections) await platform.readSide.waitFor(position, PROJECTION_WAIT_MS);
  return { id: orderId, status: result.state.status, position };
}
