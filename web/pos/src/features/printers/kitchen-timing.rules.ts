// What the thresholds form accepts (the same bounds the server keeps): whole minutes from 1 to
// 240, and red strictly after yellow, so a ticket is yellow for at least a minute.
export const TIMING_MIN_MINUTES = 1;
export const TIMING_MAX_MINUTES = 240;

export type TimingProblem = 'required' | 'range' | 'order';

const inRange = (m: number) =>
  Number.isInteger(m) && m >= TIMING_MIN_MINUTES && m <= TIMING_MAX_MINUTES;

export function warnProblem(warn: number | undefined): TimingProblem | undefined {
  if (warn === undefined) return 'required';
  return inRange(warn) ? undefined : 'range';
}

export function lateProblem(
  warn: number | undefined,
  late: number | undefined,
): TimingProblem | undefined {
  if (late === undefined) return 'required';
  if (!inRange(late)) return 'range';
  return warn !== undefined && late <= warn ? 'order' : undefined;
}
