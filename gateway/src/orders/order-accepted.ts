// The answer to an order command (CommandAccepted). The runner has waited for the read models by
// then (runner.run, or a workflow's settled): the answer carries the position they hold.
import { DomainError, type CommandResult } from '@sofre/engine';
import type { CommandAccepted } from '@sofre/engine/contracts';
import type { OrderState } from '@sofre/engine/orders';
import type { Platform } from '../platform/platform.port.ts';

/** The order's status after the command, at its position (the read models' own when it wrote none). */
export function accepted(
  platform: Pick<Platform, 'readSide'>,
  orderId: string,
  result: CommandResult<OrderState, unknown>,
): CommandAccepted {
  if (result.state.status === 'NONE') throw new DomainError('ORDER_NOT_FOUND');
  const position = result.position ?? platform.readSide.position();
  return { id: orderId, status: result.state.status, position };
}
