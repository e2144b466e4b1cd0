// Positions in the live protocol are parsed and compared as positions (engine comparePositions),
// never as strings: a client's `after` is whatever it sends, and after a restore from backup it
// may be ahead of the log.
import type { Position } from '@sofre/engine';
import { comparePositions, isCanonicalPosition } from '@sofre/engine/contracts';

/** Whether a change at `position` is past `than`; one that cannot be ordered is sent, not lost. */
export const isNewer = (position: Position, than: Position): boolean =>
  (comparePositions(position, than) ?? 1) > 0;

/**
 * Whether the changes after a client's `after` can be replayed from read models at `reached`:
 * only a position the gateway could have handed out (the stores' own spelling) that the read
 * models have reached. A malformed one, or one ahead of the log (from before a restore, or from
 * another store), gets a fresh snapshot instead of a silent nothing.
 */
export const canResumeFrom = (after: string, reached: Position): boolean =>
  isCanonicalPosition(after) && (comparePositions(after, reached) ?? 1) <= 0;
