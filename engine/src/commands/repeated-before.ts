// A command answered as a repeat after the caller claimed something for it (a code's use, a place
// on the month's counter): was the command first decided before the claim — a resubmission of an
// order taken earlier, which never held this claim, so the claim goes back — or after it — a racing
// caller of the same command won the append, and what it appended holds this claim, which stays?
// Positions order the global log (event-store.port.ts).
import type { Position } from '../store/event-store.port.ts';

export const repeatedBefore = (
  result: { readonly repeated: boolean; readonly position: Position | undefined },
  claim: { readonly position: Position | undefined },
): boolean =>
  result.repeated &&
  result.position !== undefined &&
  claim.position !== undefined &&
  result.position < claim.position;
