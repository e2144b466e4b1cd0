// Read your writes (decision 6): a query carrying the position a command answered waits, bounded,
// until the read models have reached it.
import type { Position } from '@sofre/engine';
import { GatewayProblem } from './problem.ts';

export const MIN_POSITION_TIMEOUT_MS = 5_000;

/** What follows the log (the read side): whether it reached a position within a time. */
export interface LogFollower {
  waitFor(position: Position, timeoutMs: number): Promise<boolean>;
}

export async function readAfter(
  readSide: LogFollower,
  minPosition: Position | undefined,
): Promise<void> {
  if (minPosition === undefined) return;
  if (!(await readSide.waitFor(minPosition, MIN_POSITION_TIMEOUT_MS))) {
    throw new GatewayProblem(503, 'READ_MODEL_BEHIND');
  }
}
